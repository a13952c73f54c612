import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { EmployeeDto, WatchDayDto } from '@kaj/contract';
import { employments, users } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { approve, buildPlanOnly, buildTemplate, buildWatch, giveProperty } from './grid-fixtures.ts';

let test: TestApp;
let planner: { user: { id: number }; as: Client };
let deckPlanner: Client;
let approver: Client;
let employee: Client;
let otherPlanner: Client;
let ids: {
  ship: number;
  deck: number;
  other: number;
  anna: number;
  annaJob: number;
  bo: number;
  boJob: number;
  carl: number;
  carlJob: number;
  eva: number;
  dorteJob: number;
  planOnly: number;
  draft: number;
  draftJob: number;
};

const march = { start: '2026-03-01', end: '2026-03-31' };
const names = (rows: EmployeeDto[]) => rows.map((row) => row.lastName);
const day = (row: EmployeeDto, date: string): WatchDayDto => row.employments[0]!.watchDays.find((d) => d.date === date)!;
const grid = (as: Client, query: Record<string, string | number | boolean>, body: object = {}) => as.post('Plan/GetEmployeesPeriod', body, { ...march, ...query });

beforeAll(async () => {
  test = await createTestApp();
  const db = test.db;
  const { ship, deck, engine } = await buildShip(db);
  const other = await buildDepartment(db, { name: 'Kontor' });
  const agreement = await buildAgreement(db);
  const hire = async (lastName: string, firstName: string, departmentId: number) => {
    const person = await buildEmployee(db, { firstName, lastName });
    const job = await buildEmployment(db, { employeeId: person.id, agreementId: agreement.id, departmentId });
    return { id: person.id, job: job.id };
  };
  // Hired out of name order, so the answers' order is the server's.
  const bo = await hire('Berg', 'Bo', deck.id);
  const carl = await hire('Clausen', 'Carl', engine.id);
  const anna = await hire('Andersen', 'Anna', deck.id);
  const eva = await hire('Eriksen', 'Eva', deck.id);
  await db.update(employments).set({ defaultHidden: true }).where(eq(employments.id, eva.job));
  const dorte = await hire('Dahl', 'Dorte', other.id);

  const day1 = await buildTemplate(db, { code: 'D1', color: '#ffeb3b', startTime: '07:00', endTime: '15:00' });
  const night = await buildTemplate(db, { code: 'N1', color: '#1f4e79', startTime: '22:00', endTime: '06:00' });
  const sick = await buildProperty(db, 'absence', { name: 'Syg', code: 'SY' });

  const sickDay = await buildWatch(db, { employmentId: anna.job, template: day1, date: '2026-03-02', startTime: '07:00', endTime: '15:00' });
  await giveProperty(db, sickDay.realisedWatchId, sick.id);
  await approve(db, anna.job, [sickDay.realisedWatchId]);
  const rejectedDay = await buildWatch(db, { employmentId: anna.job, template: day1, date: '2026-03-03', startTime: '07:00', endTime: '15:00' });
  // Approved, then rejected: the latest decision counts.
  await approve(db, anna.job, [rejectedDay.realisedWatchId]);
  await approve(db, anna.job, [rejectedDay.realisedWatchId], true);
  await buildWatch(db, { employmentId: anna.job, template: day1, date: '2026-03-05', startTime: '07:00', endTime: '15:00', cancelled: true });
  const planOnly = await buildPlanOnly(db, anna.job, day1.id, '2026-03-10');
  // 06–14 and 16–23: 9 hours of rest in the 24 hours up to 23:00, a warning.
  await buildWatch(db, { employmentId: anna.job, template: day1, date: '2026-03-15', startTime: '06:00', endTime: '14:00' });
  await buildWatch(db, { employmentId: anna.job, template: day1, date: '2026-03-15', startTime: '16:00', endTime: '23:00', extra: true });
  // Into the night the clocks go forward: 7 real hours.
  await buildWatch(db, { employmentId: anna.job, template: night, date: '2026-03-28', startTime: '22:00', endTime: '06:00' });
  await buildWatch(db, { employmentId: bo.job, template: day1, date: '2026-03-02', startTime: '07:00', endTime: '15:00' });
  // Before the range: read for rest hours only.
  await buildWatch(db, { employmentId: anna.job, template: day1, date: '2026-02-27', startTime: '07:00', endTime: '15:00' });

  const draft = await buildEmployee(db, { firstName: 'Anna', lastName: 'Andersen', code: null, masterId: anna.id });
  const draftJob = await buildEmployment(db, { employeeId: draft.id, agreementId: agreement.id, departmentId: deck.id });
  await db.update(employments).set({ masterId: anna.job }).where(eq(employments.id, draftJob.id));

  const session = await plannerOf(test, [ship.id]);
  planner = { user: session.user, as: client(test, session.token) };
  deckPlanner = client(test, (await plannerOf(test, [deck.id])).token);
  otherPlanner = client(test, (await plannerOf(test, [ship.id])).token);
  approver = client(test, (await plannerOf(test, [ship.id], 'Approver')).token);
  const own = await signedIn(test, ['Employee']);
  await db.update(users).set({ employeeId: anna.id }).where(eq(users.id, own.user.id));
  employee = client(test, own.token);
  ids = {
    ship: ship.id,
    deck: deck.id,
    other: other.id,
    anna: anna.id,
    annaJob: anna.job,
    bo: bo.id,
    boJob: bo.job,
    carl: carl.id,
    carlJob: carl.job,
    eva: eva.id,
    dorteJob: dorte.job,
    planOnly,
    draft: draft.id,
    draftJob: draftJob.id,
  };
});
afterAll(() => test.close());

describe('the rows of a department', () => {
  it("answers the ship's employees with sub-departments by name, hidden employments left out", async () => {
    const response = await grid(planner.as, { departmentid: ids.ship });
    expect(response.statusCode).toBe(200);
    expect(names(response.json())).toEqual(['Andersen', 'Berg', 'Clausen']);
    expect(names((await grid(planner.as, { departmentid: ids.deck })).json())).toEqual(['Andersen', 'Berg']);
    expect(names((await grid(planner.as, { departmentid: ids.ship }, { showHidden: true })).json())).toEqual(['Andersen', 'Berg', 'Clausen', 'Eriksen']);
  });

  it('shows a day per date with its watches: code, colours, marking property, approval, DST-correct times', async () => {
    const [anna] = (await grid(planner.as, { departmentid: ids.deck })).json() as EmployeeDto[];
    const employment = anna!.employments[0]!;
    expect(employment).toMatchObject({ employmentId: ids.annaJob, editable: true, draftId: ids.draftJob });
    expect(anna).toMatchObject({ employeeId: ids.anna, draftId: ids.draft, masterId: null, periodStart: '2026-03-01', periodEnd: '2026-03-31' });
    // A month's row carries the month's closing: open, not saved yet.
    expect(anna!.closing).toMatchObject({ closingId: null, employmentId: ids.annaJob, period: '2026-03-01', locked: false });
    expect(employment.watchDays).toHaveLength(31);
    expect(employment.watchDays.map((d) => d.date)[0]).toBe('2026-03-01');
    expect(day(anna!, '2026-03-01')).toEqual({ date: '2026-03-01', isWorkDay: false, watches: [] });
    expect(day(anna!, '2026-03-02').watches).toEqual([
      expect.objectContaining({
        code: 'D1',
        subCode: 'SY',
        color: '#ffeb3b',
        textColor: '#1f1f1f',
        startTime: '07:00',
        endTime: '15:00',
        totalTime: 480,
        isNormTime: false,
        approved: true,
        rejected: false,
        ownedByUser: false,
        properties: [expect.objectContaining({ name: 'Syg', code: 'SY', value: null })],
      }),
    ]);
    expect(day(anna!, '2026-03-03').watches[0]).toMatchObject({ subCode: null, approved: false, rejected: true, isNormTime: true });
    expect(day(anna!, '2026-03-05').watches).toEqual([]);
    expect(day(anna!, '2026-03-10').watches).toEqual([expect.objectContaining({ realisedWatchId: null, plannedWatchId: ids.planOnly, code: 'D1', startTime: '07:00', endTime: '15:00' })]);
    expect(day(anna!, '2026-03-28').watches).toEqual([
      // Across the change to summer time: 22:00–06:00 is seven hours.
      expect.objectContaining({ code: 'N1', textColor: '#ffffff', startTime: '22:00', endTime: '06:00', totalTime: 420 }),
    ]);
    expect(day(anna!, '2026-03-15').watches.map((w) => [w.startTime, w.endTime])).toEqual([
      ['06:00', '14:00'],
      ['16:00', '23:00'],
    ]);
    expect(day(anna!, '2026-03-15').restBreaches?.map((b) => b.rule)).toContain('min10HoursIn24');
    expect(day(anna!, '2026-03-02')).not.toHaveProperty('restBreaches');
    // 480 + 480 + 480 + 420 + 420: the cancelled watch, the plan alone and February count for nothing.
    expect(anna!.totalTime).toBe(2280);
  });

  it('counts the watches of the week before the range in the rest hours without showing them', async () => {
    // A night into the 1st, then 10–18 on the 1st: 8 hours of rest in the 24 hours up to 18:00, a warning on the 1st
    // that the 1st's watch alone would not give.
    const night = await buildTemplate(test.db, { startTime: '22:00', endTime: '06:00' });
    const day1 = await buildTemplate(test.db, { startTime: '10:00', endTime: '18:00' });
    await buildWatch(test.db, { employmentId: ids.carlJob, template: night, date: '2026-02-28', startTime: '22:00', endTime: '06:00' });
    await buildWatch(test.db, { employmentId: ids.carlJob, template: day1, date: '2026-03-01', startTime: '10:00', endTime: '18:00' });
    const row = (await planner.as.post('Plan/GetEmployee', undefined, { employmentid: ids.carlJob, period: '2026-03-01' })).json() as EmployeeDto;
    expect(row.totalTime).toBe(480);
    expect(day(row, '2026-03-01').watches.map((watch) => [watch.startDate, watch.startTime])).toEqual([['2026-03-01', '10:00']]);
    expect(day(row, '2026-03-01').restBreaches?.map((breach) => breach.rule)).toContain('min10HoursIn24');
  });

  it('gives the month with GetEmployees and one employment with GetEmployee and GetEmployeePeriod', async () => {
    const month = (await planner.as.post('Plan/GetEmployees', {}, { period: '2026-03-01', departmentid: ids.deck })).json() as EmployeeDto[];
    expect(names(month)).toEqual(['Andersen', 'Berg']);
    expect(month[0]!.totalTime).toBe(2280);
    const one = await planner.as.post('Plan/GetEmployee', undefined, { employmentid: ids.boJob, period: '2026-03-01' });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ lastName: 'Berg', totalTime: 480, employments: [expect.objectContaining({ employmentId: ids.boJob })] });
    const week = (await planner.as.post('Plan/GetEmployeePeriod', undefined, { employmentid: ids.annaJob, start: '2026-03-28', end: '2026-04-03' })).json() as EmployeeDto;
    expect(week.employments[0]!.watchDays.map((d) => [d.date, d.isWorkDay])).toEqual([
      ['2026-03-28', false],
      ['2026-03-29', false],
      ['2026-03-30', true],
      ['2026-03-31', true],
      ['2026-04-01', true],
      ['2026-04-02', false], // Skærtorsdag
      ['2026-04-03', false], // Langfredag
    ]);
    expect(week.totalTime).toBe(420);
  });

  it('answers chosen employments with GetSelectedEmployeesPeriod and every department with GetAllEmployees', async () => {
    const chosen = await planner.as.post('Plan/GetSelectedEmployeesPeriod', [ids.carlJob, ids.annaJob], march);
    expect(names(chosen.json())).toEqual(['Andersen', 'Clausen']);
    expect(names((await planner.as.post('Plan/GetAllEmployees', undefined, { period: '2026-03-01' })).json())).toEqual(['Andersen', 'Berg', 'Clausen']);
  });

  it('filters on properties and chosen employments', async () => {
    expect(names((await grid(planner.as, { departmentid: ids.ship }, { employmentIds: [ids.boJob] })).json())).toEqual(['Berg']);
    expect(names((await grid(planner.as, { departmentid: ids.ship }, { propertyIds: [ids.deck] })).json())).toEqual(['Andersen', 'Berg']);
  });

  it('gives the drafts instead of the masters with draft=true', async () => {
    const rows = (await grid(planner.as, { departmentid: ids.deck, draft: true })).json() as EmployeeDto[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ employeeId: ids.draft, masterId: ids.anna, employments: [expect.objectContaining({ employmentId: ids.draftJob, masterId: ids.annaJob, editable: true })] });
  });
});

describe('sort orders', () => {
  it("orders the rows by the planner's saved order, the rest by name, and by another planner's when asked", async () => {
    const saved = await planner.as.post('Plan/SaveEmployeeSortOrder', [
      { employeeId: ids.carl, sortOrder: 1 },
      { employeeId: ids.anna, sortOrder: 2 },
    ], { departmentid: ids.ship });
    expect(saved.statusCode).toBe(204);
    expect(names((await grid(planner.as, { departmentid: ids.ship })).json())).toEqual(['Clausen', 'Andersen', 'Berg']);
    expect(names((await grid(otherPlanner, { departmentid: ids.ship })).json())).toEqual(['Andersen', 'Berg', 'Clausen']);
    expect(names((await grid(otherPlanner, { departmentid: ids.ship, sortbyplanuserid: planner.user.id })).json())).toEqual(['Clausen', 'Andersen', 'Berg']);
    expect(names((await planner.as.post('Plan/GetSelectedEmployeesPeriod', [ids.boJob, ids.annaJob, ids.carlJob], { ...march, sortbyplanuserid: planner.user.id })).json())).toEqual([
      'Clausen',
      'Andersen',
      'Berg',
    ]);
  });
});

describe('who sees what', () => {
  it('shows the Approver the rows read only', async () => {
    const rows = (await grid(approver, { departmentid: ids.ship })).json() as EmployeeDto[];
    expect(names(rows)).toEqual(['Andersen', 'Berg', 'Clausen']);
    expect(rows.flatMap((row) => row.employments.map((e) => e.editable))).toEqual([false, false, false]);
  });

  it('shows an employee only their own rows, and refuses the rest with 403', async () => {
    const own = (await grid(employee, {})).json() as EmployeeDto[];
    expect(own.map((row) => row.employeeId)).toEqual([ids.anna]);
    expect(own[0]!.employments[0]!.editable).toBe(false);
    expect(day(own[0]!, '2026-03-02').watches[0]!.ownedByUser).toBe(true);
    expect(((await grid(employee, { departmentid: ids.ship })).json() as EmployeeDto[]).map((row) => row.employeeId)).toEqual([ids.anna]);
    expect((await grid(employee, { departmentid: ids.deck, draft: true })).json()).toEqual([]);
    expect((await grid(employee, { departmentid: ids.other })).statusCode).toBe(403);
    expect((await employee.post('Plan/GetEmployeePeriod', undefined, { employmentid: ids.boJob, ...march })).statusCode).toBe(403);
    expect((await employee.post('Plan/GetSelectedEmployeesPeriod', [ids.annaJob, ids.boJob], march)).statusCode).toBe(403);
    expect((await employee.post('Plan/GetAllEmployees', undefined, { period: '2026-03-01' })).statusCode).toBe(403);
  });

  it('refuses a planner the departments and employments outside their reach with 403', async () => {
    expect((await grid(deckPlanner, { departmentid: ids.ship })).statusCode).toBe(403);
    expect((await grid(deckPlanner, { departmentid: ids.other })).statusCode).toBe(403);
    expect((await deckPlanner.post('Plan/GetSelectedEmployeesPeriod', [ids.carlJob], march)).statusCode).toBe(403);
    expect((await deckPlanner.post('Plan/GetEmployee', undefined, { employmentid: ids.dorteJob, period: '2026-03-01' })).statusCode).toBe(403);
    expect(names((await grid(deckPlanner, {})).json())).toEqual(['Andersen', 'Berg']);
  });

  it('answers 400 for a missing or reversed range and 404 for an unknown department', async () => {
    const missing = await planner.as.post('Plan/GetEmployeesPeriod', {}, { start: '2026-03-01', departmentid: ids.ship });
    expect(missing.statusCode).toBe(400);
    expect((await grid(planner.as, { departmentid: ids.ship, start: '2026-03-31', end: '2026-03-01' })).statusCode).toBe(400);
    expect((await planner.as.post('Plan/GetEmployee', undefined, { period: '2026-03-01' })).statusCode).toBe(400);
    expect((await grid(planner.as, { departmentid: 999_999 })).statusCode).toBe(404);
  });
});
