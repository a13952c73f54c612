import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import { contract, type WatchTemplateDto } from '@kaj/contract';
import { datesBetween, dayType, type IsoDate } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { properties, watchTemplates } from '../../../db/schema/index.ts';
import { badRequest } from '../../../errors.ts';
import { chooseProperties } from '../../properties/choosable.ts';
import { getEmploymentRow } from '../../employees/employments-repository.ts';
import { loadTemplates } from '../../watch-templates/templates-repository.ts';
import { rowOfEmployment } from '../rows/index.ts';
import { actorOf, writeAudit } from './watch-audit.ts';
import { assertMayChange } from './watch-access.ts';
import { assertChangeable, assertMonthsOpen, counting } from './watch-rules.ts';
import { getRealised, realisedBetween, replaceProperties, updateRealised } from './watch-store.ts';
import { placePlannedWatch } from './place-watch.ts';
import { settle } from './settle.ts';
import { danishDate } from './watch-times.ts';

/** The absence code of a property: an active code (shared or the planner's) whose every watch carries it, e.g. FE for Ferie. */
async function absenceTemplate(db: Db, user: SessionUser, propertyId: number, name: string): Promise<WatchTemplateDto> {
  const templates = await loadTemplates(db, and(eq(watchTemplates.active, true), or(isNull(watchTemplates.planUserId), eq(watchTemplates.planUserId, user.id))));
  const found = templates.find((template) =>
    [...template.details, ...template.subTemplates.flatMap((sub) => sub.details)].every((detail) => detail.properties.some((p) => p.propertyId === propertyId)),
  );
  if (!found) throw badRequest('no_absence_code', `Der findes ingen aktiv vagtkode med fraværet ${name}.`);
  return found;
}

/**
 * Grants absence from start to end (docs/decisions.md): a day with watches keeps them and they get the absence
 * property (instead of another absence); a free workday gets the absence code; weekends, holidays and days
 * outside the employment are left as they are.
 */
async function grantAbsence(db: Db, user: SessionUser, query: { employmentId: number; start: IsoDate; end: IsoDate; propertyId: number }): Promise<void> {
  if (query.end < query.start) throw badRequest('end_before_start', 'Slutdatoen skal ligge efter startdatoen.');
  const actor = actorOf(user);
  const employment = await getEmploymentRow(db, query.employmentId);
  await assertMayChange(db, user, [employment], 'plan');
  const property = (await chooseProperties(db, [query.propertyId])).get(query.propertyId)!;
  if (property.typeKey !== 'absence') throw badRequest('not_an_absence', `${property.name} er ikke et fravær.`);
  const first = query.start < employment.startDate ? employment.startDate : query.start;
  const last = employment.endDate !== null && employment.endDate < query.end ? employment.endDate : query.end;
  if (last < first) throw badRequest('absence_outside_employment', `Fraværet ${danishDate(query.start)}-${danishDate(query.end)} ligger uden for ansættelsen.`);

  const watches = counting(await realisedBetween(db, employment.id, first, last));
  await assertChangeable(db, watches);
  await assertMonthsOpen(db, employment.id, datesBetween(first, last));
  const attached = [...new Set(watches.flatMap((watch) => watch.properties.map((p) => p.propertyId)))];
  const absences = attached.length
    ? await db
        .select({ id: properties.id })
        .from(properties)
        .where(and(eq(properties.propertyTypeId, property.propertyTypeId), inArray(properties.id, attached)))
    : [];
  const otherAbsence = new Set(absences.map((row) => row.id));
  for (const watch of watches) {
    const kept = watch.properties.filter((p) => !otherAbsence.has(p.propertyId));
    await replaceProperties(db, [{ realisedWatchId: watch.id, properties: [...kept, { propertyId: property.id, value: null }] }]);
    await updateRealised(db, watch.id, actor.userId, {});
  }
  const after = await getRealised(
    db,
    watches.map((watch) => watch.id),
  );
  await writeAudit(
    db,
    actor,
    'change',
    watches.map((before, index) => ({ before, after: after[index]! })),
  );

  const busy = new Set(watches.map((watch) => watch.startDate));
  const free = datesBetween(first, last).filter((date) => !busy.has(date) && dayType(date) === 'workday');
  if (free.length) {
    const template = await absenceTemplate(db, user, property.id, property.name);
    for (const date of free) await placePlannedWatch(db, actor, employment, template, date);
  }
  await settle(db, [{ employmentId: employment.id, date: first }]);
}

export const employeeAbsencePeriod = handle(contract.plan.employeeAbsencePeriod, async ({ db, user, query }) => {
  await db.transaction((tx) => grantAbsence(tx, user, query));
  return rowOfEmployment(db, user, query.employmentId, { start: query.returnStart ?? query.start, end: query.returnEnd ?? query.end });
});
