import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifications, realisedTimeRegistrations, users } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { plannerOf } from '../support/organisation.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { addPlanned, approve, crewMember, realisedOf, watchWorld, type WatchWorld } from '../planning/watch-support.ts';

let test: TestApp;
let world: WatchWorld;
let plannerId: number;
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  const planner = await plannerOf(test, [world.deck]);
  plannerId = planner.user.id;
  world.planner = client(test, planner.token);
});
afterAll(() => test.close());

async function memberWithLogin() {
  const member = await crewMember(world);
  const session = await signedIn(test, ['Employee']);
  await test.db.update(users).set({ employeeId: member.employeeId }).where(eq(users.id, session.user.id));
  return { ...member, userId: session.user.id, as: client(test, session.token) };
}

const range = { start: '2026-11-01', end: '2026-11-30' };
const noticesOf = (userId: number) => test.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);

/** A member with D1 (06:00-14:00) on 10 November and a registration 06:00-15:30 beside it. */
async function withRegistration() {
  const member = await memberWithLogin();
  await addPlanned(world, member.employmentId, 'D1', '2026-11-10');
  const [watch] = await realisedOf(test.db, member.employmentId);
  const saved = await member.as.post('App/SaveRealisedTimeRegistration', {
    employmentId: member.employmentId,
    realisedWatchId: watch!.id,
    startDateTime: '2026-11-10T06:00:00+01:00',
    endDateTime: '2026-11-10T15:30:00+01:00',
    comment: 'Lossede færdig',
  });
  expect(saved.statusCode).toBe(200);
  return { ...member, watch: watch!, registrationId: saved.json().realisedTimeRegistrationId as number };
}

describe('the planner and time registrations', () => {
  it('tells the planner, marks the grid, and "Brug registreringen" makes its times the realised times', async () => {
    const member = await withRegistration();
    const [notice] = (await noticesOf(plannerId)).filter((row) => row.kind === 'registrationWaiting');
    expect(notice).toMatchObject({ title: 'En tidsregistrering venter', link: `/planning?employmentId=${member.employmentId}&date=2026-11-10` });
    expect(notice!.body).toContain('10.11.2026 06:00-15:30');

    const row = (await world.planner.post('Plan/GetSelectedEmployeesPeriod', [member.employmentId], range)).json();
    const day = row[0].employments[0].watchDays.find((d: { date: string }) => d.date === '2026-11-10');
    expect(day.watches[0].registrationDiffers).toBe(true);

    const listed = (await world.planner.get('Plan/GetEmploymentTimeRegistrations', { employmentId: member.employmentId, ...range })).json();
    expect(listed).toMatchObject([{ realisedTimeRegistrationId: member.registrationId, status: 'pending', locked: false, comment: 'Lossede færdig' }]);

    const used = await world.planner.post('Plan/UseTimeRegistration', {}, { realisedTimeRegistrationId: member.registrationId, ...range });
    expect(used.statusCode).toBe(200);
    const usedDay = used.json().employments[0].watchDays.find((d: { date: string }) => d.date === '2026-11-10');
    expect(usedDay.watches[0]).toMatchObject({ startTime: '06:00', endTime: '15:30', totalTime: 570 });
    expect(usedDay.watches[0].registrationDiffers).toBeUndefined();
    const [stored] = await test.db.select().from(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.id, member.registrationId));
    expect(stored).toMatchObject({ status: 'used', decidedBy: plannerId });
    // Used once: a second click is refused.
    expect((await world.planner.post('Plan/UseTimeRegistration', {}, { realisedTimeRegistrationId: member.registrationId, ...range })).json().message).toBe('Registreringen er allerede brugt.');
  });

  it('rejects with a comment the employee is told; the employee corrects it until the watch is approved', async () => {
    const member = await withRegistration();
    expect((await world.planner.post('Plan/RejectTimeRegistration', { comment: '' }, { realisedTimeRegistrationId: member.registrationId, ...range })).statusCode).toBe(400);
    const rejected = await world.planner.post('Plan/RejectTimeRegistration', { comment: 'Du gik 14:00' }, { realisedTimeRegistrationId: member.registrationId, ...range });
    expect(rejected.statusCode).toBe(200);
    expect((await noticesOf(member.userId)).map((row) => [row.kind, row.body])).toEqual([['registrationRejected', '10.11.2026 06:00-15:30: Du gik 14:00']]);
    expect((await member.as.get('App/GetTimeRegistrations', range)).json()).toMatchObject([{ status: 'rejected', decisionComment: 'Du gik 14:00' }]);

    const corrected = await member.as.post('App/SaveRealisedTimeRegistration', {
      realisedTimeRegistrationId: member.registrationId,
      employmentId: member.employmentId,
      realisedWatchId: member.watch.id,
      startDateTime: '2026-11-10T06:00:00+01:00',
      endDateTime: '2026-11-10T14:00:00+01:00',
    });
    expect(corrected.json()).toMatchObject({ status: 'pending', decisionComment: null });

    await approve(test.db, member.employmentId, [member.watch.id]);
    expect((await member.as.get('App/GetTimeRegistrations', range)).json()).toMatchObject([{ locked: true }]);
    const late = await member.as.post('App/SaveRealisedTimeRegistration', {
      realisedTimeRegistrationId: member.registrationId,
      employmentId: member.employmentId,
      realisedWatchId: member.watch.id,
      startDateTime: '2026-11-10T05:00:00+01:00',
      endDateTime: '2026-11-10T14:00:00+01:00',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('Vagten er godkendt, så registreringen kan ikke længere ændres.');
    // Nor can the planner use it: the watch is approved (the watch rules answer).
    const refused = await world.planner.post('Plan/UseTimeRegistration', {}, { realisedTimeRegistrationId: member.registrationId, ...range });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('er godkendt og kan ikke ændres');
  });

  it('refuses planners outside the department and employees, changing nothing', async () => {
    const member = await withRegistration();
    const stranger = client(test, (await plannerOf(test, [world.engine])).token);
    expect((await stranger.post('Plan/UseTimeRegistration', {}, { realisedTimeRegistrationId: member.registrationId, ...range })).statusCode).toBe(403);
    expect((await stranger.post('Plan/RejectTimeRegistration', { comment: 'Nej' }, { realisedTimeRegistrationId: member.registrationId, ...range })).statusCode).toBe(403);
    expect((await stranger.get('Plan/GetEmploymentTimeRegistrations', { employmentId: member.employmentId, ...range })).statusCode).toBe(403);
    expect((await member.as.post('Plan/UseTimeRegistration', {}, { realisedTimeRegistrationId: member.registrationId, ...range })).statusCode).toBe(403);
    expect((await world.planner.post('Plan/UseTimeRegistration', {}, { realisedTimeRegistrationId: 2_147_483_647, ...range })).statusCode).toBe(404);
    const [stored] = await test.db.select().from(realisedTimeRegistrations).where(eq(realisedTimeRegistrations.id, member.registrationId));
    expect(stored!.status).toBe('pending');
  });

  it('answers 404 when time registration is off', async () => {
    const off = await createTestApp({ KAJ_ALLOW_TIME_REGISTRATION: '0' });
    try {
      const { token } = await signedIn(off, ['Admin']);
      const as = client(off, token);
      expect((await as.get('Plan/GetEmploymentTimeRegistrations', { employmentId: 1, ...range })).statusCode).toBe(404);
      expect((await as.post('Plan/UseTimeRegistration', {}, { realisedTimeRegistrationId: 1, ...range })).statusCode).toBe(404);
      expect((await as.post('Plan/RejectTimeRegistration', { comment: 'x' }, { realisedTimeRegistrationId: 1, ...range })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
