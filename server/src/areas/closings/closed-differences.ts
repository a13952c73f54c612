import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { decimal, formatDecimal, nextPeriod } from '@kaj/domain';
import type { Decimal, Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { writeAppLog } from '../../http/app-log.ts';
import { handle } from '../../http/handler.ts';
import { recalculateEmployments } from '../pay-engine/recalculate.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';
import { danishMonth } from '../shared/danish-dates.ts';
import { auditClosing } from './closing-audit.ts';
import { loadClosingContext } from './closing-context.ts';
import { closingSubject, scopeOf } from './closing-view.ts';
import { freezeClosing } from './freeze.ts';
import { deleteFrozenFigures, readFrozenFigures } from './frozen-figures.ts';

interface AccountDifference {
  payAccountId: number;
  payAccountName: string;
  frozen: Decimal;
  recomputed: Decimal;
  carried: Decimal;
  correction: Decimal;
}

interface ClosedDifference {
  closingId: number;
  employmentId: number;
  employeeName: string;
  period: Period;
  exported: boolean;
  nextOpenPeriod: Period | null;
  accounts: AccountDifference[];
}

/** Thrown to roll back the trial recalculation. */
class TrialOver extends Error {}

/**
 * What the rules as they are now would have made of the department's locked months from `since` on, exported or not:
 * each month is unlocked, recalculated and frozen again, oldest first per employment (as CalculateClosed does), inside
 * a transaction that is rolled back, so nothing changes. Only pay accounts whose activity differs (after what earlier
 * corrections carried) are listed.
 */
async function closedDifferences(db: Db, departmentId: number, since: Period): Promise<ClosedDifference[]> {
  const rows = await queryRows<{ id: number; employment_id: number; period: string; exported: boolean; end_date: string | null }>(
    db,
    sql`select c.id, c.employment_id, c.period::text, c.lessor_export_id is not null as exported, e.end_date::text
        from closings c join employments e on e.id = c.employment_id
        where c.locked and c.period >= ${since}::date
          and exists (select 1 from employment_properties ep where ep.employment_id = c.employment_id and ep.property_id = ${departmentId})
        order by c.employment_id, c.period`,
  );
  if (rows.length === 0) return [];
  const carried = await carriedSums(db, rows.map((row) => Number(row.id)));
  const result: ClosedDifference[] = [];
  await db
    .transaction(async (tx) => {
      const context = await loadClosingContext(tx);
      const locked = new Set(
        (await queryRows<{ key: string }>(tx, sql`select employment_id || '|' || period::text as key from closings where locked`)).map((row) => row.key),
      );
      for (const row of rows) {
        const employmentId = Number(row.employment_id);
        const subject = await closingSubject(tx, employmentId);
        const before = await readFrozenFigures(tx, Number(row.id));
        await deleteFrozenFigures(tx, Number(row.id), employmentId, row.period);
        await tx.execute(sql`update closings set locked = false where id = ${row.id}`);
        await recalculateEmployments(tx, [employmentId], row.period);
        await tx.execute(sql`update closings set locked = true where id = ${row.id}`);
        const after = await freezeClosing(tx, context, Number(row.id), scopeOf(subject.employment, row.period));
        const accounts: AccountDifference[] = [];
        for (const payAccountId of new Set([...before.accounts, ...after.accounts].map((figure) => figure.payAccountId))) {
          const frozen = before.accounts.find((figure) => figure.payAccountId === payAccountId)?.activity ?? 0n;
          const recomputed = after.accounts.find((figure) => figure.payAccountId === payAccountId)?.activity ?? 0n;
          const already = carried.get(`${row.id}|${payAccountId}`) ?? 0n;
          const correction = recomputed - frozen - already;
          if (recomputed === frozen && already === 0n) continue;
          accounts.push({ payAccountId, payAccountName: context.accounts.get(payAccountId)?.name ?? `Konto ${payAccountId}`, frozen, recomputed, carried: already, correction });
        }
        if (accounts.length === 0) continue;
        let next = nextPeriod(row.period);
        while (locked.has(`${employmentId}|${next}`)) next = nextPeriod(next);
        const ended = row.end_date !== null && row.end_date < next;
        result.push({ closingId: Number(row.id), employmentId, employeeName: subject.record.employeeName, period: row.period, exported: row.exported, nextOpenPeriod: ended ? null : next, accounts });
      }
      throw new TrialOver();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TrialOver)) throw error;
    });
  return result;
}

/** What earlier corrections carried from each closing, per pay account (`closingId|payAccountId`). */
async function carriedSums(db: Db, closingIds: readonly number[]): Promise<Map<string, Decimal>> {
  const rows = await queryRows<{ source_closing_id: number; pay_account_id: number; value: string }>(
    db,
    sql`select source_closing_id, pay_account_id, sum(value)::text as value from pay_corrections
        where source_closing_id = any(${`{${closingIds.join(',')}}`}::int[]) group by 1, 2`,
  );
  return new Map(rows.map((row) => [`${row.source_closing_id}|${row.pay_account_id}`, decimal(row.value)]));
}

const shown = (value: Decimal) => Number(formatDecimal(value));

export const getClosedDifferences = handle(contract.plan.getClosedDifferences, async ({ db, query }) =>
  (await closedDifferences(db, query.departmentId, query.since)).map((difference) => ({
    ...difference,
    accounts: difference.accounts.map((account) => ({
      ...account,
      frozen: shown(account.frozen),
      recomputed: shown(account.recomputed),
      carried: shown(account.carried),
      correction: shown(account.correction),
    })),
  })),
);

/**
 * CarryClosedCorrections: each difference still to carry becomes a correction in the employment's next open month
 * (a locked month's figures never change; the next month pays or takes back the difference), recorded in the audit
 * trail of the closing it comes from and in the application log; then the open months are recalculated, which posts them.
 */
export const carryClosedCorrections = handle(contract.plan.carryClosedCorrections, async ({ db, user, body }) => {
  const differences = await closedDifferences(db, body.departmentId, body.since);
  return db.transaction(async (tx) => {
    let corrections = 0;
    const employmentIds = new Set<number>();
    for (const difference of differences) {
      if (difference.nextOpenPeriod === null) continue;
      const carried = difference.accounts.filter((account) => account.correction !== 0n);
      if (carried.length === 0) continue;
      for (const account of carried) {
        await tx.execute(sql`insert into pay_corrections (employment_id, pay_account_id, period, value, source_closing_id, created_by)
          values (${difference.employmentId}, ${account.payAccountId}, ${difference.nextOpenPeriod}::date, ${formatDecimal(account.correction)}, ${difference.closingId}, ${user.id})`);
      }
      corrections += carried.length;
      employmentIds.add(difference.employmentId);
      const summary = carried.map((account) => `${account.payAccountName} ${formatDecimal(account.correction)}`).join('; ');
      await auditClosing(tx, user, {
        closingId: difference.closingId,
        employmentId: difference.employmentId,
        period: difference.period,
        action: 'correct',
        after: { into: difference.nextOpenPeriod, corrections: carried.map((account) => ({ payAccountId: account.payAccountId, value: formatDecimal(account.correction) })) },
      });
      await writeAppLog(tx, {
        level: 'info',
        message: `Rettelse fra ${danishMonth(difference.period)} overført til ${danishMonth(difference.nextOpenPeriod)}: ${difference.employeeName}: ${summary}`,
        userName: `${user.firstName} ${user.lastName}`.trim(),
      });
    }
    await recalculateAfter(tx, { kind: 'employments', employmentIds: [...employmentIds] }, { reason: 'Rettelser fra låste måneder er overført', user });
    return { corrections, employments: employmentIds.size };
  });
});
