import { describe, expect, it } from 'vitest';
import { count, desc, eq } from 'drizzle-orm';
import { restCards, restPeriods } from '../../src/db/schema/index.ts';
import { callApi } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { november, seafarer as makeSeafarer, type Day } from './rest-fixtures.ts';

// The business clock stands after November 2026, so its cards may be signed.
const test = useTestApp({ KAJ_NOW: '2026-12-05T12:00' });
const seafarer = () => makeSeafarer(test);

describe('GetRestCardDto', () => {
  it('derives rest from the realised watches: a 4-on/8-off watchkeeper rests 16 hours a day; a 16-hour day breaks the 10-hour rule', async () => {
    const { ship, employee, employment, planner } = await seafarer();
    const template = await buildTemplate(test.db, { startTime: '00:00', endTime: '04:00' });
    for (const date of ['2026-11-09', '2026-11-10']) {
      await buildWatch(test.db, { employmentId: employment.id, template, date, startTime: '00:00', endTime: '04:00' });
      await buildWatch(test.db, { employmentId: employment.id, template, date, startTime: '12:00', endTime: '16:00' });
    }
    await buildWatch(test.db, { employmentId: employment.id, template, date: '2026-11-12', startTime: '06:00', endTime: '22:00' });

    const answer = await planner.post('Plan/GetRestCardDto', [employment.id], november);
    expect(answer.statusCode).toBe(200);
    const [card] = answer.json() as { employeeId: number; employeeName: string; ship: string; month: number; year: number; watchkeeper: boolean; days: Day[] }[];
    expect(card).toMatchObject({ employeeName: 'Jens Hansen', ship: ship.name, month: 11, year: 2026, watchkeeper: true });
    expect(card!.days).toHaveLength(30);
    const ninth = card!.days.find((day) => day.restDate === '2026-11-09')!;
    expect(ninth).toMatchObject({ restHours: 16, workHours: 8, enteredByHand: false, breaches: [] });
    expect(ninth.restPeriods.map((period) => [period.restFrom, period.restTo])).toEqual([
      ['2026-11-09T04:00:00+01:00', '2026-11-09T12:00:00+01:00'],
      ['2026-11-09T16:00:00+01:00', '2026-11-10T00:00:00+01:00'],
    ]);
    // 12 November: rest runs from 16:00 the 10th to 06:00 the 12th, then work 06:00–22:00; the 24 hours ending
    // at 22:00 the 12th hold only 8 hours of rest (22:00–06:00): fewer than 10.
    const twelfth = card!.days.find((day) => day.restDate === '2026-11-12')!;
    expect(twelfth.workHours).toBe(16);
    expect(twelfth.breaches.map((breach) => breach.rule)).toContain('min10HoursIn24');
    expect(employee.id).toBe(card!.employeeId);
  });

  it('lets the seafarer read their own card and nobody else’s', async () => {
    const { employment, self } = await seafarer();
    const other = await seafarer();
    expect((await self.post('Plan/GetRestCardDto', [employment.id], november)).statusCode).toBe(200);
    expect((await self.post('Plan/GetRestCardDto', [other.employment.id], november)).statusCode).toBe(403);
  });
});

describe('signatures', () => {
  it('is signed by the seafarer, then countersigned by the master; the missing list follows; the seafarer may unsign before', async () => {
    const { employment, self, master, planner } = await seafarer();
    const template = await buildTemplate(test.db);
    await buildWatch(test.db, { employmentId: employment.id, template, date: '2026-11-03', startTime: '07:00', endTime: '15:00' });
    const card = { employmentid: employment.id, ...november };
    const missing = async () => ((await master.get('Plan/GetMissingRestCardDto', { period: '2026-11-01' })).json() as { employmentId: number }[]).map((row) => row.employmentId);
    expect(await missing()).toContain(employment.id);

    const early = await master.get('Plan/SaveRestAuthorizedSignatureDate', { ...card, signaturedate: '2026-12-02', signername: 'Karen Holm', signerrank: 'Skibsfører' });
    expect(early.json().message).toBe('Søfarende skal underskrive hviletidsskemaet før skibsføreren.');
    expect((await planner.get('Plan/SaveRestEmployeeSignatureDate', { ...card, signaturedate: '2026-12-02' })).statusCode).toBe(403);

    const inMonth = await self.get('Plan/SaveRestEmployeeSignatureDate', { ...card, signaturedate: '2026-11-30' });
    expect(inMonth.json().message).toBe('Underskriftsdatoen kan ikke ligge før 1.12.2026.');
    const signed = await self.get('Plan/SaveRestEmployeeSignatureDate', { ...card, signaturedate: '2026-12-02' });
    expect(signed.statusCode).toBe(200);
    expect(signed.json()).toMatchObject({ employeeSignDate: '2026-12-02', authorizedSignDate: null });
    expect((await self.get('Plan/SaveRestEmployeeSignatureDate', { ...card, signaturedate: '2026-12-03' })).json().message).toBe('Hviletidsskemaet er allerede underskrevet.');

    const unsigned = await self.get('Plan/RemoveRestEmployeeSignatureDate', card);
    expect(unsigned.json()).toMatchObject({ employeeSignDate: null, authorizedSignDate: null });
    expect(await missing()).toContain(employment.id);
    await self.get('Plan/SaveRestEmployeeSignatureDate', { ...card, signaturedate: '2026-12-02' });

    const signer = { signername: 'Karen Holm', signerrank: 'Skibsfører' };
    const before = await master.get('Plan/SaveRestAuthorizedSignatureDate', { ...card, signaturedate: '2026-12-01', ...signer });
    expect(before.json().message).toBe('Underskriftsdatoen kan ikke ligge før 2.12.2026.');
    const countersigned = await master.get('Plan/SaveRestAuthorizedSignatureDate', { ...card, signaturedate: '2026-12-03', ...signer });
    expect(countersigned.json()).toMatchObject({ employeeSignDate: '2026-12-02', authorizedSignDate: '2026-12-03', authorizedSignedBy: 'Karen Holm', authorizedSignerRank: 'Skibsfører' });
    expect(await missing()).not.toContain(employment.id);
  });
});

describe('rest entered by hand', () => {
  it('replaces the watches of a day with the rest periods entered, and goes back to them with an empty list', async () => {
    const { employment, planner } = await seafarer();
    const template = await buildTemplate(test.db);
    await buildWatch(test.db, { employmentId: employment.id, template, date: '2026-11-05', startTime: '07:00', endTime: '15:00' });
    const day = { restDate: '2026-11-05', comment: 'Brandøvelse', restPeriods: [
      { restFrom: '2026-11-05T00:00:00+01:00', restTo: '2026-11-05T06:00:00+01:00' },
      { restFrom: '2026-11-05T17:00:00+01:00', restTo: '2026-11-06T00:00:00+01:00' },
    ] };
    expect((await planner.post('Plan/SaveRestDay', day, { employmentid: employment.id, ...november })).statusCode).toBe(200);
    const cardDay = async () => ((await planner.post('Plan/GetRestCardDto', [employment.id], november)).json() as (Record<string, unknown> & { days: (Day & { comment: string })[] })[])[0]!.days.find((row) => row.restDate === '2026-11-05')!;
    expect(await cardDay()).toMatchObject({ enteredByHand: true, restHours: 13, workHours: 11, comment: 'Brandøvelse' });

    const overlap = await planner.post('Plan/SaveRestDay', { ...day, restPeriods: [day.restPeriods[0], { restFrom: '2026-11-05T05:00:00+01:00', restTo: '2026-11-05T08:00:00+01:00' }] }, { employmentid: employment.id, ...november });
    expect(overlap.json().message).toBe('Hvileperioderne overlapper hinanden.');

    await planner.post('Plan/SaveRestDay', { ...day, restPeriods: [] }, { employmentid: employment.id, ...november });
    expect(await cardDay()).toMatchObject({ enteredByHand: false, restHours: 16, workHours: 8 });
  });

  it('adds and removes one rest period with UpdateResthour', async () => {
    const { employment, plannerToken } = await seafarer();
    // A GET carrying its body as query parameters, as the specification has it.
    const updateResthour = (body: Record<string, string | number | boolean>) => callApi(test.app, 'GET', '/api/Plan/UpdateResthour', { token: plannerToken, query: body });
    const period = { employmentId: employment.id, startDate: '2026-11-06', startTime: '20:00', endDate: '2026-11-07', endTime: '06:00' };

    const added = await updateResthour(period);
    expect(added.statusCode).toBe(200);
    const sixth = (added.json() as { days: Day[] }).days.find((day) => day.restDate === '2026-11-06')!;
    expect(sixth).toMatchObject({ enteredByHand: true, restHours: 4, workHours: 20 });

    const [stored] = await test.db.select().from(restPeriods).orderBy(desc(restPeriods.id)).limit(1);
    const removed = await updateResthour({ ...period, restPeriodId: stored!.id, remove: true });
    expect((removed.json() as { days: Day[] }).days.find((day) => day.restDate === '2026-11-06')).toMatchObject({ enteredByHand: false, restHours: 24 });

    const nothing = await updateResthour({ ...period, remove: true });
    expect(nothing.json().message).toBe('Vælg den hvileperiode, der skal fjernes.');
  });
});

describe('signed cards freeze', () => {
  it('refuses rest entered by hand on a signed month, changing nothing', async () => {
    const { employment, self, planner } = await seafarer();
    await self.get('Plan/SaveRestEmployeeSignatureDate', { employmentid: employment.id, ...november, signaturedate: '2026-12-02' });
    const before = (await test.db.select({ n: count() }).from(restPeriods))[0]!.n;
    const refused = await planner.post(
      'Plan/SaveRestDay',
      { restDate: '2026-11-05', restPeriods: [{ restFrom: '2026-11-05T00:00:00+01:00', restTo: '2026-11-05T10:00:00+01:00' }] },
      { employmentid: employment.id, ...november },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Hviletidsskemaet for november 2026 er underskrevet og kan ikke ændres. Fjern underskriften først.');
    expect((await test.db.select({ n: count() }).from(restPeriods))[0]!.n).toBe(before);
    expect(await test.db.select().from(restCards).where(eq(restCards.employmentId, employment.id))).toHaveLength(1);
  });
});
