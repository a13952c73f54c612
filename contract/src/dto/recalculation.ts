import { z } from 'zod';
import { id, isoDateTime } from './common.ts';
import { hours, periodDate } from './values.ts';

/** A recalculation job as its screens show it: "Genberegner 312 af 1.000 ansættelser". */
export const recalculationJobDto = z.object({
  id,
  reason: z.string(),
  state: z.enum(['queued', 'running', 'done', 'failed']),
  createdAt: isoDateTime,
  finishedAt: isoDateTime.nullable(),
  /** Employments of the job in the caller's reach (all of them for Admin), and how many are recalculated. */
  total: z.number().int(),
  done: z.number().int(),
  error: z.string().nullable(),
});
export type RecalculationJobDto = z.infer<typeof recalculationJobDto>;

/** What saving a rule or agreement would recalculate, before it is saved. */
export const recalculationImpactDto = z.object({
  agreements: z.number().int(),
  employments: z.number().int(),
  openMonths: z.number().int(),
  /** More employments than are recalculated at once: the save queues a job. */
  asJob: z.boolean(),
});
export type RecalculationImpactDto = z.infer<typeof recalculationImpactDto>;

export const recalculationStartedDto = z.object({ employments: z.number().int(), jobId: id.nullable() });

/** One pay account of a locked month: the frozen activity against what the rules give now. */
export const closedDifferenceAccountDto = z.object({
  payAccountId: id,
  payAccountName: z.string(),
  frozen: hours,
  recomputed: hours,
  /** Already carried into an open month by earlier corrections. */
  carried: hours,
  /** recomputed − frozen − carried: what a correction would carry now. */
  correction: hours,
});

export const closedDifferenceDto = z.object({
  closingId: id,
  employmentId: id,
  employeeName: z.string(),
  period: periodDate,
  exported: z.boolean(),
  /** The open month a correction goes into; null when the employment has none left. */
  nextOpenPeriod: periodDate.nullable(),
  accounts: z.array(closedDifferenceAccountDto),
});
export type ClosedDifferenceDto = z.infer<typeof closedDifferenceDto>;

export const carryCorrectionsRequest = z.object({ departmentId: id, since: periodDate });
export const carriedCorrectionsDto = z.object({ corrections: z.number().int(), employments: z.number().int() });
