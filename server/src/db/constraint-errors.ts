/** PostgreSQL's code for a violated constraint, looked for through the driver's and Drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row still referred to by another (a foreign key): what the explicit in-use checks did not foresee. */
export const isForeignKeyViolation = (error: unknown) => sqlState(error) === '23503';

/** A unique index refused the row: two requests raced past the same check. */
export const isUniqueViolation = (error: unknown) => sqlState(error) === '23505';
