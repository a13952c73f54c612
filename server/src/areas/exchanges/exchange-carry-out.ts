import { businessNowMs } from '../../clock.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { badRequest, conflict } from '../../errors.ts';
import { getEmploymentRow } from '../employees/employments-repository.ts';
import { settle, type Actor } from '../planning/watches/index.ts';
import { counting } from '../planning/watches/watch-rules.ts';
import { getPlan, realisedOfPlans, type PlanRow } from '../planning/watches/watch-store.ts';
import { moveWatches } from '../planning/watches/watch-transfer.ts';
import { instantOfTimestamp } from '../planning/watches/watch-times.ts';
import { idArray } from '../../db/sql-values.ts';
import { assertFits, planSpans } from './exchange-fit.ts';
import { stampOf, type BidRow, type ExchangeRow } from './exchange-store.ts';

// Carrying out an exchange (issue 16): the offered watch moves to the bidder and the watch given in return (if any)
// to the offerer, in the caller's transaction, through the same moves as the planning grid's (audit trail, locked
// months, approvals, overlap), after the rest-hour check of both employees.

export const WATCH_CHANGED = 'exchange_watch_changed';

export const offererOf = (exchange: ExchangeRow, plan: PlanRow) => exchange.offeredByEmploymentId ?? plan.employmentId;

/** 409 when a watch of the exchange changed after it was offered (or given in a bid), or was taken away. */
async function assertUnchanged(db: Db, exchange: ExchangeRow, bid: BidRow): Promise<void> {
  const [row] = await queryRows<{ offered: boolean; given: boolean }>(
    db,
    sql`select coalesce(x.watch_stamp = ${stampOf(sql`x.planned_watch_id`)}, false) as offered,
          (b.given_stamp is null or coalesce(b.given_stamp = ${stampOf(sql`b.given_planned_watch_id`)}, false)) as given
        from watch_exchanges x join watch_exchange_bids b on b.exchange_id = x.id where x.id = ${exchange.id} and b.id = ${bid.id}`,
  );
  if (!row?.offered) throw conflict(WATCH_CHANGED, 'Vagten er ændret, efter den blev tilbudt, så byttet kan ikke gennemføres.');
  if (!row.given) throw conflict(WATCH_CHANGED, 'Vagten, der blev budt i bytte, er ændret siden, så byttet kan ikke gennemføres.');
}

async function assertNotStarted(db: Db, plan: PlanRow): Promise<void> {
  const started = counting(await realisedOfPlans(db, [plan.id])).some((watch) => instantOfTimestamp(watch.startAt) <= businessNowMs());
  if (started) throw badRequest('exchange_started', 'Vagten er begyndt, så den kan ikke længere byttes.');
}

async function namesOf(db: Db, employmentIds: readonly number[]): Promise<Map<number, string>> {
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select em.id, trim(e.first_name || ' ' || e.last_name) as name from employments em join employees e on e.id = em.employee_id where em.id = any(${idArray(employmentIds)})`,
  );
  return new Map(rows.map((row) => [Number(row.id), row.name]));
}

/**
 * Moves both watches of the exchange, or refuses with the reason: a watch changed since (409), begun, or not
 * fitting one of the two employees (overlap or rest hours). The caller has locked the exchange.
 */
export async function carryOut(db: Db, actor: Actor, exchange: ExchangeRow, bid: BidRow): Promise<void> {
  const offered = await getPlan(db, exchange.plannedWatchId);
  const offererId = offererOf(exchange, offered);
  await db.execute(sql`select id from employments where id = any(${idArray([offererId, bid.employmentId].sort((a, b) => a - b))}) order by id for update`);
  await assertUnchanged(db, exchange, bid);
  const given = bid.givenPlannedWatchId === null ? null : await getPlan(db, bid.givenPlannedWatchId);
  if (offered.employmentId !== offererId || (given && given.employmentId !== bid.employmentId)) throw conflict(WATCH_CHANGED, 'Vagten er flyttet, efter den blev tilbudt, så byttet kan ikke gennemføres.');
  await assertNotStarted(db, offered);
  if (given) await assertNotStarted(db, given);

  const names = await namesOf(db, [offererId, bid.employmentId]);
  await assertFits(db, bid.employmentId, names.get(bid.employmentId)!, await planSpans(db, offered.id), given?.id ?? null);
  if (given) await assertFits(db, offererId, names.get(offererId)!, await planSpans(db, given.id), offered.id);

  const offerer = await getEmploymentRow(db, offererId);
  const bidder = await getEmploymentRow(db, bid.employmentId);
  await moveWatches(db, actor, { plan: offered, realised: await realisedOfPlans(db, [offered.id]) }, bidder, 0);
  if (given) await moveWatches(db, actor, { plan: given, realised: await realisedOfPlans(db, [given.id]) }, offerer, 0);
  await settle(db, [
    { employmentId: offererId, date: given && given.startDate < offered.startDate ? given.startDate : offered.startDate },
    { employmentId: bidder.id, date: given && given.startDate < offered.startDate ? given.startDate : offered.startDate },
  ]);
}
