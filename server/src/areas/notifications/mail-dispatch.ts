import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { NOTIFICATION_KINDS, type NotificationKind } from '@kaj/contract';
import type { Database, Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { MAIL_CHANNEL } from './notify.ts';
import { startWakeableWorker, type StopWorker } from '../../db/wakeable-worker.ts';

// Sends the queued mails of notifications after their transaction committed. Every instance listens on
// MAIL_CHANNEL and takes rows with SKIP LOCKED, so a mail goes once however many instances run; a failed one is
// tried again each minute, at most five times.

const BATCH = 20;
const MAX_ATTEMPTS = 5;
const RETRY_MS = 60_000;

interface PendingMail {
  id: number;
  email: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
}

function mailText(mail: PendingMail, appUrl: string): string {
  const label = NOTIFICATION_KINDS[mail.kind as NotificationKind]?.label ?? mail.kind;
  return [
    mail.body,
    ...(mail.link ? ['', `Se mere i Kaj: ${appUrl}${mail.link}`] : []),
    '',
    '--',
    `Du får denne mail, fordi du har valgt mail om: ${label}.`,
    `Du vælger dine mails under Min konto: ${appUrl}/my/account`,
  ].join('\n');
}

/** Sends one batch; answers how many rows it took, so the caller goes on while there are more. */
async function sendBatch(db: Db, mailer: Mailer, appUrl: string, log: FastifyBaseLogger): Promise<number> {
  return db.transaction(async (tx) => {
    const pending = await queryRows<PendingMail>(
      tx,
      sql`select m.id, u.email, n.kind, n.title, n.body, n.link
          from notification_mails m
          join notifications n on n.id = m.notification_id
          join users u on u.id = n.user_id
          where m.sent_at is null and m.attempts < ${MAX_ATTEMPTS}
          order by m.id limit ${BATCH}
          for update of m skip locked`,
    );
    for (const mail of pending) {
      try {
        await mailer.send(tx, { to: mail.email, subject: `Kaj: ${mail.title}`, text: mailText(mail, appUrl) });
        await tx.execute(sql`update notification_mails set sent_at = now(), attempts = attempts + 1, last_error = null where id = ${mail.id}`);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        log.warn({ mailId: mail.id }, `Notifikationsmail kunne ikke sendes: ${message}`);
        await tx.execute(sql`update notification_mails set attempts = attempts + 1, last_error = ${message.slice(0, 500)} where id = ${mail.id}`);
      }
    }
    return pending.length;
  });
}

/** Starts sending: now, at each NOTIFY on MAIL_CHANNEL and every minute. Answers the stop. */
export function startMailDispatch(database: Database, mailer: Mailer, appUrl: string, log: FastifyBaseLogger): Promise<StopWorker> {
  return startWakeableWorker(database, { channel: MAIL_CHANNEL, intervalMs: RETRY_MS, failure: 'Afsendelse af notifikationsmails fejlede', log }, async (stopped) => {
    while (!stopped() && (await sendBatch(database.db, mailer, appUrl, log)) === BATCH);
  });
}
