import { sql } from 'drizzle-orm';
import { addDays, dateOf, toIsoDateTime, type Span } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest } from '../../errors.ts';
import { instantOfTimestamp } from '../planning/watches/watch-times.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { addedBreaches, breachesOf, watchSpans } from '../shared/rest-breaches.ts';

// Does a watch fit an employment (issue 16)? Refused, with the reason, when it would overlap one of its watches or
// add a rest-hour breach (DOMAIN.md section 10): asked of the bidder when they bid, and of both employees when the
// exchange is carried out.

/** A planned watch as its realised watches (not cancelled) lie in real time. */
export interface PlanSpans {
  plannedWatchId: number;
  startDate: string;
  spans: Span[];
}

export async function planSpans(db: Db, plannedWatchId: number): Promise<PlanSpans> {
  const rows = await queryRows<{ start_date: string; start_at: string; end_at: string }>(
    db,
    sql`select pw.start_date::text as start_date, r.start_at::text as start_at, r.end_at::text as end_at
        from planned_watches pw left join realised_watches r on r.planned_watch_id = pw.id and not r.cancelled
        where pw.id = ${plannedWatchId} order by r.start_at`,
  );
  const spans = rows.filter((row) => row.start_at !== null).map((row) => ({ start: instantOfTimestamp(row.start_at), end: instantOfTimestamp(row.end_at) }));
  return { plannedWatchId, startDate: rows[0]?.start_date ?? '', spans };
}

const clock = (instant: number) => `${danishDate(dateOf(instant))} ${toIsoDateTime(instant).slice(11, 16)}`;

/**
 * Refuses unless `incoming` fits the employment once `outgoing` (a plan of it given away) is gone: no overlap with its
 * other watches, and no rest-hour breach that it has not already. `subject` names whom it concerns: "dig" or a name.
 */
export async function assertFits(db: Db, employmentId: number, subject: string, incoming: PlanSpans, outgoingPlanId: number | null): Promise<void> {
  if (incoming.spans.length === 0) return;
  // A 7-day window closing up to a week after the watch still holds it.
  const range = { start: dateOf(Math.min(...incoming.spans.map((span) => span.start))), end: addDays(dateOf(Math.max(...incoming.spans.map((span) => span.end)) - 1), 7) };
  const current = await watchSpans(db, employmentId, range);
  const kept = current.filter((span) => span.plannedWatchId === null || span.plannedWatchId !== outgoingPlanId);
  for (const span of incoming.spans) {
    const clash = kept.find((other) => other.start < span.end && span.start < other.end);
    if (clash) throw badRequest('exchange_overlap', `Vagten passer ikke for ${subject}: den overlapper vagten ${clock(clash.start)}-${toIsoDateTime(clash.end).slice(11, 16)}.`);
  }
  const before = await breachesOf(db, employmentId, current, range);
  const after = await breachesOf(db, employmentId, [...kept, ...incoming.spans], range);
  const [added] = addedBreaches(before, after);
  if (added) throw badRequest('exchange_rest', `Vagten passer ikke for ${subject}: ${added.text.charAt(0).toLowerCase()}${added.text.slice(1)} (${clock(added.start)} til ${clock(added.end)}).`);
}
