import { useAuth } from '../../app/session/use-session.ts';
import { PlanningGridScreen } from './PlanningGridScreen.tsx';
import { OwnPlanScreen } from './own/OwnPlanScreen.tsx';

/** /planning: the grid for those who plan or read plans; an employee sees their own plan. */
export function PlanningPage() {
  const auth = useAuth();
  const readsPlans = auth.isAdmin || auth.isPlanner || auth.isApproverWithPlanningRight || auth.isApprover || auth.isShip;
  return readsPlans ? <PlanningGridScreen /> : <OwnPlanScreen />;
}
