// The days of the rows' employments as encoded JSON: kept ones where the watches have not changed since, the others
// built from the watches (read for those employments only) when the answer reaches them, and kept.
import { addDays, holidayWeekendWorkdays, type IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import { readAll } from '../../../db/read-all.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { dayOpenings, employmentDaysJson, REST_LOOKBACK_DAYS } from './employment-days.ts';
import { groupBy } from '../../shared/group-by.ts';
import type { EmploymentSource } from './row-sources.ts';
import { readPlansWithoutRealised, readRealisedWatches, readWatchProperties } from './watch-sources.ts';
import { watchDaysKey, watchDaysStoreOf } from './watch-days-cache.ts';

/**
 * An employment's days and the minutes of its realised watches in the range: kept bytes, or bytes made (and kept)
 * when the answer reaches them, so that the answer's first rows are compressed while the next are built.
 */
export type RowDays = { totalTime: number } & ({ bytes: Buffer } | { make: () => Buffer });

/** The days of each employment over the range, by employment id. The employments must have been read before this is called. */
export async function builtDaysOf(db: Db, user: SessionUser, employments: readonly EmploymentSource[], range: { start: IsoDate; end: IsoDate }): Promise<Map<number, RowDays>> {
  const store = watchDaysStoreOf(db);
  const built = new Map<number, RowDays>();
  const toBuild: { employment: EmploymentSource; key: string; ownedByUser: boolean }[] = [];
  for (const employment of employments) {
    const ownedByUser = user.employeeId !== null && user.employeeId === employment.employeeId;
    const key = watchDaysKey(employment, range, ownedByUser);
    const kept = store?.get(key);
    if (kept) built.set(employment.employmentId, kept);
    else toBuild.push({ employment, key, ownedByUser });
  }
  if (toBuild.length === 0) return built;

  const ids = toBuild.map(({ employment }) => employment.employmentId);
  const lookbackStart = addDays(range.start, -REST_LOOKBACK_DAYS);
  const [realised, propertiesOf, plansOnly] = await readAll(
    db,
    () => readRealisedWatches(db, ids, { restFrom: lookbackStart, from: range.start, end: range.end }),
    () => readWatchProperties(db, ids, range.start, range.end),
    () => readPlansWithoutRealised(db, ids, lookbackStart, range.end),
  );
  const plansOf = groupBy(plansOnly, (p) => p.employmentId);
  const days = dayOpenings(holidayWeekendWorkdays(range.start, range.end));
  for (const { employment, key, ownedByUser } of toBuild) {
    const watches = realised.watches.get(employment.employmentId) ?? [];
    let totalTime = 0;
    for (const watch of watches) totalTime += watch.totalTime;
    const make = () => {
      const json = employmentDaysJson({ employment, range, days, realised: watches, restSpansBefore: realised.restSpansBefore.get(employment.employmentId) ?? [], plansOnly: plansOf.get(employment.employmentId) ?? [], propertiesOf, context: { ownedByUser } });
      const bytes = Buffer.from(json);
      store?.set(key, { bytes, totalTime });
      return bytes;
    };
    built.set(employment.employmentId, { totalTime, make });
  }
  return built;
}
