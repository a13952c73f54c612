import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/raw.ts';
import { realisedWatches, watchDetailProperties, watchDetails, watchTemplates } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildDepartment, plannerOf } from '../support/organisation.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { addWatch, newEmployment, postings, propertyId } from './pay-engine-fixtures.ts';

// Who may call the pay engine, and what Calculate and UpdateAllDerivedProperties reach.

let test: TestApp;
let admin: Client;
let sejlads: number;
let inside: { employeeId: number; employmentId: number };
let outside: { employeeId: number; employmentId: number };
let planner: Client;

beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  sejlads = await propertyId(test.db, 'watchType', 'Sejlads');
  const ours = await buildDepartment(test.db, { name: 'Vores dæk' });
  const theirs = await buildDepartment(test.db, { name: 'Andres dæk' });
  inside = await newEmployment(test.db, 'MEN', '2025-12-01', [ours.id]);
  outside = await newEmployment(test.db, 'MEN', '2025-12-01', [theirs.id]);
  await addWatch(test.db, inside.employmentId, '2025-12-01', '07:00', '15:00', [sejlads]);
  await addWatch(test.db, outside.employmentId, '2025-12-01', '07:00', '15:00', [sejlads]);
  planner = client(test, (await plannerOf(test, [ours.id])).token);
});
afterAll(() => test.close());

describe('Calculate', () => {
  it('recalculates the employments within the planner’s departments only', async () => {
    expect((await planner.get('Plan/Calculate')).statusCode).toBe(204);
    expect(await postings(test.db, inside.employmentId, '2025-12-01', '2025-12-01')).toContainEqual(expect.stringMatching(/^2025-12-01 Sejladstimer 8 \[\d+\]$/));
    expect(await postings(test.db, outside.employmentId, '2025-12-01', '2025-12-31')).toEqual([]);
  });

  it('is refused to an employee', async () => {
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Plan/Calculate')).statusCode).toBe(403);
  });
});

describe('reach', () => {
  it('refuses norm periods and balances outside the planner’s departments', async () => {
    const started = await planner.get('Plan/SetNormStart', { employmentid: outside.employmentId, startdate: '2025-12-01', start: '2025-12-01', end: '2025-12-31' });
    expect(started.statusCode).toBe(403);
    expect((await planner.post('Plan/GetBalance', undefined, { employeeId: outside.employeeId })).statusCode).toBe(403);
    expect((await planner.post('Plan/GetBalance', undefined, { employeeId: inside.employeeId })).statusCode).toBe(200);
  });

  it('refuses a norm start outside the employment, and a second start on the same day', async () => {
    const before = await planner.get('Plan/SetNormStart', { employmentid: inside.employmentId, startdate: '2025-11-01', start: '2025-12-01', end: '2025-12-31' });
    expect(before.statusCode).toBe(400);
    expect((await planner.get('Plan/SetNormStart', { employmentid: inside.employmentId, startdate: '2026-01-01', start: '2026-01-01', end: '2026-01-31' })).statusCode).toBe(200);
    const again = await planner.get('Plan/SetNormStart', { employmentid: inside.employmentId, startdate: '2026-01-01', start: '2026-01-01', end: '2026-01-31' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Der starter allerede en normperiode den dag.');
  });
});

describe('UpdateAllDerivedProperties', () => {
  it('gives open realised watches their template detail’s properties and recalculates them; closed watches stay', async () => {
    const [template] = await test.db.insert(watchTemplates).values({ code: 'S1', color: '#3366ff' }).returning();
    const [detail] = await test.db.insert(watchDetails).values({ watchTemplateId: template!.id, startTime: '07:00', endTime: '15:00', totalTime: 480 }).returning();
    const open = await addWatch(test.db, inside.employmentId, '2025-12-02', '07:00', '15:00');
    const closed = await addWatch(test.db, inside.employmentId, '2025-12-03', '07:00', '15:00', [], { closed: true });
    await test.db.update(realisedWatches).set({ watchDetailId: detail!.id }).where(eq(realisedWatches.id, open));
    await test.db.update(realisedWatches).set({ watchDetailId: detail!.id }).where(eq(realisedWatches.id, closed));
    // The template gains Sejlads after the watches were placed.
    await test.db.insert(watchDetailProperties).values({ watchDetailId: detail!.id, propertyId: sejlads });
    expect((await admin.get('Plan/UpdateAllDerivedProperties')).statusCode).toBe(204);
    const carried = await queryRows<{ id: number }>(test.db, sql`select realised_watch_id as id from realised_watch_properties where property_id = ${sejlads} and realised_watch_id in (${open}, ${closed})`);
    expect(carried.map((row) => Number(row.id))).toEqual([open]);
    expect(await postings(test.db, inside.employmentId, '2025-12-02', '2025-12-02')).toEqual([`2025-12-02 Normtimer 8 [${open}]`, `2025-12-02 Sejladstimer 8 [${open}]`]);
  });
});
