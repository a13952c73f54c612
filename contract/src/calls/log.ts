import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN } from '../roles.ts';
import { loginLogDto, logEntryDto } from '../dto/users.ts';

export const LOG_SORT_COLUMNS = ['timestamp', 'level', 'message', 'userName', 'url'] as const;

export const log = controller('Log', {
  getLoginsForUser: call({
    method: 'GET',
    summary: "A user's login log, newest first (logins, failures, lockouts, logouts, resets).",
    access: ADMIN,
    query: { userid: q.int() },
    response: z.array(loginLogDto),
  }),
  getTotalLogs: call({ method: 'GET', summary: 'How many entries the application log holds.', access: ADMIN, response: z.number().int() }),
  getNLogs: call({
    method: 'GET',
    summary: 'One page of the application log, sorted by a column.',
    access: ADMIN,
    query: { pageNo: q.int().between(1, 1_000_000), pageSize: q.int().between(1, 1000), sortColumn: q.string().oneOf(LOG_SORT_COLUMNS).optional(), sortByAscending: q.bool() },
    response: z.array(logEntryDto),
  }),
});
