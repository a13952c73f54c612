import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { linesInForce, manningByDay, manningOn, type ManningLine, type ManningMember, type ManningWatch } from './manning.ts';

// The demo's deck: Havørnen (1) with Dæk (2) below it; position groups officers (10) and ratings (11); D1 (100), N1 (101), FE (102).
const SHIP = 1;
const DECK = 2;
const OFFICERS = 10;
const RATINGS = 11;
const D1 = 100;
const N1 = 101;
const FE = 102;

const officer = (employmentId: number): ManningMember => ({ employmentId, departmentIds: [DECK, SHIP], positionGroupIds: [OFFICERS] });
const rating = (employmentId: number): ManningMember => ({ employmentId, departmentIds: [DECK, SHIP], positionGroupIds: [RATINGS] });
const on = (employmentId: number, watchTemplateId: number | null, more: Partial<ManningWatch> = {}): ManningWatch => ({ employmentId, date: '2026-11-02', watchTemplateId, onBoard: true, absent: false, ...more });
const line = (positionGroupId: number, watchTemplateId: number | null, minimum: number, departmentId = DECK): ManningLine => ({ departmentId, positionGroupId, watchTemplateId, minimum });

describe('safe manning of a day', () => {
  it('counts "2 officers on D1, 1 on N1" and names the shortfall per line', () => {
    const lines = [line(OFFICERS, D1, 2), line(OFFICERS, N1, 1)];
    const counts = manningOn(lines, [officer(1), officer(2), officer(3)], [on(1, D1), on(3, D1)]);
    expect(counts.map(({ planned, shortfall }) => ({ planned, shortfall }))).toEqual([
      { planned: 2, shortfall: 0 },
      { planned: 0, shortfall: 1 },
    ]);
  });

  it('counts a person once on an any-watch line, whatever codes they have', () => {
    const [count] = manningOn([line(RATINGS, null, 2)], [rating(5)], [on(5, D1), on(5, N1, { date: '2026-11-02' })]);
    expect(count).toMatchObject({ planned: 1, shortfall: 1 });
  });

  it('does not count absence, codes not aboard, other position groups or other departments', () => {
    const engine: ManningMember = { employmentId: 9, departmentIds: [3, SHIP], positionGroupIds: [OFFICERS] };
    const watches = [on(1, D1, { absent: true }), on(2, FE, { onBoard: false }), on(5, D1), on(9, D1)];
    const [count] = manningOn([line(OFFICERS, null, 1)], [officer(1), officer(2), rating(5), engine], watches);
    expect(count).toMatchObject({ planned: 0, shortfall: 1 });
  });

  it('counts the departments below for a line of the ship', () => {
    const [count] = manningOn([line(OFFICERS, null, 2, SHIP)], [officer(1), { employmentId: 9, departmentIds: [3, SHIP], positionGroupIds: [OFFICERS] }], [on(1, D1), on(9, N1)]);
    expect(count).toMatchObject({ planned: 2, shortfall: 0 });
  });

  it('takes the latest version from the day, per department', () => {
    const versions = [
      { departmentId: DECK, validFrom: '2026-01-01', lines: [line(OFFICERS, null, 3)] },
      { departmentId: DECK, validFrom: '2026-11-15', lines: [line(OFFICERS, null, 2), line(RATINGS, null, 1)] },
      { departmentId: 3, validFrom: '2026-06-01', lines: [line(OFFICERS, null, 1, 3)] },
    ];
    expect(linesInForce(versions, '2025-12-31')).toEqual([]);
    expect(linesInForce(versions, '2026-11-14').map((each) => each.minimum)).toEqual([3, 1]);
    expect(linesInForce(versions, '2026-11-15').map((each) => each.minimum)).toEqual([2, 1, 1]);
  });

  it('answers every date, a day without watches short by the whole minimum', () => {
    const days = manningByDay([{ departmentId: DECK, validFrom: '2026-11-01', lines: [line(OFFICERS, D1, 1)] }], [officer(1)], [on(1, D1, { date: '2026-11-02' })], ['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(days.map((day) => day.counts.map((count) => count.shortfall))).toEqual([[], [1], [0]]);
  });
});

describe('safe manning, for any crew and watches', () => {
  const members = fc.array(
    fc.record({ employmentId: fc.integer({ min: 1, max: 8 }), departmentIds: fc.subarray([DECK, 3, SHIP]), positionGroupIds: fc.subarray([OFFICERS, RATINGS]) }),
    { maxLength: 8 },
  );
  const watch = fc.record({
    employmentId: fc.integer({ min: 1, max: 8 }),
    date: fc.constantFrom('2026-11-01', '2026-11-02'),
    watchTemplateId: fc.constantFrom(D1, N1, FE, null),
    onBoard: fc.boolean(),
    absent: fc.boolean(),
  });
  const lines = fc.array(
    fc.record({ departmentId: fc.constantFrom(DECK, 3, SHIP), positionGroupId: fc.constantFrom(OFFICERS, RATINGS), watchTemplateId: fc.constantFrom(D1, N1, null), minimum: fc.integer({ min: 1, max: 5 }) }),
    { maxLength: 5 },
  );
  const shortfalls = (l: ManningLine[], m: ManningMember[], w: ManningWatch[]) => manningOn(l, m, w.filter((each) => each.date === '2026-11-02')).map((count) => count.shortfall);

  it('never increases a shortfall when a watch is added', () => {
    fc.assert(
      fc.property(lines, members, fc.array(watch, { maxLength: 12 }), watch, (l, m, w, added) => {
        const before = shortfalls(l, m, w);
        const after = shortfalls(l, m, [...w, added]);
        after.forEach((shortfall, index) => expect(shortfall).toBeLessThanOrEqual(before[index]!));
      }),
    );
  });

  it('never lowers a shortfall when a watch is marked absent', () => {
    fc.assert(
      fc.property(lines, members, fc.array(watch, { minLength: 1, maxLength: 12 }), fc.nat(), (l, m, w, pick) => {
        const marked = w.map((each, index) => (index === pick % w.length ? { ...each, absent: true } : each));
        const before = shortfalls(l, m, w);
        shortfalls(l, m, marked).forEach((shortfall, index) => expect(shortfall).toBeGreaterThanOrEqual(before[index]!));
      }),
    );
  });

  it('plans at most one per member and makes the shortfall the minimum less the planned, not below zero', () => {
    fc.assert(
      fc.property(lines, members, fc.array(watch, { maxLength: 12 }), (l, m, w) => {
        for (const count of manningOn(l, m, w)) {
          expect(count.planned).toBeLessThanOrEqual(new Set(m.map((member) => member.employmentId)).size);
          expect(count.shortfall).toBe(Math.max(0, count.line.minimum - count.planned));
        }
      }),
    );
  });
});
