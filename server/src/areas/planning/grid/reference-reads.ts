// Reference reads of the Plan controller: the caller's own employee and the calendar of the grid's header.
import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { holidayWeekendWorkdays, periodEnd, periodOfMonth } from '@kaj/domain';
import { handle, type Implementation } from '../../../http/handler.ts';
import { employees } from '../../../db/schema/index.ts';
import { badRequest } from '../../../errors.ts';
import { listEmployeeRecords } from '../../employees/employees-repository.ts';
import { assertRange } from './grid-scope.ts';

export const getEmployeeFromUser = handle(contract.plan.getEmployeeFromUser, async ({ db, user }) => {
  if (user.employeeId === null) return null;
  const [record] = await listEmployeeRecords(db, eq(employees.id, user.employeeId));
  return record ?? null;
});

/** The day types of a month: the grid's header, and the employee app's calendar. */
const monthYear: Implementation<typeof contract.plan.getMonthYear> = async ({ query }) => {
  if (query.year < 2000 || query.year > 2100) throw badRequest('invalid_year', 'Året skal være 2000-2100.');
  const period = periodOfMonth(query.year, query.month);
  return holidayWeekendWorkdays(period, periodEnd(period));
};

const periodYear: Implementation<typeof contract.plan.getPeriodYear> = async ({ query }) => {
  const range = assertRange(query.start, query.end);
  return holidayWeekendWorkdays(range.start, range.end);
};

export const getMonthYear = handle(contract.plan.getMonthYear, monthYear);
export const getPeriodYear = handle(contract.plan.getPeriodYear, periodYear);
export const appGetMonthYear = handle(contract.app.getMonthYear, monthYear);
export const appGetPeriodYear = handle(contract.app.getPeriodYear, periodYear);
