import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { contract, type BudgetAccountDto } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { budgetAccounts, budgetFte } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { assertPayAccountsExist, assertSelectableProperties } from '../shared/references.ts';

type BudgetAccountRow = typeof budgetAccounts.$inferSelect;

function toBudgetAccountDto(row: BudgetAccountRow): BudgetAccountDto {
  return {
    budgetAccountId: row.id,
    name: row.name,
    budgetGroup: row.budgetGroup,
    sortOrder: row.sortOrder,
    type: row.type,
    payAccountId: row.payAccountId,
    propertyId: row.propertyId,
  };
}

async function getBudgetAccount(db: Db, id: number): Promise<BudgetAccountRow> {
  const [row] = await db.select().from(budgetAccounts).where(eq(budgetAccounts.id, id));
  if (!row) throw notFound('Budgetkontoen findes ikke.');
  return row;
}

export const getBudgetAccounts = handle(contract.budget.getBudgetAccounts, async ({ db }) => {
  const rows = await db.select().from(budgetAccounts).orderBy(asc(budgetAccounts.sortOrder), asc(budgetAccounts.name));
  return rows.map(toBudgetAccountDto);
});

export const saveBudgetAccount = handle(contract.budget.saveBudgetAccount, async ({ db, body }) =>
  db.transaction(async (tx) => {
    const existing = body.budgetAccountId ? await getBudgetAccount(tx, body.budgetAccountId) : null;
    if (body.type === 'payAccount' && !body.payAccountId) throw badRequest('budget_pay_account', 'En budgetkonto, der måles på en lønkonto, skal have lønkontoen.');
    await assertPayAccountsExist(tx, [body.payAccountId]);
    const alreadyUsed = new Set(existing?.propertyId ? [existing.propertyId] : []);
    await assertSelectableProperties(tx, [body.propertyId], { typeKey: 'budget', typeLabel: 'en budgetegenskab', alreadyUsed });
    const [taken] = await tx
      .select({ id: budgetAccounts.id })
      .from(budgetAccounts)
      .where(and(sql`lower(${budgetAccounts.name}) = ${body.name.toLowerCase()}`, existing ? ne(budgetAccounts.id, existing.id) : undefined));
    if (taken) throw badRequest('budget_account_name_taken', `Der findes allerede en budgetkonto med navnet "${body.name}".`);
    const values = {
      name: body.name,
      budgetGroup: body.budgetGroup || null,
      sortOrder: body.sortOrder,
      type: body.type,
      payAccountId: body.payAccountId ?? null,
      propertyId: body.propertyId ?? null,
    };
    const [row] = existing
      ? await tx.update(budgetAccounts).set(values).where(eq(budgetAccounts.id, existing.id)).returning()
      : await tx.insert(budgetAccounts).values(values).returning();
    return toBudgetAccountDto(row!);
  }),
);

export const deleteBudgetAccount = handle(contract.budget.deleteBudgetAccount, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const row = await getBudgetAccount(tx, query.id);
    const [used] = await tx.select({ n: count() }).from(budgetFte).where(eq(budgetFte.budgetAccountId, row.id));
    if (used && used.n > 0) throw badRequest('budget_account_in_use', `Budgetkontoen "${row.name}" indgår i FTE-budgettet og kan ikke slettes.`);
    await tx.delete(budgetAccounts).where(eq(budgetAccounts.id, row.id));
    return null;
  }),
);
