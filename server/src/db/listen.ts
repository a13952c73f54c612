import pg from 'pg';
import type { Log } from '../http/logger.ts';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

/** Reconnects after this long when the listening connection drops (a database restart). */
const RECONNECT_MS = 1000;

/**
 * LISTEN on a dedicated PostgreSQL connection (a pooled one would be handed to other queries and lose it).
 * A dropped connection is replaced, so notifications resume after a database restart; `onResumed` is told then,
 * since the notifications sent while it was down are lost.
 */
export async function listenPostgres(connectionString: string, channel: string, onPayload: (payload: string) => void, log: Log, onResumed?: () => void): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  /** Tries again until the database answers (a restart takes longer than one pause). */
  const reconnect = (): void => {
    setTimeout(() => {
      if (stopped) return;
      connect().then(onResumed, (error: Error) => {
        log.error(`LISTEN genforbinder ikke: ${error.message}`);
        reconnect();
      });
    }, RECONNECT_MS);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', (error) => {
      log.error(`LISTEN-forbindelsen afbrudt: ${error.message}`);
      void next.end().catch(() => undefined);
      if (!stopped) reconnect();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}
