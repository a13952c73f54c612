import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { PAY_ACCOUNT_UNITS } from '@kaj/contract';

/** A pay account (DOMAIN.md section 6): a balance carried from period to period, or a flow reset every period. */
export const payAccounts = pgTable(
  'pay_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Timer, dage, kroner or antal; the PayAccountType. */
    unit: text('unit', { enum: PAY_ACCOUNT_UNITS }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => payAccounts.id),
    useParentBalance: boolean('use_parent_balance').notNull().default(false),
    carriesBalance: boolean('carries_balance').notNull().default(true),
    /** Month (1-12) the balance year starts; null for the calendar year. */
    saldoStartMonth: integer('saldo_start_month'),
    /** The account that receives what expires. */
    useForOverflowId: integer('use_for_overflow_id').references((): AnyPgColumn => payAccounts.id),
    displayOffsetYear: integer('display_offset_year').notNull().default(0),
  },
  (t) => [
    uniqueIndex('pay_accounts_name_key').on(sql`lower(${t.name})`),
    index('pay_accounts_parent_idx').on(t.parentId),
    index('pay_accounts_overflow_idx').on(t.useForOverflowId),
  ],
);

/**
 * A kind of closing activity (payout, expiry, norm move, derived …). Types with a `key` are reference
 * data the pay engine refers to, kept up to date at every start; admins add further types without one.
 */
export const payAccountClosingActivityTypes = pgTable('pay_account_closing_activity_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').unique(),
  name: text('name').notNull(),
  outgoingActivity: boolean('outgoing_activity').notNull().default(false),
});
