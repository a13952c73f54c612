import { z } from 'zod';
import { id, timeOfDay } from './common.ts';
import { hexColor, line, list, minutes, optionalText, propertyValue, sortOrder } from './values.ts';

// Watch templates, the watch codes (DOMAIN.md section 4).

/** A property on a template detail, with a value where the property type allows one. */
export const watchDetailPropertyDto = z.object({
  propertyId: id,
  propertyTypeId: id,
  name: z.string(),
  code: z.string().nullable(),
  value: z.number().nullable(),
});

/** One watch of a template: an end at or before the start ends the next day. */
export const watchDetailDto = z.object({
  watchDetailId: id,
  startTime: timeOfDay,
  endTime: timeOfDay,
  /** Paid minutes; the span unless less was set (an unpaid break). */
  totalTime: minutes,
  properties: z.array(watchDetailPropertyDto),
});

/** Further details on a following day, so one code plans a multi-day tour. */
export const watchSubTemplateDto = z.object({
  watchSubTemplateId: id,
  /** Days after the planned date (1 = the next day); the specification's name for the offset. */
  dayOffsetId: z.number().int().min(1),
  details: z.array(watchDetailDto),
});

export const watchTemplateDto = z.object({
  watchTemplateId: id,
  code: z.string(),
  color: z.string(),
  description: z.string().nullable(),
  active: z.boolean(),
  sortGroup: z.number().int(),
  replacementWatchTemplateId: id.nullable(),
  /** The planner whose palette holds it; null for a shared template. */
  planUserId: id.nullable(),
  /** A watch of it puts the employee aboard for the whole day (the crew list). */
  onBoard: z.boolean(),
  /** False once any watch uses it: then it can only be deactivated. */
  canBeDeleted: z.boolean(),
  details: z.array(watchDetailDto),
  subTemplates: z.array(watchSubTemplateDto),
});
export type WatchTemplateDto = z.infer<typeof watchTemplateDto>;

/** A template in a palette or list: its first detail's times and the paid minutes of all details. */
export const watchTemplateSummaryDto = watchTemplateDto
  .pick({
    watchTemplateId: true,
    code: true,
    color: true,
    description: true,
    active: true,
    sortGroup: true,
    replacementWatchTemplateId: true,
    planUserId: true,
    canBeDeleted: true,
  })
  .extend({ startTime: timeOfDay.nullable(), endTime: timeOfDay.nullable(), totalTime: minutes, days: z.number().int().min(1) });
export type WatchTemplateSummaryDto = z.infer<typeof watchTemplateSummaryDto>;

const detailInput = z.object({
  watchDetailId: id.nullish(),
  startTime: timeOfDay,
  endTime: timeOfDay,
  /** Null: the span. */
  totalTime: minutes.min(0, 'Betalt tid kan ikke være negativ').max(24 * 60, 'Betalt tid kan højst være 24 timer').nullish(),
  properties: list(z.object({ propertyId: id, value: propertyValue.nullish() }), 50).default([]),
});

export const saveWatchTemplateRequest = z.object({
  watchTemplateId: id.nullish(),
  code: line(10, 'Koden kan højst være 10 tegn').min(1, 'Koden skal udfyldes'),
  color: hexColor,
  description: optionalText(200),
  sortGroup: sortOrder.default(0),
  onBoard: z.boolean().default(false),
  replacementWatchTemplateId: id.nullish(),
  planUserId: id.nullish(),
  details: list(detailInput, 20).min(1, 'Vagtkoden skal have mindst én vagt'),
  subTemplates: list(
    z.object({ watchSubTemplateId: id.nullish(), dayOffsetId: z.number().int().min(1).max(366), details: list(detailInput, 20).min(1) }),
    366,
  ).default([]),
});

/** A planner who has a palette of templates. */
export const planUserWithWatchTemplatesDto = z.object({
  planUserId: id,
  fullName: z.string(),
  watchTemplateCount: z.number().int(),
});
