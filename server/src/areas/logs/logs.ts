import { asc, count, desc, eq } from 'drizzle-orm';
import { LOG_SORT_COLUMNS, contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { appLog, loginLog } from '../../db/schema/index.ts';
import { getUser } from '../users/users-repository.ts';

export const MAX_PAGE_SIZE = 500;

export const getLoginsForUser = handle(contract.log.getLoginsForUser, async ({ db, query }) => {
  await getUser(db, query.userid);
  const rows = await db.select().from(loginLog).where(eq(loginLog.userId, query.userid)).orderBy(desc(loginLog.changeDate), desc(loginLog.id)).limit(1000);
  return rows.map((row) => ({
    loginLogId: row.id,
    userId: row.userId,
    username: row.username,
    actionType: row.actionType,
    changeDate: row.changeDate.toISOString(),
    ipAddress: row.ipAddress,
  }));
});

export const getTotalLogs = handle(contract.log.getTotalLogs, async ({ db }) => {
  const [row] = await db.select({ n: count() }).from(appLog);
  return row?.n ?? 0;
});

const sortColumns = {
  timestamp: appLog.timestamp,
  level: appLog.level,
  message: appLog.message,
  userName: appLog.userName,
  url: appLog.url,
} as const satisfies Record<(typeof LOG_SORT_COLUMNS)[number], unknown>;

function isSortColumn(name: string): name is keyof typeof sortColumns {
  return name in sortColumns;
}

/** pageNo counts from 1. */
export const getNLogs = handle(contract.log.getNLogs, async ({ db, query }) => {
  if (query.pageNo < 1) throw badRequest('invalid_parameter', "Parameteren 'pageNo' skal være 1 eller større.");
  if (query.pageSize < 1 || query.pageSize > MAX_PAGE_SIZE) {
    throw badRequest('invalid_parameter', `Parameteren 'pageSize' skal være mellem 1 og ${MAX_PAGE_SIZE}.`);
  }
  const columnName = query.sortColumn ?? 'timestamp';
  if (!isSortColumn(columnName)) throw badRequest('invalid_parameter', `Der kan ikke sorteres på '${columnName}'. Vælg en af: ${LOG_SORT_COLUMNS.join(', ')}.`);
  const order = query.sortByAscending ? asc(sortColumns[columnName]) : desc(sortColumns[columnName]);
  const rows = await db
    .select()
    .from(appLog)
    .orderBy(order, desc(appLog.id))
    .limit(query.pageSize)
    .offset((query.pageNo - 1) * query.pageSize);
  return rows.map((row) => ({
    logId: row.id,
    timestamp: row.timestamp.toISOString(),
    level: row.level,
    message: row.message,
    exception: row.exception,
    url: row.url,
    userName: row.userName,
  }));
});

export const logHandlers = [getLoginsForUser, getTotalLogs, getNLogs];
