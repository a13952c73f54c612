import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { formatDecimal } from '@kaj/domain';
import type { Decimal, Period } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { writeAppLog } from '../../http/app-log.ts';
import { handle } from '../../http/handler.ts';
import { recalculateEmployments } from '../pay-engine/recalculate.ts';
import { danishMonth } from '../shared/danish-dates.ts';
import { auditClosing } from './closing-audit.ts';
import { loadClosingContext, type ClosingContext } from './closing-context.ts';
import type { ClosingFigures } from './closing-figures.ts';
import { closingSubject, scopeOf } from './closing-view.ts';
import { figuresSummary, freezeClosing } from './freeze.ts';
import { deleteFrozenFigures, readFrozenFigures } from './frozen-figures.ts';

/**
 * CalculateClosed(Since) (DOMAIN.md section 8): the locked months (from `since` on) are recalculated with the rules as
 * they are now, oldest first per employment, and each difference from the frozen figures is written to the audit trail
 * and the application log. An exported closing never changes. One transaction per employment.
 */
async function recalculateClosed(db: Db, user: SessionUser, since: Period | null): Promise<void> {
  const rows = await queryRows<{ id: number; employment_id: number; period: string }>(
    db,
    sql`select id, employment_id, period::text from closings
        where locked and lessor_export_id is null ${since === null ? sql`` : sql`and period >= ${since}::date`}
        order by employment_id, period`,
  );
  const byEmployment = new Map<number, { id: number; period: Period }[]>();
  for (const row of rows) {
    const list = byEmployment.get(Number(row.employment_id)) ?? [];
    list.push({ id: Number(row.id), period: row.period });
    byEmployment.set(Number(row.employment_id), list);
  }
  for (const [employmentId, closings] of byEmployment) {
    await db.transaction(async (tx) => {
      const context = await loadClosingContext(tx);
      const subject = await closingSubject(tx, employmentId);
      for (const closing of closings) {
        const before = await readFrozenFigures(tx, closing.id);
        await deleteFrozenFigures(tx, closing.id, employmentId, closing.period);
        await tx.execute(sql`update closings set locked = false where id = ${closing.id}`);
        await recalculateEmployments(tx, [employmentId], closing.period);
        await tx.execute(sql`update closings set locked = true where id = ${closing.id}`);
        const after = await freezeClosing(tx, context, closing.id, scopeOf(subject.employment, closing.period));
        const changes = differences(context, before, after);
        if (changes.length === 0) continue;
        await auditClosing(tx, user, { closingId: closing.id, employmentId, period: closing.period, action: 'recalculate', before: figuresSummary(before), after: figuresSummary(after) });
        await writeAppLog(tx, {
          level: 'info',
          message: `Låst afslutning genberegnet: ${subject.record.employeeName}, ${danishMonth(closing.period)}: ${changes.join('; ')}`,
          userName: `${user.firstName} ${user.lastName}`.trim(),
        });
      }
    });
  }
}

/** Each figure that changed, in Danish: `Afspadsering aktivitet 12 → 15`. */
export function differences(context: ClosingContext, before: ClosingFigures, after: ClosingFigures): string[] {
  const changes: string[] = [];
  const compare = (label: string, was: Decimal | undefined, now: Decimal | undefined) => {
    if ((was ?? 0n) !== (now ?? 0n)) changes.push(`${label} ${formatDecimal(was ?? 0n)} → ${formatDecimal(now ?? 0n)}`);
  };
  const accountName = (id: number) => context.accounts.get(id)?.name ?? `konto ${id}`;
  const accountIds = new Set([...before.accounts, ...after.accounts].map((figure) => figure.payAccountId));
  for (const id of accountIds) {
    const was = before.accounts.find((figure) => figure.payAccountId === id);
    const now = after.accounts.find((figure) => figure.payAccountId === id);
    compare(`${accountName(id)} primosaldo`, was?.openingBalance, now?.openingBalance);
    compare(`${accountName(id)} aktivitet`, was?.activity, now?.activity);
    compare(`${accountName(id)} ultimosaldo`, was?.closingBalance, now?.closingBalance);
  }
  const sums = (figures: ClosingFigures) => {
    const by = new Map<string, Decimal>();
    for (const figure of figures.closingActivities) {
      const key = `${accountName(figure.payAccountId)} ${context.types.get(figure.typeId)?.name ?? ''}`.trim();
      by.set(key, (by.get(key) ?? 0n) + figure.value);
    }
    for (const figure of figures.exportValues) {
      const key = `lønart ${figure.account}${figure.departmentCode ? ` (${figure.departmentCode})` : ''}`;
      by.set(key, (by.get(key) ?? 0n) + figure.value);
    }
    return by;
  };
  const was = sums(before);
  const now = sums(after);
  for (const key of new Set([...was.keys(), ...now.keys()])) compare(key, was.get(key), now.get(key));
  return changes;
}

export const calculateClosed = handle(contract.plan.calculateClosed, async ({ db, user }) => {
  await recalculateClosed(db, user, null);
  return null;
});

export const calculateClosedSince = handle(contract.plan.calculateClosedSince, async ({ db, user, query }) => {
  await recalculateClosed(db, user, query.period);
  return null;
});
