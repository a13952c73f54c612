import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import type { EmployeeDto, PlanNeedEvent, PlanRowsEvent, Role } from '@kaj/contract';
import { notifyPlanChanged, PLAN_CHANNEL, planChangesOf } from '../../src/areas/live/index.ts';
import type { Database } from '../../src/db/client.ts';
import { contentKeyOf, deliverChanges, type Listener } from '../../src/areas/live/changed-rows.ts';
import { deliverNeed, NEED_PAUSE_MS, needFollowOf } from '../../src/areas/live/changed-need.ts';
import { audienceOf } from '../../src/areas/live/event-audience.ts';
import { viewerOf } from '../../src/areas/planning/grid/grid-scope.ts';
import { loadSessionUser } from '../../src/auth/session-user.ts';
import { openTestDatabase } from '../support/test-database.ts';
import { employees, employmentProperties, users, watchTemplates } from '../../src/db/schema/index.ts';
import { buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { buildUser, createTestApp, login, signedIn, type TestApp } from '../support/test-app.ts';
import { openEventStream } from '../support/event-stream.ts';
import { crewMember, watchWorld, type WatchWorld } from './watch-support.ts';

let test: TestApp;
let database: Database;
let world: WatchWorld;
let baseUrl: string;
let adminToken: string;
const NOVEMBER = 'start=2026-11-01&end=2026-11-30';

beforeAll(async () => {
  test = await createTestApp({}, async () => (database = await openTestDatabase()));
  world = await watchWorld(test);
  adminToken = (await signedIn(test, ['Admin'])).token;
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

const stream = async (token: string, query = NOVEMBER) => {
  const opened = await openEventStream(`${baseUrl}/api/Plan/Events?${query}`, token);
  await opened.connected();
  return opened;
};

const place = (employmentId: number, startDate: string) =>
  world.planner.post('Plan/AddPlannedWatch', undefined, { watchTemplateId: world.codes.D1, employmentId, startDate, period: `${startDate.slice(0, 7)}-01` });

/** A user of these roles linked to an employee, signed in. */
async function linkedUser(roles: Role[], employeeId: number) {
  const user = await buildUser(test.db, { roles });
  await test.db.update(users).set({ employeeId }).where(eq(users.id, user.id));
  return login(test.app, user.email);
}

describe('notifyPlanChanged', () => {
  it('tells a large change in several NOTIFYs under the 8000-byte limit, one new version for all, newer than the last', async () => {
    const payloads: string[] = [];
    const unlisten = await database.listen(PLAN_CHANNEL, (payload) => payloads.push(payload));
    const ids = Array.from({ length: 600 }, (_, n) => 2_000_000_000 + n * 7);
    await test.db.transaction((tx) => notifyPlanChanged(tx, [...ids, ...ids.slice(0, 10)]));
    await test.db.transaction((tx) => notifyPlanChanged(tx, [ids[0]!]));
    for (let waited = 0; payloads.length < 4 && waited < 3000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    await unlisten();
    expect(payloads).toHaveLength(4);
    expect(Math.max(...payloads.map((payload) => Buffer.byteLength(payload)))).toBeLessThan(8000);
    const [first, second, third, last] = payloads.map((payload) => planChangesOf(payload)!);
    const told = [...first!, ...second!, ...third!];
    expect(told.map((change) => change.employmentId)).toEqual(ids);
    expect(new Set(told.map((change) => change.version)).size).toBe(1);
    expect(last).toEqual([{ employmentId: ids[0], version: expect.any(Number) }]);
    expect(last![0]!.version).toBeGreaterThan(told[0]!.version);
  });
});

describe('deliverChanges', () => {
  it('builds the rows once for the listeners who see the same rows, and apart for one who sees them otherwise', async () => {
    const member = await crewMember(world);
    const range = { start: '2026-11-01', end: '2026-11-30' };
    const frames = new Map<string, Uint8Array[]>();
    const listenerOf = async (name: string, token: Promise<{ user: { id: number } }>) => {
      const user = (await loadSessionUser(test.db, (await token).user.id))!;
      frames.set(name, []);
      const listener: Listener = { viewer: await viewerOf(test.db, user), range, department: null, contentKey: await contentKeyOf(test.db, user, range), need: null, send: (frame) => frames.get(name)!.push(frame) };
      return listener;
    };
    const listeners = new Set([
      await listenerOf('first planner', plannerOf(test, [world.deck])),
      await listenerOf('second planner', plannerOf(test, [world.deck])),
      await listenerOf('ship', plannerOf(test, [world.deck], 'Ship')),
    ]);
    await deliverChanges(test.db, listeners, [{ employmentId: member.employmentId, version: 1 }], (error) => {
      throw error;
    });
    const [first, second, ship] = ['first planner', 'second planner', 'ship'].map((name) => frames.get(name)!);
    expect(first).toHaveLength(1);
    expect(second![0]).toBe(first![0]);
    expect(ship![0]).not.toBe(first![0]);
    expect(new TextDecoder().decode(first![0]).startsWith('event: rows\ndata: {"range":{"start":"2026-11-01","end":"2026-11-30"},"versions":{')).toBe(true);
  });
});

describe('GET /api/Plan/Events', () => {
  it("sends a planner's change as the row it made to a planner of the department, with the version it reached, and to nobody out of reach", async () => {
    const member = await crewMember(world);
    const bystander = await crewMember(world);
    const other = await buildShip(test.db);
    const plannerB = await stream((await plannerOf(test, [world.deck])).token, `${NOVEMBER}&departmentId=${world.deck}`);
    const otherPlanner = await stream((await plannerOf(test, [other.ship.id])).token);
    const otherEmployee = await stream(await linkedUser(['Employee'], bystander.employeeId));

    expect((await place(member.employmentId, '2026-11-10')).statusCode).toBe(200);
    const { data } = await plannerB.next('rows');
    const event = data as PlanRowsEvent;
    expect(event.range).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(event.rows.map((row) => row.employeeId)).toEqual([member.employeeId]);
    const day = event.rows[0]!.employments[0]!.watchDays.find((each) => each.date === '2026-11-10');
    expect(day?.watches.map((watch) => watch.code)).toEqual(['D1']);
    expect(event.rows[0]!.employments[0]!.editable).toBe(true);
    expect(Object.keys(event.versions)).toEqual([String(member.employmentId)]);

    // The next change of the same employment reaches a newer version.
    expect((await place(member.employmentId, '2026-11-11')).statusCode).toBe(200);
    const second = (await plannerB.next('rows', 1)).data as PlanRowsEvent;
    expect(second.versions[member.employmentId]).toBeGreaterThan(event.versions[member.employmentId]!);

    // A bystander's stream is quiet: a marker change of the bystander's own row arrives after the two above would have.
    await test.db.transaction((tx) => notifyPlanChanged(tx, [bystander.employmentId]));
    const own = (await otherEmployee.next('rows')).data as PlanRowsEvent;
    expect(own.rows.map((row) => row.employeeId)).toEqual([bystander.employeeId]);
    expect(otherEmployee.events).toHaveLength(1);
    expect(otherPlanner.events).toHaveLength(0);
    for (const each of [plannerB, otherPlanner, otherEmployee]) each.close();
  });

  it('sends the Ship login its rows without pay figures or contact data, and a planner the same rows with them', async () => {
    const member = await crewMember(world);
    await test.db.update(employees).set({ email: 'matros@example.dk', telephone: '12345678' }).where(eq(employees.id, member.employeeId));
    const shipLogin = await stream((await plannerOf(test, [world.deck], 'Ship')).token);
    const planner = await stream((await plannerOf(test, [world.deck])).token);
    await test.db.transaction((tx) => notifyPlanChanged(tx, [member.employmentId]));
    const [seen] = ((await shipLogin.next('rows')).data as PlanRowsEvent).rows as [EmployeeDto];
    const [full] = ((await planner.next('rows')).data as PlanRowsEvent).rows as [EmployeeDto];
    expect(full).toMatchObject({ email: 'matros@example.dk', telephone: '12345678' });
    expect(seen).toMatchObject({ telephone: null, email: null, saldi: [], payAccountValues: [], norms: [], contractBalances: [] });
    expect(seen.employments[0]!.editable).toBe(false);
    expect(seen.employments[0]!.watchDays).toEqual(full.employments[0]!.watchDays);
    shipLogin.close();
    planner.close();
  });

  it('sends a burst of changes as one event, and nothing of a change that is rolled back', async () => {
    const [first, second, third] = [await crewMember(world), await crewMember(world), await crewMember(world)];
    const admin = await stream(adminToken, `${NOVEMBER}&departmentId=${world.deck}`);
    await test.db
      .transaction(async (tx) => {
        await notifyPlanChanged(tx, [third.employmentId]);
        throw new Error('refused');
      })
      .catch(() => undefined);
    await test.db.transaction((tx) => notifyPlanChanged(tx, [first.employmentId]));
    await test.db.transaction((tx) => notifyPlanChanged(tx, [second.employmentId, first.employmentId]));
    const event = (await admin.next('rows')).data as PlanRowsEvent;
    expect(Object.keys(event.versions).map(Number).sort((a, b) => a - b)).toEqual([first.employmentId, second.employmentId]);
    expect(event.rows).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(admin.events).toHaveLength(1);
    admin.close();
  });

  it('follows only the department asked for, with the departments below it', async () => {
    const deckHand = await crewMember(world);
    const engineer = await crewMember(world, { departmentId: world.engine });
    const deckOnly = await stream(adminToken, `${NOVEMBER}&departmentId=${world.deck}`);
    await test.db.transaction((tx) => notifyPlanChanged(tx, [engineer.employmentId, deckHand.employmentId]));
    const event = (await deckOnly.next('rows')).data as PlanRowsEvent;
    expect(event.rows.map((row) => row.employeeId)).toEqual([deckHand.employeeId]);
    deckOnly.close();
  });

  it('ends the streams when the connection that listens was lost, and hears changes again on a new one', async (context) => {
    if (database.driver !== 'postgres') context.skip();
    const member = await crewMember(world);
    const lost = await stream(adminToken);
    await test.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
    await lost.ended();
    const again = await stream(adminToken);
    await test.db.transaction((tx) => notifyPlanChanged(tx, [member.employmentId]));
    expect(((await again.next('rows')).data as PlanRowsEvent).rows.map((row) => row.employeeId)).toEqual([member.employeeId]);
    again.close();
  });

  it('refuses a stream without a valid token, range or department', async () => {
    const status = async (query: string, token: string | null = adminToken) =>
      (await fetch(`${baseUrl}/api/Plan/Events?${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).status;
    expect(await status(NOVEMBER, null)).toBe(401);
    expect(await status(NOVEMBER, 'not-a-token')).toBe(401);
    expect(await status('')).toBe(400);
    expect(await status('start=2026-11-01&end=2026-02-30')).toBe(400);
    expect(await status('start=2026-11-01&end=2026-10-30')).toBe(400);
    expect(await status('start=2026-01-01&end=2027-06-30')).toBe(400);
    expect(await status(`${NOVEMBER}&departmentId=0`)).toBe(400);
    expect(await status(`${NOVEMBER}&departmentId=2000000`)).toBe(404);
    const outsider = (await plannerOf(test, [(await buildShip(test.db)).ship.id])).token;
    expect(await status(`${NOVEMBER}&departmentId=${world.deck}`, outsider)).toBe(403);
  });
});

// Runs last: the manning document it saves would add need events to the deck's streams of the tests above.
describe('the need line on the stream', () => {
  it("sends a planner of the department the need line once after another planner's change, and nobody out of reach", async () => {
    const officers = (await buildProperty(test.db, 'positionGroup', { name: 'Dæksofficerer' })).id;
    await test.db.update(watchTemplates).set({ onBoard: true }).where(inArray(watchTemplates.id, [world.codes.D1]));
    const document = { departmentId: world.deck, validFrom: '2026-11-01', lines: [{ positionGroupId: officers, watchTemplateId: world.codes.D1, minimum: 1 }] };
    expect((await world.planner.post('Plan/SaveManningDocument', document)).statusCode).toBe(200);
    const officer = await crewMember(world);
    await test.db.insert(employmentProperties).values({ employmentId: officer.employmentId, propertyId: officers });
    const other = await buildShip(test.db);
    // The changes above are heard on the stream too: their round is over before the listeners connect, or one of
    // them could get its line and another, connected a moment later, not.
    await new Promise((resolve) => setTimeout(resolve, NEED_PAUSE_MS + 300));
    const plannerB = await stream((await plannerOf(test, [world.deck])).token, `${NOVEMBER}&departmentId=${world.deck}`);
    const secondB = await stream((await plannerOf(test, [world.deck])).token, `${NOVEMBER}&departmentId=${world.deck}`);
    const drafting = await stream((await plannerOf(test, [world.deck])).token, `${NOVEMBER}&departmentId=${world.deck}&draft=true`);
    const otherPlanner = await stream((await plannerOf(test, [other.ship.id])).token, `${NOVEMBER}&departmentId=${other.deck.id}`);
    const ownEmployee = await stream(await linkedUser(['Employee'], officer.employeeId), `${NOVEMBER}&departmentId=${world.deck}`);

    expect((await place(officer.employmentId, '2026-11-10')).statusCode).toBe(200);
    // A count that began before the change may come first; the line that follows it shows the watch.
    const tenth = (event: PlanNeedEvent) => event.lines[0]?.days.find((day) => day.date === '2026-11-10');
    let event = (await plannerB.next('need')).data as PlanNeedEvent;
    if (tenth(event)?.planned !== 1) event = (await plannerB.next('need', 1)).data as PlanNeedEvent;
    expect(event).toMatchObject({ departmentId: world.deck, range: { start: '2026-11-01', end: '2026-11-30' }, draft: false });
    const read = await world.planner.get('Plan/GetManningNeed', { departmentid: world.deck, start: '2026-11-01', end: '2026-11-30' });
    expect(event.lines).toEqual(read.json());
    expect(tenth(event)).toEqual({ date: '2026-11-10', required: 1, planned: 1 });
    await ownEmployee.next('rows');
    await new Promise((resolve) => setTimeout(resolve, NEED_PAUSE_MS + 300));
    const needs = (events: { event: string; data: unknown }[]) => events.filter((each) => each.event === 'need').map((each) => each.data);
    // Both planners of the department get the same lines, counted once per round for both.
    expect(needs(secondB.events)).toEqual(needs(plannerB.events));
    expect(needs(plannerB.events).length).toBeLessThanOrEqual(2);
    // The draft plan counts the draft employees: a change of the plan's does not touch its line.
    expect(needs(drafting.events)).toHaveLength(0);
    expect(needs(ownEmployee.events)).toHaveLength(0);
    expect(otherPlanner.events).toHaveLength(0);
    for (const each of [plannerB, secondB, drafting, otherPlanner, ownEmployee]) each.close();

    // Counted once for the listeners of the same department, range and mode: they get the same bytes.
    const range = { start: '2026-11-01', end: '2026-11-30' };
    const frames: Uint8Array[] = [];
    const listenerOf = async (token: Promise<{ user: { id: number } }>) => {
      const user = (await loadSessionUser(test.db, (await token).user.id))!;
      const viewer = await viewerOf(test.db, user);
      const listener: Listener = { viewer, range, department: new Set([world.deck]), contentKey: await contentKeyOf(test.db, user, range), need: needFollowOf(viewer, world.deck, false), send: (frame) => frames.push(frame) };
      return listener;
    };
    const listeners = new Set([await listenerOf(plannerOf(test, [world.deck])), await listenerOf(plannerOf(test, [world.deck]))]);
    await deliverNeed(test.db, listeners, await audienceOf(test.db, [officer.employmentId]), (error) => {
      throw error;
    });
    const needFrames = frames.filter((frame) => new TextDecoder().decode(frame).startsWith('event: need\n'));
    expect(needFrames).toHaveLength(2);
    expect(needFrames[1]).toBe(needFrames[0]);
  });

  it('sends no need line for a department without a manning document', async () => {
    const engineer = await crewMember(world, { departmentId: world.engine });
    const engine = await stream(adminToken, `${NOVEMBER}&departmentId=${world.engine}`);
    expect((await place(engineer.employmentId, '2026-11-12')).statusCode).toBe(200);
    await engine.next('rows');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(engine.events.map((each) => each.event)).toEqual(['rows']);
    engine.close();
  });
});
