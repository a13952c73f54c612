import type { z } from 'zod';
import type { saveRealisedWatchRequest } from '@kaj/contract';
import { addDays, paidMinutesOf, unpaidBreakOf, type IsoDate } from '@kaj/domain';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { badRequest } from '../../../errors.ts';
import { chooseProperties } from '../../properties/choosable.ts';
import { getEmploymentRow } from '../../employees/employments-repository.ts';
import { actorOf, writeAudit } from './watch-audit.ts';
import { assertMayChange } from './watch-access.ts';
import { assertChangeable, assertFresh, assertInsideEmployment, assertMonthsOpen, assertNoOverlap } from './watch-rules.ts';
import { getPlan, getRealised, insertRealised, replaceProperties, updateRealised, type PlanRow, type WatchProperty } from './watch-store.ts';
import { hhmm, realMinutes, timesOf } from './watch-times.ts';
import { detailsOf, differsFromDetail } from './template-details.ts';
import { settle } from './settle.ts';

type SaveRequest = z.output<typeof saveRealisedWatchRequest>;

/** The properties of a watch: each choosable, at most once, and with a value only where its type allows one. */
export async function watchProperties(db: Db, wanted: readonly { propertyId: number; value?: number | null }[], attached: readonly WatchProperty[]): Promise<WatchProperty[]> {
  const ids = wanted.map((p) => p.propertyId);
  const repeated = ids.find((id, index) => ids.indexOf(id) !== index);
  const chosen = await chooseProperties(db, ids, new Set(attached.map((p) => p.propertyId)));
  if (repeated !== undefined) throw badRequest('duplicate_property', `Vagten har ${chosen.get(repeated)?.name ?? 'en egenskab'} to gange.`);
  return wanted.map(({ propertyId, value }) => {
    const property = chosen.get(propertyId)!;
    if (value != null && !property.canHaveValue) throw badRequest('property_without_value', `${property.name} (${property.typeName}) kan ikke have en værdi.`);
    return { propertyId, value: value == null ? null : String(value) };
  });
}

/**
 * The paid minutes of a saved watch. Left out, they follow the times: the real span (a night across the October
 * change lasts 9 hours) less the watch code's unpaid break. Typed, they are kept and marked manual, unless they
 * are what the times give anyway (docs/decisions.md).
 */
function paidTimeOf(body: SaveRequest, unpaidBreak: number): { totalTime: number; paidTimeManual: boolean } {
  const span = realMinutes(body.startDate, body.startTime, body.endTime);
  if (span === 0) throw badRequest('empty_watch', 'Vagten varer ingen tid (tidspunktet findes ikke, når uret stilles frem).');
  const derived = paidMinutesOf(body.startDate, hhmm(body.startTime), hhmm(body.endTime), unpaidBreak);
  if (body.totalTime == null) return { totalTime: derived, paidTimeManual: false };
  if (body.totalTime > span) throw badRequest('paid_time_too_long', `Den betalte tid kan højst være ${span} minutter for vagten ${body.startTime}-${body.endTime}.`);
  return { totalTime: body.totalTime, paidTimeManual: body.totalTime !== derived };
}

/**
 * Saves a realised watch: changes one (times, paid minutes, properties, comment, cancellation) or adds an
 * extra one, on a plan of the same employment or without a plan. Answers the employment and the earliest
 * date touched, for the answer and the recalculation.
 */
export async function saveRealisedWatch(db: Db, user: SessionUser, body: SaveRequest): Promise<{ employmentId: number; date: IsoDate }> {
  return db.transaction(async (tx) => {
    const actor = actorOf(user);
    const employment = await getEmploymentRow(tx, body.employmentId);
    await assertMayChange(tx, user, [employment], 'realise');
    const [existing] = body.realisedWatchId ? await getRealised(tx, [body.realisedWatchId]) : [];
    const plan: PlanRow | null = existing?.plannedWatchId ? await getPlan(tx, existing.plannedWatchId) : body.plannedWatchId ? await getPlan(tx, body.plannedWatchId) : null;
    if (existing && existing.employmentId !== employment.id) throw badRequest('other_employment', 'Vagten hører til en anden ansættelse. Flyt den i stedet.');
    if (!existing && plan && plan.employmentId !== employment.id) throw badRequest('other_employment', 'Den planlagte vagt hører til en anden ansættelse.');
    if (existing) {
      assertFresh(body.changeDate, [existing.changedAt]);
      await assertChangeable(tx, [existing]);
    }
    const dates = [body.startDate, ...(existing ? [existing.startDate] : [])];
    assertInsideEmployment(employment, [body.startDate]);
    await assertMonthsOpen(tx, employment.id, dates);
    const properties = await watchProperties(tx, body.properties, existing?.properties ?? []);
    const times = timesOf(body.startDate, body.startTime, body.endTime);
    const detail = existing?.watchDetailId && existing.watchTemplateId ? (await detailsOf(tx, existing.watchTemplateId)).get(existing.watchDetailId) : undefined;
    const { totalTime, paidTimeManual } = paidTimeOf(body, detail ? unpaidBreakOf(detail) : 0);
    const placedOn = plan && detail ? addDays(plan.startDate, detail.dayOffset) : body.startDate;
    const overridden = differsFromDetail({ ...times, totalTime }, detail) || placedOn !== body.startDate;
    const cancellation = body.cancelled
      ? { cancelled: true, cancelledAt: existing?.cancelled ? existing.cancelledAt : new Date().toISOString(), cancelledBy: existing?.cancelled ? existing.cancelledBy : actor.userId }
      : { cancelled: false, cancelledAt: null, cancelledBy: null };

    let id: number;
    if (existing) {
      await updateRealised(tx, existing.id, actor.userId, { ...times, totalTime, paidTimeManual, overridden, comment: body.comment ?? null, ...cancellation });
      await replaceProperties(tx, [{ realisedWatchId: existing.id, properties }]);
      id = existing.id;
    } else {
      const [created] = await insertRealised(tx, actor.userId, [
        { ...times, employmentId: employment.id, plannedWatchId: plan?.id ?? null, watchTemplateId: plan?.watchTemplateId ?? null, watchDetailId: null, totalTime, paidTimeManual, overridden: false, comment: body.comment ?? null, properties },
      ]);
      id = created!.id;
      if (body.cancelled) await updateRealised(tx, id, actor.userId, cancellation);
    }
    await assertNoOverlap(tx, [id]);
    const [after] = await getRealised(tx, [id]);
    await writeAudit(tx, actor, existing ? (body.cancelled && !existing.cancelled ? 'cancel' : 'change') : 'add', [{ before: existing ?? null, after: after! }]);
    const date = dates.reduce((a, b) => (a < b ? a : b));
    await settle(tx, [{ employmentId: employment.id, date }]);
    return { employmentId: employment.id, date };
  });
}
