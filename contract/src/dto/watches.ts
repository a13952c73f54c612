import { z } from 'zod';
import { id, isoDate, isoDateTime, timeOfDay } from './common.ts';
import { restBreachDto } from './rest.ts';
import { MAX_SELECTED, dateRangeCheck, list, minutes, optionalText, propertyValue } from './values.ts';

// Planned and realised watches, the clipboard and approvals (DOMAIN.md sections 4 and 5).

/** The day type of a date (DOMAIN.md section 1) with the Danish title of the day, e.g. "Langfredag". */
export const holidayWeekendWorkdayDto = z.object({
  date: isoDate,
  isHoliday: z.boolean(),
  isWeekend: z.boolean(),
  isWorkDay: z.boolean(),
  title: z.string().nullable(),
});
export type HolidayWeekendWorkdayDto = z.infer<typeof holidayWeekendWorkdayDto>;

/** A property on a realised watch; `value` where the property carries a number (Overtid 2,5). */
export const watchPropertyDto = z.object({
  propertyId: id,
  propertyTypeId: id,
  name: z.string(),
  code: z.string().nullable(),
  value: z.number().nullable(),
});

/**
 * One watch as the planning grid shows it: a realised watch, or a plan without realised watches. A department's
 * month holds thousands, so it carries what the grid shows and changes by, nothing it can work out itself.
 */
export const watchDto = z.object({
  realisedWatchId: id.nullable(),
  plannedWatchId: id.nullable(),
  watchTemplateId: id.nullable(),
  employmentId: id,
  code: z.string(),
  /** Code of the property that marks the watch (e.g. `SY` on a sick day), shown beside the code. */
  subCode: z.string().nullable(),
  color: z.string(),
  textColor: z.string(),
  startDate: isoDate,
  startTime: timeOfDay,
  /** Ends the next day when not after `startTime`; the real span follows from the date (DST-correct `spanOf`). */
  endTime: timeOfDay,
  /** Paid minutes. */
  totalTime: minutes,
  /** The watch counts towards the norm. */
  isNormTime: z.boolean(),
  /** A plan's realised watch whose times or paid minutes differ from its code's, or that was moved off its day. */
  overridden: z.boolean(),
  /** In a locked closing. */
  closed: z.boolean(),
  /** On the caller's own employment. */
  ownedByUser: z.boolean(),
  approved: z.boolean(),
  /** The latest decision is a rejection, and the watch has not changed since. */
  rejected: z.boolean(),
  /** Rejected, then changed by the planner: waits for the approver again; left out otherwise. */
  corrected: z.boolean().optional(),
  properties: z.array(watchPropertyDto),
  /** The change date to send back with a change (no lost update). */
  lastChanged: isoDateTime,
  /** The employee's time registration waits for the planner and differs from the watch's times; left out otherwise. */
  registrationDiffers: z.boolean().optional(),
});
export type WatchDto = z.infer<typeof watchDto>;

/** One day of one employment in the grid. Holidays and weekends are the same on every row: GetPeriodYear gives them once. */
export const watchDayDto = z.object({
  date: isoDate,
  isWorkDay: z.boolean(),
  watches: z.array(watchDto),
  /** Rest-hour breaches ending on the day, left out when there are none; a warning only. */
  restBreaches: z.array(restBreachDto).optional(),
});
export type WatchDayDto = z.infer<typeof watchDayDto>;

/** A realised watch and the change date the client last saw of it. */
export const watchRefDto = z.object({ realisedWatchId: id, changeDate: isoDateTime });
export const watchRefsRequest = list(watchRefDto, 2000).min(1, 'Vælg mindst én vagt');

/** Watches copied to the clipboard: a plan and/or realised watches, placed at `newStartDate`. */
export const watchClipboardDto = z.object({
  plannedwatchid: id.nullish(),
  realisedwatchids: list(id, 100),
  /** Required for copy and move; not read by remove. */
  newStartDate: isoDate.nullish(),
  /** The newest change date the client saw of the watches. */
  changeDate: isoDateTime.nullish(),
});
export const watchClipboardRequest = list(watchClipboardDto, 2000).min(1, 'Udklipsholderen er tom');

export const watchCommentDto = z.object({
  comment: z.string(),
  timestamp: isoDateTime,
  type: z.string(),
  author: z.string(),
});

export const approvalDto = z.object({
  approvalId: id,
  approvalLevelId: id,
  /** The level's name, e.g. "Skib" or "Rederi". */
  approvalLevel: z.string(),
  comment: z.string().nullable(),
  approvalTime: isoDateTime,
  approvedBy: z.string(),
  rejected: z.boolean(),
  employmentId: id,
  realisedWatchIds: z.array(id),
});
export type ApprovalDto = z.infer<typeof approvalDto>;

/** A realised watch opened for editing. */
export const realisedWatchDto = z.object({
  realisedWatchId: id,
  plannedWatchId: id.nullable(),
  watchTemplateId: id.nullable(),
  employmentId: id,
  code: z.string(),
  startDate: isoDate,
  startTime: timeOfDay,
  endTime: timeOfDay,
  totalTime: minutes,
  /** The planner typed the paid time: it stays when the times change. Otherwise it follows them. */
  paidTimeManual: z.boolean(),
  /** The watch code's unpaid break (0 for a watch without one): the paid time follows the times less this. */
  unpaidBreak: minutes,
  /** True when its times differ from the template's. */
  overridden: z.boolean(),
  cancelled: z.boolean(),
  closed: z.boolean(),
  properties: z.array(watchPropertyDto),
  approvals: z.array(approvalDto),
  comments: z.array(watchCommentDto),
  changeDate: isoDateTime,
  changedBy: z.string().nullable(),
});
export type RealisedWatchDto = z.infer<typeof realisedWatchDto>;

/** Saves a realised watch: new (no id; an extra watch without a plan) or changed (id and change date). */
export const saveRealisedWatchRequest = z
  .object({
    realisedWatchId: id.nullish(),
    plannedWatchId: id.nullish(),
    employmentId: id,
    startDate: isoDate,
    startTime: timeOfDay,
    endTime: timeOfDay,
    /**
     * Null: the paid time follows the times (their real length less the watch code's unpaid break). A number is a
     * paid time typed by the planner, kept when the times change and marked `paidTimeManual`, unless it is what
     * the times give anyway.
     */
    totalTime: minutes.min(0, 'Betalt tid kan ikke være negativ').max(24 * 60, 'Betalt tid kan højst være 24 timer').nullish(),
    properties: list(z.object({ propertyId: id, value: propertyValue.nullish() }), 50).default([]),
    comment: optionalText(500),
    /** Cancels the watch; it is kept for history. */
    cancelled: z.boolean().default(false),
    changeDate: isoDateTime.nullish(),
  })
  .refine((w) => w.realisedWatchId == null || w.changeDate != null, {
    message: 'Ændringsdatoen mangler',
    path: ['changeDate'],
  });

export const plannedWatchDto = z.object({
  plannedWatchId: id,
  employmentId: id,
  watchTemplateId: id,
  code: z.string(),
  color: z.string(),
  startDate: isoDate,
  planUserId: id.nullable(),
  changeDate: isoDateTime,
  realisedWatchIds: z.array(id),
});

export const getPlannedWatchesRequest = z
  .object({ employmentIds: list(id, MAX_SELECTED).min(1, 'Vælg mindst én ansættelse'), start: isoDate, end: isoDate })
  .superRefine(dateRangeCheck('start', 'end'));

/** AddPropertyToRealisedWatch: the watches, and the value where the property carries a number. */
export const addPropertyToRealisedWatchRequest = z.object({
  watches: watchRefsRequest,
  value: propertyValue.nullish(),
});

/** Approve/Reject: the employments whose realised watches in the range are approved or rejected. */
export const approvalRequest = z.object({
  employmentIds: list(id, MAX_SELECTED).min(1, 'Vælg mindst én ansættelse'),
});

/** Planned watches for AddPlannedWatchPeriodBulk: the dates to place the template on. */
export const plannedWatchDatesRequest = z.array(isoDate).min(1, 'Vælg mindst én dato').max(366, 'Højst 366 datoer ad gangen');
