import pg from 'pg';

/**
 * The statements `work` sends to PostgreSQL, as the driver's clients send them (PGlite runs in the process: no round
 * trips, nothing counted). KAJ_SHOW_STATEMENTS=1 prints them.
 */
export async function counted(work: () => Promise<unknown>): Promise<string[]> {
  const statements: string[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === 'string' ? first : first.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  if (process.env.KAJ_SHOW_STATEMENTS) console.warn(statements.map((text, i) => `${i + 1}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n'));
  return statements;
}
