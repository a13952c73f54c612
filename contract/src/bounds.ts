/**
 * The bounds every value of the contract is held to, shared by query parameters and body schemas
 * so the server and the forms refuse the same input.
 */

/** The largest id: PostgreSQL's integer. */
export const MAX_ID = 2_147_483_647;
/** Dates outside these years are refused everywhere: no year-9999 arithmetic reaches the server. */
export const FIRST_YEAR = 1900;
export const LAST_YEAR = 2200;

/* eslint-disable no-control-regex -- the control characters are exactly what these refuse */
/** A text without control characters (NUL, line breaks …): names, codes, single-line fields. */
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001F\u007F]*$/u;
/** A text without control characters but tab and line breaks: comments, descriptions, messages. */
export const MULTI_LINE_TEXT = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/u;
/* eslint-enable no-control-regex */

export function hasControlCharacters(text: string, allowLineBreaks = false): boolean {
  return !(allowLineBreaks ? MULTI_LINE_TEXT : SINGLE_LINE_TEXT).test(text);
}

/** A real date of the calendar, YYYY-MM-DD, within the years allowed (no 2026-02-30). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_YEAR || year > LAST_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole days from one ISO date to another (negative when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
