// Plan calls: the audit trail read back (issue 17), beyond the specification. One employee's changes of a
// period, newest first, paged.
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { HISTORY_READERS } from '../access.ts';
import { HISTORY_KINDS, historyPageDto } from '../../dto/history.ts';

export const historyCalls = {
  getHistory: call({
    method: 'GET',
    summary:
      "An employee's audit trail from start to end (dates the changes concern): watches, approvals, closings, exports of their package, their agreements' pay rules and rest; newest first, paged.",
    access: HISTORY_READERS,
    query: {
      employeeId: q.int(),
      ...dateRange(),
      kind: q.string().oneOf(HISTORY_KINDS).optional(),
      page: q.intBetween(1, 10_000),
      pageSize: q.intBetween(10, 200),
    },
    response: historyPageDto,
  }),
};
