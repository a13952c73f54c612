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
