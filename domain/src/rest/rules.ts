import type { Instant, WallClock } from '@kaj/calendar';

/**
 * The checks of STCW A-VIII/1 and MLC 2006 standard A2.3 (DOMAIN.md section 10). The codes are
 * the contract's `REST_RULES`, spelled out here because the domain imports nothing of ours.
 */
export type RestRule =
  | 'min10HoursIn24'
  | 'min12HoursIn24Under18'
  | 'min77HoursIn7Days'
  | 'min70HoursIn7DaysException'
  | 'exceptionOverTwoWeeks'
  | 'exceptionTooSoon'
  | 'tooManyRestPeriods'
  | 'threePeriodsOnMoreThanTwoDays'
  | 'noRestPeriodOf6Hours'
  | 'over14HoursBetweenRest';

/** Options of the agreement and the seafarer. */
export interface RestRules {
  /**
   * The agreement allows the STCW exception (A-VIII/1 §9): 70 hours in 7 days for at most two weeks, with twice
   * the run's length before the next; the daily 10 hours in up to three periods on at most two 24 hours in 7 days.
   */
  readonly stcwException?: boolean;
  /** The seafarer is under 18: 12 hours of rest in any 24. */
  readonly under18?: boolean;
}

/** The rest counted back from the end of a work period. */
export interface RestCheckpoint {
  /** The end of the work period (the start of the following rest). */
  readonly at: Instant;
  /** Minutes of rest in the 24 hours before. */
  readonly restIn24h: number;
  /** Minutes of rest in the 7 days (168 hours) before. */
  readonly restIn7Days: number;
  /** Rest periods in the 24 hours before (a period cut by the window's start counts if an hour of it is inside). */
  readonly restPeriodsIn24h: number;
  /** Minutes of the longest rest period, within the 24 hours before. */
  readonly longestRestIn24h: number;
  /** Minutes of the two (three) longest rest periods together, within the 24 hours before. */
  readonly twoLongestIn24h: number;
  readonly threeLongestIn24h: number;
}

/** One rule broken in one window of time. */
export interface RestBreach {
  readonly rule: RestRule;
  /** The breach in Danish, as the card and the grid show it. */
  readonly text: string;
  /** The window in which the rule is broken (real time). */
  readonly start: Instant;
  readonly end: Instant;
  /** The window on the Copenhagen clock. */
  readonly from: WallClock;
  readonly to: WallClock;
  /**
   * What was measured in the window: minutes of rest (the hour rules), the longest rest period
   * in minutes (6 hours), the number of rest periods (too many), minutes without rest (14 hours),
   * the minutes the exception has run (two weeks), the minutes since the last run (too soon) or
   * the 24-hour periods split in three (two a week).
   */
  readonly measured: number;
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
/** "Any 24 hours" and "any 7 days" are real elapsed time, whatever the clock does. */
export const DAY_WINDOW = 24 * HOUR;
export const WEEK_WINDOW = 7 * DAY_WINDOW;

export const LIMITS = {
  restIn24: 10 * 60,
  restIn24Under18: 12 * 60,
  restIn7Days: 77 * 60,
  restIn7DaysException: 70 * 60,
  exceptionRun: 14 * 24 * 60,
  restPeriods: 2,
  restPeriodsException: 3,
  threePeriodDaysInWeek: 2,
  longestRestPeriod: 6 * 60,
  betweenRest: 14 * 60,
} as const;

/** The Danish text of a breach (the period rule names the limit the options set). */
export function ruleText(rule: RestRule, rules: RestRules = {}): string {
  switch (rule) {
    case 'min10HoursIn24':
      return 'Mindre end 10 timers hvile i 24 timer';
    case 'min12HoursIn24Under18':
      return 'Mindre end 12 timers hvile i 24 timer (under 18 år)';
    case 'min77HoursIn7Days':
      return 'Mindre end 77 timers hvile i 7 døgn';
    case 'min70HoursIn7DaysException':
      return 'Mindre end 70 timers hvile i 7 døgn (undtagelse)';
    case 'exceptionOverTwoWeeks':
      return 'Undtagelsen (70 timer i 7 døgn) er brugt i mere end to uger i træk';
    case 'exceptionTooSoon':
      return 'Undtagelsen er brugt igen, før der er gået dobbelt så lang tid som sidste gang';
    case 'tooManyRestPeriods':
      return rules.stcwException
        ? 'De 10 timers hvile er delt i mere end tre perioder i 24 timer'
        : 'De 10 timers hvile er delt i mere end to perioder i 24 timer';
    case 'threePeriodsOnMoreThanTwoDays':
      return 'Hvilen er delt i tre perioder i mere end to døgn på 7 døgn (undtagelse)';
    case 'noRestPeriodOf6Hours':
      return 'Ingen hvileperiode på mindst 6 timer i 24 timer';
    case 'over14HoursBetweenRest':
      return 'Mere end 14 timer mellem to hvileperioder';
  }
}
