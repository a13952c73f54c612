import { z } from 'zod';
import { isoDate } from './common.ts';

/** Duration in whole minutes, as the domain keeps it (DOMAIN.md section 1). */
export const minutes = z.number().int();
/** Hours (or days, or a count) of a pay account, with decimals: 7.4 hours, 2.08 feriedage. */
export const hours = z.number();
/** Kroner. Always rounded to øre (two decimals) by the server; never a float to compute with on the client. */
export const kroner = z.number();

/** A period in a body: the first day of a month, YYYY-MM-01 (DOMAIN.md section 1). */
export const periodDate = isoDate.regex(/-01$/, 'Perioden skal være den første dag i en måned');
export const calendarMonth = z.number().int().min(1, 'Måneden skal være 1-12').max(12, 'Måneden skal være 1-12');
export const calendarYear = z.number().int().min(2000, 'Året skal være 2000-2100').max(2100, 'Året skal være 2000-2100');

/** A colour as the grid paints it. */
export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Farven skal skrives #rrggbb');
/** A Lessor wage type (lønart): four digits (DOMAIN.md section 13). */
export const wageType = z.string().regex(/^\d{4}$/, 'Lønarten skal være fire cifre');

/** Free text that may be left out; an empty string is kept as given. */
export function optionalText(max: number) {
  return z.string().trim().max(max, `Teksten kan højst være ${max} tegn`).nullish();
}

/** A name that must be filled in. */
export function requiredName(max: number, message = 'Navn skal udfyldes') {
  return z.string().trim().min(1, message).max(max, `Navnet kan højst være ${max} tegn`);
}
