import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { auditTrail, closings, plannedWatches } from '../../src/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildProperty, buildShip, plannerOf } from '../support/organisation.ts';
import { addPlanned, crewMember, plansOf, realisedOf, tableCounts, watchWorld, type WatchWorld } from '../planning/watch-support.ts';

// Rotations (turnus, issue 20): defining them within reach and bounds, laying them with a preview that is the save
// rolled back, refusing locked months and days already taken, and taking all of it back in one call.

let test: TestApp;
let world: WatchWorld;
let stranger: Client;
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  const other = await buildShip(test.db);
  stranger = client(test, (await plannerOf(test, [other.ship.id])).token);
});
afterAll(() => test.close());

const week = (code: number | null, n = 7) => Array<number | null>(n).fill(code);
const save = (as: Client, body: Record<string, unknown>) => as.post('Plan/SaveRotation', body);

async function sevenSeven(): Promise<number> {
  const response = await save(world.planner, { name: '7/7 dæk', departmentId: world.deck, days: [...week(world.codes.D1), ...week(null)] });
  expect(response.statusCode).toBe(200);
  return response.json().rotationId as number;
}

describe('defining rotations', () => {
  it('a planner saves, changes, lists and deletes a rotation of their department', async () => {
    const created = await save(world.planner, { name: ' 14/14 ', departmentId: world.deck, days: [...week(world.codes.D1, 14), ...week(null, 14)] });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: '14/14', departmentId: world.deck, departmentName: 'Dæk' });
    const rotationId = created.json().rotationId as number;
    const changed = await save(world.planner, { rotationId, name: '2-2-3', departmentId: world.engine, days: [world.codes.D1, world.codes.D1, null, null, world.codes.N1, world.codes.N1, world.codes.N1] });
    expect(changed.json()).toMatchObject({ rotationId, name: '2-2-3', departmentName: 'Maskine' });
    const listed = (await world.planner.get('Plan/GetRotations')).json() as { rotationId: number }[];
    expect(listed.map((rotation) => rotation.rotationId)).toContain(rotationId);
    expect((await world.planner.post('Plan/DeleteRotation', undefined, { rotationId })).statusCode).toBe(204);
    expect(((await world.admin.get('Plan/GetRotations')).json() as { rotationId: number }[]).some((rotation) => rotation.rotationId === rotationId)).toBe(false);
  });

  it('a planner reaches only their own departments: 403, and their rotations are not listed', async () => {
    const rotationId = await sevenSeven();
    expect((await save(stranger, { name: 'Fremmed', departmentId: world.deck, days: [world.codes.D1] })).statusCode).toBe(403);
    expect((await stranger.post('Plan/DeleteRotation', undefined, { rotationId })).statusCode).toBe(403);
    expect((await save(stranger, { rotationId, name: 'Overtaget', departmentId: world.deck, days: [world.codes.D1] })).statusCode).toBe(403);
    expect(((await stranger.get('Plan/GetRotations')).json() as unknown[]).length).toBe(0);
    expect((await stranger.get('Plan/GetRotations', { departmentid: world.deck })).statusCode).toBe(403);
  });

  it('refuses bad rotations with a Danish reason: no days, no watch day, too many days, unknown or inactive codes, not a department', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ name: 'Tom', departmentId: world.deck, days: [] }, /mindst én dag/],
      [{ name: 'Fri', departmentId: world.deck, days: [null, null] }, /mindst én dag med en vagtkode/],
      [{ name: 'Lang', departmentId: world.deck, days: week(world.codes.D1, 367) }, /højst have 366 dage/],
      [{ name: '', departmentId: world.deck, days: [world.codes.D1] }, /Navn skal udfyldes/],
      [{ name: 'Ukendt', departmentId: world.deck, days: [999_999] }, /findes ikke/],
      [{ name: 'Gammel', departmentId: world.deck, days: [world.codes.OLD] }, /deaktiveret/],
      [{ name: 'Egenskab', departmentId: world.sailing, days: [world.codes.D1] }, /Afdelingen findes ikke/],
    ];
    for (const [body, message] of cases) {
      const response = await save(world.admin, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(response.body).toMatch(message);
    }
  });
});

describe('laying a rotation', () => {
  it('crews A and B alternate; the preview places nothing and says exactly what the save does: collisions, absences and a locked month refused', async () => {
    const rotationId = await sevenSeven();
    const a = await crewMember(world);
    const b = await crewMember(world);
    // A has a holiday on a day of their first week, B a D2 on a day of theirs; December is locked for B.
    expect((await addPlanned(world, a.employmentId, 'FE', '2026-11-04')).statusCode).toBe(200);
    expect((await addPlanned(world, b.employmentId, 'D2', '2026-11-10')).statusCode).toBe(200);
    await test.db.insert(closings).values({ employmentId: b.employmentId, period: '2026-12-01', locked: true });
    const body = { rotationId, from: '2026-11-02', to: '2027-01-31', employments: [{ employmentId: a.employmentId, offset: 0 }, { employmentId: b.employmentId, offset: 7 }] };

    const before = await tableCounts(test.db);
    const preview = await world.planner.post('Plan/PreviewRotation', body);
    expect(preview.statusCode).toBe(200);
    expect(await tableCounts(test.db)).toEqual(before);
    const seen = preview.json();
    expect(seen.refused).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ employmentId: a.employmentId, date: '2026-11-04', code: 'D1', reason: 'absence', text: 'Fravær (FE)' }),
        expect.objectContaining({ employmentId: b.employmentId, date: '2026-11-10', code: 'D1', reason: 'watch', text: 'Har allerede D2 14:00-22:00' }),
        expect.objectContaining({ employmentId: b.employmentId, date: '2026-12-07', reason: 'locked', text: 'Måneden december 2026 er lukket' }),
      ]),
    );
    expect(seen.refused.filter((day: { reason: string }) => day.reason === 'locked')).toHaveLength(14);

    const saved = await world.planner.post('Plan/ApplyRotation', body, { start: '2026-11-01', end: '2026-11-30' });
    expect(saved.statusCode).toBe(200);
    const laid = saved.json();
    expect({ placed: laid.placed, refused: laid.refused, restBreaches: laid.restBreaches, norms: laid.norms }).toEqual(seen);
    expect(laid.rows).toHaveLength(2);
    const plansA = await plansOf(test.db, a.employmentId);
    const plansB = await plansOf(test.db, b.employmentId);
    expect(plansA.filter((plan) => plan.watchTemplateId === world.codes.D1)).toHaveLength(laid.placed[0].count);
    expect(plansB.filter((plan) => plan.watchTemplateId === world.codes.D1)).toHaveLength(laid.placed[1].count);
    expect(laid.plannedWatchIds).toHaveLength(laid.placed[0].count + laid.placed[1].count);
    // Every day of the range has exactly one of the crews on, save the refused days.
    const onDays = new Set([...plansA, ...plansB].filter((plan) => plan.watchTemplateId === world.codes.D1).map((plan) => plan.startDate));
    expect(onDays.size + seen.refused.length).toBe(91);
    expect(plansA[0]).toMatchObject({ startDate: '2026-11-02' });
    expect(plansB.find((plan) => plan.watchTemplateId === world.codes.D1)).toMatchObject({ startDate: '2026-11-09' });
    // The grid's placement path: audit trail for each plan and watch.
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.employmentId, a.employmentId), eq(auditTrail.action, 'add')));
    expect(audit.length).toBe(2 * (laid.placed[0].count + 1));

    // One call takes it all back, and leaves what was there before.
    const undone = await world.planner.post('Plan/RemovePlannedWatches', laid.plannedWatchIds, { start: '2026-11-01', end: '2026-11-30' });
    expect(undone.statusCode).toBe(200);
    expect((await plansOf(test.db, a.employmentId)).map((plan) => plan.startDate)).toEqual(['2026-11-04']);
    expect((await plansOf(test.db, b.employmentId)).map((plan) => plan.startDate)).toEqual(['2026-11-10']);
    expect(await test.db.select().from(plannedWatches).where(inArray(plannedWatches.id, laid.plannedWatchIds))).toEqual([]);
  });

  it('a night watch over the October change keeps its real minutes, and the rest-hour breaches it adds are in the preview', async () => {
    const tight = await save(world.planner, { name: 'Nat og dag', departmentId: world.deck, days: [world.codes.N1, world.codes.D1, null, null] });
    const crew = await crewMember(world);
    const body = { rotationId: tight.json().rotationId, from: '2026-10-24', to: '2026-10-31', employments: [{ employmentId: crew.employmentId, offset: 0 }] };
    const preview = (await world.planner.post('Plan/PreviewRotation', body)).json();
    expect(preview.restBreaches.length).toBeGreaterThan(0);
    expect(preview.restBreaches[0]).toMatchObject({ employmentId: crew.employmentId });
    const saved = (await world.planner.post('Plan/ApplyRotation', body, { start: '2026-10-01', end: '2026-10-31' })).json();
    expect(saved.restBreaches).toEqual(preview.restBreaches);
    const night = (await realisedOf(test.db, crew.employmentId)).find((watch) => watch.startDate === '2026-10-24');
    expect(night).toMatchObject({ totalTime: 540 });
  });

  it('refuses out of reach (403) and bad requests (400), changing nothing', async () => {
    const rotationId = await sevenSeven();
    const crew = await crewMember(world);
    const before = await tableCounts(test.db);
    const good = { rotationId, from: '2026-11-02', to: '2026-11-30', employments: [{ employmentId: crew.employmentId, offset: 0 }] };
    expect((await stranger.post('Plan/PreviewRotation', good)).statusCode).toBe(403);
    expect((await stranger.post('Plan/ApplyRotation', good, { start: '2026-11-01', end: '2026-11-30' })).statusCode).toBe(403);
    const bad: [Record<string, unknown>, RegExp][] = [
      [{ ...good, to: '2026-11-01' }, /Slutdatoen/],
      [{ ...good, to: '2027-11-30' }, /højst være 366 dage/],
      [{ ...good, employments: [] }, /mindst én medarbejder/],
      [{ ...good, employments: [{ employmentId: crew.employmentId, offset: 366 }] }, /Forskydningen/],
      [{ ...good, employments: [{ employmentId: crew.employmentId, offset: 0 }, { employmentId: crew.employmentId, offset: 7 }] }, /to gange/],
    ];
    for (const [body, message] of bad) {
      const response = await world.planner.post('Plan/PreviewRotation', body);
      expect(response.statusCode).toBe(400);
      expect(response.body).toMatch(message);
    }
    expect(await tableCounts(test.db)).toEqual(before);
    // The undo of another ship's plans is refused too.
    const laid = (await world.planner.post('Plan/ApplyRotation', good, { start: '2026-11-01', end: '2026-11-30' })).json();
    expect((await stranger.post('Plan/RemovePlannedWatches', laid.plannedWatchIds, { start: '2026-11-01', end: '2026-11-30' })).statusCode).toBe(403);
    expect(await plansOf(test.db, crew.employmentId)).toHaveLength(laid.plannedWatchIds.length);
  });

  it('the preview refuses what the save refuses beyond the sorting of days: watches past the planning horizon', async () => {
    const rotationId = await sevenSeven();
    const crew = await crewMember(world, { endDate: null });
    const body = { rotationId, from: '2032-01-05', to: '2032-01-31', employments: [{ employmentId: crew.employmentId, offset: 0 }] };
    const preview = await world.planner.post('Plan/PreviewRotation', body);
    const saved = await world.planner.post('Plan/ApplyRotation', body, { start: '2032-01-01', end: '2032-01-31' });
    expect(preview.statusCode).toBe(400);
    expect(preview.body).toMatch(/år ude i fremtiden/);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(preview.json().message);
  });

  it('the preview refuses watches that overlap each other, in the words of the save', async () => {
    // T3 is a tour of three days: laid two days running, its second day lies on the next tour's first.
    const tours = await save(world.planner, { name: 'Ture', departmentId: world.deck, days: [world.codes.T3, world.codes.T3] });
    const crew = await crewMember(world);
    const body = { rotationId: tours.json().rotationId, from: '2027-01-04', to: '2027-01-05', employments: [{ employmentId: crew.employmentId, offset: 0 }] };
    const before = await tableCounts(test.db);
    const preview = await world.planner.post('Plan/PreviewRotation', body);
    const saved = await world.planner.post('Plan/ApplyRotation', body, { start: '2027-01-01', end: '2027-01-31' });
    expect(preview.statusCode).toBe(400);
    expect(preview.json().message).toBe('Vagten den 5.1.2027 06:00-18:00 overlapper vagten den 5.1.2027 06:00-18:00.');
    expect(saved.statusCode).toBe(400);
    expect(saved.json().message).toBe(preview.json().message);
    expect(await tableCounts(test.db)).toEqual(before);
  });

  it('the undo is refused, changing nothing, once a month of its watches is locked', async () => {
    const rotationId = await sevenSeven();
    const crew = await crewMember(world);
    const body = { rotationId, from: '2026-11-02', to: '2026-12-31', employments: [{ employmentId: crew.employmentId, offset: 0 }] };
    const laid = (await world.planner.post('Plan/ApplyRotation', body, { start: '2026-11-01', end: '2026-11-30' })).json();
    await test.db.insert(closings).values({ employmentId: crew.employmentId, period: '2026-11-01', locked: true });
    const undone = await world.planner.post('Plan/RemovePlannedWatches', laid.plannedWatchIds, { start: '2026-11-01', end: '2026-11-30' });
    expect(undone.statusCode).toBe(400);
    expect(undone.body).toMatch(/lukket/);
    expect(await plansOf(test.db, crew.employmentId)).toHaveLength(laid.plannedWatchIds.length);
  });
});

describe('the department of a rotation', () => {
  it('cannot be deleted while a rotation uses it', async () => {
    const department = await buildProperty(test.db, 'department', { name: 'Bro', parentId: null });
    expect((await save(world.admin, { name: 'Bro 7/7', departmentId: department.id, days: [world.codes.D1] })).statusCode).toBe(200);
    const response = await world.admin.get('Property/DeleteProperty', { propertyId: department.id });
    expect(response.statusCode).toBe(400);
  });
});
