import { boolean, date, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.ts';
import { exportAccounts } from './exports.ts';
import { payAccounts } from './pay-accounts.ts';
import { payAccountRules } from './pay-rules.ts';
import { properties, propertyTypes } from './properties.ts';

// What an agreement holds besides its code and name (AgreementPayAccountRule, AgreementExportAccount,
// the property types, DefaultAgreementProperty/PotentialAgreementProperty and AgreementPayAccount).
// Removing the agreement removes these links; the things linked stay.

/** An agreement's own rule, applying from `startDate` to `endDate` (both inclusive, open when null). */
export const agreementPayAccountRules = pgTable(
  'agreement_pay_account_rules',
  {
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    payAccountRuleId: integer('pay_account_rule_id')
      .notNull()
      .references(() => payAccountRules.id),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.payAccountRuleId] }), index('agreement_pay_account_rules_rule_idx').on(t.payAccountRuleId)],
);

export const agreementExportAccounts = pgTable(
  'agreement_export_accounts',
  {
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    exportAccountId: integer('export_account_id')
      .notNull()
      .references(() => exportAccounts.id),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.exportAccountId] }), index('agreement_export_accounts_account_idx').on(t.exportAccountId)],
);

/** The property types employments under the agreement carry. */
export const agreementPropertyTypes = pgTable(
  'agreement_property_types',
  {
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    propertyTypeId: integer('property_type_id')
      .notNull()
      .references(() => propertyTypes.id),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.propertyTypeId] })],
);

/** A property allowed on employments under the agreement (potential); `isDefault` also gives it to new ones. */
export const agreementProperties = pgTable(
  'agreement_properties',
  {
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.propertyId] }), index('agreement_properties_property_idx').on(t.propertyId)],
);

/** How the agreement saves into a pay account: from which month, and how many balance years are kept. */
export const agreementPayAccounts = pgTable(
  'agreement_pay_accounts',
  {
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    payAccountId: integer('pay_account_id')
      .notNull()
      .references(() => payAccounts.id),
    firstSavingMonth: integer('first_saving_month'),
    numberOfYears: integer('number_of_years'),
  },
  (t) => [primaryKey({ columns: [t.agreementId, t.payAccountId] }), index('agreement_pay_accounts_account_idx').on(t.payAccountId)],
);
