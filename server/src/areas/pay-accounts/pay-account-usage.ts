import { asc, eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  agreementPayAccounts,
  agreements,
  budgetAccounts,
  exportAccounts,
  payAccountRuleReferences,
  payAccountRules,
  payAccounts,
} from '../../db/schema/index.ts';

/** What refers to a pay account, as a Danish phrase for the first thing found; null when nothing does. */
export async function payAccountUse(db: Db, id: number): Promise<string | null> {
  const [rule] = await db.select({ name: payAccountRules.name }).from(payAccountRules).where(eq(payAccountRules.payAccountId, id)).orderBy(asc(payAccountRules.name)).limit(1);
  if (rule) return `reglen "${rule.name}"`;
  const [referencing] = await db
    .select({ name: payAccountRules.name })
    .from(payAccountRuleReferences)
    .innerJoin(payAccountRules, eq(payAccountRules.id, payAccountRuleReferences.payAccountRuleId))
    .where(eq(payAccountRuleReferences.payAccountId, id))
    .limit(1);
  if (referencing) return `reglen "${referencing.name}"`;
  const [account] = await db
    .select({ name: payAccounts.name })
    .from(payAccounts)
    .where(or(eq(payAccounts.parentId, id), eq(payAccounts.useForOverflowId, id)))
    .limit(1);
  if (account) return `lønkontoen "${account.name}"`;
  const [agreement] = await db
    .select({ code: agreements.code })
    .from(agreementPayAccounts)
    .innerJoin(agreements, eq(agreements.id, agreementPayAccounts.agreementId))
    .where(eq(agreementPayAccounts.payAccountId, id))
    .limit(1);
  if (agreement) return `overenskomsten ${agreement.code}`;
  const [exportAccount] = await db.select({ name: exportAccounts.name }).from(exportAccounts).where(eq(exportAccounts.payAccountId, id)).limit(1);
  if (exportAccount) return `eksportkontoen "${exportAccount.name}"`;
  const [budgetAccount] = await db.select({ name: budgetAccounts.name }).from(budgetAccounts).where(eq(budgetAccounts.payAccountId, id)).limit(1);
  if (budgetAccount) return `budgetkontoen "${budgetAccount.name}"`;
  return null;
}
