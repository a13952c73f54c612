import { boolean, bigint, date, index, integer, numeric, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { employees, employments } from './people.ts';
import { payAccountClosingActivityTypes, payAccounts } from './pay-accounts.ts';
import { payAccountRules } from './pay-rules.ts';
import { users } from './users.ts';

// What the pay engine computes and keeps (DOMAIN.md sections 6–7): activities, balances, norm periods
// and corrections of contract balances. Activities of open months are recalculated; values are exact
// decimals (numeric), never floats.

/** One posting into a pay account, with the rule and the realised watch that made it. */
export const payAccountActivities = pgTable(
  'pay_account_activities',
  {
    // Unique as the identity makes it, without a primary key's index: no query finds an activity by its id, and the
    // index cost every recalculation's write a third of its time (docs/decisions.md, issue 21.4).
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    // No foreign keys: activities are derived data that every recalculation rewrites (a changed or deleted
    // watch recalculates its employment in the same transaction), and the row-by-row key checks tripled the
    // time of writing a company's month (docs/decisions.md, pay engine). A trigger of migration 0008 removes
    // an employment's activities with it, as a cascading key would.
    employmentId: integer('employment_id').notNull(),
    payAccountId: integer('pay_account_id').notNull(),
    payAccountRuleId: integer('pay_account_rule_id'),
    realisedWatchId: integer('realised_watch_id'),
    /** The date the value belongs to. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The month it is posted in (first day). */
    period: date('period', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 6 }).notNull(),
    /** From a planned watch after today (use-future): never closed or exported. */
    forecast: boolean('forecast').notNull().default(false),
    /** Monthly save: the first day of the balance year it goes into. */
    balanceYear: date('balance_year', { mode: 'string' }),
    /** Set on a locked closing's payout, norm move or derived activity: it moves balances from then on. */
    closingActivityTypeId: integer('closing_activity_type_id').references(() => payAccountClosingActivityTypes.id),
  },
  // Every query finds activities by employment (a watch's through its employment): an index on the account or the
  // watch would only cost each recalculation's write.
  (t) => [index('pay_account_activities_employment_period_idx').on(t.employmentId, t.period)],
);

/** A balance of one employee, account and balance year; spent first in, first out. */
export const payAccountBalances = pgTable(
  'pay_account_balances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    payAccountId: integer('pay_account_id')
      .notNull()
      .references(() => payAccounts.id),
    /** The first day of the balance year. */
    balanceYear: date('balance_year', { mode: 'string' }).notNull(),
    spendStart: date('spend_start', { mode: 'string' }),
    /** Last day it can be spent; null never expires. */
    expiryDate: date('expiry_date', { mode: 'string' }),
    /** Set by SetBalanceExpiryDate: recalculation keeps it. */
    expiryDateSetByUser: boolean('expiry_date_set_by_user').notNull().default(false),
  },
  (t) => [uniqueIndex('pay_account_balances_key').on(t.employeeId, t.payAccountId, t.balanceYear)],
);

/** An employment's norm period of a period-activity rule (PayAccountRulePeriodDef). */
export const normPeriods = pgTable(
  'norm_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id, { onDelete: 'cascade' }),
    payAccountRuleId: integer('pay_account_rule_id')
      .notNull()
      .references(() => payAccountRules.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** Set by SetNormPeriodEnd; otherwise the rule's length decides. */
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [index('norm_periods_employment_idx').on(t.employmentId, t.startDate)],
);

/** A hand correction of a mean-activity contract balance (AdjustContractBalance). */
export const contractBalanceCorrections = pgTable(
  'contract_balance_corrections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id, { onDelete: 'cascade' }),
    payAccountRuleId: integer('pay_account_rule_id')
      .notNull()
      .references(() => payAccountRules.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 6 }).notNull(),
    comment: text('comment'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('contract_balance_corrections_employment_idx').on(t.employmentId)],
);

/**
 * The version of what a grid row's pay figures are computed from, per employee: triggers (hand-written at the end of
 * migration 0022) give an employee a new version from the sequence on every change of its employments' activities,
 * norm periods, contract balance corrections, properties and terms, and of its stored balances; employee 0 one on
 * every change of the shared configuration (pay accounts, rules, agreements and their links, properties, user names).
 * The grid keeps the figures it has computed by these versions (server/src/areas/pay-engine/figure-cache.ts).
 */
export const payFigureVersions = pgTable('pay_figure_versions', {
  employeeId: integer('employee_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const payFigureVersionSeq = pgSequence('pay_figure_version_seq');
