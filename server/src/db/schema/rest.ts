import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employments } from './people.ts';
import { users } from './users.ts';

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
  },
  (t) => [uniqueIndex('rest_cards_employment_period_key').on(t.employmentId, t.period)],
);
