import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchExchangeBids, watchExchanges } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { buildShip } from '../support/organisation.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { employeeWithLogin } from './self-service-fixtures.ts';

const test = useTestApp();

async function offer(plannedWatchId: number, options: { expiration?: string; acceptedBidId?: number } = {}) {
  const [row] = await test.db
    .insert(watchExchanges)
    .values({ plannedWatchId, expiration: options.expiration ?? '2099-01-01T12:00:00+01:00', notePublic: 'Bytter gerne', notePlanner: 'Tandlæge', priority: 1, acceptedBidId: options.acceptedBidId ?? null })
    .returning();
  return row!.id;
}

describe('the watch exchange list', () => {
  it('shows the caller’s own offers and open offers of colleagues in their departments with the bids, the planner note to the owner only', async () => {
    const { deck, engine } = await buildShip(test.db);
    const mads = await employeeWithLogin(test, { departmentId: deck.id, firstName: 'Mads' });
    const sofie = await employeeWithLogin(test, { departmentId: deck.id, firstName: 'Sofie' });
    const stranger = await employeeWithLogin(test, { departmentId: engine.id, firstName: 'Ole' });
    const template = await buildTemplate(test.db, { code: 'D1', color: '#ff9800' });
    const madsWatch = await buildWatch(test.db, { employmentId: mads.employment.id, template, date: '2098-12-03', startTime: '07:00', endTime: '15:00' });
    const sofieWatch = await buildWatch(test.db, { employmentId: sofie.employment.id, template, date: '2098-12-04', startTime: '08:00', endTime: '16:00' });
    const strangerWatch = await buildWatch(test.db, { employmentId: stranger.employment.id, template, date: '2098-12-05', startTime: '07:00', endTime: '15:00' });
    const expiredWatch = await buildWatch(test.db, { employmentId: sofie.employment.id, template, date: '2098-12-06', startTime: '07:00', endTime: '15:00' });
    const madsOffer = await offer(madsWatch.plannedWatchId!);
    const sofieOffer = await offer(sofieWatch.plannedWatchId!);
    await offer(strangerWatch.plannedWatchId!);
    await offer(expiredWatch.plannedWatchId!, { expiration: '2020-01-01T00:00:00+01:00' });
    await test.db.insert(watchExchangeBids).values({ exchangeId: sofieOffer, employmentId: mads.employment.id, bidDate: '2026-11-20T10:00:00+01:00', note: 'Jeg tager den' });

    const answer = await mads.app.post('App/GetWatchExchangeList');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual([
      {
        exchangeId: madsOffer,
        plannedWatchId: madsWatch.plannedWatchId,
        code: 'D1',
        color: '#ff9800',
        startDate: '2098-12-03',
        startTime: '07:00',
        endTime: '15:00',
        employeeName: 'Mads Holm',
        ownedByUser: true,
        expiration: '2099-01-01T12:00:00+01:00',
        notePublic: 'Bytter gerne',
        notePlanner: 'Tandlæge',
        priority: 1,
        status: 'open',
        canBid: false,
        decisionComment: null,
        bids: [],
      },
      expect.objectContaining({
        exchangeId: sofieOffer,
        startTime: '08:00',
        endTime: '16:00',
        employeeName: 'Sofie Holm',
        ownedByUser: false,
        notePlanner: null,
        canBid: false,
        bids: [{ exchangeBidId: expect.any(Number), employeeName: 'Mads Holm', bidDate: '2026-11-20T10:00:00+01:00', note: 'Jeg tager den', ownBid: true, given: null, chosen: false }],
      }),
    ]);
    const sofieSees = (await sofie.app.post('App/GetWatchExchangeList')).json() as { exchangeId: number; bids: { ownBid: boolean }[] }[];
    expect(sofieSees.map((exchange) => exchange.exchangeId)).toEqual([madsOffer, sofieOffer]);
    expect(sofieSees[1]!.bids.map((bid) => bid.ownBid)).toEqual([false]);
  });
});

describe('exchanges switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ KAJ_ALLOW_TRADE_SHIFTS: 'false' });
  });
  afterAll(() => off.close());

  it('answers 404', async () => {
    const { app } = await employeeWithLogin(off);
    const answer = await app.post('App/GetWatchExchangeList');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Vagtbytte er slået fra.');
  });
});
