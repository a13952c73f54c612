// The days of one employment in the grid as the JSON of WatchDayDto[]: day type, watches and rest warnings per date of the range.
import { analyseRest, breachesOn, dateOf, spanOf, type HolidayWeekendWorkday, type IsoDate, type RestBreach, type RestRules, type Span } from '@kaj/domain';
import type { EmploymentSource } from './row-sources.ts';
import type { PlanOnlySource, RealisedSource, WatchPropertySource } from './watch-sources.ts';
import { planOnlyWatchJson, realisedWatchJson, type WatchContext } from './watch-json.ts';
import { groupBy } from '../../shared/group-by.ts';
import { isoDateTimeOf } from './memo.ts';

/** Rest windows reach 7 days back (DOMAIN.md section 10), so the rows read the watches of 7 days before the range. */
export const REST_LOOKBACK_DAYS = 7;

export interface EmploymentDaysInput {
  employment: EmploymentSource;
  range: { start: IsoDate; end: IsoDate };
  /** The days of the range, worked out once for all rows (`dayOpenings`). */
  days: readonly DayOpening[];
  /** Its realised watches (not cancelled) in the range. */
  realised: readonly RealisedSource[];
  /** The spans of its realised watches (not cancelled) from the lookback start to the range's start: the rest hours read them. */
  restSpansBefore: readonly Span[];
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

/**
 * The planning grid's rest warnings per date (as `plannedRestWarnings` gives them): the breaches are put
 * on the date their window ends once, rather than every date searching all breaches, which a month of
 * 300 rows with many breaches would feel.
 */
function restWarningsByDate(spans: readonly Span[], rules: RestRules): Map<IsoDate, readonly RestBreach[]> {
  const warnings = new Map<IsoDate, readonly RestBreach[]>();
  if (spans.length === 0) return warnings;
  // A window ending at 24:00 belongs to the day it closes.
  const byEndDate = groupBy(analyseRest({ watches: spans }, rules).breaches, (breach) => dateOf(breach.end - 1));
  for (const [date, breaches] of byEndDate) warnings.set(date, breachesOn(breaches, date));
  return warnings;
}

const NO_PROPERTIES: readonly WatchPropertySource[] = [];

const breachDto = (breach: RestBreach) => ({ rule: breach.rule, from: isoDateTimeOf(breach.start), to: isoDateTimeOf(breach.end), text: breach.text });

/** A day of the range and its JSON up to its watches: `{"date":…,"isWorkDay":…,"watches":[`. */
export interface DayOpening {
  date: IsoDate;
  json: string;
}

export const dayOpenings = (days: readonly HolidayWeekendWorkday[]): DayOpening[] =>
  days.map((day) => ({ date: day.date, json: `{"date":"${day.date}","isWorkDay":${day.isWorkDay},"watches":[` }));

/** The JSON of the employment's WatchDayDto[] over the range. */
export function employmentDaysJson(input: EmploymentDaysInput): string {
  const { employment, range, days, context } = input;
  const spans: Span[] = [...input.restSpansBefore];
  for (const watch of input.realised) spans.push({ start: watch.startMs, end: watch.endMs });
  const plans: { at: number; json: string; startDate: IsoDate }[] = [];
  for (const plan of input.plansOnly) {
    const span = spanOf(plan.startDate, plan.startTime, plan.endTime);
    spans.push(span);
    if (plan.startDate >= range.start) plans.push({ at: span.start, json: planOnlyWatchJson(plan, context), startDate: plan.startDate });
  }
  plans.sort((a, b) => a.at - b.at);
  // Each date's watches as JSON joined by commas.
  const watchesOf = new Map<IsoDate, string>();
  const show = (startDate: IsoDate, json: string) => {
    const shown = watchesOf.get(startDate);
    watchesOf.set(startDate, shown === undefined ? json : `${shown},${json}`);
  };
  // Each date's watches by start: the realised ones come sorted, and the few plans go in between (after a realised watch of the same start).
  let nextPlan = 0;
  const showPlan = () => {
    const plan = plans[nextPlan++]!;
    show(plan.startDate, plan.json);
  };
  for (const watch of input.realised) {
    while (nextPlan < plans.length && plans[nextPlan]!.at < watch.startMs) showPlan();
    show(watch.startDate, realisedWatchJson(watch, input.propertiesOf.get(watch.realisedWatchId) ?? NO_PROPERTIES, context));
  }
  while (nextPlan < plans.length) showPlan();
  const warnings = restWarningsByDate(spans, { under18: isUnder18(employment.employee.birthDate, range.start) });
  let json = '[';
  for (const day of days) {
    if (json.length > 1) json += ',';
    json += `${day.json}${watchesOf.get(day.date) ?? ''}]`;
    const breaches = warnings.get(day.date);
    if (breaches && breaches.length > 0) json += `,"restBreaches":${JSON.stringify(breaches.map(breachDto))}`;
    json += '}';
  }
  return `${json}]`;
}
