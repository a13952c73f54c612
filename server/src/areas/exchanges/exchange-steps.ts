import { businessNow, businessNowMs } from '../../clock.ts';
import { and, eq, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { watchExchangeBids, watchExchanges } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { getEmploymentRow } from '../employees/employments-repository.ts';
import { actorOf } from '../planning/watches/index.ts';
import { assertChangeable, assertMonthsOpen } from '../planning/watches/watch-rules.ts';
import { getPlan, realisedOfPlans } from '../planning/watches/watch-store.ts';
import { idArray } from '../../db/sql-values.ts';
import { recordChange } from '../self-service/change-log.ts';
import { ownEmployeeId, requireFeature } from '../self-service/self-service-access.ts';
import { bidderEmployment } from './colleagues.ts';
import { carryOut, offererOf } from './exchange-carry-out.ts';
import { assertState, closeExchange, failingWhenChanged } from './exchange-close.ts';
import { assertFits, planSpans, type PlanSpans } from './exchange-fit.ts';
import { EXCHANGES_OFF } from './exchange-list.ts';
import { noticeAccepted, noticeBid, noticeOffered } from './exchange-notices.ts';
import { getBid, readExchange, stampOf, takeExchange } from './exchange-store.ts';
import { closeExpired } from './exchange-sweep.ts';
import { takesWithoutApproval } from './exchange-approval.ts';

// The employee's steps of an exchange (issue 16): offer, bid, withdraw, and pick a bid.

const viewerOf = (user: SessionUser) => ({ employeeId: ownEmployeeId(user), seesPlannerNotes: false });

/** One of the caller's own planned watches, not absence, not begun, not approved, in an open month: one that may change hands. */
async function ownTradeableWatch(db: Db, user: SessionUser, plannedWatchId: number, what: string): Promise<PlanSpans & { employmentId: number }> {
  const plan = await getPlan(db, plannedWatchId);
  const employment = await getEmploymentRow(db, plan.employmentId);
  if (employment.employeeId !== ownEmployeeId(user) || employment.masterId !== null) throw forbidden(`Du kan kun ${what} dine egne vagter.`);
  await db.execute(sql`select id from employments where id = ${employment.id} for update`);
  const realised = await realisedOfPlans(db, [plan.id]);
  const [absent] = await queryRows<{ id: number }>(
    db,
    sql`select rp.realised_watch_id as id from realised_watch_properties rp join properties p on p.id = rp.property_id
        join property_types t on t.id = p.property_type_id and t.key = 'absence'
        where rp.realised_watch_id = any(${idArray(realised.map((watch) => watch.id))}) limit 1`,
  );
  if (absent) throw badRequest('absence_not_exchanged', 'Fravær kan ikke byttes, kun vagter.');
  await assertChangeable(db, realised);
  await assertMonthsOpen(db, employment.id, [plan.startDate, ...realised.map((watch) => watch.startDate)]);
  const spans = await planSpans(db, plan.id);
  if (spans.spans.length === 0 || spans.spans.some((span) => span.start <= businessNowMs())) throw badRequest('watch_begun', 'Vagten er begyndt eller aflyst og kan ikke byttes.');
  return { ...spans, employmentId: employment.id };
}

export const offerWatch = handle(contract.app.offerWatch, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  await closeExpired(db);
  const id = await db.transaction(async (tx) => {
    const watch = await ownTradeableWatch(tx, user, body.plannedWatchId, 'tilbyde');
    const expiration = Date.parse(body.expiration);
    if (expiration <= businessNowMs() || expiration > Math.min(...watch.spans.map((span) => span.start))) {
      throw badRequest('expiration_outside', 'Tilbuddet skal udløbe efter nu og senest, når vagten begynder.');
    }
    const [offered] = await tx.select({ id: watchExchanges.id }).from(watchExchanges).where(and(eq(watchExchanges.plannedWatchId, body.plannedWatchId), sql`${watchExchanges.status} in ('open', 'accepted')`));
    if (offered) throw badRequest('already_offered', 'Vagten er allerede tilbudt.');
    const [row] = await tx
      .insert(watchExchanges)
      .values({
        plannedWatchId: body.plannedWatchId,
        offeredByEmploymentId: watch.employmentId,
        expiration: body.expiration,
        notePublic: body.notePublic?.trim() || null,
        notePlanner: body.notePlanner?.trim() || null,
        watchStamp: sql`${stampOf(body.plannedWatchId)}`,
      })
      .returning();
    await recordChange(tx, user, { entity: 'watchExchange', entityId: row!.id, employmentId: watch.employmentId, date: watch.startDate, action: 'offer', after: row });
    await noticeOffered(tx, row!.id);
    return row!.id;
  });
  return readExchange(db, id, viewerOf(user));
});

export const withdrawWatchOffer = handle(contract.app.withdrawWatchOffer, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  await closeExpired(db);
  await db.transaction(async (tx) => {
    const exchange = await takeExchange(tx, body.exchangeId);
    const offerer = await getEmploymentRow(tx, offererOf(exchange, await getPlan(tx, exchange.plannedWatchId)));
    if (offerer.employeeId !== ownEmployeeId(user)) throw forbidden('Du kan kun trække dine egne tilbud tilbage.');
    assertState(exchange, 'open', 'accepted');
    await closeExchange(tx, user, exchange, 'withdrawn', null);
  });
  return null;
});

export const bidOnWatch = handle(contract.app.bidOnWatch, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  await closeExpired(db);
  const employeeId = ownEmployeeId(user);
  await db.transaction(async (tx) => {
    const exchange = await takeExchange(tx, body.exchangeId);
    assertState(exchange, 'open');
    const offered = await getPlan(tx, exchange.plannedWatchId);
    const [own] = await queryRows<{ employment_id: number | null; offerer: number }>(
      tx,
      sql`select ${bidderEmployment(employeeId, sql`${offererOf(exchange, offered)}::int`, sql`${offered.startDate}::date`)} as employment_id,
            (select employee_id from employments where id = ${offererOf(exchange, offered)}) as offerer`,
    );
    if (Number(own!.offerer) === employeeId) throw badRequest('own_offer', 'Du kan ikke byde på din egen vagt.');
    if (own!.employment_id === null) throw forbidden('Kun kolleger i samme afdeling og stillingsgruppe kan byde på vagten.');
    const employmentId = Number(own!.employment_id);
    const [earlier] = await tx.select({ id: watchExchangeBids.id }).from(watchExchangeBids).where(and(eq(watchExchangeBids.exchangeId, exchange.id), eq(watchExchangeBids.employmentId, employmentId), isNull(watchExchangeBids.withdrawnAt)));
    if (earlier) throw badRequest('already_bid', 'Du har allerede budt på vagten.');
    const incoming = await planSpans(tx, offered.id);
    const given = body.givenPlannedWatchId ? await ownTradeableWatch(tx, user, body.givenPlannedWatchId, 'give') : null;
    if (given && given.employmentId !== employmentId) throw badRequest('given_other_employment', 'Vagten, du giver, skal høre til den ansættelse, der tager den tilbudte.');
    if (given && given.spans.some((span) => incoming.spans.some((other) => other.start < span.end && span.start < other.end))) {
      throw badRequest('given_overlaps', 'Vagten, du giver, overlapper den tilbudte vagt.');
    }
    await assertFits(tx, employmentId, 'dig', incoming, given?.plannedWatchId ?? null);
    const [bid] = await tx
      .insert(watchExchangeBids)
      .values({ exchangeId: exchange.id, employmentId, note: body.note?.trim() || null, givenPlannedWatchId: given?.plannedWatchId ?? null, givenStamp: given ? sql`${stampOf(given.plannedWatchId)}` : null })
      .returning();
    await recordChange(tx, user, { entity: 'watchExchangeBid', entityId: bid!.id, employmentId, date: offered.startDate, action: 'bid', after: bid });
    const givenWatch = given ? (await readExchange(tx, exchange.id, { employeeId, seesPlannerNotes: false })).bids.find((each) => each.exchangeBidId === bid!.id)?.given ?? null : null;
    await noticeBid(tx, exchange.id, `${user.firstName} ${user.lastName}`.trim(), givenWatch);
  });
  return readExchange(db, body.exchangeId, viewerOf(user));
});

export const withdrawWatchBid = handle(contract.app.withdrawWatchBid, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  await closeExpired(db);
  await db.transaction(async (tx) => {
    const seen = await getBid(tx, body.exchangeBidId);
    const exchange = await takeExchange(tx, seen.exchangeId);
    const bidder = await getEmploymentRow(tx, seen.employmentId);
    if (bidder.employeeId !== ownEmployeeId(user)) throw forbidden('Du kan kun trække dine egne bud tilbage.');
    assertState(exchange, 'open');
    if (seen.withdrawnAt !== null) throw badRequest('bid_withdrawn', 'Buddet er allerede trukket tilbage.');
    await tx.update(watchExchangeBids).set({ withdrawnAt: businessNow().toISOString() }).where(eq(watchExchangeBids.id, seen.id));
    await recordChange(tx, user, { entity: 'watchExchangeBid', entityId: seen.id, employmentId: seen.employmentId, action: 'remove', before: seen });
  });
  return null;
});

/**
 * The offerer picks a bid. Where the department takes accepted exchanges without approval, the exchange is carried
 * out at once; otherwise it waits for a planner. Either way it is first tried (and rolled back), so a bid that no
 * longer fits is refused now and not at the planner's.
 */
export const acceptWatchBid = handle(contract.app.acceptWatchBid, async ({ db, user, body, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  await closeExpired(db);
  const seen = await getBid(db, body.exchangeBidId);
  await failingWhenChanged(db, user, seen.exchangeId, () =>
    db.transaction(async (tx) => {
      const exchange = await takeExchange(tx, seen.exchangeId);
      const offered = await getPlan(tx, exchange.plannedWatchId);
      const offerer = await getEmploymentRow(tx, offererOf(exchange, offered));
      if (offerer.employeeId !== ownEmployeeId(user)) throw forbidden('Kun den, der tilbyder vagten, kan vælge et bud.');
      assertState(exchange, 'open');
      const bid = await getBid(tx, body.exchangeBidId);
      if (bid.withdrawnAt !== null) throw badRequest('bid_withdrawn', 'Buddet er trukket tilbage.');
      const [accepted] = await tx
        .update(watchExchanges)
        .set({ status: 'accepted', acceptedBidId: bid.id, acceptedAt: businessNow().toISOString() })
        .where(eq(watchExchanges.id, exchange.id))
        .returning();
      await recordChange(tx, user, { entity: 'watchExchange', entityId: exchange.id, employmentId: offerer.id, date: offered.startDate, action: 'accept', before: exchange, after: accepted });
      if (await takesWithoutApproval(tx, offerer.id)) {
        await carryOut(tx, actorOf(user), accepted!, bid);
        await closeExchange(tx, user, accepted!, 'approved', null);
        return;
      }
      await tx
        .transaction(async (trial) => {
          await carryOut(trial, actorOf(user), accepted!, bid);
          trial.rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof TransactionRollbackError)) throw error;
        });
      await noticeAccepted(tx, exchange.id);
    }),
  );
  return readExchange(db, seen.exchangeId, viewerOf(user));
});

export const exchangeStepHandlers = [offerWatch, withdrawWatchOffer, bidOnWatch, withdrawWatchBid, acceptWatchBid];
