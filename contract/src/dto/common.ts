import { z } from 'zod';

/** Database identity: a positive whole number. */
export const id = z.number().int().positive();
/** ISO date, YYYY-MM-DD. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datoen skal skrives ÅÅÅÅ-MM-DD');
/** ISO date and time with offset, as JSON carries instants. */
export const isoDateTime = z.string().datetime({ offset: true });
/** Wall-clock time of day, HH:mm. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Tidspunktet skal skrives TT:MM');
export const email = z.string().trim().min(1, 'Email skal udfyldes').max(255, 'Email kan højst være 255 karakterer lang').email('Email skal være en valid email adress');

/** A call that answers nothing (204). */
export const empty = z.null();
