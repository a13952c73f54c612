import { formatDecimal } from './decimal.ts';
import { prepareWatch } from './prepared-watch.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import type { EmploymentInput, PayRuleDetail, PayRuleInput, Posting, PropertyFilterDetail, RealisedWatchInput } from './types.ts';

/* Builders for the worked examples in the rule tests. Property ids used throughout: */
export const SEJLADS = 10;
export const KURSUS = 11;
export const FERIE = 12;
export const OVERTID = 13;
export const TILLAEG = 14;
export const STYRMAND = 20;
export const OVERSTYRMAND = 21;

let nextWatchId = 1;

export function watch(date: string, startTime: string, endTime: string, options: Partial<RealisedWatchInput> = {}): RealisedWatchInput {
  const minutes = options.paidMinutes ?? prepareWatch({ ...base(date, startTime, endTime), paidMinutes: 0 }).clockMinutes;
  return { ...base(date, startTime, endTime), ...options, paidMinutes: minutes, id: options.id ?? nextWatchId++ };
}

function base(date: string, startTime: string, endTime: string): RealisedWatchInput {
  return { id: 0, employmentId: 1, date, startTime, endTime, paidMinutes: 0, properties: [], forecast: false };
}

export function prepared(date: string, startTime: string, endTime: string, options: Partial<RealisedWatchInput> = {}): PreparedWatch {
  return prepareWatch(watch(date, startTime, endTime, options));
}

/** Properties without values. */
export function props(...ids: number[]): { propertyId: number; value: number | null }[] {
  return ids.map((propertyId) => ({ propertyId, value: null }));
}

export const employment: EmploymentInput = { id: 1, start: '2020-01-01', end: null, propertyIds: [] };

export function rule<D extends PayRuleDetail | null>(detail: D, options: Partial<PayRuleInput> = {}): PayRuleInput<D> {
  return { id: 1, name: 'regel', payAccountId: 100, calcOrder: 0, round: null, preFactors: [], ...options, detail };
}

export const noFilter: PropertyFilterDetail = {
  propertyId: null,
  propertyId2: null,
  notPropertyId: null,
  notPropertyId2: null,
  factor: 1,
  fixedValue: null,
  useClockTime: false,
  hoursPrDay: null,
  daysPrWeek: null,
  hourLimit: null,
  lessThan: false,
};

/** Postings as a reader checks them: date, period and value written out. */
export function readable(postings: readonly Posting[]): { date: string; period: string; value: string }[] {
  return postings.map((posting) => ({ date: posting.date, period: posting.period, value: formatDecimal(posting.value) }));
}

/** Only the values, written out. */
export function values(postings: readonly Posting[]): string[] {
  return postings.map((posting) => formatDecimal(posting.value));
}
