import { and, eq, isNull, or } from 'drizzle-orm';
import { contract, type WatchTemplateDto } from '@kaj/contract';
import { datesBetween, dayType, type IsoDate } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { watchTemplates } from '../../../db/schema/index.ts';
import { badRequest } from '../../../errors.ts';
import { chooseProperties } from '../../properties/choosable.ts';
import { getEmploymentRow, type EmploymentRow } from '../../employees/employments-repository.ts';
import { loadTemplates } from '../../watch-templates/templates-repository.ts';
import { rowOfEmployment } from '../rows/index.ts';
import { actorOf } from './watch-audit.ts';
import { markWatches } from './mark-watches.ts';
import { assertMayChange } from './watch-access.ts';
import { assertMonthsOpen, counting } from './watch-rules.ts';
import { realisedBetween } from './watch-store.ts';
import { placePlannedWatch } from './place-watch.ts';
import { settle } from './settle.ts';
import { danishDate } from '../../shared/danish-dates.ts';
import { grantWishesCovered } from '../../absence-wishes/absence-wishes.ts';

/** The absence code of a property: an active code (shared or the planner's) whose every watch carries it, e.g. FE for Ferie. */
async function absenceTemplate(db: Db, user: SessionUser, propertyId: number, name: string): Promise<WatchTemplateDto> {
  const templates = await loadTemplates(db, and(eq(watchTemplates.active, true), or(isNull(watchTemplates.planUserId), eq(watchTemplates.planUserId, user.id))));
  const found = templates.find((template) =>
    [...template.details, ...template.subTemplates.flatMap((sub) => sub.details)].every((detail) => detail.properties.some((p) => p.propertyId === propertyId)),
  );
  if (!found) throw badRequest('no_absence_code', `Der findes ingen aktiv vagtkode med fraværet ${name}.`);
  return found;
}

/** What granting an absence did: the free workdays that got the absence code, and the days whose watches got the absence. */
export interface PlacedAbsence {
  placedDays: IsoDate[];
  markedDays: IsoDate[];
}

/**
 * Grants absence from start to end (docs/decisions.md): a day with watches keeps them and they get the absence
 * property (instead of another absence); a free workday gets the absence code; weekends, holidays and days
 * outside the employment are left as they are. The caller has checked access and locked the employment.
 */
export async function placeAbsence(db: Db, user: SessionUser, employment: EmploymentRow, query: { start: IsoDate; end: IsoDate; propertyId: number }): Promise<PlacedAbsence> {
  if (query.end < query.start) throw badRequest('end_before_start', 'Slutdatoen skal ligge efter startdatoen.');
  const actor = actorOf(user);
  const property = (await chooseProperties(db, [query.propertyId])).get(query.propertyId)!;
  if (property.typeKey !== 'absence') throw badRequest('not_an_absence', `${property.name} er ikke et fravær.`);
  const first = query.start < employment.startDate ? employment.startDate : query.start;
  const last = employment.endDate !== null && employment.endDate < query.end ? employment.endDate : query.end;
  if (last < first) throw badRequest('absence_outside_employment', `Fraværet ${danishDate(query.start)}-${danishDate(query.end)} ligger uden for ansættelsen.`);

  const watches = counting(await realisedBetween(db, employment.id, first, last));
  await assertMonthsOpen(db, employment.id, datesBetween(first, last));
  await markWatches(db, actor, watches, { propertyId: property.id, value: null }, property.propertyTypeId);

  const busy = new Set(watches.map((watch) => watch.startDate));
  const free = datesBetween(first, last).filter((date) => !busy.has(date) && dayType(date) === 'workday');
  if (free.length) {
    const template = await absenceTemplate(db, user, property.id, property.name);
    for (const date of free) await placePlannedWatch(db, actor, employment, template, date);
  }
  await grantWishesCovered(db, user, { employmentId: employment.id, propertyId: property.id, start: query.start, end: query.end });
  await settle(db, [{ employmentId: employment.id, date: first }]);
  return { placedDays: free, markedDays: [...busy].sort() };
}

async function grantAbsence(db: Db, user: SessionUser, query: { employmentId: number; start: IsoDate; end: IsoDate; propertyId: number }): Promise<void> {
  const employment = await getEmploymentRow(db, query.employmentId);
  await assertMayChange(db, user, [employment], 'plan');
  await placeAbsence(db, user, employment, query);
}

export const employeeAbsencePeriod = handle(contract.plan.employeeAbsencePeriod, async ({ db, user, query }) => {
  await db.transaction((tx) => grantAbsence(tx, user, query));
  return rowOfEmployment(db, user, query.employmentId, { start: query.returnStart ?? query.start, end: query.returnEnd ?? query.end });
});
