// The grid reads of the Plan controller: a department's rows over a month or a range, chosen rows, one row.
import { contract, NO_EMPLOYEE_FILTER, type ParsedBodyOf } from '@kaj/contract';
import { periodEnd, type IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { handle, JsonAnswer } from '../../../http/handler.ts';
import { rowOfEmployment, rowsBodyOfEmployments } from '../rows/index.ts';
import { assertEmploymentsReadable, assertRange, gridEmploymentIds, viewerOf } from './grid-scope.ts';

interface DepartmentGridQuery {
  departmentid?: number | undefined;
  sortbyplanuserid?: number | undefined;
  draft?: boolean | undefined;
}

async function departmentGrid(db: Db, user: SessionUser, query: DepartmentGridQuery, filter: ParsedBodyOf<typeof contract.plan.getEmployeesPeriod>, range: { start: IsoDate; end: IsoDate }) {
  const viewer = await viewerOf(db, user);
  const employmentIds = await gridEmploymentIds(db, viewer, {
    departmentId: query.departmentid,
    ...range,
    draft: query.draft ?? false,
    showHidden: filter.showHidden,
    propertyIds: filter.propertyIds,
    employmentIds: filter.employmentIds,
  });
  const order = query.departmentid === undefined ? undefined : { planUserId: query.sortbyplanuserid ?? user.id, departmentId: query.departmentid };
  return new JsonAnswer(await rowsBodyOfEmployments(db, user, employmentIds, range, { order }));
}

export const getEmployees = handle(contract.plan.getEmployees, async ({ db, user, query, body }) =>
  departmentGrid(db, user, query, body, { start: query.period, end: periodEnd(query.period) }),
);

export const getEmployeesPeriod = handle(contract.plan.getEmployeesPeriod, async ({ db, user, query, body }) =>
  departmentGrid(db, user, query, body, assertRange(query.start, query.end)),
);

export const getSelectedEmployeesPeriod = handle(contract.plan.getSelectedEmployeesPeriod, async ({ db, user, query, body }) => {
  const range = assertRange(query.start, query.end);
  await assertEmploymentsReadable(db, await viewerOf(db, user), body);
  const order = query.sortbyplanuserid === undefined ? undefined : { planUserId: query.sortbyplanuserid };
  return new JsonAnswer(await rowsBodyOfEmployments(db, user, body, range, { order }));
});

/** Every department in reach over a month: the masters that are not hidden, by name. */
export const getAllEmployees = handle(contract.plan.getAllEmployees, async ({ db, user, query }) => {
  const range = { start: query.period, end: periodEnd(query.period) };
  const viewer = await viewerOf(db, user);
  const employmentIds = await gridEmploymentIds(db, viewer, { ...range, draft: false, ...NO_EMPLOYEE_FILTER });
  return new JsonAnswer(await rowsBodyOfEmployments(db, user, employmentIds, range));
});

async function employmentRow(db: Db, user: SessionUser, employmentId: number, range: { start: IsoDate; end: IsoDate }) {
  await assertEmploymentsReadable(db, await viewerOf(db, user), [employmentId]);
  return rowOfEmployment(db, user, employmentId, range);
}

export const getEmployee = handle(contract.plan.getEmployee, async ({ db, user, query }) =>
  employmentRow(db, user, query.employmentid, { start: query.period, end: periodEnd(query.period) }),
);

export const getEmployeePeriod = handle(contract.plan.getEmployeePeriod, async ({ db, user, query }) =>
  employmentRow(db, user, query.employmentid, assertRange(query.start, query.end)),
);
