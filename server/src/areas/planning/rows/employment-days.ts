// The days of one employment in the grid: day type, watches and rest warnings per date of the range.
import type { WatchDayDto, WatchDto } from '@kaj/contract';
import { holidayWeekendWorkdays, plannedRestWarnings, spanOf, toIsoDateTime, type IsoDate, type RestBreach, type Span } from '@kaj/domain';
import type { EmploymentSource, PlanOnlySource, RealisedSource, WatchPropertySource } from './row-sources.ts';
import { planOnlyWatchDto, realisedWatchDto, type WatchContext } from './watch-dtos.ts';
import { groupBy } from './group-by.ts';

/** Rest windows reach 7 days back (DOMAIN.md section 10), so the rows read the watches of 7 days before the range. */
export const REST_LOOKBACK_DAYS = 7;

export interface EmploymentDaysInput {
  employment: EmploymentSource;
  range: { start: IsoDate; end: IsoDate };
  /** Its realised watches (not cancelled) from the lookback start to the range's end. */
  realised: readonly RealisedSource[];
  plansOnly: readonly PlanOnlySource[];
  propertiesOf: ReadonlyMap<number, readonly WatchPropertySource[]>;
  context: WatchContext;
}

/** Under 18 on the range's first day: the stricter rest rule applies. */
function isUnder18(birthDate: IsoDate | null, on: IsoDate): boolean {
  if (birthDate === null) return false;
  const eighteenth = `${Number(birthDate.slice(0, 4)) + 18}${birthDate.slice(4)}`;
  return eighteenth > on;
}

const breachDto = (breach: RestBreach) => ({ rule: breach.rule, from: toIsoDateTime(breach.start), to: toIsoDateTime(breach.end), text: breach.text });

export function employmentDays(input: EmploymentDaysInput): WatchDayDto[] {
  const { employment, range, context } = input;
  const watches: WatchDto[] = [
    ...input.realised.map((watch) => realisedWatchDto(watch, input.propertiesOf.get(watch.realisedWatchId) ?? [], context)),
    ...input.plansOnly.map((plan) => planOnlyWatchDto(plan, context)),
  ];
  const spans: Span[] = [
    ...input.realised.map((watch) => ({ start: watch.startMs, end: watch.endMs })),
    ...input.plansOnly.map((plan) => spanOf(plan.startDate, plan.startTime, plan.endTime)),
  ];
  const watchesOf = groupBy(
    watches.sort((a, b) => Date.parse(a.startDateTime) - Date.parse(b.startDateTime)),
    (watch) => watch.startDate,
  );
  const days = holidayWeekendWorkdays(range.start, range.end);
  const warnings =
    spans.length === 0
      ? new Map<IsoDate, readonly RestBreach[]>()
      : new Map(
          plannedRestWarnings(
            spans,
            days.map((day) => day.date),
            { under18: isUnder18(employment.employee.birthDate, range.start) },
          ).map((day) => [day.date, day.breaches]),
        );
  return days.map((day) => ({
    ...day,
    watches: watchesOf.get(day.date) ?? [],
    restBreaches: (warnings.get(day.date) ?? []).map(breachDto),
  }));
}
