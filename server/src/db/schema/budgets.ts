import { index, integer, numeric, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { BUDGET_ACCOUNT_TYPES } from '@kaj/contract';
import { payAccounts } from './pay-accounts.ts';
import { properties } from './properties.ts';

export const budgetAccounts = pgTable('budget_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  budgetGroup: text('budget_group'),
  sortOrder: integer('sort_order').notNull().default(0),
  type: text('type', { enum: BUDGET_ACCOUNT_TYPES }).notNull().default('normHours'),
  payAccountId: integer('pay_account_id').references(() => payAccounts.id),
  /** The Budget property crew members carry for this account. */
  propertyId: integer('property_id').references(() => properties.id),
});

/** Budgeted FTE of a department, budget account and position group in one month. */
export const budgetFte = pgTable(
  'budget_fte',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    year: integer('year').notNull(),
    month: integer('month').notNull(),
    departmentPropertyId: integer('department_property_id')
      .notNull()
      .references(() => properties.id),
    budgetAccountId: integer('budget_account_id')
      .notNull()
      .references(() => budgetAccounts.id),
    /** A Stillingsgruppe property. */
    positionGroupId: integer('position_group_id')
      .notNull()
      .references(() => properties.id),
    value: numeric('value', { precision: 9, scale: 2 }).notNull(),
  },
  (t) => [
    unique('budget_fte_key').on(t.year, t.departmentPropertyId, t.budgetAccountId, t.positionGroupId, t.month),
    index('budget_fte_department_idx').on(t.departmentPropertyId),
    index('budget_fte_account_idx').on(t.budgetAccountId),
    index('budget_fte_position_group_idx').on(t.positionGroupId),
  ],
);
