import { z } from 'zod';
import { id, isoDate, isoDateTime, timeOfDay } from './common.ts';
import { calendarMonth, calendarYear, hours, line, list, optionalText } from './values.ts';

// Rest hours of seafarers and the monthly rest card (DOMAIN.md section 10).

/** The checks of STCW A-VIII/1 and MLC 2006 A2.3 a breach can name. */
export const REST_RULES = [
  /** At least 10 hours of rest in any 24 hours. */
  'min10HoursIn24',
  /** At least 12 hours in any 24 hours for seafarers under 18. */
  'min12HoursIn24Under18',
  /** At least 77 hours of rest in any 7 days. */
  'min77HoursIn7Days',
  /** Under the agreement's exception: at least 70 hours in any 7 days. */
  'min70HoursIn7DaysException',
  /** The exception used for more than two consecutive weeks. */
  'exceptionOverTwoWeeks',
  /** A new run of the exception before twice the last run's length has passed. */
  'exceptionTooSoon',
  /** The 10 hours need more periods than allowed (two; three under the exception), one of at least 6 hours. */
  'tooManyRestPeriods',
  /** Under the exception, the 10 hours split in three periods on more than two 24-hour periods in 7 days. */
  'threePeriodsOnMoreThanTwoDays',
  /** None of the rest periods is at least 6 hours. */
  'noRestPeriodOf6Hours',
  /** More than 14 hours between consecutive rest periods. */
  'over14HoursBetweenRest',
] as const;
export const restRule = z.enum(REST_RULES);

export const restBreachDto = z.object({
  rule: restRule,
  /** The window in which the rule is broken. */
  from: isoDateTime,
  to: isoDateTime,
  /** The breach in Danish, as the card and the grid show it. */
  text: z.string(),
});
export type RestBreachDto = z.infer<typeof restBreachDto>;

/** A continuous rest period; one that crosses midnight is shown on both days. */
export const restPeriodDto = z.object({ restFrom: isoDateTime, restTo: isoDateTime });

export const restDayDto = z.object({
  restDate: isoDate,
  restPeriods: z.array(restPeriodDto),
  /** Hours of rest in the day. */
  restHours: hours,
  /** Hours of work in the day. */
  workHours: hours,
  /** True when the rest periods were entered by hand rather than derived from the realised watches. */
  enteredByHand: z.boolean(),
  /** When the rest day was approved (with `allowResthourApprovals`); null if not. */
  approved: isoDateTime.nullable(),
  /** The level it is approved at (the levels of watch approval: Skib, Rederi); null if not approved. */
  approvalLevel: z.string().nullable(),
  comment: z.string().nullable(),
  breaches: z.array(restBreachDto),
});
export type RestDayDto = z.infer<typeof restDayDto>;

/** The monthly hviletidsskema of one employment. */
export const restCardDto = z.object({
  employmentId: id,
  employeeId: id,
  employeeName: z.string(),
  birthDate: isoDate.nullable(),
  position: z.string().nullable(),
  watchkeeper: z.boolean(),
  ship: z.string().nullable(),
  agreement: z.string(),
  /** The agreement allows the STCW exception (A-VIII/1 §9). */
  stcwException: z.boolean(),
  month: calendarMonth,
  year: calendarYear,
  /** One row per day of the month. */
  days: z.array(restDayDto),
  employeeSignDate: isoDate.nullable(),
  authorizedSignDate: isoDate.nullable(),
  /** The name of the person who countersigned, as given at countersigning. */
  authorizedSignedBy: z.string().nullable(),
  /** Their rank (Skibsfører, Overstyrmand …), as given at countersigning. */
  authorizedSignerRank: z.string().nullable(),
});
export type RestCardDto = z.infer<typeof restCardDto>;

/** A card of the period that is not fully signed (GetMissingRestCardDto). */
export const restCardStatusDto = restCardDto.pick({
  employmentId: true,
  employeeId: true,
  employeeName: true,
  ship: true,
  month: true,
  year: true,
  employeeSignDate: true,
  authorizedSignDate: true,
});
export type RestCardStatusDto = z.infer<typeof restCardStatusDto>;

const restPeriodInput = restPeriodDto
  .refine((p) => Date.parse(p.restTo) > Date.parse(p.restFrom), {
    message: 'Hvileperioden skal slutte efter den begynder',
    path: ['restTo'],
  })
  .refine((p) => Date.parse(p.restTo) - Date.parse(p.restFrom) <= 48 * 3_600_000, {
    message: 'En hvileperiode kan højst vare 48 timer',
    path: ['restTo'],
  });

/**
 * SaveRestDay: the rest periods of one day entered by hand; an empty list goes back to the realised watches,
 * unless `noRest` says the day had no rest at all.
 */
export const saveRestDayRequest = z
  .object({
    restDate: isoDate,
    restPeriods: list(restPeriodInput, 48),
    comment: optionalText(500),
    noRest: z.boolean().default(false),
  })
  .refine((day) => !day.noRest || day.restPeriods.length === 0, { message: 'En dag uden hvile kan ikke have hvileperioder', path: ['noRest'] });

/** ReopenRestCard: why a countersigned card is opened again (written to the audit trail). */
export const reopenRestCardRequest = z.object({
  reason: line(500, 'Begrundelsen kan højst være 500 tegn').min(1, 'Skriv hvorfor skemaet genåbnes'),
});

/** UpdateResthour: one rest period, in flat date and time parts; `remove` deletes it. */
export const resthourDto = z.object({
  employmentId: id,
  restPeriodId: id.nullish(),
  startDate: isoDate,
  startTime: timeOfDay,
  endDate: isoDate,
  endTime: timeOfDay,
  remove: z.boolean().default(false),
}).refine((r) => `${r.endDate}T${r.endTime}` > `${r.startDate}T${r.startTime}`, {
  message: 'Hvileperioden skal slutte efter den begynder',
  path: ['endTime'],
});
