import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { payAccountClosingActivityTypes, payAccounts } from './pay-accounts.ts';
import { properties, propertyTypes } from './properties.ts';

/** Maps pay-account activity to a Lessor wage type (DOMAIN.md section 9). */
export const exportAccounts = pgTable(
  'export_accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The Lessor wage type (lønart), four digits. */
    account: text('account').notNull(),
    payAccountId: integer('pay_account_id').references(() => payAccounts.id),
    payAccountClosingActivityTypeId: integer('pay_account_closing_activity_type_id').references(() => payAccountClosingActivityTypes.id),
    exportFactor: numeric('export_factor').notNull().default('1'),
    inDays: boolean('in_days').notNull().default(false),
    countCalendarDays: boolean('count_calendar_days').notNull().default(false),
    propertyTypeId: integer('property_type_id').references(() => propertyTypes.id),
    vacationPropertyId: integer('vacation_property_id').references(() => properties.id),
    isDis: boolean('is_dis').notNull().default(false),
    periodIndication: text('period_indication'),
    year: integer('year'),
    /** Carries the approved trips' tax-free allowance (km at the state rates); at most one account does. */
    mileage: boolean('mileage').notNull().default(false),
  },
  (t) => [
    index('export_accounts_account_idx').on(t.account),
    index('export_accounts_pay_account_idx').on(t.payAccountId),
    index('export_accounts_type_idx').on(t.payAccountClosingActivityTypeId),
    index('export_accounts_vacation_property_idx').on(t.vacationPropertyId),
    uniqueIndex('export_accounts_mileage_key').on(t.mileage).where(sql`mileage`),
  ],
);

/** A price in kroner per wage type, agreement code and department code from a date; the latest valid one applies. */
export const exportPrices = pgTable(
  'export_prices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    account: text('account').notNull(),
    agreementCode: text('agreement_code'),
    departmentCode: text('department_code'),
    isDis: boolean('is_dis').notNull().default(false),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [unique('export_prices_key').on(t.account, t.agreementCode, t.departmentCode, t.isDis, t.validFrom).nullsNotDistinct()],
);
