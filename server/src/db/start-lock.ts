import pg from 'pg';

/** The advisory lock key every Kaj instance takes while it migrates and seeds ("kaj" + 1 in ASCII). */
const START_LOCK_KEY = 0x6b616a01;

/**
 * Runs `work` while holding PostgreSQL's session advisory lock on its own connection, so instances started together
 * migrate and seed one after the other: the first does the work, the next find it done. The lock goes with the
 * connection, so a crashed start leaves none behind.
 */
export async function withAdvisoryLock<T>(connectionString: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    await client.end();
  }
}
