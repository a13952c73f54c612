import { contract } from '@kaj/contract';
import { daysInMonth, formatIsoDate, parseIsoDate } from '@kaj/domain';
import { badRequest } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { loadLines } from '../budgets/budget-fte-repository.ts';
import { viewerOf } from '../planning/grid/grid-scope.ts';
import { contractedEmployments } from './fte-contracted.ts';
import { allDepartmentIds, departmentTree, realisedNormMinutes } from './fte-realised.ts';
import { fteLines, workdaysBetween } from './fte-lines.ts';
import { writeFteWorkbook } from './fte-workbook.ts';
import { fteAhead } from './fte-ahead.ts';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { assertDepartmentInReach } from './report-scope.ts';

/** The report's departments: the chosen one and those below it (400/403 outside reach), or every department in reach. */
async function reportDepartments(db: Db, user: SessionUser, department: number | undefined): Promise<number[]> {
  const { reach } = await viewerOf(db, user);
  if (department !== undefined) return departmentTree(db, [await assertDepartmentInReach(db, reach, department)]);
  return reach === 'all' ? allDepartmentIds(db) : [...reach];
}

/**
 * FTE-rapport: the month's budget FTE beside the contracted and the realised FTE from the 1st to the close day, per department,
 * budget account and position group; of the chosen department and those below it, or of every department in reach.
 * Sheet "Fremad" sets budget beside planned FTE for the twelve months from the month (issue 20).
 */
export const getFte = handle(contract.report.getFte, async ({ db, user, query }) => {
  const { year, month } = parseIsoDate(query.period);
  const lastDay = daysInMonth(year, month);
  if (query.closeDay < 1 || query.closeDay > lastDay) throw badRequest('invalid_close_day', `Lukkedagen skal ligge mellem 1 og ${lastDay}.`);
  const closeDate = formatIsoDate({ year, month, day: query.closeDay });
  const departmentIds = await reportDepartments(db, user, query.department);
  const inScope = new Set(departmentIds);
  const budget = (await loadLines(db, year)).filter((line) => inScope.has(line.departmentPropertyId));
  const realised = await realisedNormMinutes(db, departmentIds, query.period, closeDate);
  const contracted = await contractedEmployments(db, departmentIds, query.period, closeDate);
  const workdays = workdaysBetween(query.period, closeDate);
  const lines = fteLines(budget, month, { realised, contracted, start: query.period, end: closeDate, workdays });
  const ahead = await fteAhead(db, departmentIds, query.period);
  const data = await writeFteWorkbook(lines, { period: query.period, closeDate, workdays }, ahead);
  return { fileName: `fte-${query.period.slice(0, 7)}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data };
});

/** The FTE report's months ahead as data, for the screen. */
export const getFteAhead = handle(contract.report.getFteAhead, async ({ db, user, query }) => fteAhead(db, await reportDepartments(db, user, query.department), query.period));
