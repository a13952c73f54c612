import { z } from 'zod';
import { id, isoDate } from './common.ts';

// Reports answered as data rather than files (the others are PDF or Excel files).

/** Catering watch report ("Catering: Vagtrapport"): per day, the crew on each watch code in catering departments. */
export const cateringDayDto = z.object({
  date: isoDate,
  watchCodes: z.array(z.object({ watchTemplateId: id, code: z.string(), color: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type CateringDayDto = z.infer<typeof cateringDayDto>;

/**
 * A line of the FTE report's months ahead (issue 20): one month's budget FTE beside the FTE of its watches. A month
 * that is over counts what was realised; the current month and those after count the plan (worked so far and
 * planned for the rest).
 */
export const fteAheadLineDto = z.object({
  period: isoDate,
  source: z.enum(['realised', 'planned']),
  department: z.string(),
  departmentName: z.string(),
  budgetAccount: z.string(),
  positionGroup: z.string(),
  /** Null: a line without budget. */
  budgetFte: z.number().nullable(),
  hours: z.number(),
  fte: z.number(),
  /** fte − budget FTE, null without budget. */
  difference: z.number().nullable(),
});
export type FteAheadLineDto = z.infer<typeof fteAheadLineDto>;
