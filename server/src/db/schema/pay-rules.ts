import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { PAY_RULE_KINDS, type PayAccountRuleDetail } from '@kaj/contract';
import { properties } from './properties.ts';
import { payAccountClosingActivityTypes, payAccounts } from './pay-accounts.ts';

/**
 * A pay-account rule (DOMAIN.md section 7). Its kind-specific detail is one jsonb value, validated by the
 * contract's `payAccountRuleDetail` on the way in and out; `kind` repeats the detail's kind for queries.
 */
export const payAccountRules = pgTable(
  'pay_account_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    description: text('description'),
    payAccountId: integer('pay_account_id').references(() => payAccounts.id),
    calcOrder: integer('calc_order').notNull().default(0),
    /** Decimals each activity is rounded to; null: not rounded. */
    round: integer('round'),
    /** The inherited rule this one replaces. */
    overrideId: integer('override_id').references((): AnyPgColumn => payAccountRules.id),
    kind: text('kind', { enum: PAY_RULE_KINDS }),
    detail: jsonb('detail').$type<PayAccountRuleDetail>(),
  },
  (t) => [
    index('pay_account_rules_pay_account_idx').on(t.payAccountId),
    index('pay_account_rules_override_idx').on(t.overrideId),
    check('pay_account_rules_kind_detail', sql`(${t.kind} is null) = (${t.detail} is null)`),
    check('pay_account_rules_round', sql`${t.round} between 0 and 6`),
  ],
);

/** Multiplies a watch's hours by `factor` when it has the property, before the rule applies. */
export const payAccountRulePreFactors = pgTable(
  'pay_account_rule_pre_factors',
  {
    payAccountRuleId: integer('pay_account_rule_id')
      .notNull()
      .references(() => payAccountRules.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    factor: numeric('factor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.payAccountRuleId, t.propertyId] }), index('pay_account_rule_pre_factors_property_idx').on(t.propertyId)],
);

/**
 * What a rule's detail refers to, one row per field (`propertyId`, `sourcePayAccountId`, …), rewritten with
 * the detail. The foreign keys keep a referenced property, pay account or closing activity type from
 * disappearing under the jsonb, and answer "which rules use this?" with an index.
 */
export const payAccountRuleReferences = pgTable(
  'pay_account_rule_references',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    payAccountRuleId: integer('pay_account_rule_id')
      .notNull()
      .references(() => payAccountRules.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    propertyId: integer('property_id').references(() => properties.id),
    payAccountId: integer('pay_account_id').references(() => payAccounts.id),
    closingActivityTypeId: integer('closing_activity_type_id').references(() => payAccountClosingActivityTypes.id),
  },
  (t) => [
    index('pay_account_rule_references_rule_idx').on(t.payAccountRuleId),
    index('pay_account_rule_references_property_idx').on(t.propertyId),
    index('pay_account_rule_references_pay_account_idx').on(t.payAccountId),
    index('pay_account_rule_references_type_idx').on(t.closingActivityTypeId),
    check('pay_account_rule_references_one', sql`num_nonnulls(${t.propertyId}, ${t.payAccountId}, ${t.closingActivityTypeId}) = 1`),
  ],
);
