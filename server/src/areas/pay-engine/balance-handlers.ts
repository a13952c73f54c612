import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { queryRows } from '../../db/raw.ts';
import { notFound } from '../../errors.ts';
import { balanceDto, employeeBalances } from './balances-repository.ts';
import { assertEmployeeReadable } from './engine-access.ts';
import { loadAccounts } from './engine-inputs.ts';
import { todayInCopenhagen } from '../../clock.ts';

/**
 * GetBalance: every balance of the employee at the end of calcTo (today when left out), per account and
 * balance year, each with the entries that make it (rule, realised watch, value; expiries and what they moved).
 */
export const getBalance = handle(contract.plan.getBalance, async ({ db, user, query }) => {
  await assertEmployeeReadable(db, user, query.employeeId);
  const calcTo = query.calcTo ?? todayInCopenhagen();
  return db.transaction(async (tx) => {
    const employments = await queryRows<{ id: number }>(tx, sql`select id from employments where employee_id = ${query.employeeId}`);
    if (employments.length === 0) throw notFound('Medarbejderen har ingen ansættelser.');
    const accounts = await loadAccounts(tx);
    const rules = await queryRows<{ id: number; name: string }>(tx, sql`select id, name from pay_account_rules`);
    const ruleNames = new Map(rules.map((rule) => [Number(rule.id), rule.name]));
    const request = { employeeId: query.employeeId, employmentIds: employments.map((row) => Number(row.id)) };
    const balances = (await employeeBalances(tx, [request], async () => accounts, calcTo, true)).get(query.employeeId) ?? [];
    return balances.map((balance) => balanceDto(balance, accounts.get(balance.payAccountId), ruleNames));
  });
});
