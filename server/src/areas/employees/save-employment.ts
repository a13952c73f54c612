import { eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { badRequest } from '../../errors.ts';
import { assertReaches } from '../../auth/reach.ts';
import { employmentProperties, employments } from '../../db/schema/index.ts';
import { chooseProperties } from '../properties/choosable.ts';
import { assertEmploymentsWithin, writeReach } from './employee-access.ts';
import { getEmployeeRow } from './employees-repository.ts';
import { assertAgreementExists, getEmploymentRow, loadEmploymentRecord } from './employments-repository.ts';
import { assertDates, assertEmploymentProperties, assertNoOverlap } from './employment-rules.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';
import { agreementFacts } from '../agreements/agreement-facts.ts';
import type { Db } from '../../db/client.ts';

/** Part time is a share of the agreement's full-time week, so the agreement (or one above it) needs hours per day. */
async function assertPartTimeCounts(db: Db, agreementId: number): Promise<void> {
  const facts = (await agreementFacts(db, [agreementId])).get(agreementId);
  if (!facts?.hoursPerDay) throw badRequest('hours_per_day_missing', 'Overenskomsten har ingen timer pr. dag, så timer pr. uge kan ikke regnes om til deltid. Angiv dem under Overenskomster.');
}

/**
 * Creates or updates an employment. A planner works within their departments: the employment's
 * department must be theirs before and after the change.
 */
export const saveEmployment = handle(contract.employee.saveEmployment, async ({ db, user, body }) =>
  db.transaction(async (tx) => {
    const reach = await writeReach(tx, user);
    await getEmployeeRow(tx, body.employeeId);
    const existing = body.employmentId ? await getEmploymentRow(tx, body.employmentId) : null;
    if (existing && existing.employeeId !== body.employeeId) {
      throw badRequest('employment_of_other_employee', 'Ansættelsen hører til en anden medarbejder. Brug "Flyt ansættelse" for at flytte den.');
    }
    if (existing) await assertEmploymentsWithin(tx, reach, [existing.id]);
    await assertAgreementExists(tx, body.agreementId);
    if (body.weeklyHours != null) await assertPartTimeCounts(tx, body.agreementId);
    const before = existing
      ? new Set((await tx.select({ id: employmentProperties.propertyId }).from(employmentProperties).where(eq(employmentProperties.employmentId, existing.id))).map((row) => row.id))
      : new Set<number>();
    const chosen = await chooseProperties(tx, body.propertyIds, before);
    assertEmploymentProperties(chosen.values());
    assertReaches(
      reach,
      [...chosen.values()].filter((property) => property.typeKey === 'department').map((property) => property.id),
    );
    const span = { employmentId: existing?.id, startDate: body.startDate, endDate: body.endDate ?? null, isSecondary: body.isSecondary };
    assertDates(span);
    const others = await tx
      .select({ employmentId: employments.id, startDate: employments.startDate, endDate: employments.endDate, isSecondary: employments.isSecondary })
      .from(employments)
      .where(eq(employments.employeeId, body.employeeId));
    assertNoOverlap(span, others);

    const values = {
      employeeId: body.employeeId,
      agreementId: body.agreementId,
      startDate: body.startDate,
      endDate: body.endDate ?? null,
      description: body.description?.trim() || null,
      calculationOrder: body.calculationOrder,
      isSecondary: body.isSecondary,
      defaultHidden: body.defaultHidden,
      weeklyHours: body.weeklyHours == null ? null : String(body.weeklyHours),
    };
    const [saved] = existing
      ? await tx.update(employments).set(values).where(eq(employments.id, existing.id)).returning({ id: employments.id })
      : await tx.insert(employments).values(values).returning({ id: employments.id });
    if (!saved) throw new Error('Ansættelsen blev ikke gemt');
    await tx.delete(employmentProperties).where(eq(employmentProperties.employmentId, saved.id));
    await tx.insert(employmentProperties).values([...chosen.keys()].map((propertyId) => ({ employmentId: saved.id, propertyId })));
    // Agreement, dates, department and position all feed the pay engine.
    // From the earlier of the old and the new start: a later start takes back what the months before it had.
    const from = existing && existing.startDate < body.startDate ? existing.startDate : body.startDate;
    await recalculateAfter(tx, { kind: 'employments', employmentIds: [saved.id], from }, { reason: 'En ansættelse er gemt', user });
    return loadEmploymentRecord(tx, saved.id);
  }),
);
