import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeSortOrders, realisedWatches, users } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment, buildProperty, plannerOf } from '../support/organisation.ts';
import { approve, buildPlanOnly, buildTemplate, buildWatch, giveProperty } from './grid-fixtures.ts';

let test: TestApp;
let planner: { user: { id: number }; as: Client };
let outsider: Client;
let approver: Client;
let employee: Client;
let nobody: Client;
let ids: { deck: number; other: number; ole: number; oleJob: number; pia: number; piaJob: number; night: number; plan: number; parts: number[]; planOnly: number };

beforeAll(async () => {
  test = await createTestApp();
  const db = test.db;
  const deck = await buildDepartment(db, { name: 'Dæk' });
  const other = await buildDepartment(db, { name: 'Kontor' });
  const agreement = await buildAgreement(db);
  const ole = await buildEmployee(db, { firstName: 'Ole', lastName: 'Olsen', code: 'O1' });
  const oleJob = await buildEmployment(db, { employeeId: ole.id, agreementId: agreement.id, departmentId: deck.id });
  const pia = await buildEmployee(db, { firstName: 'Pia', lastName: 'Poulsen' });
  const piaJob = await buildEmployment(db, { employeeId: pia.id, agreementId: agreement.id, departmentId: other.id });
  const night = await buildTemplate(db, { code: 'NA', color: '#3f51b5', startTime: '20:00', endTime: '02:00' });
  // A plan with two realised watches: the first moved and cancelled, a second added beside it.
  const first = await buildWatch(db, { employmentId: oleJob.id, template: night, date: '2026-10-24', startTime: '20:00', endTime: '02:00' });
  const [second] = await db
    .insert(realisedWatches)
    .values({
      employmentId: oleJob.id,
      plannedWatchId: first.plannedWatchId,
      watchTemplateId: night.id,
      startDate: '2026-10-25',
      startTime: '01:00',
      endTime: '04:00',
      // Across the change to winter time: 01:00 CEST to 04:00 CET is four hours.
      startAt: '2026-10-25T01:00:00+02:00',
      endAt: '2026-10-25T04:00:00+01:00',
      totalTime: 240,
      overridden: true,
      comment: 'Ekstra vagt ved ankomst',
    })
    .returning();
  await db.update(realisedWatches).set({ cancelled: true }).where(eq(realisedWatches.id, first.realisedWatchId));
  const supplement = await buildProperty(db, 'supplement', { name: 'Overtid', code: 'OT' });
  await giveProperty(db, second!.id, supplement.id, '2.5');
  await approve(db, oleJob.id, [second!.id], true);
  const planOnly = await buildPlanOnly(db, oleJob.id, night.id, '2026-10-27');
  await buildWatch(db, { employmentId: piaJob.id, template: night, date: '2026-10-24', startTime: '20:00', endTime: '02:00' });

  const session = await plannerOf(test, [deck.id]);
  planner = { user: session.user, as: client(test, session.token) };
  outsider = client(test, (await plannerOf(test, [other.id])).token);
  approver = client(test, (await plannerOf(test, [deck.id], 'Approver')).token);
  const own = await signedIn(test, ['Employee']);
  await db.update(users).set({ employeeId: ole.id }).where(eq(users.id, own.user.id));
  employee = client(test, own.token);
  nobody = client(test, (await signedIn(test, ['Employee'])).token);
  ids = {
    deck: deck.id,
    other: other.id,
    ole: ole.id,
    oleJob: oleJob.id,
    pia: pia.id,
    piaJob: piaJob.id,
    night: night.id,
    plan: first.plannedWatchId!,
    parts: [first.realisedWatchId, second!.id],
    planOnly,
  };
});
afterAll(() => test.close());

const storedOrder = () => test.db.select().from(employeeSortOrders).where(eq(employeeSortOrders.planUserId, planner.user.id)).orderBy(employeeSortOrders.sortOrder);

describe('SaveEmployeeSortOrder and GetSortOrders', () => {
  it("saves the caller's order of a department, replacing the one before", async () => {
    const order = (list: [number, number][]) => list.map(([employeeId, sortOrder]) => ({ employeeId, sortOrder }));
    expect((await planner.as.post('Plan/SaveEmployeeSortOrder', order([[ids.ole, 1], [ids.pia, 2]]), { departmentid: ids.deck })).statusCode).toBe(204);
    expect((await planner.as.post('Plan/SaveEmployeeSortOrder', order([[ids.pia, 1], [ids.ole, 2]]), { departmentid: ids.deck })).statusCode).toBe(204);
    expect((await planner.as.get('Plan/GetSortOrders', { departmentid: ids.deck })).json()).toEqual(order([[ids.pia, 1], [ids.ole, 2]]));
    expect((await approver.get('Plan/GetSortOrders', { departmentid: ids.deck })).json()).toEqual([]);
  });

  it('refuses a department outside reach (403), an unknown employee or a repeated one (400), and changes nothing', async () => {
    const before = await storedOrder();
    const refused = await outsider.post('Plan/SaveEmployeeSortOrder', [{ employeeId: ids.ole, sortOrder: 1 }], { departmentid: ids.deck });
    expect(refused.statusCode).toBe(403);
    expect((await approver.post('Plan/SaveEmployeeSortOrder', [{ employeeId: ids.ole, sortOrder: 1 }], { departmentid: ids.deck })).statusCode).toBe(403);
    const unknown = await planner.as.post('Plan/SaveEmployeeSortOrder', [{ employeeId: 999_999, sortOrder: 1 }], { departmentid: ids.deck });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('En medarbejder i rækkefølgen findes ikke.');
    const twice = await planner.as.post('Plan/SaveEmployeeSortOrder', [{ employeeId: ids.ole, sortOrder: 1 }, { employeeId: ids.ole, sortOrder: 2 }], { departmentid: ids.deck });
    expect(twice.statusCode).toBe(400);
    expect((await planner.as.post('Plan/SaveEmployeeSortOrder', [], {})).statusCode).toBe(400);
    expect(await storedOrder()).toEqual(before);
    expect((await outsider.get('Plan/GetSortOrders', { departmentid: ids.deck })).statusCode).toBe(403);
    expect((await employee.get('Plan/GetSortOrders', { departmentid: ids.deck })).statusCode).toBe(403);
  });
});

describe('GetPlannedWatches', () => {
  it('answers the plans of chosen employments in the range with their realised watches', async () => {
    const response = await planner.as.post('Plan/GetPlannedWatches', { employmentIds: [ids.oleJob], start: '2026-10-01', end: '2026-10-31' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      expect.objectContaining({ plannedWatchId: ids.plan, employmentId: ids.oleJob, watchTemplateId: ids.night, code: 'NA', color: '#3f51b5', startDate: '2026-10-24', realisedWatchIds: ids.parts }),
      expect.objectContaining({ plannedWatchId: ids.planOnly, startDate: '2026-10-27', realisedWatchIds: [] }),
    ]);
    expect((await planner.as.post('Plan/GetPlannedWatches', { employmentIds: [ids.oleJob], start: '2026-10-25', end: '2026-10-26' })).json()).toEqual([]);
  });

  it('refuses employments outside reach with 403 and a reversed range with 400', async () => {
    expect((await planner.as.post('Plan/GetPlannedWatches', { employmentIds: [ids.oleJob, ids.piaJob], start: '2026-10-01', end: '2026-10-31' })).statusCode).toBe(403);
    expect((await employee.post('Plan/GetPlannedWatches', { employmentIds: [ids.oleJob], start: '2026-10-01', end: '2026-10-31' })).statusCode).toBe(200);
    expect((await nobody.post('Plan/GetPlannedWatches', { employmentIds: [ids.oleJob], start: '2026-10-01', end: '2026-10-31' })).statusCode).toBe(403);
    expect((await planner.as.post('Plan/GetPlannedWatches', { employmentIds: [ids.oleJob], start: '2026-10-31', end: '2026-10-01' })).statusCode).toBe(400);
    expect((await planner.as.post('Plan/GetPlannedWatches', { employmentIds: [], start: '2026-10-01', end: '2026-10-31' })).statusCode).toBe(400);
  });
});

describe('GetRealisedWatch', () => {
  it("answers a plan's realised watches, cancelled ones too, with properties, approvals and comment", async () => {
    const response = await planner.as.get('Plan/GetRealisedWatch', { plannedwatchid: ids.plan });
    expect(response.statusCode).toBe(200);
    const [first, second] = response.json();
    expect(first).toMatchObject({ realisedWatchId: ids.parts[0], code: 'NA', startTime: '20:00', endTime: '02:00', totalTime: 360, cancelled: true, approvals: [] });
    expect(second).toMatchObject({
      realisedWatchId: ids.parts[1],
      startDate: '2026-10-25',
      startTime: '01:00',
      endTime: '04:00',
      totalTime: 240,
      overridden: true,
      cancelled: false,
      closed: false,
      properties: [{ propertyId: expect.any(Number), propertyTypeId: expect.any(Number), name: 'Overtid', code: 'OT', value: 2.5 }],
      approvals: [expect.objectContaining({ approvalLevel: 'Skib', rejected: true, comment: 'Forkert tid', employmentId: ids.oleJob, realisedWatchIds: [ids.parts[1]] })],
      comments: [expect.objectContaining({ comment: 'Ekstra vagt ved ankomst' })],
    });
    expect(Date.parse(second.changeDate)).not.toBeNaN();
    const one = await planner.as.get('Plan/GetRealisedWatch', { realisedwatchid: ids.parts[1]! });
    expect(one.json()).toEqual([second]);
    expect((await planner.as.get('Plan/GetRealisedWatch', { plannedwatchid: ids.planOnly })).json()).toEqual([]);
  });

  it('answers 400 without either id, 404 for an unknown one and 403 outside reach', async () => {
    const missing = await planner.as.get('Plan/GetRealisedWatch');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('missing_parameter');
    expect((await planner.as.get('Plan/GetRealisedWatch', { realisedwatchid: 999_999 })).statusCode).toBe(404);
    expect((await planner.as.get('Plan/GetRealisedWatch', { plannedwatchid: 999_999 })).statusCode).toBe(404);
    expect((await outsider.get('Plan/GetRealisedWatch', { plannedwatchid: ids.plan })).statusCode).toBe(403);
    expect((await employee.get('Plan/GetRealisedWatch', { plannedwatchid: ids.plan })).statusCode).toBe(200);
    expect((await nobody.get('Plan/GetRealisedWatch', { plannedwatchid: ids.plan })).statusCode).toBe(403);
  });
});

describe('calendar and own employee', () => {
  it('answers the days of a month with day types and Danish titles', async () => {
    const response = await planner.as.get('Plan/GetMonthYear', { month: 4, year: 2026 });
    expect(response.statusCode).toBe(200);
    const days = response.json();
    expect(days).toHaveLength(30);
    expect(days.slice(1, 6)).toEqual([
      { date: '2026-04-02', isHoliday: true, isWeekend: false, isWorkDay: false, title: 'Skærtorsdag' },
      { date: '2026-04-03', isHoliday: true, isWeekend: false, isWorkDay: false, title: 'Langfredag' },
      { date: '2026-04-04', isHoliday: false, isWeekend: true, isWorkDay: false, title: null },
      { date: '2026-04-05', isHoliday: true, isWeekend: true, isWorkDay: false, title: 'Påskedag' },
      { date: '2026-04-06', isHoliday: true, isWeekend: false, isWorkDay: false, title: '2. påskedag' },
    ]);
    expect((await planner.as.get('Plan/GetMonthYear', { month: 13, year: 2026 })).statusCode).toBe(400);
    expect((await planner.as.get('Plan/GetMonthYear', { year: 2026 })).statusCode).toBe(400);
  });

  it('answers the days of a range, refusing a reversed one', async () => {
    const days = (await employee.get('Plan/GetPeriodYear', { start: '2026-12-24', end: '2026-12-26' })).json();
    expect(days.map((d: { date: string; title: string | null; isWorkDay: boolean }) => [d.date, d.title, d.isWorkDay])).toEqual([
      ['2026-12-24', 'Juleaften', true],
      ['2026-12-25', 'Juledag', false],
      ['2026-12-26', '2. juledag', false],
    ]);
    expect((await employee.get('Plan/GetPeriodYear', { start: '2026-12-26', end: '2026-12-24' })).statusCode).toBe(400);
  });

  it("answers the signed-in user's employee, or null when none is linked", async () => {
    const own = await employee.get('Plan/GetEmployeeFromUser');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ employeeId: ids.ole, code: 'O1', firstName: 'Ole', lastName: 'Olsen' });
    const none = await nobody.get('Plan/GetEmployeeFromUser');
    expect([200, 204]).toContain(none.statusCode);
    expect(none.body === '' ? null : none.json()).toBeNull();
  });
});
