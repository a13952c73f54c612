export type { AllowanceLeg, FrozenSplit, LegSplit, MileageRate } from './allowance.ts';
export { kmByRate, legAmount, rateOn, splitLegs, tripAllowances } from './allowance.ts';
