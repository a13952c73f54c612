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
import { watchDaysKey, watchDaysStoreOf, type BuiltDays, type RowDays } from './watch-days-cache.ts';

/** The days of each employment over the range, by employment id. The employments must have been read before this is called. */
export async function builtDaysOf(db: Db, user: SessionUser, employments: readonly EmploymentSource[], range: { start: IsoDate; end: IsoDate }): Promise<Map<number, RowDays>> {
  const store = watchDaysStoreOf(db);
  const built = new Map<number, RowDays>();
  const waiting: { employmentId: number; days: Promise<RowDays> }[] = [];
  const toBuild: { employment: EmploymentSource; key: string; ownedByUser: boolean }[] = [];
  for (const employment of employments) {
    const ownedByUser = user.employeeId !== null && user.employeeId === employment.employeeId;
    const key = watchDaysKey(employment, range, ownedByUser);
    const kept = store?.kept.get(key);
    const building = kept ? undefined : store?.building.get(key);
    if (kept) built.set(employment.employmentId, kept);
    else if (building) waiting.push({ employmentId: employment.employmentId, days: building });
    else toBuild.push({ employment, key, ownedByUser });
  }
  if (toBuild.length > 0) {
    const sources = readSources(db, toBuild.map(({ employment }) => employment.employmentId), range);
    for (const item of toBuild) {
      const days = sources.then((read) => rowDays(read, item, store?.kept.set.bind(store.kept)));
      waiting.push({ employmentId: item.employment.employmentId, days: store ? store.building.share(item.key, days) : days });
    }
  }
  const days = await Promise.all(waiting.map((entry) => entry.days));
  waiting.forEach(({ employmentId }, index) => built.set(employmentId, days[index]!));
  return built;
}

type Sources = Awaited<ReturnType<typeof readSources>>;

/** The watches of the employments, their properties and the plans without realised watches, and the range's days. */
async function readSources(db: Db, ids: readonly number[], range: { start: IsoDate; end: IsoDate }) {
  const lookbackStart = addDays(range.start, -REST_LOOKBACK_DAYS);
  const [realised, propertiesOf, plansOnly] = await readAll(
    db,
    () => readRealisedWatches(db, ids, { restFrom: lookbackStart, from: range.start, end: range.end }),
    () => readWatchProperties(db, ids, range.start, range.end),
    () => readPlansWithoutRealised(db, ids, lookbackStart, range.end),
  );
  return { range, realised, propertiesOf, plansOf: groupBy(plansOnly, (p) => p.employmentId), days: dayOpenings(holidayWeekendWorkdays(range.start, range.end)) };
}

/** An employment's days, made once (by whichever answer reaches them first) and then kept. */
function rowDays(read: Sources, { employment, key, ownedByUser }: { employment: EmploymentSource; key: string; ownedByUser: boolean }, keep?: (key: string, days: BuiltDays) => void): RowDays {
  const { range, realised, propertiesOf, plansOf, days } = read;
  const watches = realised.watches.get(employment.employmentId) ?? [];
  let totalTime = 0;
  for (const watch of watches) totalTime += watch.totalTime;
  let bytes: Buffer | undefined;
  const make = () => {
    if (bytes) return bytes;
    const json = employmentDaysJson({ employment, range, days, realised: watches, restSpansBefore: realised.restSpansBefore.get(employment.employmentId) ?? [], plansOnly: plansOf.get(employment.employmentId) ?? [], propertiesOf, context: { ownedByUser } });
    bytes = Buffer.from(json);
    keep?.(key, { bytes, totalTime });
    return bytes;
  };
  return { totalTime, make };
}
