import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { dateRangeCheck, list, requiredName, wholeNumber } from './values.ts';
import { restBreachDto } from './rest.ts';
import { employeeDto } from './planning.ts';

// Rotations (turnus, issue 20): a named cycle of days per department, each day a watch code or off, laid over
// a date range for chosen employments with an offset each.

/** The longest cycle: a year of days. */
export const MAX_ROTATION_DAYS = 366;
/** The most employments one rotation is laid on at once: a whole ship's crew and more. */
export const MAX_ROTATION_EMPLOYMENTS = 200;

/** A day of the cycle: a watch template id, or null for a day off ("fri"). */
export const rotationDay = id.nullable();

export const rotationDto = z.object({
  rotationId: id,
  name: z.string(),
  departmentId: id,
  departmentName: z.string(),
  days: z.array(rotationDay),
});
export type RotationDto = z.infer<typeof rotationDto>;

export const saveRotationRequest = z.object({
  /** Null for a new rotation. */
  rotationId: id.nullish(),
  name: requiredName(100),
  departmentId: id,
  days: list(rotationDay, MAX_ROTATION_DAYS, `En turnus kan højst have ${MAX_ROTATION_DAYS} dage`)
    .min(1, 'En turnus skal have mindst én dag')
    .refine((days) => days.some((day) => day !== null), 'En turnus skal have mindst én dag med en vagtkode'),
});
export type SaveRotationRequest = z.infer<typeof saveRotationRequest>;

export const rotationEmployment = z.object({
  employmentId: id,
  /** Days into the cycle on the start date. */
  offset: wholeNumber(0, MAX_ROTATION_DAYS - 1, `Forskydningen skal være et helt tal fra 0 til ${MAX_ROTATION_DAYS - 1}`),
});

export const applyRotationRequest = z
  .object({
    rotationId: id,
    /** The first and last day the rotation is laid (both included). */
    from: isoDate,
    to: isoDate,
    employments: list(rotationEmployment, MAX_ROTATION_EMPLOYMENTS, `Vælg højst ${MAX_ROTATION_EMPLOYMENTS} medarbejdere`)
      .min(1, 'Vælg mindst én medarbejder')
      .refine((rows) => new Set(rows.map((row) => row.employmentId)).size === rows.length, 'En ansættelse er valgt to gange'),
  })
  .superRefine(dateRangeCheck('from', 'to', 366));
export type ApplyRotationRequest = z.infer<typeof applyRotationRequest>;

/** A day the rotation would place a watch on but may not, and why. */
export const refusedDayDto = z.object({
  employmentId: id,
  date: isoDate,
  code: z.string(),
  reason: z.enum(['watch', 'absence', 'locked', 'employment', 'inactive', 'no_day']),
  /** The reason in Danish. */
  text: z.string(),
});
export type RefusedDayDto = z.infer<typeof refusedDayDto>;

/** What the rotation places on one employment. */
export const rotationPlacedDto = z.object({
  employmentId: id,
  /** Watches placed. */
  count: z.number().int(),
  firstDate: isoDate.nullable(),
  lastDate: isoDate.nullable(),
  /** How many of each code. */
  codes: z.array(z.object({ code: z.string(), count: z.number().int() })),
});

/** A norm period the rotation touches, with the hours planned in it once the rotation lies there. */
export const rotationNormDto = z.object({
  employmentId: id,
  /** The norm's rule ("Normperiode på 3 måneder"). */
  name: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  /** Hours: the norm's target (less time loss), its maximum, and worked plus planned hours. */
  target: z.number(),
  max: z.number().nullable(),
  planned: z.number(),
  /** planned − target, exact. */
  difference: z.number(),
});
export type RotationNormDto = z.infer<typeof rotationNormDto>;

export const rotationPreviewDto = z.object({
  placed: z.array(rotationPlacedDto),
  refused: z.array(refusedDayDto),
  /** Rest-hour breaches the rotation adds. */
  restBreaches: z.array(restBreachDto.extend({ employmentId: id })),
  /** The norm periods it touches, after it (an employment without norm periods has none). */
  norms: z.array(rotationNormDto),
});
export type RotationPreviewDto = z.infer<typeof rotationPreviewDto>;

export const appliedRotationDto = rotationPreviewDto.extend({
  /** The planned watches made, so that the grid can take them back in one undo. */
  plannedWatchIds: z.array(id),
  /** The rows of the chosen employments over the grid's range. */
  rows: z.array(employeeDto),
});
export type AppliedRotationDto = z.infer<typeof appliedRotationDto>;
