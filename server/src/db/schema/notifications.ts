import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

// Notifications (issue 15): in-app messages to a user, the mails queued for them, each user's mail choices,
// and the secret of each user's calendar feed.

/** One message to one user, shown under the bell until read. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the contract's notification kinds. */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** An address inside the app the message leads to. */
    link: text('link'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'string' }),
    /** The transaction that wrote it: messages with the same merge key from one transaction become one. */
    txId: bigint('tx_id', { mode: 'number' })
      .notNull()
      .default(sql`txid_current()`),
    mergeKey: text('merge_key'),
  },
  (t) => [index('notifications_user_idx').on(t.userId, t.createdAt), index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`)],
);

/** A mail to send for a notification, after the transaction that wrote it commits. */
export const notificationMails = pgTable(
  'notification_mails',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    notificationId: integer('notification_id')
      .notNull()
      .unique()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'string' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (t) => [index('notification_mails_pending_idx').on(t.id).where(sql`sent_at is null`)],
);

/** A user's choice of mail for one kind; without a row the kind's default holds. */
export const notificationMailChoices = pgTable(
  'notification_mail_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mail: boolean('mail').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** The secret of a user's calendar feed; only its SHA-256 is kept, and renewing replaces it. */
export const calendarFeedTokens = pgTable('calendar_feed_tokens', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
