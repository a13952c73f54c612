import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@kaj/domain';
import { notifications, users } from '../../src/db/schema/index.ts';
import { todayInCopenhagen } from '../../src/clock.ts';
import { danishDate } from '../../src/areas/shared/danish-dates.ts';
import { client } from '../support/client.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';
import { addPlanned, crewMember, realisedOf, seen, useWatchWorld, type WatchWorld } from '../planning/watch-support.ts';
import { plannerOf } from '../support/organisation.ts';

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

/** A crew member with a login of their own. */
async function memberWithLogin(role: 'Employee' | 'EmployeeWithPlanningRight' = 'Employee') {
  const member = await crewMember(world, { startDate: '2026-01-01', endDate: null });
  const session = await signedIn(test, [role]);
  await test.db.update(users).set({ employeeId: member.employeeId }).where(eq(users.id, session.user.id));
  return { ...member, userId: session.user.id, as: client(test, session.token) };
}

const noticesOf = (userId: number) => test.db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(notifications.id);
/** Today by the app's clock: read once its app has started (an earlier file in the worker may have set another clock). */
let today: string;
beforeAll(() => {
  today = todayInCopenhagen();
});

describe('notices of watch changes', () => {
  it('tells the employee of a watch added and changed within the next 14 days, once per change', async () => {
    const member = await memberWithLogin();
    const tomorrow = addDays(today, 1);
    await addPlanned(world, member.employmentId, 'D1', tomorrow);
    const [watch] = await realisedOf(test.db, member.employmentId);
    const period = `${tomorrow.slice(0, 7)}-01`;
    const saved = await world.planner.post(
      'Plan/SaveRealisedWatch',
      { realisedWatchId: watch!.id, employmentId: member.employmentId, startDate: tomorrow, startTime: '08:00', endTime: '16:00', properties: [], changeDate: seen(watch!) },
      { period },
    );
    expect(saved.statusCode).toBe(200);
    const notices = await noticesOf(member.userId);
    expect(notices.map((notice) => [notice.kind, notice.title, notice.body, notice.link])).toEqual([
      ['watchChanged', 'Din plan er ændret', `Ny vagt: ${danishDate(tomorrow)} 06:00-14:00`, `/planning?date=${tomorrow}`],
      ['watchChanged', 'Din plan er ændret', `Ændret: ${danishDate(tomorrow)} 06:00-14:00 → ${danishDate(tomorrow)} 08:00-16:00`, `/planning?date=${tomorrow}`],
    ]);
  });

  it('says nothing of a watch further ahead than 14 days', async () => {
    const member = await memberWithLogin();
    expect((await addPlanned(world, member.employmentId, 'D1', addDays(today, 20))).statusCode).toBe(200);
    expect(await noticesOf(member.userId)).toHaveLength(0);
  });

  it('joins a week planned in one call into one message', async () => {
    const member = await memberWithLogin();
    const start = addDays(today, 2);
    const end = addDays(today, 4);
    const response = await world.planner.post('Plan/AddPlannedWatchPeriodBulk', [start, addDays(today, 3), end], {
      watchTemplateId: world.codes.D2,
      employmentId: member.employmentId,
      start,
      end,
    });
    expect(response.statusCode).toBe(200);
    const notices = await noticesOf(member.userId);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body.split('\n')).toEqual([start, addDays(today, 3), end].map((date) => `Ny vagt: ${danishDate(date)} 14:00-22:00`));
  });

  it('does not tell employees of changes they make themselves', async () => {
    const member = await memberWithLogin('EmployeeWithPlanningRight');
    const date = addDays(today, 1);
    const response = await member.as.post(
      'Plan/SaveRealisedWatch',
      { employmentId: member.employmentId, startDate: date, startTime: '10:00', endTime: '12:00', properties: [] },
      { period: `${date.slice(0, 7)}-01` },
    );
    expect(response.statusCode).toBe(200);
    expect(await noticesOf(member.userId)).toHaveLength(0);
  });

  it('tells the employee when an approver rejects their realised watches, with the comment', async () => {
    const member = await memberWithLogin();
    await addPlanned(world, member.employmentId, 'D1', '2026-11-10');
    await addPlanned(world, member.employmentId, 'D1', '2026-11-11');
    const approver = client(test, (await plannerOf(test, [world.deck], 'Approver')).token);
    const range = { start: '2026-11-01', end: '2026-11-30', comment: 'Sluttiderne mangler' };
    expect((await approver.post('Plan/Reject', { employmentIds: [member.employmentId] }, range)).statusCode).toBe(200);
    const notices = await noticesOf(member.userId);
    expect(notices.map((notice) => [notice.kind, notice.title, notice.body, notice.link])).toContainEqual([
      'watchRejected',
      '2 vagter er afvist',
      'Dine vagter fra 10.11.2026 til 11.11.2026 er afvist: Sluttiderne mangler',
      '/planning?date=2026-11-10',
    ]);
  });
});
