import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { exportAccounts } from './exports.ts';
import { employments } from './people.ts';
import { payAccountClosingActivityTypes, payAccounts } from './pay-accounts.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

// Closings (DOMAIN.md section 8): one employment's month, locked in closing groups with its figures frozen.

/** Closings locked together, with the comment given when locking. */
export const closingGroups = pgTable('closing_groups', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  comment: text('comment'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One employment's month: open (computed on the fly) until it is locked. */
export const closings = pgTable(
  'closings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    /** First day of the month. */
    period: date('period', { mode: 'string' }).notNull(),
    comment: text('comment'),
    /** Kept out of Lessor exports. */
    excluded: boolean('excluded').notNull().default(false),
    validated: boolean('validated').notNull().default(false),
    validatedAt: timestamp('validated_at', { withTimezone: true, mode: 'string' }),
    validatedBy: integer('validated_by').references(() => users.id, { onDelete: 'set null' }),
    locked: boolean('locked').notNull().default(false),
    lockedAt: timestamp('locked_at', { withTimezone: true, mode: 'string' }),
    lockedBy: integer('locked_by').references(() => users.id, { onDelete: 'set null' }),
    closingGroupId: integer('closing_group_id').references(() => closingGroups.id, { onDelete: 'set null' }),
    /** The Lessor export that carried it; an exported closing cannot be unlocked. */
    lessorExportId: integer('lessor_export_id'),
  },
  (t) => [uniqueIndex('closings_employment_period_key').on(t.employmentId, t.period), index('closings_period_idx').on(t.period)],
);

/** A locked closing's figures per pay account, frozen at locking. */
export const closingAccounts = pgTable(
  'closing_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    closingId: integer('closing_id')
      .notNull()
      .references(() => closings.id, { onDelete: 'cascade' }),
    payAccountId: integer('pay_account_id')
      .notNull()
      .references(() => payAccounts.id),
    openingBalance: numeric('opening_balance', { precision: 20, scale: 6 }).notNull(),
    activity: numeric('activity', { precision: 20, scale: 6 }).notNull(),
    closingBalance: numeric('closing_balance', { precision: 20, scale: 6 }).notNull(),
  },
  (t) => [index('closing_accounts_closing_idx').on(t.closingId)],
);

/** A closing activity of a locked closing (payout, expiry, norm move, derived …), frozen at locking. */
export const closingActivities = pgTable(
  'closing_activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    closingId: integer('closing_id')
      .notNull()
      .references(() => closings.id, { onDelete: 'cascade' }),
    payAccountId: integer('pay_account_id')
      .notNull()
      .references(() => payAccounts.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => payAccountClosingActivityTypes.id),
    value: numeric('value', { precision: 20, scale: 6 }).notNull(),
  },
  (t) => [index('closing_activities_closing_idx').on(t.closingId)],
);

/** A value a locked closing exports to Lessor on a wage type, frozen at locking. */
export const closingExportValues = pgTable(
  'closing_export_values',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    closingId: integer('closing_id')
      .notNull()
      .references(() => closings.id, { onDelete: 'cascade' }),
    exportAccountId: integer('export_account_id')
      .notNull()
      .references(() => exportAccounts.id),
    departmentPropertyId: integer('department_property_id').references(() => properties.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 6 }).notNull(),
    /** The rate of the line when the value brings its own (km at a state rate), instead of the export prices. */
    rate: numeric('rate', { precision: 12, scale: 2 }),
  },
  (t) => [index('closing_export_values_closing_idx').on(t.closingId)],
);
