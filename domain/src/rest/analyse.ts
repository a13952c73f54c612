import { checkRest } from './checks.ts';
import type { RestChecks } from './checks.ts';
import type { RestRules } from './rules.ts';
import { restTimeline } from './timeline.ts';
import type { RestTimeline } from './timeline.ts';
import { workOf } from './work.ts';
import type { RestRecord } from './work.ts';

/** The rest hours of one employment: its timeline and the checks of it. */
export type RestAnalysis = RestTimeline & RestChecks;

/**
 * Analyses a record of one employment. Time without a record counts as rest, so give the watches
 * from at least 7 days (21 days with the STCW exception) before the first day to be judged.
 */
export function analyseRest(record: RestRecord, rules: RestRules = {}): RestAnalysis {
  const timeline = restTimeline(workOf(record));
  return { ...timeline, ...checkRest(timeline, rules) };
}
