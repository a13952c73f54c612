import type { Db } from '../db/client.ts';
import { appLog } from '../db/schema/index.ts';

export interface AppLogEntry {
  level: 'error' | 'warn' | 'info';
  message: string;
  exception?: string | undefined;
  url?: string | undefined;
  userName?: string | undefined;
}

/** Writes to the application log admins read; a failure to log must never hide the original problem. */
export async function writeAppLog(db: Db, entry: AppLogEntry): Promise<void> {
  try {
    await db.insert(appLog).values({
      level: entry.level,
      message: entry.message.slice(0, 4000),
      exception: entry.exception?.slice(0, 20000) ?? null,
      url: entry.url?.slice(0, 2000) ?? null,
      userName: entry.userName ?? null,
    });
  } catch {
    // The server log still has the error.
  }
}
