export { recalculateAfter, setRecalculationInlineLimit, RECALCULATION_CHANNEL, type RecalculationStarted } from './trigger.ts';
export { targetsOf, agreementsReached, type PayChange, type Target } from './targets.ts';
export { pendingMonths } from './pending.ts';
export { startRecalculationRunner, runPendingJobs, claimJob } from './runner.ts';
