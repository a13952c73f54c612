import { describe, expect, it } from 'vitest';
import { allCalls } from './index.ts';
import { unboundedBodyFields } from './bounds-audit.ts';
import { MAX_RANGE_DAYS, paramValueProblem, q, queryRangeProblem, type Param } from './params.ts';
import { id, isoDate, isoDateTime } from './dto/common.ts';
import { factorValue, line } from './dto/values.ts';

const RANGE_END = /(end|to)$/i;
const RANGE_START = /(start|from)$/i;

describe('the bounds of the contract', () => {
  it('bounds every field of every request body: texts have a length and refuse control characters, numbers a range, lists a length', () => {
    const unbounded = allCalls.flatMap((call) => unboundedBodyFields(call).map((field) => `${call.name} ${field}`));
    expect(unbounded).toEqual([]);
  });

  it('declares a maximum range for every date range of a query, in days', () => {
    const undeclared: string[] = [];
    for (const call of allCalls) {
      const dates = Object.entries(call.query as Record<string, Param>).filter(([, param]) => param.kind === 'date');
      const hasStart = dates.some(([name]) => RANGE_START.test(name));
      for (const [name, param] of dates) {
        if (!hasStart || !RANGE_END.test(name) || name.toLowerCase() === 'enddate') continue;
        if (!param.rangeStart || !param.maxDays) undeclared.push(`${call.name}.${name}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('bounds every whole-number query parameter: ids are positive 32-bit integers unless a range of their own is declared', () => {
    for (const call of allCalls) {
      for (const param of Object.values(call.query as Record<string, Param>)) {
        if (param.kind === 'int' || param.kind === 'number') expect(Number.isFinite(param.min) && Number.isFinite(param.max)).toBe(true);
        if (param.kind === 'string') expect(param.maxLength).toBeLessThanOrEqual(1000);
      }
    }
    expect(paramValueProblem(q.int(), 2_147_483_647)).toBeNull();
    expect(paramValueProblem(q.int(), 2_147_483_648)).toMatch(/mellem 1 og 2\.147\.483\.647/);
    expect(paramValueProblem(q.int(), 0)).not.toBeNull();
    expect(paramValueProblem(q.int().between(1, 12), 13)).toMatch(/mellem 1 og 12/);
  });

  it('refuses control characters, over-long texts and values outside a list in query texts', () => {
    expect(paramValueProblem(q.string(), 'a\u0000b')).toBe('den må ikke indeholde styretegn');
    expect(paramValueProblem(q.string(), 'x'.repeat(201))).toBe('den kan højst være 200 tegn');
    expect(paramValueProblem(q.string().oneOf(['level', 'message']), '__proto__')).toMatch(/en af level, message/);
  });

  it('takes only real calendar dates of the years 1900-2200, in queries and bodies', () => {
    for (const bad of ['2026-02-30', '2025-02-29', '9999-12-31', '1899-12-31', '2026-13-01']) {
      expect(paramValueProblem(q.date(), bad)).not.toBeNull();
      expect(isoDate.safeParse(bad).success).toBe(false);
    }
    expect(isoDate.safeParse('2024-02-29').success).toBe(true);
    expect(paramValueProblem(q.period(), '2026-03-02')).toMatch(/første dag/);
    expect(isoDateTime.safeParse('9999-12-31T00:00:00Z').success).toBe(false);
    expect(isoDateTime.safeParse('2026-11-25T10:00:00.000Z').success).toBe(true);
  });

  it('refuses an end before its start and a range longer than declared', () => {
    const shape = { start: q.date(), end: q.date().after('start', MAX_RANGE_DAYS) };
    expect(queryRangeProblem(shape, { start: '2026-01-01', end: '2026-12-31' })).toBeNull();
    expect(queryRangeProblem(shape, { start: '2026-01-01', end: '2025-12-31' })).toBe("'end' må ikke ligge før 'start'.");
    expect(queryRangeProblem(shape, { start: '2026-01-01', end: '9999-12-31' })).toBe("Perioden fra 'start' til 'end' må højst være 366 dage.");
  });

  it('gives body values their bounds with Danish messages', () => {
    expect(id.safeParse(2 ** 31).success).toBe(false);
    expect(line(10).safeParse('ab\u0000').error?.issues[0]?.message).toBe('Teksten må ikke indeholde styretegn');
    expect(factorValue.safeParse(-99.999).error?.issues[0]?.message).toBe('Faktoren skal være fra -10 til 10');
    expect(factorValue.safeParse(2.08).success).toBe(true);
  });
});
