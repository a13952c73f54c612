import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employments } from './people.ts';
import { users } from './users.ts';
import { approvalLevels } from './watches.ts';

// Seafarers' rest hours (DOMAIN.md section 10): days entered by hand and the signed monthly rest cards.

/** A day of an employment's rest card with a comment, an approval, or rest periods entered by hand. */
export const restDays = pgTable(
  'rest_days',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** The day's rest is its rest periods, not the time outside the realised watches. */
    enteredByHand: boolean('entered_by_hand').notNull().default(false),
    comment: text('comment'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The level the day is approved at (KAJ_ALLOW_RESTHOUR_APPROVALS), the levels of watch approval; null: not approved. */
    approvalLevelId: integer('approval_level_id').references(() => approvalLevels.id),
  },
  (t) => [uniqueIndex('rest_days_employment_date_key').on(t.employmentId, t.date)],
);

/** A rest period entered by hand; one across midnight belongs to the day it starts. */
export const restPeriods = pgTable(
  'rest_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    restDayId: integer('rest_day_id')
      .notNull()
      .references(() => restDays.id, { onDelete: 'cascade' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'string' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'string' }).notNull(),
  },
  (t) => [index('rest_periods_day_idx').on(t.restDayId)],
);

/** The signatures of an employment's monthly rest card: the seafarer's, then the master's or an authorised person's. */
export const restCards = pgTable(
  'rest_cards',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id, { onDelete: 'cascade' }),
    /** First day of the month. */
    period: date('period', { mode: 'string' }).notNull(),
    employeeSignDate: date('employee_sign_date', { mode: 'string' }),
    employeeSignedBy: integer('employee_signed_by').references(() => users.id, { onDelete: 'set null' }),
    authorizedSignDate: date('authorized_sign_date', { mode: 'string' }),
    authorizedSignedBy: integer('authorized_signed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The name and rank of the person who countersigned, as they gave them (a shared Ship login is no person). */
    authorizedSignerName: text('authorized_signer_name'),
    authorizedSignerRank: text('authorized_signer_rank'),
  },
  (t) => [uniqueIndex('rest_cards_employment_period_key').on(t.employmentId, t.period)],
);
