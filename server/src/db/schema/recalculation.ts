import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { employments } from './people.ts';
import { payAccounts } from './pay-accounts.ts';
import { closings } from './closings.ts';
import { users } from './users.ts';

// Recalculation after a configuration change (issue 14, docs/decisions.md "recalc"): a change that touches many
// employments is a durable job in the database, one item per employment; an employment's open months from
// `from_period` on are pending until its item is done, and locking or exporting them is refused until then.

/** A recalculation job: queued, running (claimed by one instance, which keeps its heartbeat fresh), done or failed. */
export const recalculationJobs = pgTable('recalculation_jobs', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** What started it, in Danish: `Lønkontoregel "Aftentillæg" gemt`. */
  reason: text('reason').notNull(),
  state: text('state', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  /** The instance working on it and when it last said so: a running job with an old heartbeat is taken over. */
  claimedBy: text('claimed_by'),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'string' }),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'string' }),
  error: text('error'),
});

/** One employment of a job: its open months from `from_period` on wait until `done`. */
export const recalculationItems = pgTable(
  'recalculation_items',
  {
    jobId: integer('job_id')
      .notNull()
      .references(() => recalculationJobs.id, { onDelete: 'cascade' }),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id, { onDelete: 'cascade' }),
    fromPeriod: date('from_period', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.employmentId] }), index('recalculation_items_pending_idx').on(t.employmentId).where(sql`not done`)],
);

/**
 * A correction carried from a locked month into an open one (the Genberegning screen): the difference between the
 * frozen activity of a pay account and what the rules give now. Recalculation posts it in `period` as an activity.
 */
export const payCorrections = pgTable(
  'pay_corrections',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id, { onDelete: 'cascade' }),
    payAccountId: integer('pay_account_id')
      .notNull()
      .references(() => payAccounts.id),
    /** The open month it is posted in (first day). */
    period: date('period', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 6 }).notNull(),
    /** The locked closing whose difference it carries. */
    sourceClosingId: integer('source_closing_id')
      .notNull()
      .references(() => closings.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('pay_corrections_employment_idx').on(t.employmentId, t.period), index('pay_corrections_source_idx').on(t.sourceClosingId)],
);
