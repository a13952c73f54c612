// Rotations (turnus): cycles of watch codes laid over a date range per employee (issue 20).

export type { RotationDay, RotationPlacement } from './expand.ts';
export { MAX_CYCLE_DAYS, alternatingOffset, cycleIndex, expandRotation, placedSpan, workingDays } from './expand.ts';
export type { CopyPeriodKind } from './copy-period.ts';
export { copiedDate, copyPeriodEnd } from './copy-period.ts';
