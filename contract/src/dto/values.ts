import { z } from 'zod';
import { MULTI_LINE_TEXT, SINGLE_LINE_TEXT, daysBetween } from '../bounds.ts';
import { isoDate } from './common.ts';

// Values with their bounds (docs/architecture.md, "Grænser"): every number of a request has a range,
// every text a maximum length and no control characters.

const CONTROL_MESSAGE = 'Teksten må ikke indeholde styretegn';

const danish = (value: number) => value.toLocaleString('da-DK', { maximumFractionDigits: 6 });

/** A single-line text of at most `max` characters, trimmed; `message` when it is too long. */
export function line(max: number, message = `Teksten kan højst være ${max} tegn`) {
  return z.string().trim().max(max, message).regex(SINGLE_LINE_TEXT, CONTROL_MESSAGE);
}

/** A text of several lines of at most `max` characters, trimmed. */
export function multiline(max: number, message = `Teksten kan højst være ${max} tegn`) {
  return z.string().trim().max(max, message).regex(MULTI_LINE_TEXT, CONTROL_MESSAGE);
}

/** A text kept exactly as sent (a password, a JSON setting): no trimming, but a length and no control characters. */
export function rawText(max: number, message = `Teksten kan højst være ${max} tegn`) {
  return z.string().max(max, message).regex(MULTI_LINE_TEXT, CONTROL_MESSAGE);
}

/** Danish messages of a bounded number: out of range, not a number, too many decimals. */
interface NumberMessages {
  range?: string;
  type?: string;
  decimals?: string;
}

/** A whole number from `min` to `max`, with one Danish message for both ends. */
export function wholeNumber(min: number, max: number, range = `Tallet skal være et helt tal fra ${danish(min)} til ${danish(max)}`) {
  return z.number({ error: range }).int(range).min(min, range).max(max, range);
}

/**
 * A number from `min` to `max` with at most `decimals` decimals, so exact decimals reach the domain
 * (a float a client computed, 0,1 + 0,2, still counts as the 0,3 it means).
 */
export function decimalNumber(min: number, max: number, decimals: number, messages: NumberMessages | string = {}) {
  const { range = `Tallet skal være fra ${danish(min)} til ${danish(max)}`, type = range, decimals: tooPrecise = `Tallet kan højst have ${decimals} decimaler` } =
    typeof messages === 'string' ? { range: messages } : messages;
  return z
    .number({ error: type })
    .min(min, range)
    .max(max, range)
    .multipleOf(10 ** -decimals, tooPrecise);
}

/** Hours in an agreement's full-time day (7,40); five of them are its full-time week. */
export const hoursPerDay = decimalNumber(1, 24, 2, { range: 'Timer pr. dag skal være fra 1 til 24', type: 'Timer pr. dag skal være et tal', decimals: 'Timer pr. dag kan højst have 2 decimaler' });

/** An employment's contracted hours a week (part time, 30,00). */
export const weeklyHours = decimalNumber(1, 168, 2, { range: 'Timer pr. uge skal være fra 1 til 168', type: 'Timer pr. uge skal være et tal', decimals: 'Timer pr. uge kan højst have 2 decimaler' });

/** The most employments or employees one request may name (a selection in the grid, a package's employees). */
export const MAX_SELECTED = 5000;

/** A list of at most `max` entries. */
export function list<T extends z.ZodType>(item: T, max: number, message = `Der kan højst være ${danish(max)} på listen`) {
  return z.array(item).max(max, message);
}

/** Duration in whole minutes, as the domain keeps it (DOMAIN.md section 1). */
export const minutes = z.number().int();
/** Hours (or days, or a count) of a pay account, with decimals: 7.4 hours, 2.08 feriedage. */
export const hours = z.number();
/** Kroner. Always rounded to øre (two decimals) by the server; never a float to compute with on the client. */
export const kroner = z.number();

/** Minutes of one watch or day in a request: at most a week. */
export const watchMinutes = wholeNumber(0, 7 * 24 * 60, 'Minutterne skal være fra 0 til 10.080 (en uge)');
/** Hours of a pay account in a request (balances, corrections, targets): within ±10.000. */
export const accountHours = decimalNumber(-10_000, 10_000, 6, 'Timerne skal være fra -10.000 til 10.000');
/** A factor of a pay rule or export account: between -10 and 10. */
export const factorValue = decimalNumber(-10, 10, 6, { range: 'Faktoren skal være fra -10 til 10', type: 'Faktoren skal være et tal' });

/** The value a property carries on a watch (a supplement in kroner, hours …). */
export const propertyValue = decimalNumber(-100_000, 100_000, 6, 'Værdien skal være fra -100.000 til 100.000');

/** A place in an order the user chooses (sort orders, calculation orders). */
export const sortOrder = wholeNumber(-100_000, 100_000, 'Rækkefølgen skal være et helt tal fra -100.000 til 100.000');

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
  return multiline(max).nullish();
}

/** A name that must be filled in. */
export function requiredName(max: number, message = 'Navn skal udfyldes') {
  return line(max, `Navnet kan højst være ${max} tegn`).min(1, message);
}

/**
 * A body's date range: `to` not before `from`, spanning at most `maxDays` days with both ends (both when given; `null`: order only).
 * Add it with `.superRefine(dateRangeCheck(...))` on the object that carries the dates.
 */
export function dateRangeCheck<K extends string>(from: K, to: K, maxDays: number | null = 366) {
  return (value: Partial<Record<K, string | null | undefined>>, context: z.RefinementCtx) => {
    const start = value[from];
    const end = value[to];
    if (!start || !end) return;
    const days = daysBetween(start, end);
    if (days < 0) context.addIssue({ code: 'custom', path: [to], message: 'Slutdatoen skal ligge efter startdatoen' });
    else if (maxDays !== null && days + 1 > maxDays) context.addIssue({ code: 'custom', path: [to], message: `Perioden må højst være ${maxDays} dage` });
  };
}
