import type { CallDef } from '@kaj/contract';

/**
 * Builds the query string of a call from its declared parameters. A required parameter that is
 * null or undefined throws before anything is sent; optional ones that are null are left out.
 */
export function buildQueryString(call: CallDef, values: Readonly<Record<string, unknown>> | null | undefined): string {
  const params = new URLSearchParams();
  for (const [name, param] of Object.entries(call.query)) {
    const value = values?.[name];
    if (value === null || value === undefined) {
      if (param.required) throw new Error(`The parameter '${name}' cannot be null.`);
      continue;
    }
    params.append(name, formatValue(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

function formatValue(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`A query parameter cannot be sent as ${typeof value}.`);
}
