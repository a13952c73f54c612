import { and, asc, between, eq, getTableColumns, gte, inArray, lte, not } from 'drizzle-orm';
import { addDays, type HandEnteredRestDay, type IsoDate, type RestRecord, type Span } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { approvalLevels, realisedWatches, restDays, restPeriods } from '../../db/schema/index.ts';

/** Days before a month that its checks look back over: any 7 days, and the two weeks of the STCW exception. */
export const REST_LOOKBACK_DAYS = 21;

export interface RestSources {
  record: RestRecord;
  comments: Partial<Record<IsoDate, string>>;
  /** When each approved day was approved, and at which level. */
  approved: Map<IsoDate, { at: string; level: string | null }>;
}

const instant = (timestamp: string) => Date.parse(timestamp);

/**
 * What one employment's rest hours from `from` to `to` are computed from: the realised watches that are not
 * cancelled (from the look-back on), and the days entered by hand with their rest periods, comments and approvals.
 */
export async function restSources(db: Db, employmentId: number, from: IsoDate, to: IsoDate): Promise<RestSources> {
  const lookBack = addDays(from, -REST_LOOKBACK_DAYS);
  const [watches, days] = await Promise.all([
    db
      .select({ startAt: realisedWatches.startAt, endAt: realisedWatches.endAt })
      .from(realisedWatches)
      .where(and(eq(realisedWatches.employmentId, employmentId), between(realisedWatches.startDate, addDays(lookBack, -1), to), not(realisedWatches.cancelled)))
      .orderBy(asc(realisedWatches.startAt)),
    db
      .select({ ...getTableColumns(restDays), levelName: approvalLevels.name })
      .from(restDays)
      .leftJoin(approvalLevels, eq(approvalLevels.id, restDays.approvalLevelId))
      .where(and(eq(restDays.employmentId, employmentId), gte(restDays.date, lookBack), lte(restDays.date, to))),
  ]);
  const periods = days.length
    ? await db
        .select()
        .from(restPeriods)
        .where(inArray(restPeriods.restDayId, days.map((day) => day.id)))
        .orderBy(asc(restPeriods.startAt))
    : [];
  const handEntered: HandEnteredRestDay[] = days
    .filter((day) => day.enteredByHand)
    .map((day) => ({
      date: day.date,
      rest: periods.filter((period) => period.restDayId === day.id).map((period): Span => ({ start: instant(period.startAt), end: instant(period.endAt) })),
    }));
  return {
    record: { watches: watches.map((watch): Span => ({ start: instant(watch.startAt), end: instant(watch.endAt) })), handEntered },
    comments: Object.fromEntries(days.filter((day) => day.comment).map((day) => [day.date, day.comment as string])),
    approved: new Map(days.filter((day) => day.approvedAt).map((day) => [day.date, { at: new Date(day.approvedAt as string).toISOString(), level: day.levelName }])),
  };
}
