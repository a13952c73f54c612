// Rest hours of seafarers: work and rest periods, the STCW A-VIII/1 and MLC 2006 A2.3 checks,
// the planning grid's warnings and the monthly rest card (DOMAIN.md section 10).

export type { HandEnteredRestDay, RestRecord } from './work.ts';
export { workOf } from './work.ts';
export type { RestTimeline } from './timeline.ts';
export { MIN_REST_PERIOD_MINUTES, restTimeline } from './timeline.ts';
export type { RestBreach, RestRule, RestRules } from './rules.ts';
export { ruleText } from './rules.ts';
export type { RestCheckpoint, RestChecks } from './checks.ts';
export { checkRest } from './checks.ts';
export type { RestAnalysis } from './analyse.ts';
export { analyseRest } from './analyse.ts';
export type { RestDay } from './days.ts';
export { breachesOn, restDays } from './days.ts';
export type { RestWarningDay } from './warnings.ts';
export { plannedRestWarnings } from './warnings.ts';
export type { RestCard, RestCardInput, RestCardPeriod, RestCardRow } from './card.ts';
export { restCard } from './card.ts';
