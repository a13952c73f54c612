import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { auditTrail, plannedWatches, realisedWatchProperties, realisedWatches } from '../../src/db/schema/index.ts';
import { instantOfTimestamp } from '../../src/areas/planning/watches/watch-times.ts';
// The grid tests' approval fixture serves the watch tests too.
export { approve } from './grid-fixtures.ts';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip, plannerOf } from '../support/organisation.ts';

// A ship with a planner, watch codes and crew for the tests of the watch changes (issue 5).

export interface WatchWorld {
  test: TestApp;
  admin: Client;
  planner: Client;
  deck: number;
  engine: number;
  agreementId: number;
  sailing: number;
  holiday: number;
  sick: number;
  overtime: number;
  codes: Record<'D1' | 'D2' | 'N1' | 'T3' | 'FE' | 'OLD', number>;
}

/** A test app of the file's own with the watch world, made before the file's tests (handed to `use`) and closed after them. */
export function useWatchWorld(use: (world: WatchWorld) => void): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp();
    use(await watchWorld(app));
  });
  afterAll(() => app?.close());
}

export async function watchWorld(test: TestApp): Promise<WatchWorld> {
  const { db } = test;
  const { ship, deck, engine } = await buildShip(db);
  const agreementId = (await buildAgreement(db)).id;
  const admin = client(test, (await signedIn(test, ['Admin'])).token);
  const planner = client(test, (await plannerOf(test, [ship.id])).token);
  const sailing = (await buildProperty(db, 'watchType', { name: 'Sejlads' })).id;
  const holiday = (await buildProperty(db, 'absence', { name: 'Ferie', code: 'FE' })).id;
  const sick = (await buildProperty(db, 'absence', { name: 'Syg', code: 'SY' })).id;
  const overtime = (await buildProperty(db, 'supplement', { name: 'Overtid' })).id;
  const save = async (code: string, details: unknown[], subTemplates: unknown[] = []) => {
    const response = await admin.post('WatchTemplate/SaveWatchTemplate', { code, color: '#3f51b5', details, subTemplates }, { replace: false });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json().watchTemplateId as number;
  };
  const day = (startTime: string, endTime: string, properties = [{ propertyId: sailing }]) => ({ startTime, endTime, properties });
  const codes = {
    D1: await save('D1', [day('06:00', '14:00')]),
    D2: await save('D2', [day('14:00', '22:00')]),
    N1: await save('N1', [day('22:00', '06:00')]),
    T3: await save('T3', [day('06:00', '18:00')], [1, 2].map((dayOffsetId) => ({ dayOffsetId, details: [day('06:00', '18:00')] }))),
    FE: await save('FE', [day('08:00', '15:24', [{ propertyId: holiday }])]),
    OLD: await save('OLD', [day('07:00', '15:00')]),
  };
  await admin.get('WatchTemplate/DeactivateWatchTemplateById', { id: codes.OLD });
  return { test, admin, planner, deck: deck.id, engine: engine.id, agreementId, sailing, holiday, sick, overtime, codes };
}

/** A crew member with one employment (2026-01-01 to 2027-06-30 unless told) in a department of the world. */
export async function crewMember(world: WatchWorld, options: { departmentId?: number; startDate?: string; endDate?: string | null } = {}) {
  const employee = await buildEmployee(world.test.db);
  const employment = await buildEmployment(world.test.db, {
    employeeId: employee.id,
    agreementId: world.agreementId,
    departmentId: options.departmentId ?? world.deck,
    startDate: options.startDate ?? '2026-01-01',
    endDate: options.endDate === undefined ? '2027-06-30' : options.endDate,
  });
  return { employeeId: employee.id, employmentId: employment.id };
}

/** How many rows the watch tables and the audit trail hold: a refusal leaves them as they were. */
export async function tableCounts(db: Db) {
  const n = async (table: typeof plannedWatches | typeof realisedWatches | typeof auditTrail | typeof realisedWatchProperties) => (await db.select({ n: count() }).from(table))[0]!.n;
  return { planned: await n(plannedWatches), realised: await n(realisedWatches), properties: await n(realisedWatchProperties), audit: await n(auditTrail) };
}

export const plansOf = (db: Db, employmentId: number) => db.select().from(plannedWatches).where(eq(plannedWatches.employmentId, employmentId)).orderBy(asc(plannedWatches.startDate), asc(plannedWatches.id));
export const realisedOf = (db: Db, employmentId: number) =>
  db.select().from(realisedWatches).where(eq(realisedWatches.employmentId, employmentId)).orderBy(asc(realisedWatches.startAt), asc(realisedWatches.id));
export const propertiesOf = async (db: Db, realisedWatchId: number) =>
  (await db.select().from(realisedWatchProperties).where(eq(realisedWatchProperties.realisedWatchId, realisedWatchId))).map((p) => [p.propertyId, p.value === null ? null : Number(p.value)]);

/** The change date as the grid sends it back (WatchDto.lastChanged). */
export const seen = (row: { changedAt: string }) => new Date(instantOfTimestamp(row.changedAt)).toISOString();
/** A change date from before any change. */
export const LONG_AGO = '2020-01-01T00:00:00.000Z';

/** Plans one of the world's codes on a date through the call, as the planner. */
export const addPlanned = (world: WatchWorld, employmentId: number, code: keyof WatchWorld['codes'], startDate: string) =>
  world.planner.post('Plan/AddPlannedWatch', undefined, { watchTemplateId: world.codes[code], employmentId, startDate, period: `${startDate.slice(0, 7)}-01` });

/** Real hours between a watch's instants. */
export const realHours = (row: { startAt: string; endAt: string }) => (instantOfTimestamp(row.endAt) - instantOfTimestamp(row.startAt)) / 3_600_000;

/** Watches of a row's answer (EmployeeDto) on a date, as codes with times. */
export function cellOf(row: { employments: { employmentId: number; watchDays: { date: string; watches: { code: string; startTime: string; endTime: string }[] }[] }[] }, employmentId: number, date: string) {
  const day = row.employments.find((e) => e.employmentId === employmentId)?.watchDays.find((d) => d.date === date);
  return day?.watches.map((w) => `${w.code} ${w.startTime}-${w.endTime}`) ?? [];
}
