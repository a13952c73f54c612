import { z } from 'zod';
import { isoDateTime } from './common.ts';

/** The employee's calendar subscription: whether a link exists, since when, and the link itself only when just made. */
export const calendarLinkDto = z.object({
  active: z.boolean(),
  createdAt: isoDateTime.nullable(),
  /** The subscription URL, shown once after renewing: only its hash is kept. */
  url: z.string().nullable(),
});
export type CalendarLinkDto = z.infer<typeof calendarLinkDto>;
