import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(db: Db, mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise the mail goes to the outbox table (the log only names it), so resets work out of the box. */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(_db, mail) {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
      },
    };
  }
  return {
    async send(db, mail) {
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, body: mail.text });
      // Not the text: it may carry a reset or welcome link, which is a password in all but name.
      options.logger.info({ to: mail.to, subject: mail.subject }, 'Mail lagt i tabellen mail_outbox (ingen SMTP_URL)');
    },
  };
}
