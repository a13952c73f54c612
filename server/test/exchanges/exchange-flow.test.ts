import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { addDays } from '@kaj/domain';
import { auditTrail, watchExchanges } from '../../src/db/schema/index.ts';
import { noticesOf } from '../absence-wishes/wish-support.ts';
import { plansOf, watchWorld, type WatchWorld } from '../planning/watch-support.ts';
import { client, type Client } from '../support/client.ts';
import { buildShip, plannerOf } from '../support/organisation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { dayAhead, expiryBefore, hand, planned, positionGroup, type CrewLogin } from './exchange-support.ts';

// Watch exchanges end to end over HTTP (issue 16): offer, bid, accept, approve, with the refusals and the races.

let test: TestApp;
let world: WatchWorld;
let planner: { client: Client; userId: number };
let ratings: number;
let officers: number;
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  const session = await plannerOf(test, [world.deck]);
  planner = { client: client(test, session.token), userId: session.user.id };
  ratings = await positionGroup(world, 'Menige');
  officers = await positionGroup(world, 'Officerer');
});
afterAll(() => test.close());

const offer = (as: CrewLogin, plannedWatchId: number, date: string) => as.app.post('App/OfferWatch', { plannedWatchId, expiration: expiryBefore(date), notePublic: 'Bryllup', notePlanner: 'Min søsters bryllup' });
const listOf = async (as: CrewLogin) => (await as.app.post('App/GetWatchExchangeList')).json() as { exchangeId: number; status: string; canBid: boolean; notePlanner: string | null; bids: { exchangeBidId: number; chosen: boolean }[] }[];

describe('an exchange from offer to approval', () => {
  it('moves the watch to the colleague who bid, once the offerer picked the bid and a planner approved, telling each in turn', async () => {
    const anna = await hand(world, ratings);
    const bo = await hand(world, ratings);
    const officer = await hand(world, officers);
    const engineer = await hand(world, ratings, world.engine);
    const date = dayAhead();
    const watch = await planned(world, anna.employmentId, 'D1', date);

    const offered = await offer(anna, watch, date);
    expect(offered.statusCode).toBe(200);
    expect(offered.json()).toMatchObject({ status: 'open', ownedByUser: true, code: 'D1', startTime: '06:00', notePlanner: 'Min søsters bryllup', canBid: false });
    const { exchangeId } = offered.json();
    expect(await noticesOf(world, bo.user.id, 'exchangeOffered')).toHaveLength(1);
    expect(await noticesOf(world, officer.user.id, 'exchangeOffered')).toHaveLength(0);
    expect(await noticesOf(world, engineer.user.id, 'exchangeOffered')).toHaveLength(0);
    expect((await listOf(bo)).find((each) => each.exchangeId === exchangeId)).toMatchObject({ canBid: true, notePlanner: null });
    expect((await listOf(officer)).find((each) => each.exchangeId === exchangeId)).toMatchObject({ canBid: false });
    expect((await listOf(engineer)).map((each) => each.exchangeId)).not.toContain(exchangeId);
    expect((await officer.app.post('App/BidOnWatch', { exchangeId })).statusCode).toBe(403);
    expect((await anna.app.post('App/BidOnWatch', { exchangeId })).json().message).toBe('Du kan ikke byde på din egen vagt.');

    const bid = await bo.app.post('App/BidOnWatch', { exchangeId, note: 'Den tager jeg gerne' });
    expect(bid.statusCode).toBe(200);
    expect(bid.json()).toMatchObject({ canBid: false, bids: [{ ownBid: true, given: null, note: 'Den tager jeg gerne', chosen: false }] });
    expect((await noticesOf(world, anna.user.id, 'exchangeBid')).map((notice) => notice.title)).toEqual(['Nyt bud på din vagt']);

    const accepted = await anna.app.post('App/AcceptWatchBid', { exchangeBidId: bid.json().bids[0].exchangeBidId });
    expect(accepted.json()).toMatchObject({ status: 'accepted', bids: [{ chosen: true }] });
    expect((await noticesOf(world, bo.user.id, 'exchangeBid')).map((notice) => notice.title)).toEqual(['Dit bud er valgt']);
    expect(await noticesOf(world, planner.userId, 'exchangeWaiting')).toHaveLength(1);
    expect((await plansOf(test.db, anna.employmentId)).map((plan) => plan.id)).toEqual([watch]);

    const waiting = (await planner.client.get('Plan/GetWatchExchangesToDecide', { departmentid: world.deck })).json() as { exchangeId: number; notePlanner: string }[];
    expect(waiting).toMatchObject([{ exchangeId, notePlanner: 'Min søsters bryllup' }]);
    const approved = await planner.client.post('Plan/ApproveWatchExchange', undefined, { exchangeId });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved' });
    expect(await plansOf(test.db, anna.employmentId)).toEqual([]);
    expect((await plansOf(test.db, bo.employmentId)).map((plan) => plan.id)).toEqual([watch]);
    for (const who of [anna, bo]) expect((await noticesOf(world, who.user.id, 'exchangeDecided')).map((notice) => notice.title)).toEqual(['Vagtbyttet er gennemført']);
    const moves = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'plannedWatch'), eq(auditTrail.entityId, watch), eq(auditTrail.action, 'move')));
    expect(moves).toHaveLength(1);
    expect((await planner.client.post('Plan/ApproveWatchExchange', undefined, { exchangeId })).json().message).toBe('Byttet er allerede gennemført.');
  });

  it('swaps two watches when the bid gives one in return, and carries an accepted bid out at once where the department takes it without approval', async () => {
    const anna = await hand(world, ratings);
    const bo = await hand(world, ratings);
    const date = dayAhead();
    const annas = await planned(world, anna.employmentId, 'D1', date);
    const bos = await planned(world, bo.employmentId, 'D2', addDays(date, 1));
    expect((await planner.client.post('Plan/SetExchangeApproval', { withoutApproval: true }, { departmentid: world.deck })).json()).toEqual({ departmentId: world.deck, withoutApproval: true });
    try {
      const { exchangeId } = (await offer(anna, annas, date)).json();
      const bid = await bo.app.post('App/BidOnWatch', { exchangeId, givenPlannedWatchId: bos });
      expect(bid.json().bids[0].given).toMatchObject({ plannedWatchId: bos, code: 'D2', startTime: '14:00' });
      const accepted = await anna.app.post('App/AcceptWatchBid', { exchangeBidId: bid.json().bids[0].exchangeBidId });
      expect(accepted.json()).toMatchObject({ status: 'approved' });
      expect((await plansOf(test.db, anna.employmentId)).map((plan) => plan.id)).toEqual([bos]);
      expect((await plansOf(test.db, bo.employmentId)).map((plan) => plan.id)).toEqual([annas]);
    } finally {
      await planner.client.post('Plan/SetExchangeApproval', { withoutApproval: false }, { departmentid: world.deck });
    }
  });
});

describe('refusals', () => {
  it('refuses a bid that would overlap a watch of the bidder or break their rest hours, with the reason', async () => {
    const anna = await hand(world, ratings);
    const bo = await hand(world, ratings);
    const date = dayAhead();
    const early = await planned(world, anna.employmentId, 'D1', date);
    const late = await planned(world, anna.employmentId, 'D2', addDays(date, 2));
    await planned(world, bo.employmentId, 'D1', date);
    await planned(world, bo.employmentId, 'N1', addDays(date, 2));
    const overlap = await bo.app.post('App/BidOnWatch', { exchangeId: (await offer(anna, early, date)).json().exchangeId });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().message).toMatch(/^Vagten passer ikke for dig: den overlapper vagten .* 06:00-14:00\.$/);
    const rest = await bo.app.post('App/BidOnWatch', { exchangeId: (await offer(anna, late, addDays(date, 2))).json().exchangeId });
    expect(rest.statusCode).toBe(400);
    expect(rest.json().message).toMatch(/^Vagten passer ikke for dig: mindre end 10 timers hvile i 24 timer \(/);
  });

  it('fails the exchange with a clear message when the watch changed after it was offered', async () => {
    const anna = await hand(world, ratings);
    const bo = await hand(world, ratings);
    const date = dayAhead();
    const watch = await planned(world, anna.employmentId, 'D1', date);
    const { exchangeId } = (await offer(anna, watch, date)).json();
    const bid = (await bo.app.post('App/BidOnWatch', { exchangeId })).json();
    await anna.app.post('App/AcceptWatchBid', { exchangeBidId: bid.bids[0].exchangeBidId });
    await world.planner.get('Plan/MovePlannedWatch', { plannedwatchid: watch, newemploymentid: anna.employmentId, newstartdate: addDays(date, 1), period: `${date.slice(0, 7)}-01` });
    const approve = await planner.client.post('Plan/ApproveWatchExchange', undefined, { exchangeId });
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('Vagten er ændret, efter den blev tilbudt, så byttet kan ikke gennemføres.');
    const [row] = await test.db.select().from(watchExchanges).where(eq(watchExchanges.id, exchangeId));
    expect(row).toMatchObject({ status: 'failed', decisionComment: 'Vagten er ændret, efter den blev tilbudt, så byttet kan ikke gennemføres.' });
    expect((await plansOf(test.db, bo.employmentId))).toEqual([]);
    expect((await noticesOf(world, bo.user.id, 'exchangeDecided')).map((notice) => notice.title)).toEqual(['Vagtbyttet kunne ikke gennemføres']);
  });

  it('closes an expired offer by itself when anyone looks next, tells the offerer, and takes no more bids', async () => {
    const anna = await hand(world, ratings);
    const bo = await hand(world, ratings);
    const date = dayAhead();
    const { exchangeId } = (await offer(anna, await planned(world, anna.employmentId, 'D1', date), date)).json();
    await test.db.update(watchExchanges).set({ expiration: sql`now() - interval '1 minute'` }).where(eq(watchExchanges.id, exchangeId));
    expect((await listOf(bo)).map((each) => each.exchangeId)).not.toContain(exchangeId);
    expect((await listOf(anna)).find((each) => each.exchangeId === exchangeId)).toMatchObject({ status: 'expired' });
    expect((await noticesOf(world, anna.user.id, 'exchangeDecided')).map((notice) => notice.title)).toEqual(['Tilbuddet er udløbet']);
    const late = await bo.app.post('App/BidOnWatch', { exchangeId });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Tilbuddet er udløbet.');
  });
});

describe('whose steps they are', () => {
  it("refuses a step on another's offer or bid, and a planner of another ship, with 403", async () => {
    const anna = await hand(world, ratings);
    const bo = await hand(world, ratings);
    const carl = await hand(world, ratings);
    const date = dayAhead();
    const { exchangeId } = (await offer(anna, await planned(world, anna.employmentId, 'D1', date), date)).json();
    const bid = (await bo.app.post('App/BidOnWatch', { exchangeId })).json().bids[0].exchangeBidId as number;
    expect((await carl.app.post('App/WithdrawWatchOffer', { exchangeId })).statusCode).toBe(403);
    expect((await carl.app.post('App/WithdrawWatchBid', { exchangeBidId: bid })).statusCode).toBe(403);
    expect((await carl.app.post('App/AcceptWatchBid', { exchangeBidId: bid })).statusCode).toBe(403);
    expect((await carl.app.post('App/OfferWatch', { plannedWatchId: await planned(world, anna.employmentId, 'D2', addDays(date, 1)), expiration: expiryBefore(date) })).statusCode).toBe(403);
    await anna.app.post('App/AcceptWatchBid', { exchangeBidId: bid });
    const stranger = client(test, (await plannerOf(test, [(await buildShip(test.db)).ship.id])).token);
    expect((await stranger.post('Plan/ApproveWatchExchange', undefined, { exchangeId })).statusCode).toBe(403);
    expect((await stranger.post('Plan/RejectWatchExchange', { comment: 'Nej' }, { exchangeId })).statusCode).toBe(403);
    expect((await stranger.get('Plan/GetWatchExchangesToDecide', { departmentid: world.deck })).statusCode).toBe(403);
    expect((await stranger.post('Plan/SetExchangeApproval', { withoutApproval: true }, { departmentid: world.deck })).statusCode).toBe(403);
    expect(((await stranger.get('Plan/GetWatchExchangesToDecide')).json() as unknown[]).length).toBe(0);
    const [row] = await test.db.select().from(watchExchanges).where(eq(watchExchanges.id, exchangeId));
    expect(row!.status).toBe('accepted');
  });
});

describe('two steps at once', () => {
  it('lets exactly one of two bids be accepted when they are picked at the same moment', async () => {
    const anna = await hand(world, ratings);
    const bo = await hand(world, ratings);
    const carl = await hand(world, ratings);
    const date = dayAhead();
    const { exchangeId } = (await offer(anna, await planned(world, anna.employmentId, 'D1', date), date)).json();
    const bids = [(await bo.app.post('App/BidOnWatch', { exchangeId })).json(), (await carl.app.post('App/BidOnWatch', { exchangeId })).json()];
    const ids = bids.map((each) => (each.bids as { ownBid: boolean; exchangeBidId: number }[]).find((bid) => bid.ownBid)!.exchangeBidId);
    const answers = await Promise.all(ids.map((exchangeBidId) => anna.app.post('App/AcceptWatchBid', { exchangeBidId })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe('Et bud er allerede valgt; byttet venter på planlæggerens godkendelse.');
    const [row] = await test.db.select().from(watchExchanges).where(eq(watchExchanges.id, exchangeId));
    expect(row!.status).toBe('accepted');
  });
});
