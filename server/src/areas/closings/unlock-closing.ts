import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { periodEnd } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertEmploymentsWithin, writeReach } from '../employees/employee-access.ts';
import { notifyPlanChanged } from '../live/index.ts';
import { danishMonth } from '../shared/danish-dates.ts';
import { auditClosing } from './closing-audit.ts';
import { simpleClosingDto } from './closing-dto.ts';
import { closingsByIds, closingsOf, employmentRecords, type ClosingRecord } from './closing-records.ts';
import { lockClosingRows, lockEmployees } from '../shared/row-locks.ts';
import { deleteFrozenFigures, readFrozenFigures } from './frozen-figures.ts';
import { figuresSummary } from './freeze.ts';
import { recalculateFrom } from './fresh-figures.ts';

/**
 * UnlockClosing (DOMAIN.md section 8): reopens locked closings that no later locked month of the employment follows
 * (unless it is reopened in the same call) and no Lessor export holds; all or none. Their frozen figures and closing
 * activities go, their watches open, and the months are recalculated. The employees and the closings are locked
 * first, so an export or a lock of the same closings waits for this or this for it (issue 18.1).
 */
export const unlockClosing = handle(contract.plan.unlockClosing, ({ db, user, body }) =>
  db.transaction(async (tx) => {
    const ids = [...new Set(body)];
    const asked = await closingsByIds(tx, ids);
    const missing = ids.find((id) => !asked.some((closing) => closing.closingId === id));
    if (missing !== undefined) throw notFound(`Afslutningen ${missing} findes ikke.`);
    const employmentIds = [...new Set(asked.map((closing) => closing.employmentId))];
    await assertEmploymentsWithin(tx, await writeReach(tx, user), employmentIds);
    const records = await employmentRecords(tx, employmentIds);
    // Locked, then read again: an export or a lock that committed meanwhile is seen, and none can start until this ends.
    await lockEmployees(tx, [...new Set([...records.values()].map((record) => record.employeeId))]);
    await lockClosingRows(tx, ids);
    const closings = await closingsByIds(tx, ids);

    const reopening = new Set(ids);
    const all = await closingsOf(tx, employmentIds);
    const problems = closings.flatMap((closing) => {
      const what: string[] = [];
      if (!closing.locked) what.push('måneden er ikke låst');
      if (closing.exported) what.push('den indgår i en Lessor-eksport');
      const later = all.find((other) => other.employmentId === closing.employmentId && other.period > closing.period && other.locked && !reopening.has(other.closingId));
      if (later) what.push(`${danishMonth(later.period)} er låst`);
      return what.length > 0 ? [`${records.get(closing.employmentId)?.employeeName ?? ''}, ${danishMonth(closing.period)}: ${what.join('; ')}.`] : [];
    });
    if (problems.length > 0) throw badRequest('unlock_refused', `Afslutningen kan ikke låses op. ${problems.join(' ')}`);

    for (const closing of closings) await reopen(tx, user, closing);
    await recalculateFrom(tx, closings.map((closing) => ({ employeeId: records.get(closing.employmentId)!.employeeId, period: closing.period })));
    await notifyPlanChanged(tx, employmentIds);
    const after = await closingsByIds(tx, ids);
    return after.map((closing) => simpleClosingDto(records.get(closing.employmentId)!, closing.period, closing));
  }),
);

async function reopen(tx: Db, user: SessionUser, closing: ClosingRecord): Promise<void> {
  const before = figuresSummary(await readFrozenFigures(tx, closing.closingId));
  await deleteFrozenFigures(tx, closing.closingId, closing.employmentId, closing.period);
  await tx.execute(sql`update closings set locked = false, locked_at = null, locked_by = null, closing_group_id = null,
    validated = false, validated_at = null, validated_by = null where id = ${closing.closingId}`);
  await tx.execute(sql`update realised_watches set closed = false
    where employment_id = ${closing.employmentId} and start_date between ${closing.period}::date and ${periodEnd(closing.period)}::date`);
  await auditClosing(tx, user, { closingId: closing.closingId, employmentId: closing.employmentId, period: closing.period, action: 'unlock', before });
}
