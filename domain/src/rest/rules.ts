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
  | 'tooManyRestPeriods'
  | 'noRestPeriodOf6Hours'
  | 'over14HoursBetweenRest';

/** Options of the agreement and the seafarer. */
export interface RestRules {
  /** The agreement allows the STCW exception: 70 hours in 7 days for at most two weeks, up to three rest periods. */
  readonly stcwException?: boolean;
  /** The seafarer is under 18: 12 hours of rest in any 24. */
  readonly under18?: boolean;
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
   * in minutes (6 hours), the number of rest periods (too many), minutes without rest (14 hours)
   * or the minutes the exception has run (two weeks).
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
    case 'tooManyRestPeriods':
      return rules.stcwException ? 'Hvilen er delt i mere end tre perioder i 24 timer' : 'Hvilen er delt i mere end to perioder i 24 timer';
    case 'noRestPeriodOf6Hours':
      return 'Ingen hvileperiode på mindst 6 timer i 24 timer';
    case 'over14HoursBetweenRest':
      return 'Mere end 14 timer mellem to hvileperioder';
  }
}

/** Whether a lower measure is the worse one, to pick the worst of several breaches of a rule. */
export function lowerIsWorse(rule: RestRule): boolean {
  switch (rule) {
    case 'min10HoursIn24':
    case 'min12HoursIn24Under18':
    case 'min77HoursIn7Days':
    case 'min70HoursIn7DaysException':
    case 'noRestPeriodOf6Hours':
      return true;
    case 'exceptionOverTwoWeeks':
    case 'tooManyRestPeriods':
    case 'over14HoursBetweenRest':
      return false;
  }
}
