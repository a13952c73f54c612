// The planning grid's rows (EmployeeDto): what every grid read and every watch change answers.
// Owned by the grid-reads work; the watch changes import only these two functions.
import { PLANNERS, type EmployeeDto, type EmploymentDto } from '@kaj/contract';
import { addDays, holidayWeekendWorkdays, periodEnd, periodOf, type IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { readAll } from '../../../db/read-all.ts';
import { departmentReach } from '../../../auth/reach.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { closingsOf } from '../../closings/closing-records.ts';
import { simpleClosingDto } from '../../closings/closing-dto.ts';
import { employmentFigures, type RowFigures } from '../../pay-engine/index.ts';
import { isEditable } from './editable.ts';
import { employmentDays, REST_LOOKBACK_DAYS } from './employment-days.ts';
import { groupBy } from './group-by.ts';
import { readEmploymentProperties, readEmployments, readPlansWithoutRealised, readRealisedWatches, readWatchProperties, type EmploymentSource } from './row-sources.ts';
import { savedSortOrder } from './sort-orders.ts';

export interface RowRange {
  start: IsoDate;
  end: IsoDate;
}

/** A row whose employee the pay engine has nothing for. */
const NO_FIGURES: RowFigures = { saldi: [], payAccountValues: [], norms: [], contractBalances: [], isOverTarget: false, isOverMax: false, multiplier: 1 };

export interface RowOptions {
  /** Order the rows by this planner's saved order (of the department, or of any), then by name; by name when left out. */
  order?: { planUserId: number; departmentId?: number | undefined };
}

/** The rows of the employees of these employments over the range, one per employee, as the user sees them. */
export async function rowsOfEmployments(
  db: Db,
  user: SessionUser,
  employmentIds: readonly number[],
  range: RowRange,
  options: RowOptions = {},
): Promise<EmployeeDto[]> {
  if (employmentIds.length === 0) return [];
  const lookbackStart = addDays(range.start, -REST_LOOKBACK_DAYS);
  const sources = readAll(
    db,
    () => readEmployments(db, employmentIds),
    () => readEmploymentProperties(db, employmentIds),
    () => readRealisedWatches(db, employmentIds, lookbackStart, range.end),
    () => readWatchProperties(db, employmentIds, lookbackStart, range.end),
    () => readPlansWithoutRealised(db, employmentIds, lookbackStart, range.end),
    () => departmentReach(db, user, PLANNERS),
    () => (options.order ? savedSortOrder(db, options.order.planUserId, options.order.departmentId) : Promise.resolve(new Map<number, number>())),
    () => (monthOf(range) ? closingsOf(db, employmentIds, [range.start]) : Promise.resolve([])),
  );
  // The pay figures take a few round trips one after another: outside a transaction they go on their own
  // connections from the start, through the reads and the building of the rows; a transaction's one connection
  // reads them after.
  const figuresAhead = db instanceof PgTransaction ? undefined : employmentFigures(db, employmentIds, range);
  figuresAhead?.catch(() => undefined); // awaited below; a failure of the reads must not leave it unhandled
  const [employments, employmentProperties, realised, watchProperties, plansOnly, planningReach, sortOrder, closings] = await sources;
  const closingOf = new Map(closings.map((closing) => [closing.employmentId, closing]));
  const propertiesOf = groupBy(employmentProperties, (p) => p.ownerId);
  const realisedOf = groupBy(realised, (w) => w.employmentId);
  const watchPropertiesOf = groupBy(watchProperties, (p) => p.ownerId);
  const plansOf = groupBy(plansOnly, (p) => p.employmentId);
  const days = holidayWeekendWorkdays(range.start, range.end);

  const toEmploymentDto = (employment: EmploymentSource): EmploymentDto => ({
    employmentId: employment.employmentId,
    employeeId: employment.employeeId,
    description: employment.description,
    agreement: employment.agreement,
    editable: isEditable(user, planningReach, employment),
    startDate: employment.startDate,
    endDate: employment.endDate,
    isSecondary: employment.isSecondary,
    defaultHidden: employment.defaultHidden,
    masterId: employment.masterId,
    draftId: employment.draftId,
    properties: (propertiesOf.get(employment.employmentId) ?? []).map(({ propertyId, propertyTypeId, name, code }) => ({ propertyId, propertyTypeId, name, code })),
    watchDays: employmentDays({
      employment,
      range,
      days,
      realised: realisedOf.get(employment.employmentId) ?? [],
      plansOnly: plansOf.get(employment.employmentId) ?? [],
      propertiesOf: watchPropertiesOf,
      context: { ownedByUser: user.employeeId !== null && user.employeeId === employment.employeeId },
    }),
  });

  const byEmployee = groupBy(employments, (e) => e.employeeId);
  const rows = [...byEmployee].map(([employeeId, list]): EmployeeDto => {
    const ordered = list.length === 1 ? list : [...list].sort((a, b) => Number(a.isSecondary) - Number(b.isSecondary) || a.startDate.localeCompare(b.startDate) || a.employmentId - b.employmentId);
    const employee = ordered[0]!.employee;
    let totalTime = 0;
    for (const employment of ordered) for (const watch of realisedOf.get(employment.employmentId) ?? []) if (watch.startDate >= range.start) totalTime += watch.totalTime;
    // The pay fields are filled in below, once the figures are read.
    return {
      employeeId,
      code: employee.code,
      initials: employee.initials,
      firstName: employee.firstName,
      lastName: employee.lastName,
      telephone: employee.telephone,
      email: employee.email,
      masterId: employee.masterId,
      draftId: employee.draftId,
      periodStart: range.start,
      periodEnd: range.end,
      totalTime,
      defaultHidden: ordered.every((e) => e.defaultHidden),
      employments: ordered.map(toEmploymentDto),
      closing: monthOf(range) ? simpleClosingDto(recordOf(ordered[0]!), range.start, closingOf.get(ordered[0]!.employmentId) ?? null) : null,
      ...NO_FIGURES,
    };
  });
  const figures = await (figuresAhead ?? employmentFigures(db, employmentIds, range));
  for (const row of rows) {
    const pay = figures.get(row.employeeId);
    if (!pay) continue;
    row.saldi = pay.saldi;
    row.payAccountValues = pay.payAccountValues;
    row.norms = pay.norms;
    row.contractBalances = pay.contractBalances;
    row.isOverTarget = pay.isOverTarget;
    row.isOverMax = pay.isOverMax;
    row.multiplier = pay.multiplier;
  }
  const NOT_SORTED = Number.MAX_SAFE_INTEGER;
  return rows.sort(
    (a, b) =>
      (sortOrder.get(a.employeeId) ?? NOT_SORTED) - (sortOrder.get(b.employeeId) ?? NOT_SORTED) ||
      a.lastName.localeCompare(b.lastName, 'da') ||
      a.firstName.localeCompare(b.firstName, 'da') ||
      a.employeeId - b.employeeId,
  );
}

/** A range of exactly one calendar month: the row then carries the month's closing (of its first employment). */
const monthOf = (range: RowRange) => range.start === periodOf(range.start) && range.end === periodEnd(range.start);

const recordOf = (employment: EmploymentSource) => ({
  employmentId: employment.employmentId,
  employeeId: employment.employeeId,
  employeeName: `${employment.employee.firstName} ${employment.employee.lastName}`.trim(),
});

/** The row of the employee of one employment over the range. */
export async function rowOfEmployment(db: Db, user: SessionUser, employmentId: number, range: RowRange): Promise<EmployeeDto> {
  const [row] = await rowsOfEmployments(db, user, [employmentId], range);
  if (!row) throw new Error(`No row for employment ${employmentId}`);
  return row;
}
