import { sql } from 'drizzle-orm';
import type { LessorExportProblemDto } from '@kaj/contract';
import { periodEnd, type Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { danishDate, danishMonth } from '../shared/danish-dates.ts';
import { approvedLevelOf } from '../approvals/approval-state.ts';
import { idArray } from '../../db/sql-values.ts';
import { LESSOR4_FIELDS, type LessorLayout } from '@kaj/domain/lessor/index';
import type { ExportData } from './export-data.ts';
import { isExportable } from './export-source.ts';
import { pendingMonths } from '../pay-engine/recalculation/index.ts';

// The pre-check of a Lessor export (DOMAIN.md section 9): everything that stops it, named per employee.
// CreateLessorExport refuses with these same problems, so the screen and the refusal never disagree.

const WAGE_TYPE = /^\d{4}$/;

/** The realised watches of the month not approved (or rejected since), per employment. */
async function unapprovedCounts(db: Db, employmentIds: readonly number[], period: Period): Promise<Map<number, number>> {
  if (employmentIds.length === 0) return new Map();
  const rows = await queryRows<{ employment_id: number; count: string }>(
    db,
    sql`select w.employment_id, count(*)::text as count from realised_watches w
        where w.employment_id = any(${idArray(employmentIds)}) and w.start_date between ${period} and ${periodEnd(period)}
          and not w.cancelled and ${approvedLevelOf(sql`w.id`)} = 0
        group by w.employment_id`,
  );
  return new Map(rows.map((row) => [Number(row.employment_id), Number(row.count)]));
}

const watches = (count: number) => (count === 1 ? '1 vagt, der ikke er godkendt' : `${count} vagter, der ikke er godkendt`);

export async function exportProblems(db: Db, period: Period, layout: LessorLayout, data: ExportData): Promise<LessorExportProblemDto[]> {
  const { employments, values } = data;
  const month = danishMonth(period);
  const problems: LessorExportProblemDto[] = [];
  const counted = employments.filter((employment) => !employment.excluded);
  const open = counted.filter((employment) => !employment.locked);
  const unapproved = await unapprovedCounts(
    db,
    open.map((employment) => employment.employmentId),
    period,
  );
  const pending = await pendingMonths(db, counted.map((employment) => ({ employmentId: employment.employmentId, period })));
  const named = new Set<number>();
  for (const employment of counted) {
    const who = { employeeName: employment.employeeName, employmentId: employment.employmentId };
    if (employment.employeeCode === null && !named.has(employment.employeeId)) {
      named.add(employment.employeeId);
      problems.push({ kind: 'missingEmployeeCode', ...who, message: `${employment.employeeName} har intet lønnummer.` });
    }
    const since = `ansættelsen fra ${danishDate(employment.startDate)}`;
    if (employment.closingId === null) {
      problems.push({ kind: 'missingClosing', ...who, message: `${employment.employeeName} har ingen låst lukning for ${month} (${since}).` });
    } else if (!employment.locked) {
      problems.push({ kind: 'unlockedClosing', ...who, message: `Lukningen for ${employment.employeeName} i ${month} er ikke låst (${since}).` });
    }
    const notApproved = employment.locked ? 0 : (unapproved.get(employment.employmentId) ?? 0);
    if (notApproved > 0) problems.push({ kind: 'unapprovedWatches', ...who, message: `${employment.employeeName} har ${watches(notApproved)} i ${month}.` });
    if (pending.has(`${employment.employmentId}|${period}`)) {
      problems.push({ kind: 'pendingRecalculation', ...who, message: `Lønnen for ${employment.employeeName} i ${month} venter på en genberegning.` });
    }
  }
  const byEmployment = new Map(employments.map((employment) => [employment.employmentId, employment]));
  const reported = new Set<string>();
  for (const value of values) {
    if (WAGE_TYPE.test(value.account) || reported.has(value.account + value.accountName)) continue;
    reported.add(value.account + value.accountName);
    const employment = byEmployment.get(value.employmentId);
    problems.push({
      kind: 'wageTypeWithoutAccount',
      employeeName: employment?.employeeName ?? null,
      employmentId: value.employmentId,
      message: `Eksportkontoen ${value.accountName} har ingen gyldig lønart (fire cifre)${employment ? ` og bruges af ${employment.employeeName}` : ''}.`,
    });
  }
  if (layout === 'lessor4') problems.push(...tooLongForLessor4(data));
  if (problems.length === 0 && !employments.some(isExportable)) {
    problems.push({ kind: 'nothingToExport', employeeName: null, employmentId: null, message: `Der er ingen låste lukninger at eksportere for ${month}.` });
  }
  return problems;
}

const widthOf = (key: string) => {
  const field = LESSOR4_FIELDS.find((candidate) => candidate.key === key)!;
  return field.to - field.from + 1;
};

/** Codes a fixed-width LESSOR4.LON cannot hold, each named once. */
function tooLongForLessor4(data: ExportData): LessorExportProblemDto[] {
  const problems = new Map<string, LessorExportProblemDto>();
  const check = (what: string, key: string, code: string | null, line: { employeeName: string; employmentId: number | null }) => {
    const width = widthOf(key);
    if (code === null || code.length <= width || problems.has(what + code)) return;
    problems.set(what + code, {
      kind: 'tooLongForLessor4',
      employeeName: line.employeeName,
      employmentId: line.employmentId,
      message: `${what} ${code} (${line.employeeName}) har flere tegn, end Lessor 4 har plads til (${width}).`,
    });
  };
  for (const line of [...data.lines.pay, ...data.lines.absence]) {
    check('Lønnummeret', 'employeeCode', line.employeeCode, line);
    check('Afdelingskoden', 'departmentCode', line.departmentCode, line);
    if ('absenceCode' in line) check('Fraværskoden', 'absenceCode', line.absenceCode, line);
  }
  return [...problems.values()];
}

/** The refusal of an export with problems: every problem named, up to ten. */
export function refusalMessage(problems: readonly LessorExportProblemDto[]): string {
  const shown = problems.slice(0, 10).map((problem) => problem.message);
  const more = problems.length > shown.length ? ` … og ${problems.length - shown.length} mere.` : '';
  return `Eksporten kan ikke laves: ${shown.join(' ')}${more}`;
}
