import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { periodEnd, periodOf, previousPeriod } from '@kaj/domain';
import type { Period } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import { todayInCopenhagen } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest, conflict } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { approvedLevelOf } from '../approvals/approval-state.ts';
import { assertEmploymentsWithin, writeReach } from '../employees/employee-access.ts';
import { notifyPlanChanged } from '../live/index.ts';
import { idArray, jsonRows } from '../../db/sql-values.ts';
import { danishDate, danishMonth } from '../shared/danish-dates.ts';
import { auditClosing } from './closing-audit.ts';
import { loadClosingContext } from './closing-context.ts';
import { simpleClosingDto } from './closing-dto.ts';
import { closingsOf } from './closing-records.ts';
import { lockEmployees } from '../shared/row-locks.ts';
import { recalculateFrom } from './fresh-figures.ts';
import { monthNotOver } from './month-over.ts';
import { closingSubject, scopeOf, type ClosingSubject } from './closing-view.ts';
import { figuresSummary, freezeClosing } from './freeze.ts';
import { mileageAccountId, monthsWithApprovedTrips, waitingTrips } from '../self-service/mileage-payroll.ts';
import { pendingMonths } from '../pay-engine/recalculation/index.ts';

interface Month {
  employmentId: number;
  period: Period;
}

const keyOf = (month: Month) => `${month.employmentId}|${month.period}`;

/**
 * LockClosing (DOMAIN.md section 8): the chosen months lock together in one closing group with the comment, or none
 * does. A month locks when its last day (or the employment's, when it ends in the month) has ended, the employment's
 * previous month is locked (or locks in the same call, or there is nothing before it: the employment starts in it or
 * has no realised watch before it), no later month is locked, and all its realised watches are approved; otherwise
 * 400 names each employee and what is missing. Locking recalculates the employees' open months from the first month
 * locked, so it freezes the engine's figures as they are now, whatever was stored before (one result however you get
 * there); then it freezes them, writes the closing activities as activities and closes the month's watches.
 */
export const lockClosing = handle(contract.plan.lockClosing, ({ db, user, query, body }) =>
  db.transaction(async (tx) => {
    const months = distinctMonths(body);
    const employmentIds = [...new Set(months.map((month) => month.employmentId))];
    await assertEmploymentsWithin(tx, await writeReach(tx, user), employmentIds);
    const subjects = new Map<number, ClosingSubject>();
    for (const id of employmentIds) subjects.set(id, await closingSubject(tx, id));
    await lockEmployees(tx, [...new Set([...subjects.values()].map((subject) => subject.employment.employeeId))]);
    await refuseWhileRecalculating(tx, months, subjects);

    const problems = await refusals(tx, months, subjects);
    if (problems.length > 0) throw badRequest('closing_refused', `Afslutningen kan ikke låses. ${problems.join(' ')}`);

    await recalculateFrom(tx, months.map((month) => ({ employeeId: subjects.get(month.employmentId)!.employment.employeeId, period: month.period })));
    const comment = query.comment?.trim() || null;
    const [group] = await queryRows<{ id: number }>(tx, sql`insert into closing_groups (comment, created_by) values (${comment}, ${user.id}) returning id`);
    const context = await loadClosingContext(tx);
    for (const month of months) {
      const subject = subjects.get(month.employmentId)!;
      const closingId = await claimMonth(tx, user, month, subject, Number(group!.id));
      const figures = await freezeClosing(tx, context, closingId, scopeOf(subject.employment, month.period));
      await tx.execute(sql`update realised_watches set closed = true
        where employment_id = ${month.employmentId} and start_date between ${month.period}::date and ${periodEnd(month.period)}::date`);
      await auditClosing(tx, user, { closingId, employmentId: month.employmentId, period: month.period, action: 'lock', after: { comment, ...figuresSummary(figures) } });
    }
    await notifyPlanChanged(tx, employmentIds);

    const closings = await closingsOf(tx, employmentIds, [...new Set(months.map((month) => month.period))]);
    const closingOf = new Map(closings.map((closing) => [keyOf(closing), closing]));
    return months.map((month) => simpleClosingDto(subjects.get(month.employmentId)!.record, month.period, closingOf.get(keyOf(month)) ?? null));
  }),
);

/** The months asked for, each once, oldest first: a month locks after the one before it. */
function distinctMonths(body: readonly Month[]): Month[] {
  return [...new Map(body.map((month) => [keyOf(month), { employmentId: month.employmentId, period: month.period }])).values()].sort(
    (a, b) => a.period.localeCompare(b.period) || a.employmentId - b.employmentId,
  );
}

/** A month whose figures wait for a recalculation job would freeze stale figures: 409 naming each employee. */
async function refuseWhileRecalculating(tx: Db, months: readonly Month[], subjects: ReadonlyMap<number, ClosingSubject>): Promise<void> {
  const pending = await pendingMonths(tx, months);
  if (pending.size === 0) return;
  const named = months.filter((month) => pending.has(keyOf(month))).map((month) => `${subjects.get(month.employmentId)!.record.employeeName} (${danishMonth(month.period)})`);
  throw conflict(
    'recalculation_pending',
    `Afslutningen kan ikke låses, mens lønnen genberegnes for ${[...new Set(named)].join(', ')}. Vent, til genberegningen er færdig (se Genberegning), og prøv igen.`,
  );
}

/** Marks the month locked in the group; answers its closing. */
async function claimMonth(tx: Db, user: SessionUser, month: Month, subject: ClosingSubject, groupId: number): Promise<number> {
  const [closing] = await queryRows<{ id: number }>(
    tx,
    sql`insert into closings (employment_id, period, locked, locked_at, locked_by, closing_group_id)
        values (${month.employmentId}, ${month.period}::date, true, now(), ${user.id}, ${groupId})
        on conflict (employment_id, period) do update set locked = true, locked_at = now(), locked_by = excluded.locked_by, closing_group_id = excluded.closing_group_id
        where not closings.locked
        returning id`,
  );
  // Locked by someone else since the checks: their lock stands, and nothing of this one is kept.
  if (!closing) throw conflict('closing_locked', `${subject.record.employeeName}, ${danishMonth(month.period)} er netop låst af en anden. Indlæs siden igen.`);
  return Number(closing.id);
}

/** What stops each month, in Danish: `Navn, november 2026: oktober 2026 er ikke låst.` */
async function refusals(db: Db, months: readonly Month[], subjects: ReadonlyMap<number, ClosingSubject>): Promise<string[]> {
  const employmentIds = [...subjects.keys()];
  const existing = new Map((await closingsOf(db, employmentIds)).map((closing) => [keyOf(closing), closing]));
  const locking = new Set(months.map(keyOf));
  const unapproved = await unapprovedWatches(db, months);
  const tripsWaiting = await waitingTrips(db, months);
  const withTrips = (await mileageAccountId(db)) === null ? await monthsWithApprovedTrips(db, months) : new Set<string>();
  const firstWatch = await firstWatchMonths(db, employmentIds);
  const today = todayInCopenhagen();
  const lockedLater = (month: Month) =>
    [...existing.values()].find((closing) => closing.employmentId === month.employmentId && closing.period > month.period && closing.locked);
  const problems: string[] = [];
  for (const month of months) {
    const subject = subjects.get(month.employmentId)!;
    const what: string[] = [];
    const runs = subject.employment.start <= periodEnd(month.period) && (subject.employment.end === null || subject.employment.end >= month.period);
    if (!runs) what.push(`ansættelsen løber ikke i måneden`);
    if (existing.get(keyOf(month))?.locked) what.push('måneden er allerede låst');
    const notOver = runs ? monthNotOver(subject.employment, month.period, today) : null;
    if (notOver) what.push(notOver);
    const previous = { employmentId: month.employmentId, period: previousPeriod(month.period) };
    // Nothing to close before the month: the employment starts in it, or has no realised watch before it (its first month in Kaj).
    const nothingBefore = periodOf(subject.employment.start) >= month.period || (firstWatch.get(month.employmentId) ?? month.period) >= month.period;
    if (runs && !nothingBefore && !existing.get(keyOf(previous))?.locked && !locking.has(keyOf(previous))) what.push(`${danishMonth(previous.period)} er ikke låst`);
    const later = lockedLater(month);
    if (later) what.push(`${danishMonth(later.period)} er allerede låst`);
    const dates = unapproved.get(keyOf(month)) ?? [];
    if (dates.length > 0) {
      const days = [...new Set(dates)];
      const shown = days.slice(0, 5).map(danishDate).join(', ');
      what.push(`${dates.length === 1 ? '1 vagt er' : `${dates.length} vagter er`} ikke godkendt (${shown}${days.length > 5 ? ' …' : ''})`);
    }
    const trips = tripsWaiting.get(keyOf(month)) ?? 0;
    if (trips > 0) what.push(`${trips === 1 ? '1 kørsel venter' : `${trips} kørsler venter`} på godkendelse`);
    if (withTrips.has(keyOf(month))) what.push('der er godkendt kørsel, men ingen eksportkonto til kørselsgodtgørelse (Eksportregler)');
    if (what.length > 0) problems.push(`${subject.record.employeeName}, ${danishMonth(month.period)}: ${what.join('; ')}.`);
  }
  return problems;
}

/** Per employment, the month of its first realised watch (not cancelled). */
async function firstWatchMonths(db: Db, employmentIds: readonly number[]): Promise<Map<number, Period>> {
  const rows = await queryRows<{ employment_id: number; period: string }>(
    db,
    sql`select employment_id, date_trunc('month', min(start_date))::date::text as period from realised_watches
        where employment_id = any(${idArray(employmentIds)}) and not cancelled group by employment_id`,
  );
  return new Map(rows.map((row) => [Number(row.employment_id), row.period]));
}

/** Per month, the dates of its realised watches (not cancelled) that are not approved. */
async function unapprovedWatches(db: Db, months: readonly Month[]): Promise<Map<string, string[]>> {
  const rows = await queryRows<{ employment_id: number; period: string; start_date: string }>(
    db,
    sql`select w.employment_id, m.period::text as period, w.start_date::text
        from json_to_recordset(${jsonRows(months.map((month) => ({ employment_id: month.employmentId, period: month.period })))}) as m(employment_id int, period date)
        join realised_watches w on w.employment_id = m.employment_id and w.start_date >= m.period and w.start_date < m.period + interval '1 month'
        where not w.cancelled and ${approvedLevelOf(sql`w.id`)} = 0
        order by w.start_date, w.id`,
  );
  const byMonth = new Map<string, string[]>();
  for (const row of rows) {
    const key = keyOf({ employmentId: Number(row.employment_id), period: row.period });
    byMonth.set(key, [...(byMonth.get(key) ?? []), row.start_date]);
  }
  return byMonth;
}
