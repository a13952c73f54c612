import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addDays, daysBetween } from '@kaj/calendar';
import { analyseRest } from '../rest/analyse.ts';
import { alternatingOffset, cycleIndex, expandRotation, placedSpan, workingDays, type RotationDay } from './expand.ts';

const D1 = 11;
const N1 = 12;
const cycle = (...parts: [RotationDay, number][]): RotationDay[] => parts.flatMap(([day, count]) => Array<RotationDay>(count).fill(day));
const sevenSeven = cycle([D1, 7], [null, 7]);
const fourteen = cycle([D1, 14], [null, 14]);
/** 2-2-3: two on, two off, three on, two off, two on, three off (a fortnight, each weekend alternating). */
const twoTwoThree = cycle([D1, 2], [null, 2], [D1, 3], [null, 2], [D1, 2], [null, 3]);

const dates = (placements: { date: string }[]) => placements.map((p) => p.date);

describe('expandRotation: worked examples', () => {
  it('7/7 from a Monday: seven days of D1, then seven off, then again', () => {
    const placed = expandRotation(sevenSeven, '2026-11-02', '2026-11-29', 0);
    expect(dates(placed)).toEqual([
      '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08',
      '2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22',
    ]);
    expect(placed.every((p) => p.watchTemplateId === D1)).toBe(true);
  });

  it('crews A and B with offsets 0 and 7 alternate: every day exactly one of them is on', () => {
    const a = new Set(dates(expandRotation(sevenSeven, '2026-11-02', '2027-01-31', 0)));
    const b = new Set(dates(expandRotation(sevenSeven, '2026-11-02', '2027-01-31', alternatingOffset(14, 1))));
    for (let step = 0; step <= daysBetween('2026-11-02', '2027-01-31'); step++) {
      const date = addDays('2026-11-02', step);
      expect(a.has(date) !== b.has(date)).toBe(true);
    }
    expect(b.has('2026-11-09')).toBe(true);
    expect(b.has('2026-11-02')).toBe(false);
  });

  it('14/14 for two months: 14 on, 14 off, 14 on, and the start of the next', () => {
    const placed = dates(expandRotation(fourteen, '2027-01-01', '2027-02-28', 0));
    expect(placed).toHaveLength(14 + 14 + 3);
    expect(placed[13]).toBe('2027-01-14');
    expect(placed[14]).toBe('2027-01-29');
    expect(placed.at(-1)).toBe('2027-02-28');
  });

  it('2-2-3 over a fortnight from a Monday: Mon–Tue, Fri–Sun, Wed–Thu', () => {
    expect(dates(expandRotation(twoTwoThree, '2026-11-02', '2026-11-15', 0))).toEqual([
      '2026-11-02', '2026-11-03', '2026-11-06', '2026-11-07', '2026-11-08', '2026-11-11', '2026-11-12',
    ]);
    expect(workingDays(twoTwoThree)).toBe(7);
  });

  it('an offset starts the employee further into the cycle; a negative one counts back', () => {
    expect(dates(expandRotation(sevenSeven, '2026-11-02', '2026-11-04', 6))).toEqual(['2026-11-02']);
    expect(cycleIndex(14, '2026-11-02', '2026-11-02', -1)).toBe(13);
    expect(cycleIndex(14, '2026-11-02', '2026-10-26', 0)).toBe(7);
  });

  it('an empty cycle or a range ending before it starts places nothing', () => {
    expect(expandRotation([], '2026-11-02', '2026-11-29', 0)).toEqual([]);
    expect(expandRotation(sevenSeven, '2026-11-02', '2026-11-01', 0)).toEqual([]);
  });

  it('several codes in one cycle: 4 on days, 4 on nights, 6 off', () => {
    const mixed = cycle([D1, 4], [N1, 4], [null, 6]);
    expect(expandRotation(mixed, '2026-11-02', '2026-11-10', 0).map((p) => p.watchTemplateId)).toEqual([D1, D1, D1, D1, N1, N1, N1, N1]);
  });
});

describe('expandRotation across the DST changes', () => {
  it('is a list of calendar days: the week of the October change has seven days, no more', () => {
    const week = dates(expandRotation(sevenSeven, '2026-10-19', '2026-11-01', 7));
    expect(week).toEqual(['2026-10-26', '2026-10-27', '2026-10-28', '2026-10-29', '2026-10-30', '2026-10-31', '2026-11-01']);
    const march = dates(expandRotation(sevenSeven, '2027-03-22', '2027-03-28', 0));
    expect(march).toHaveLength(7);
    expect(march.at(-1)).toBe('2027-03-28');
  });

  it('a night watch over the change keeps its real minutes: 540 in October, 420 in March, 480 otherwise', () => {
    expect(placedSpan('2026-10-24', '22:00', '06:00').minutes).toBe(540);
    expect(placedSpan('2027-03-27', '22:00', '06:00').minutes).toBe(420);
    expect(placedSpan('2026-10-31', '22:00', '06:00').minutes).toBe(480);
  });

  it('a 7/7 of 12-hour nights over the October change breaks no rest rule (the rest checks of domain/rest)', () => {
    const spans = expandRotation(sevenSeven, '2026-10-19', '2026-11-15', 0).map((p) => placedSpan(p.date, '19:00', '07:00'));
    expect(spans.find((span) => span.minutes === 780)).toBeDefined();
    expect(analyseRest({ watches: spans }).breaches).toEqual([]);
  });

  it('two watches a day too close together are found by the same rest checks', () => {
    const spans = expandRotation(cycle([D1, 3]), '2027-03-26', '2027-03-28', 0).flatMap((p) => [placedSpan(p.date, '06:00', '18:00'), placedSpan(p.date, '20:00', '23:00')]);
    expect(analyseRest({ watches: spans }).breaches.length).toBeGreaterThan(0);
  });
});

const isoDate = fc.integer({ min: 0, max: 3000 }).map((days) => addDays('2025-01-01', days));
const rotation = fc.array(fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }), { minLength: 1, maxLength: 40 });

describe('expandRotation: properties', () => {
  it('the pattern repeats with the period of the cycle', () => {
    fc.assert(
      fc.property(rotation, isoDate, fc.integer({ min: 0, max: 400 }), fc.integer({ min: -100, max: 100 }), (days, start, length, offset) => {
        const end = addDays(start, length);
        const byDate = new Map(expandRotation(days, start, end, offset).map((p) => [p.date, p.watchTemplateId]));
        for (let step = 0; step + days.length <= length; step++) {
          const date = addDays(start, step);
          expect(byDate.get(addDays(date, days.length))).toBe(byDate.get(date));
        }
      }),
    );
  });

  it('an offset of k is the same plan as starting k days earlier', () => {
    fc.assert(
      fc.property(rotation, isoDate, fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 60 }), (days, start, length, k) => {
        const end = addDays(start, length);
        const shifted = expandRotation(days, start, end, k);
        const earlier = expandRotation(days, addDays(start, -k), end, 0).filter((p) => p.date >= start);
        expect(shifted).toEqual(earlier);
      }),
    );
  });

  it('places nothing outside the range, each date once, in order, and as many as the cycle says', () => {
    fc.assert(
      fc.property(rotation, isoDate, fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 100 }), (days, start, length, offset) => {
        const end = addDays(start, length);
        const placed = expandRotation(days, start, end, offset);
        expect(placed.every((p) => p.date >= start && p.date <= end)).toBe(true);
        expect(new Set(dates(placed)).size).toBe(placed.length);
        expect([...dates(placed)].sort()).toEqual(dates(placed));
        const fullCycles = Math.floor((length + 1) / days.length);
        expect(placed.length).toBeGreaterThanOrEqual(fullCycles * workingDays(days));
        expect(placed.length).toBeLessThanOrEqual((fullCycles + 1) * workingDays(days));
      }),
    );
  });

  it('weeks with a DST change have seven calendar days like any other', () => {
    const dstSundays = ['2025-03-30', '2025-10-26', '2026-03-29', '2026-10-25', '2027-03-28', '2027-10-31'];
    fc.assert(
      fc.property(fc.constantFrom(...dstSundays), fc.integer({ min: 1, max: 14 }), (sunday, length) => {
        const everyDay = Array<RotationDay>(length).fill(D1);
        expect(expandRotation(everyDay, addDays(sunday, -6), sunday, 0)).toHaveLength(7);
        expect(expandRotation(everyDay, sunday, addDays(sunday, 6), 3)).toHaveLength(7);
      }),
    );
  });
});
