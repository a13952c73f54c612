import type { z } from 'zod';
import { contract, type watchClipboardRequest, type watchRefsRequest } from '@kaj/contract';
import { daysBetween, type IsoDate } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import type { Db } from '../../../db/client.ts';
import type { SessionUser } from '../../../auth/session-user.ts';
import { badRequest } from '../../../errors.ts';
import { getEmploymentRow, type EmploymentRow } from '../../employees/employments-repository.ts';
import { rowsOfEmployments, type RowRange } from '../rows/index.ts';
import { actorOf } from './watch-audit.ts';
import { assertMayChange, assertMayRead } from './watch-access.ts';
import { assertFresh, freshWatches } from './watch-rules.ts';
import { assertBelongToPlan, getPlan, getRealised, lockEmploymentsOf, realisedOfPlans } from './watch-store.ts';
import { cancelRealised, copyWatches, moveWatches, removePlan, sourceDate, type WatchSource } from './watch-transfer.ts';
import { settle } from './settle.ts';

// Copy and move of realised watches, singly or through the clipboard (WatchClipboardDto); times and
// properties are kept. A clipboard item is a plan with its watches, or realised watches alone.

type Clipboard = z.output<typeof watchClipboardRequest>;
type WatchRefs = z.output<typeof watchRefsRequest>;

interface Transfer {
  source: WatchSource;
  newStartDate: IsoDate;
}

const employmentsOf = (source: WatchSource) => [...new Set([...(source.plan ? [source.plan.employmentId] : []), ...source.realised.map((watch) => watch.employmentId)])];

/** A clipboard item as a source: its plan with the named watches (all of the plan's when none are named), as fresh as the client saw them. */
async function clipboardSource(db: Db, item: Clipboard[number]): Promise<WatchSource> {
  const plan = item.plannedwatchid ? await getPlan(db, item.plannedwatchid) : null;
  const realised = item.realisedwatchids.length ? await getRealised(db, item.realisedwatchids) : plan ? await realisedOfPlans(db, [plan.id]) : [];
  if (!plan && realised.length === 0) throw badRequest('clipboard_item_empty', 'Udklipsholderen er tom');
  assertBelongToPlan(plan?.id, realised);
  assertFresh(item.changeDate, [...(plan ? [plan.changedAt] : []), ...realised.map((watch) => watch.changedAt)]);
  return { plan, realised };
}

const lockClipboard = (db: Db, clipboard: Clipboard) =>
  lockEmploymentsOf(db, { plannedWatchIds: clipboard.flatMap((item) => (item.plannedwatchid ? [item.plannedwatchid] : [])), realisedWatchIds: clipboard.flatMap((item) => item.realisedwatchids) });

/** Watches named singly, each with the change date the client saw. */
async function referencedSource(db: Db, refs: WatchRefs, plannedWatchId: number | undefined): Promise<WatchSource> {
  const realised = await freshWatches(db, refs);
  const plan = plannedWatchId === undefined ? null : await getPlan(db, plannedWatchId);
  assertBelongToPlan(plan?.id, realised);
  return { plan, realised };
}

/** Copies or moves each transfer to the target, shifted from its own start to its new start date. Answers the employments touched. */
async function transfer(db: Db, user: SessionUser, mode: 'copy' | 'move', target: EmploymentRow, transfers: readonly Transfer[]): Promise<number[]> {
  const sources = await Promise.all([...new Set(transfers.flatMap((t) => employmentsOf(t.source)))].map((id) => getEmploymentRow(db, id)));
  if (mode === 'move') await assertMayChange(db, user, [...sources, target], 'plan');
  else {
    await assertMayRead(db, user, sources);
    await assertMayChange(db, user, [target], 'plan');
  }
  const actor = actorOf(user);
  const changes = [];
  for (const { source, newStartDate } of transfers) {
    const from = sourceDate(source);
    const shift = daysBetween(from, newStartDate);
    if (mode === 'move') await moveWatches(db, actor, source, target, shift);
    else await copyWatches(db, actor, source, target, shift);
    changes.push({ employmentId: target.id, date: newStartDate }, ...employmentsOf(source).map((employmentId) => ({ employmentId, date: from })));
  }
  await settle(db, mode === 'move' ? changes : changes.filter((change) => change.employmentId === target.id));
  return [...new Set(changes.map((change) => change.employmentId))];
}

const answer = (db: Db, user: SessionUser, employmentIds: readonly number[], range: RowRange) => rowsOfEmployments(db, user, employmentIds, range);

function singly(mode: 'copy' | 'move') {
  return async ({ db, user, query, body }: { db: Db; user: SessionUser; query: { plannedwatchid?: number; newemploymentid: number; newstartdate: IsoDate; start: IsoDate; end: IsoDate }; body: WatchRefs }) => {
    const touched = await db.transaction(async (tx) => {
      const target = await getEmploymentRow(tx, query.newemploymentid);
      await lockEmploymentsOf(tx, { plannedWatchIds: query.plannedwatchid === undefined ? [] : [query.plannedwatchid], realisedWatchIds: body.map((ref) => ref.realisedWatchId) });
      const source = await referencedSource(tx, body, query.plannedwatchid);
      return transfer(tx, user, mode, target, [{ source, newStartDate: query.newstartdate }]);
    });
    return answer(db, user, touched, query);
  };
}

function fromClipboard(mode: 'copy' | 'move') {
  return async ({ db, user, query, body }: { db: Db; user: SessionUser; query: { newemploymentid: number; start: IsoDate; end: IsoDate }; body: Clipboard }) => {
    const touched = await db.transaction(async (tx) => {
      const target = await getEmploymentRow(tx, query.newemploymentid);
      await lockClipboard(tx, body);
      const transfers: Transfer[] = [];
      for (const item of body) {
        if (!item.newStartDate) throw badRequest('missing_new_start_date', 'Vælg den dato, vagterne skal sættes ind på.');
        transfers.push({ source: await clipboardSource(tx, item), newStartDate: item.newStartDate });
      }
      return transfer(tx, user, mode, target, transfers);
    });
    return answer(db, user, touched, query);
  };
}

export const copyRealisedWatch = handle(contract.plan.copyRealisedWatch, singly('copy'));
export const moveRealisedWatch = handle(contract.plan.moveRealisedWatch, singly('move'));
export const copyRealisedWatchFromClipboard = handle(contract.plan.copyRealisedWatchFromClipboard, fromClipboard('copy'));
export const moveRealisedWatchFromClipboard = handle(contract.plan.moveRealisedWatchFromClipboard, fromClipboard('move'));

/** Removes the clipboard's plans with their realised watches, and cancels its realised watches without a plan. */
export const removeRealisedWatchFromClipboard = handle(contract.plan.removeRealisedWatchFromClipboard, async ({ db, user, query, body }) => {
  const touched = await db.transaction(async (tx) => {
    const actor = actorOf(user);
    await lockClipboard(tx, body);
    const sources = [];
    for (const item of body) sources.push(await clipboardSource(tx, item));
    const employments = [];
    for (const id of new Set(sources.flatMap(employmentsOf))) employments.push(await getEmploymentRow(tx, id));
    await assertMayChange(tx, user, employments, 'plan');
    for (const source of sources) {
      if (source.plan) await removePlan(tx, actor, source.plan);
      else await cancelRealised(tx, actor, source.realised);
    }
    await settle(
      tx,
      sources.flatMap((source) => employmentsOf(source).map((employmentId) => ({ employmentId, date: sourceDate(source) }))),
    );
    return employments.map((employment) => employment.id);
  });
  return answer(db, user, touched, query);
});
