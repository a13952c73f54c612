import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { periodEnd } from '@kaj/domain';
import { handle } from '../../http/handler.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest, notFound } from '../../errors.ts';
import { rowOfEmployment } from '../planning/rows/index.ts';
import { balanceDto, employeeBalances } from './balances-repository.ts';
import { assertEmployeeReadable, writableEmployment } from './engine-access.ts';
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
    const balances = (await employeeBalances(tx, [request], accounts, calcTo, true)).get(query.employeeId) ?? [];
    return balances.map((balance) => balanceDto(balance, accounts.get(balance.payAccountId), ruleNames));
  });
});

/** SetBalanceExpiryDate: one balance's last day of spending, kept by later recalculations; left out, it never expires. */
export const setBalanceExpiryDate = handle(contract.plan.setBalanceExpiryDate, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const employment = await writableEmployment(tx, user, query.employmentid);
    const [balance] = await queryRows<{ balance_year: string }>(
      tx,
      sql`select balance_year::text from pay_account_balances where id = ${query.payAccountBalanceId} and employee_id = ${employment.employeeId}`,
    );
    if (!balance) throw notFound('Saldoen findes ikke for medarbejderen.');
    const expiryDate = query.expiryDate ?? null;
    if (expiryDate !== null && expiryDate < balance.balance_year) throw badRequest('expiry_before_year', 'Udløbsdatoen ligger før saldoårets start.');
    await tx.execute(sql`update pay_account_balances set expiry_date = ${expiryDate}::date, expiry_date_set_by_user = true where id = ${query.payAccountBalanceId}`);
    return rowOfEmployment(tx, user, query.employmentid, { start: query.period, end: periodEnd(query.period) });
  }),
);
