import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, dateOf } from '@kaj/domain';
import { sql } from 'drizzle-orm';
import { recalculateEmployments } from '../../src/areas/pay-engine/index.ts';
import { queryRows } from '../../src/db/raw.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { addWatch, newEmployment, postings, propertyId } from './pay-engine-fixtures.ts';

let test: TestApp;
let sejlads: number;
let overtid: number;

beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
  sejlads = await propertyId(test.db, 'watchType', 'Sejlads');
  overtid = await propertyId(test.db, 'supplement', 'Overtid');
});
afterAll(() => test.close());

const recalculate = (employmentId: number, from: string) => test.db.transaction((tx) => recalculateEmployments(tx, [employmentId], from));
const everything = (employmentId: number) => postings(test.db, employmentId, '2000-01-01', '2100-01-01');

describe('recalculateEmployments', () => {
  it('gives the same postings twice, and the same from a later month as from the start (property)', async () => {
    const anyWatch = fc.record({
      day: fc.integer({ min: 0, max: 60 }),
      start: fc.integer({ min: 0, max: 95 }).map((quarter) => quarter * 15),
      length: fc.integer({ min: 1, max: 64 }).map((quarter) => quarter * 15),
      sails: fc.boolean(),
      overtime: fc.option(fc.constantFrom(1, 2.5, 4), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(anyWatch, { maxLength: 10 }), fc.integer({ min: 0, max: 60 }), async (specs, fromDay) => {
        const { employmentId } = await newEmployment(test.db, 'MEN-DIS', '2025-11-01');
        for (const spec of specs) {
          const time = (minutes: number) => `${String(Math.floor((minutes % 1440) / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          const properties: (number | [number, number])[] = [...(spec.sails ? [sejlads] : []), ...(spec.overtime === null ? [] : [[overtid, spec.overtime] as [number, number]])];
          await addWatch(test.db, employmentId, addDays('2025-11-01', spec.day), time(spec.start), time(spec.start + spec.length), properties);
        }
        await recalculate(employmentId, '2025-11-01');
        const first = await everything(employmentId);
        await recalculate(employmentId, '2025-11-01');
        expect(await everything(employmentId)).toEqual(first);
        await recalculate(employmentId, addDays('2025-11-01', fromDay));
        expect(await everything(employmentId)).toEqual(first);
      }),
      { numRuns: 25 },
    );
  });

  it('leaves a locked month alone and recalculates the open ones after a change', async () => {
    const { employmentId } = await newEmployment(test.db, 'MEN', '2025-11-01');
    const november = await addWatch(test.db, employmentId, '2025-11-03', '07:00', '15:00', [sejlads], { closed: true });
    await test.db.execute(sql`insert into closings (employment_id, period, locked) values (${employmentId}, '2025-11-01', true)`);
    const december = await addWatch(test.db, employmentId, '2025-12-01', '07:00', '15:00', [sejlads]);
    await test.db.execute(sql`insert into pay_account_activities (employment_id, pay_account_id, pay_account_rule_id, realised_watch_id, date, period, value)
      select ${employmentId}, pay_account_id, id, ${november}, '2025-11-03', '2025-11-01', 7.5 from pay_account_rules where name = 'Normtimer'`);
    const names = new Map([
      [november, 'N'],
      [december, 'D'],
    ]);
    await recalculate(employmentId, '2025-11-01');
    // November's closing is locked: the 7,5 booked at its closing stays, and nothing is added to it.
    expect(await postings(test.db, employmentId, '2025-11-01', '2025-11-30', names)).toEqual(['2025-11-03 Normtimer 7.5 [N]']);
    expect(await postings(test.db, employmentId, '2025-12-01', '2025-12-01', names)).toEqual([
      '2025-12-01 Normtimer 8 [D]',
      '2025-12-01 Sejladstimer 8 [D]',
      '2025-12-01 Ferie optjenes 2,08 dage om måneden 2.08',
      '2025-12-01 6. ferieuge optjenes 0.42',
    ]);
    await test.db.execute(sql`update realised_watches set end_time = '11:00', end_at = start_at + interval '4 hours', total_time = 240 where id = ${december}`);
    await recalculate(employmentId, '2025-12-01');
    expect(await postings(test.db, employmentId, '2025-12-01', '2025-12-01', names)).toEqual([
      '2025-12-01 Normtimer 4 [D]',
      '2025-12-01 Sejladstimer 4 [D]',
      '2025-12-01 Ferie optjenes 2,08 dage om måneden 2.08',
      '2025-12-01 6. ferieuge optjenes 0.42',
    ]);
    await test.db.execute(sql`update realised_watches set cancelled = true where id = ${december}`);
    await recalculate(employmentId, '2025-12-01');
    expect(await postings(test.db, employmentId, '2025-12-01', '2025-12-01', names)).toEqual(['2025-12-01 Ferie optjenes 2,08 dage om måneden 2.08', '2025-12-01 6. ferieuge optjenes 0.42']);
  });

  it('saves pro rata in a month the employment starts in the middle of, and nothing after it ends', async () => {
    const { employmentId } = await newEmployment(test.db, 'MEN', '2025-11-16');
    await test.db.execute(sql`update employments set end_date = '2025-12-31' where id = ${employmentId}`);
    await recalculate(employmentId, '2025-11-01');
    // 15 of November's 30 days: 2,08 × 15 / 30 = 1,04 and 0,42 × 15 / 30 = 0,21; December whole; nothing from January.
    expect(await everything(employmentId)).toEqual([
      '2025-11-16 Ferie optjenes 2,08 dage om måneden 1.04',
      '2025-11-16 6. ferieuge optjenes 0.21',
      '2025-12-01 Ferie optjenes 2,08 dage om måneden 2.08',
      '2025-12-01 6. ferieuge optjenes 0.42',
    ]);
  });
});

describe('deleting an employment', () => {
  it('removes its activities with it', async () => {
    const { employmentId } = await newEmployment(test.db, 'MEN', '2025-12-01');
    await recalculate(employmentId, '2025-12-01');
    expect(await everything(employmentId)).not.toEqual([]);
    await test.db.execute(sql`delete from employments where id = ${employmentId}`);
    expect(await everything(employmentId)).toEqual([]);
  });
});

describe('planned watches after today', () => {
  it('post only through use-future rules, as forecast activities', async () => {
    const ferie = await propertyId(test.db, 'absence', 'Ferie');
    const { employmentId } = await newEmployment(test.db, 'MEN', '2025-12-01');
    const later = addDays(dateOf(Date.now()), 30);
    const vacation = await addWatch(test.db, employmentId, later, '08:00', '15:24', [ferie]);
    await recalculate(employmentId, later);
    const rows = await queryRows<{ rule: string; value: string; forecast: boolean }>(
      test.db,
      sql`select r.name as rule, a.value::text, a.forecast from pay_account_activities a join pay_account_rules r on r.id = a.pay_account_rule_id
          where a.realised_watch_id = ${vacation}`,
    );
    // No norm hours (hourly save reads worked watches only); Ferie afholdt draws one day as a forecast.
    expect(rows).toEqual([{ rule: 'Ferie afholdt', value: '-1.000000', forecast: true }]);
  });
});
