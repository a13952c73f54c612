// The Plan controller, shared by the planning and administration areas. Its calls are declared by area in
// ./plan/, each file naming its own required-parameter choices beyond specification section 5.
import { controller } from '../call.ts';
import { approvalQueueCalls } from './plan/approval-queue.ts';
import { approvalAndNormCalls } from './plan/approvals-norms.ts';
import { closingCalls } from './plan/closings.ts';
import { crewCalls } from './plan/crew.ts';
import { gridCalls } from './plan/grid.ts';
import { historyCalls } from './plan/history.ts';
import { referenceCalls } from './plan/reference.ts';
import { restCalls } from './plan/rest.ts';
import { rotationCalls } from './plan/rotations.ts';
import { copyPeriodCalls } from './plan/copy-period.ts';
import { manningCalls } from './plan/manning.ts';
import { timeRegistrationCalls } from './plan/time-registrations.ts';
import { tripCalls } from './plan/trips.ts';
import { watchCalls } from './plan/watches.ts';
import { exchangeDecisionCalls, wishDecisionCalls } from './plan/wishes.ts';
import { recalculationCalls } from './plan/recalculation.ts';

export const plan = controller('Plan', {
  ...referenceCalls,
  ...gridCalls,
  ...crewCalls,
  ...restCalls,
  ...watchCalls,
  ...rotationCalls,
  ...copyPeriodCalls,
  ...manningCalls,
  ...approvalAndNormCalls,
  ...approvalQueueCalls,
  ...closingCalls,
  ...timeRegistrationCalls,
  ...tripCalls,
  ...wishDecisionCalls,
  ...exchangeDecisionCalls,
  ...recalculationCalls,
  ...historyCalls,
});
