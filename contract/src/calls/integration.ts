// Required beyond specification section 5: none.
import { call, controller } from '../call.ts';
import { ADMIN } from '../roles.ts';
import { syncEmployeesRequest, syncEmployeesResult } from '../dto/people.ts';

export const integration = controller('Integration', {
  syncEmployees: call({
    method: 'POST',
    summary: 'Create or update employees pushed from an HR system, matched on the employee number.',
    access: ADMIN,
    body: syncEmployeesRequest,
    /** Up to 10.000 employees with their employments. */
    maxBodyBytes: 10 * 1024 * 1024,
    response: syncEmployeesResult,
  }),
});
