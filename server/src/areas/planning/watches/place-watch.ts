import { addDays, type IsoDate } from '@kaj/domain';
import type { WatchTemplateDto } from '@kaj/contract';
import type { Db } from '../../../db/client.ts';
import { badRequest } from '../../../errors.ts';
import type { EmploymentRow } from '../../employees/employments-repository.ts';
import { writeAddedAudit, type Actor } from './watch-audit.ts';
import { assertInsideEmployment, assertMonthsOpen, assertNoOverlap } from './watch-rules.ts';
import { insertPlans, insertRealised, type PlanRow, type RealisedValues, type RealisedWithProperties } from './watch-store.ts';
import { paidMinutesOn, timesOf } from './watch-times.ts';

type Detail = WatchTemplateDto['details'][number];

/**
 * The realised watches a template plans on a date: each detail on the date plus its sub-template's day
 * offset, at its wall-clock times (DST-correct instants), with its properties (docs/decisions.md).
 */
export function realisedOfTemplate(template: WatchTemplateDto, employmentId: number, date: IsoDate, plannedWatchId: number | null): RealisedValues[] {
  const placed = (detail: Detail, dayOffset: number): RealisedValues => {
    const day = dayOffset === 0 ? date : addDays(date, dayOffset);
    return {
      ...timesOf(day, detail.startTime, detail.endTime),
      employmentId,
      plannedWatchId,
      watchTemplateId: template.watchTemplateId,
      watchDetailId: detail.watchDetailId,
      totalTime: paidMinutesOn(day, detail.startTime, detail.endTime, detail.totalTime),
      overridden: false,
      comment: null,
      properties: detail.properties.map((property) => ({ propertyId: property.propertyId, value: property.value === null ? null : String(property.value) })),
    };
  };
  return [...template.details.map((detail) => placed(detail, 0)), ...template.subTemplates.flatMap((sub) => sub.details.map((detail) => placed(detail, sub.dayOffsetId)))];
}

export interface Placed {
  plan: PlanRow;
  realised: RealisedWithProperties[];
}

/**
 * Places a template on an employment and a date: the planned watch and its realised watches, refused
 * outside the employment, in a locked month, over another watch, or with an inactive code. The caller
 * checks access and settles (recalculation, live update) once for all it places.
 */
export async function placePlannedWatch(db: Db, actor: Actor, employment: EmploymentRow, template: WatchTemplateDto, date: IsoDate): Promise<Placed> {
  return (await placePlannedWatches(db, actor, [{ employment, template, date }]))[0]!;
}

/**
 * Places many templates on employments and dates at once, by the same rules as one (a rotation lays a year of them
 * for a crew): each check and write is one statement for thousands of watches (the rows go as one JSON parameter), and any refusal refuses them all.
 */
export async function placePlannedWatches(
  db: Db,
  actor: Actor,
  items: readonly { employment: EmploymentRow; template: WatchTemplateDto; date: IsoDate; /** The template's watches on the date, when the caller has them already. */ realised?: readonly RealisedValues[] }[],
): Promise<Placed[]> {
  if (items.length === 0) return [];
  const inactive = items.find((item) => !item.template.active);
  if (inactive) throw badRequest('watch_template_inactive', `Vagtkoden ${inactive.template.code} er deaktiveret og kan ikke planlægges.`);
  const planned = items.map((item) => item.realised ?? realisedOfTemplate(item.template, item.employment.id, item.date, null));
  const datesOf = new Map<number, { employment: EmploymentRow; dates: Set<IsoDate> }>();
  items.forEach((item, index) => {
    const entry = datesOf.get(item.employment.id) ?? { employment: item.employment, dates: new Set<IsoDate>() };
    entry.dates.add(item.date);
    for (const watch of planned[index]!) entry.dates.add(watch.startDate);
    datesOf.set(item.employment.id, entry);
  });
  for (const { employment, dates } of datesOf.values()) {
    assertInsideEmployment(employment, [...dates]);
    await assertMonthsOpen(db, employment.id, [...dates]);
  }
  const plans = await insertPlans(
    db,
    items.map((item) => ({ employmentId: item.employment.id, watchTemplateId: item.template.watchTemplateId, startDate: item.date, planUserId: actor.userId })),
  );
  const realised = await insertRealised(
    db,
    actor.userId,
    planned.flatMap((watches, index) => watches.map((watch) => ({ ...watch, plannedWatchId: plans[index]!.id }))),
  );
  await assertNoOverlap(
    db,
    realised.map((watch) => watch.id),
  );
  await writeAddedAudit(db, actor, plans, realised);
  const byPlan = new Map<number, RealisedWithProperties[]>();
  for (const watch of realised) byPlan.set(watch.plannedWatchId!, [...(byPlan.get(watch.plannedWatchId!) ?? []), watch]);
  return plans.map((plan) => ({ plan, realised: byPlan.get(plan.id) ?? [] }));
}
