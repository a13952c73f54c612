import type { IsoDate, Span } from '@kaj/calendar';
import { analyseRest } from './analyse.ts';
import { breachesOn } from './days.ts';
import type { RestBreach, RestRules } from './rules.ts';

/** The warnings of one day of the planning grid. */
export interface RestWarningDay {
  readonly date: IsoDate;
  readonly breaches: readonly RestBreach[];
}

/**
 * The planning grid's warnings: the breaches the planned watches of one employment would give, per
 * day of `dates` (empty when the day complies). A warning only; the planner may proceed. Give the
 * planned watches from 7 days (21 with the STCW exception) before the first date.
 */
export function plannedRestWarnings(plannedWatches: readonly Span[], dates: readonly IsoDate[], rules: RestRules = {}): RestWarningDay[] {
  const analysis = analyseRest({ watches: plannedWatches }, rules);
  return dates.map((date) => ({ date, breaches: breachesOn(analysis.breaches, date) }));
}
