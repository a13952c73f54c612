import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { buildPayAccount, buildRule, giveRule } from '../support/pay-config.ts';
import { addPlanned, crewMember, tableCounts, watchWorld, type WatchWorld } from '../planning/watch-support.ts';

// The norm consequences of a rotation (issue 20): the preview names each norm period the rotation touches with its
// target and the hours planned in it once the rotation lies there, by the pay engine's own rules, without writing;
// the save answers the same figures.

let test: TestApp;
let world: WatchWorld;
beforeAll(async () => {
  test = await createTestApp();
  world = await watchWorld(test);
  // Every watch's paid hours go to Normtimer; a 4-week norm of 37 hours a week (at most 48) counts them, less absence.
  const normHours = await buildPayAccount(test.db, { name: 'Normtimer' });
  const hourly = await buildRule(test.db, { name: 'Normtimer', payAccountId: normHours.id, details: { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 } });
  const norm = await buildRule(test.db, {
    name: 'Normperiode på 4 uger',
    payAccountId: normHours.id,
    calcOrder: 20,
    details: { kind: 'periodActivity', months: null, weeks: 4, monthWeeks: null, targetActivity: 37, minActivity: null, maxActivity: 48, sourcePayAccountId: normHours.id, moveToPayAccountId: null, factor: 1, hasTimeLoss: true },
  });
  await giveRule(test.db, world.agreementId, hourly.id);
  await giveRule(test.db, world.agreementId, norm.id);
});
afterAll(() => test.close());

const grid = { start: '2027-01-01', end: '2027-01-31' };

describe('the norm consequences of a rotation', () => {
  it('the preview shows each norm period touched, its target less absence and the planned hours, exactly as the save answers them', async () => {
    const rotation = await world.planner.post('Plan/SaveRotation', { name: '7/7 normer', departmentId: world.deck, days: [...Array(7).fill(world.codes.D1), ...Array(7).fill(null)] });
    const crew = await crewMember(world);
    const other = await crewMember(world);
    // A norm period of 4 weeks from Monday 4 January 2027, and a planned holiday (7,4 hours) on an off day.
    expect((await world.planner.get('Plan/SetNormStart', { employmentid: crew.employmentId, startdate: '2027-01-04', ...grid })).statusCode).toBe(200);
    expect((await addPlanned(world, crew.employmentId, 'FE', '2027-01-12')).statusCode).toBe(200);
    const body = {
      rotationId: rotation.json().rotationId,
      from: '2027-01-04',
      to: '2027-01-31',
      employments: [
        { employmentId: crew.employmentId, offset: 0 },
        { employmentId: other.employmentId, offset: 7 },
      ],
    };

    const before = await tableCounts(test.db);
    const preview = await world.planner.post('Plan/PreviewRotation', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(await tableCounts(test.db)).toEqual(before);
    // 4 weeks × 37 = 148 hours less the holiday's 7,4 = 140,6; planned: 14 days of D1 (8 hours) and the holiday's
    // 7,4 hours (Normtimer counts every watch's paid hours) = 119,4. The other crew member has no norm period.
    expect(preview.json().norms).toEqual([
      { employmentId: crew.employmentId, name: 'Normperiode på 4 uger', startDate: '2027-01-04', endDate: '2027-01-31', target: 140.6, max: 192, planned: 119.4, difference: -21.2 },
    ]);

    const saved = await world.planner.post('Plan/ApplyRotation', body, grid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().norms).toEqual(preview.json().norms);
  });

  it('a norm period outside the rotation is not shown', async () => {
    const rotation = await world.planner.post('Plan/SaveRotation', { name: 'Dag', departmentId: world.deck, days: [world.codes.D1] });
    const crew = await crewMember(world);
    expect((await world.planner.get('Plan/SetNormStart', { employmentid: crew.employmentId, startdate: '2027-03-01', ...grid })).statusCode).toBe(200);
    const body = { rotationId: rotation.json().rotationId, from: '2027-01-04', to: '2027-01-10', employments: [{ employmentId: crew.employmentId, offset: 0 }] };
    const preview = await world.planner.post('Plan/PreviewRotation', body);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().norms).toEqual([]);
  });
});
