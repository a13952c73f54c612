import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR, MAX_ID, isCalendarDate } from '../bounds.ts';

/** Database identity: a positive whole number that fits PostgreSQL's integer. */
export const id = z.number().int().positive().max(MAX_ID, 'Id skal være et positivt heltal under 2.147.483.648');

const CALENDAR_MESSAGE = `Datoen skal være en rigtig dato i årene ${FIRST_YEAR}-${LAST_YEAR}`;

/** ISO date, YYYY-MM-DD: a real calendar date (no 2026-02-30) within the years allowed. */
export const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Datoen skal skrives ÅÅÅÅ-MM-DD')
  .refine(isCalendarDate, CALENDAR_MESSAGE);
/** ISO date and time with offset, as JSON carries instants; its date within the years allowed. */
export const isoDateTime = z
  .string()
  .max(40)
  .datetime({ offset: true })
  .refine((text) => isCalendarDate(text.slice(0, 10)) && !Number.isNaN(Date.parse(text)), CALENDAR_MESSAGE);
/** Wall-clock time of day, HH:mm. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Tidspunktet skal skrives TT:MM');
export const email = z.string().trim().min(1, 'Email skal udfyldes').max(255, 'Email kan højst være 255 karakterer lang').email('Email skal være en valid email adress');

/** A call that answers nothing (204). */
export const empty = z.null();
