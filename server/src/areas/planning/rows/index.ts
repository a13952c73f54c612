// The planning grid's rows (EmployeeDto): what every grid read and every watch change answers.
// The grid reads answer the rows as the bytes of their JSON, joined from the days kept encoded; the watch changes
// and the reports take them as objects.
import { PAY_READERS_AND_OWN, PLANNERS, type EmployeeDto, type EmploymentDto } from '@kaj/contract';
import { periodEnd, periodOf, type IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { readAll } from '../../../db/read-all.ts';
import { departmentReach } from '../../../auth/reach.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { closingsOf } from '../../closings/closing-records.ts';
import { simpleClosingDto } from '../../closings/closing-dto.ts';
import { figureKeys, keptFigureFields, type RowFigures } from '../../pay-engine/index.ts';
import { JsonBytes, type JsonBody } from '../../../http/json-bytes.ts';
import { isEditable } from './editable.ts';
import { builtDaysOf } from './built-days.ts';
import { groupBy } from '../../shared/group-by.ts';
import { readEmploymentProperties, readEmployments, type EmploymentSource } from './row-sources.ts';
import { savedSortOrder } from './sort-orders.ts';

export interface RowRange {
  start: IsoDate;
  end: IsoDate;
}

/** The pay fields of a row whose employee the pay engine has nothing for, or who may not see pay: as they stand in its JSON. */
const NO_FIGURES = Buffer.from(
  JSON.stringify({ saldi: [], payAccountValues: [], norms: [], contractBalances: [], isOverTarget: false, isOverMax: false, multiplier: 1 } satisfies RowFigures).slice(1, -1),
);

export interface RowOptions {
  /** Order the rows by this planner's saved order (of the department, or of any), then by name; by name when left out. */
  order?: { planUserId: number; departmentId?: number | undefined };
}

/** An employment of a row without its days, which come as encoded JSON (`builtDaysOf`). */
type EmploymentHead = Omit<EmploymentDto, 'watchDays'>;
/** A row without its employments and pay figures (which come as encoded JSON fields, `keptFigureFields`). */
type RowHead = Omit<EmployeeDto, 'employments' | keyof RowFigures>;

/** Names in Danish order, as `localeCompare(…, 'da')` gives it, with the collator made once rather than per comparison. */
const danish = new Intl.Collator('da');

/** The object's JSON up to its end, opening one more field there (`{…,"name":`). */
const openingField = (head: object, name: string) => `${JSON.stringify(head).slice(0, -1)},"${name}":`;

/**
 * The rows of the employees of these employments over the range, one per employee, as the user sees them: the bytes
 * of the JSON of EmployeeDto[], joined from the days and pay figures kept encoded (for the rows whose inputs did not
 * change), and sent as they are.
 */
export async function rowsBodyOfEmployments(
  db: Db,
  user: SessionUser,
  employmentIds: readonly number[],
  range: RowRange,
  options: RowOptions = {},
): Promise<JsonBody> {
  if (employmentIds.length === 0) return new JsonBytes().write('[]').done();
  // The shared Ship login sees the crew and their watches, not their pay figures or contact data (issue 17).
  const seesPay = user.roles.some((role) => PAY_READERS_AND_OWN.includes(role));
  // Outside a transaction the pay figures go on their own connections: their versions are read beside the
  // employments (a kept figure then costs nothing more), the figures not kept beside the watches, which are sent
  // first (the longest read); a transaction's one connection reads them after.
  const keysAhead = !seesPay || db instanceof PgTransaction ? undefined : figureKeys(db, employmentIds, range);
  keysAhead?.catch(() => undefined); // awaited below; a failure of the reads must not leave it unhandled
  const [employments, employmentProperties, planningReach, sortOrder, closings] = await readAll(
    db,
    () => readEmployments(db, employmentIds),
    () => readEmploymentProperties(db, employmentIds),
    () => departmentReach(db, user, PLANNERS),
    () => (options.order ? savedSortOrder(db, options.order.planUserId, options.order.departmentId) : Promise.resolve(new Map<number, number>())),
    () => (monthOf(range) ? closingsOf(db, employmentIds, [range.start]) : Promise.resolve([])),
  );
  // Only now, after the versions of the watches are read with the employments.
  const daysAhead = builtDaysOf(db, user, employments, range);
  const figuresAhead = keysAhead && keptFigureFields(db, employmentIds, range, keysAhead);
  figuresAhead?.catch(() => undefined); // as the keys
  const daysOf = await daysAhead;
  const closingOf = new Map(closings.map((closing) => [closing.employmentId, closing]));
  const propertiesOf = groupBy(employmentProperties, (p) => p.ownerId);

  const writeEmployment = (out: JsonBytes, employment: EmploymentSource) => {
    const head: EmploymentHead = {
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
    };
    const days = daysOf.get(employment.employmentId)!;
    out.write(openingField(head, 'watchDays'));
    if ('bytes' in days) out.appendKept(days.bytes);
    else out.appendLater(days.make);
    out.write('}');
  };

  const byEmployee = groupBy(employments, (e) => e.employeeId);
  const rows = [...byEmployee].map(([employeeId, list]) => {
    const ordered = list.length === 1 ? list : [...list].sort((a, b) => Number(a.isSecondary) - Number(b.isSecondary) || a.startDate.localeCompare(b.startDate) || a.employmentId - b.employmentId);
    const employee = ordered[0]!.employee;
    // The pay fields are filled in below, once the figures are read.
    const head: RowHead = {
      employeeId,
      code: employee.code,
      initials: employee.initials,
      firstName: employee.firstName,
      lastName: employee.lastName,
      telephone: seesPay ? employee.telephone : null,
      email: seesPay ? employee.email : null,
      masterId: employee.masterId,
      draftId: employee.draftId,
      periodStart: range.start,
      periodEnd: range.end,
      totalTime: ordered.reduce((sum, employment) => sum + daysOf.get(employment.employmentId)!.totalTime, 0),
      defaultHidden: ordered.every((e) => e.defaultHidden),
      closing: monthOf(range) ? simpleClosingDto(recordOf(ordered[0]!), range.start, closingOf.get(ordered[0]!.employmentId) ?? null) : null,
    };
    return { head, employments: ordered };
  });
  const figures: ReadonlyMap<number, Buffer> = seesPay ? await (figuresAhead ?? keptFigureFields(db, employmentIds, range)) : new Map();
  const NOT_SORTED = Number.MAX_SAFE_INTEGER;
  rows.sort(
    ({ head: a }, { head: b }) =>
      (sortOrder.get(a.employeeId) ?? NOT_SORTED) - (sortOrder.get(b.employeeId) ?? NOT_SORTED) ||
      danish.compare(a.lastName, b.lastName) ||
      danish.compare(a.firstName, b.firstName) ||
      a.employeeId - b.employeeId,
  );
  const out = new JsonBytes().write('[');
  rows.forEach(({ head, employments: list }, index) => {
    // The head's fields, the pay fields after them (as EmployeeDto has them), then the employments.
    out.write(`${index === 0 ? '' : ','}${JSON.stringify(head).slice(0, -1)},`).appendKept(figures.get(head.employeeId) ?? NO_FIGURES).write(',"employments":[');
    list.forEach((employment, at) => {
      if (at > 0) out.write(',');
      writeEmployment(out, employment);
    });
    out.write(']}');
  });
  return out.write(']').done();
}

/** `rowsBodyOfEmployments` as JSON text. */
export async function rowsJsonOfEmployments(db: Db, user: SessionUser, employmentIds: readonly number[], range: RowRange, options: RowOptions = {}): Promise<string> {
  return (await rowsBodyOfEmployments(db, user, employmentIds, range, options)).bytes().toString();
}

/** The rows as objects, for the answers of watch changes and the reports. */
export async function rowsOfEmployments(db: Db, user: SessionUser, employmentIds: readonly number[], range: RowRange, options: RowOptions = {}): Promise<EmployeeDto[]> {
  return JSON.parse(await rowsJsonOfEmployments(db, user, employmentIds, range, options)) as EmployeeDto[];
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
