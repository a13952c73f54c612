import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { EXCHANGE_STATES } from '@kaj/contract';
import { employments } from './people.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { plannedWatches } from './watches.ts';

// Watch exchanges (issue 16, `allowTradeShifts`): an offer, the colleagues' bids, the offerer's choice and the
// planner's decision.

/** A planned watch offered for exchange until `expiration`. */
export const watchExchanges = pgTable(
  'watch_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plannedWatchId: integer('planned_watch_id')
      .notNull()
      .references(() => plannedWatches.id, { onDelete: 'cascade' }),
    /** The offerer's employment (the watch's when offered; it moves away when the exchange is carried out). */
    offeredByEmploymentId: integer('offered_by_employment_id').references(() => employments.id),
    expiration: timestamp('expiration', { withTimezone: true, mode: 'string' }).notNull(),
    notePublic: text('note_public'),
    notePlanner: text('note_planner'),
    priority: integer('priority').notNull().default(0),
    status: text('status', { enum: EXCHANGE_STATES }).notNull().default('open'),
    /** The watch's last change when offered: a later change makes the exchange fail. */
    watchStamp: timestamp('watch_stamp', { withTimezone: true, mode: 'string' }),
    /** The bid the offerer chose. */
    acceptedBidId: integer('accepted_bid_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'string' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why it was rejected, failed or closed. */
    decisionComment: text('decision_comment'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('watch_exchanges_planned_idx').on(t.plannedWatchId), index('watch_exchanges_status_idx').on(t.status, t.expiration)],
);

/** A colleague's bid on an offered watch: to take it, or to give one of their own watches in return. */
export const watchExchangeBids = pgTable(
  'watch_exchange_bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => watchExchanges.id, { onDelete: 'cascade' }),
    /** The bidder's employment the watch would move to. */
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    bidDate: timestamp('bid_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    note: text('note'),
    /** The bidder's watch given in return, if any. */
    givenPlannedWatchId: integer('given_planned_watch_id').references(() => plannedWatches.id, { onDelete: 'set null' }),
    /** The given watch's last change when bid. */
    givenStamp: timestamp('given_stamp', { withTimezone: true, mode: 'string' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('watch_exchange_bids_exchange_idx').on(t.exchangeId)],
);

/** A department whose accepted exchanges are carried out without a planner's approval. */
export const exchangeDepartments = pgTable('exchange_departments', {
  departmentId: integer('department_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  withoutApproval: boolean('without_approval').notNull().default(false),
});
