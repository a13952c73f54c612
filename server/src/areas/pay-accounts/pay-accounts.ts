import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { contract, type ParsedBodyOf } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { payAccountRules, payAccounts } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { toPayAccountDto, type PayAccountRow } from './pay-account-mappers.ts';
import { payAccountUse } from './pay-account-usage.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

type SavePayAccount = ParsedBodyOf<typeof contract.agreement.savePayAccount>;

const listPayAccounts = (db: Db) => db.select().from(payAccounts).orderBy(asc(payAccounts.name));

/** The checks of DOMAIN.md section 6 that tie an account to its parent and overflow account. */
function assertFits(all: readonly PayAccountRow[], id: number | null, body: SavePayAccount): void {
  const byId = new Map(all.map((row) => [row.id, row]));
  const parentId = body.parentId ?? null;
  if (parentId !== null) {
    const parent = byId.get(parentId);
    if (!parent) throw badRequest('unknown_pay_account', 'Den overordnede lønkonto findes ikke.');
    for (let next: PayAccountRow | undefined = parent, steps = 0; next && steps <= all.length; next = next.parentId === null ? undefined : byId.get(next.parentId), steps++) {
      if (next.id === id) throw badRequest('pay_account_cycle', 'En lønkonto kan ikke ligge under sig selv eller sine egne underkonti.');
    }
    if (body.useParentBalance && parent.unit !== body.unit) {
      throw badRequest('pay_account_unit', 'En konto, der bruger den overordnede kontos saldo, skal have samme enhed som den.');
    }
  } else if (body.useParentBalance) {
    throw badRequest('pay_account_no_parent', 'En konto kan kun bruge den overordnede kontos saldo, når den har en overordnet konto.');
  }
  const overflowId = body.useForOverflowId ?? null;
  if (overflowId !== null) {
    if (overflowId === id) throw badRequest('pay_account_overflow_self', 'En lønkonto kan ikke modtage sit eget udløb.');
    if (!byId.has(overflowId)) throw badRequest('unknown_pay_account', 'Lønkontoen, der skal modtage udløbet, findes ikke.');
  }
  if (!body.carriesBalance && (body.saldoStartMonth != null || overflowId !== null)) {
    throw badRequest('flow_account', 'En flowkonto nulstilles hver periode og har hverken saldoår eller udløb.');
  }
}

export const getPayAccounts = handle(contract.plan.getPayAccounts, async ({ db }) => (await listPayAccounts(db)).map(toPayAccountDto));

export const savePayAccount = handle(contract.agreement.savePayAccount, async ({ db, body, user }) =>
  db.transaction(async (tx) => {
    const all = await listPayAccounts(tx);
    const id = body.payAccountId ?? null;
    if (id !== null && !all.some((row) => row.id === id)) throw notFound('Lønkontoen findes ikke.');
    assertFits(all, id, body);
    const [taken] = await tx
      .select({ id: payAccounts.id })
      .from(payAccounts)
      .where(and(sql`lower(${payAccounts.name}) = ${body.name.toLowerCase()}`, id === null ? undefined : ne(payAccounts.id, id)));
    if (taken) throw badRequest('pay_account_name_taken', `Der findes allerede en lønkonto med navnet "${body.name}".`);
    const values = {
      name: body.name,
      unit: body.unit,
      parentId: body.parentId ?? null,
      useParentBalance: body.useParentBalance,
      carriesBalance: body.carriesBalance,
      saldoStartMonth: body.saldoStartMonth ?? null,
      useForOverflowId: body.useForOverflowId ?? null,
      displayOffsetYear: body.displayOffsetYear,
    };
    const [row] = id === null ? await tx.insert(payAccounts).values(values).returning() : await tx.update(payAccounts).set(values).where(eq(payAccounts.id, id)).returning();
    // Balances, overflow and saldo years follow the account: the agreements with rules posting to it are recalculated.
    if (id !== null) {
      const rules = await tx.select({ id: payAccountRules.id }).from(payAccountRules).where(eq(payAccountRules.payAccountId, id));
      await recalculateAfter(tx, { kind: 'rules', ruleIds: rules.map((rule) => rule.id) }, { reason: `Lønkontoen "${body.name}" er gemt`, user });
    }
    return toPayAccountDto(row!);
  }),
);

export const deletePayAccount = handle(contract.agreement.deletePayAccount, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const [row] = await tx.select().from(payAccounts).where(eq(payAccounts.id, query.id));
    if (!row) throw notFound('Lønkontoen findes ikke.');
    const use = await payAccountUse(tx, row.id);
    if (use) throw badRequest('pay_account_in_use', `Lønkontoen "${row.name}" bruges af ${use} og kan ikke slettes.`);
    await tx.delete(payAccounts).where(eq(payAccounts.id, row.id));
    return null;
  }),
);
