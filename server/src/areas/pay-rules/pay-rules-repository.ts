import { asc, eq, inArray } from 'drizzle-orm';
import { payAccountRuleDetail, type PayAccountRuleDetail } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { payAccountRulePreFactors, payAccountRuleReferences, payAccountRules } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { decimalText, fromDecimal } from '../shared/decimal.ts';
import { detailReferences } from './rule-references.ts';

export type RuleRow = typeof payAccountRules.$inferSelect;

export interface RuleRecord extends Omit<RuleRow, 'detail'> {
  detail: PayAccountRuleDetail | null;
  preFactors: { propertyId: number; factor: number }[];
}

export interface RuleInput {
  name: string;
  description?: string | null | undefined;
  payAccountId?: number | null | undefined;
  calcOrder: number;
  round?: number | null | undefined;
  overrideId?: number | null | undefined;
  preFactors: { propertyId: number; factor: number }[];
  details?: PayAccountRuleDetail | null | undefined;
}

/** Rules with their pre-factors in two queries (all rules when no ids are given), in calcOrder. */
export async function loadRules(db: Db, ids?: readonly number[]): Promise<RuleRecord[]> {
  if (ids && ids.length === 0) return [];
  const rows = await db
    .select()
    .from(payAccountRules)
    .where(ids ? inArray(payAccountRules.id, [...ids]) : undefined)
    .orderBy(asc(payAccountRules.calcOrder), asc(payAccountRules.name), asc(payAccountRules.id));
  if (rows.length === 0) return [];
  const factors = await db
    .select()
    .from(payAccountRulePreFactors)
    .where(inArray(payAccountRulePreFactors.payAccountRuleId, rows.map((row) => row.id)))
    .orderBy(asc(payAccountRulePreFactors.propertyId));
  return rows.map((row) => ({
    ...row,
    // The stored detail passed this schema on the way in; parsing it again types it for the engine.
    detail: row.detail === null ? null : payAccountRuleDetail.parse(row.detail),
    preFactors: factors.filter((factor) => factor.payAccountRuleId === row.id).map((factor) => ({ propertyId: factor.propertyId, factor: fromDecimal(factor.factor) })),
  }));
}

export async function getRule(db: Db, id: number): Promise<RuleRecord> {
  const [rule] = await loadRules(db, [id]);
  if (!rule) throw notFound('Lønkontoreglen findes ikke.');
  return rule;
}

/** Inserts or updates a rule with its pre-factors and references; answers its id. */
export async function writeRule(db: Db, id: number | null, input: RuleInput): Promise<number> {
  const values = {
    name: input.name,
    description: input.description ?? null,
    payAccountId: input.payAccountId ?? null,
    calcOrder: input.calcOrder,
    round: input.round ?? null,
    overrideId: input.overrideId ?? null,
    kind: input.details?.kind ?? null,
    detail: input.details ?? null,
  };
  const [row] = id
    ? await db.update(payAccountRules).set(values).where(eq(payAccountRules.id, id)).returning({ id: payAccountRules.id })
    : await db.insert(payAccountRules).values(values).returning({ id: payAccountRules.id });
  if (!row) throw notFound('Lønkontoreglen findes ikke.');
  await db.delete(payAccountRulePreFactors).where(eq(payAccountRulePreFactors.payAccountRuleId, row.id));
  if (input.preFactors.length > 0) {
    await db
      .insert(payAccountRulePreFactors)
      .values(input.preFactors.map((factor) => ({ payAccountRuleId: row.id, propertyId: factor.propertyId, factor: decimalText(factor.factor) })));
  }
  await db.delete(payAccountRuleReferences).where(eq(payAccountRuleReferences.payAccountRuleId, row.id));
  const references = input.details ? detailReferences(input.details) : [];
  if (references.length > 0) await db.insert(payAccountRuleReferences).values(references.map((ref) => ({ payAccountRuleId: row.id, ...ref })));
  return row.id;
}

/** The rules whose overrideId names this one. */
export async function rulesOverriding(db: Db, id: number): Promise<RuleRow[]> {
  return db.select().from(payAccountRules).where(eq(payAccountRules.overrideId, id)).orderBy(asc(payAccountRules.name));
}
