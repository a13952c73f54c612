import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { periodEnd } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import { queryRows } from '../../../db/raw.ts';
import { badRequest, notFound } from '../../../errors.ts';
import { writableEmployment } from '../../pay-engine/index.ts';
import { rowOfEmployment } from '../rows/index.ts';

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
