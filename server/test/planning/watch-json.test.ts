// The grid's days are written as JSON straight from the read rows; they must be, byte for byte, JSON.stringify of
// the WatchDayDto objects the rows were built as before (kept here as the reference).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { WatchDayDto, WatchDto } from '@kaj/contract';
import { readableTextColor } from '@kaj/contract';
import { addDays, analyseRest, breachesOn, dateOf, holidayWeekendWorkdays, spanOf, toIsoDateTime, type IsoDate } from '@kaj/domain';
import { dayOpenings, employmentDaysJson, type EmploymentDaysInput } from '../../src/areas/planning/rows/employment-days.ts';
import type { EmploymentSource } from '../../src/areas/planning/rows/row-sources.ts';
import type { PlanOnlySource, RealisedSource, WatchPropertySource } from '../../src/areas/planning/rows/watch-sources.ts';

const propertyDtos = (properties: readonly WatchPropertySource[]) =>
  properties.map(({ propertyId, propertyTypeId, name, code, value }) => ({ propertyId, propertyTypeId, name, code, value }));

/** The WatchDto objects as the rows built them before. */
function referenceRealised(watch: RealisedSource, properties: readonly WatchPropertySource[], ownedByUser: boolean): WatchDto {
  const color = watch.color ?? '#d9d9d9';
  return {
    realisedWatchId: watch.realisedWatchId,
    plannedWatchId: watch.plannedWatchId,
    watchTemplateId: watch.watchTemplateId,
    employmentId: watch.employmentId,
    code: watch.code ?? properties[0]?.code ?? '',
    subCode: properties.find((property) => property.typeKey === 'absence' && !property.fromTemplate)?.code ?? null,
    color,
    textColor: readableTextColor(color),
    startDate: watch.startDate,
    startTime: watch.startTime,
    endTime: watch.endTime,
    totalTime: watch.totalTime,
    isNormTime: !properties.some((property) => property.typeKey === 'absence'),
    overridden: watch.overridden,
    closed: watch.closed,
    ownedByUser,
    approved: watch.approved,
    rejected: watch.rejected,
    properties: propertyDtos(properties),
    lastChanged: new Date(watch.changedMs).toISOString(),
    ...(watch.registrationDiffers ? { registrationDiffers: true } : {}),
    ...(watch.corrected ? { corrected: true } : {}),
  };
}

function referencePlan(plan: PlanOnlySource, ownedByUser: boolean): WatchDto {
  return {
    realisedWatchId: null,
    plannedWatchId: plan.plannedWatchId,
    watchTemplateId: plan.watchTemplateId,
    employmentId: plan.employmentId,
    code: plan.code,
    subCode: null,
    color: plan.color,
    textColor: readableTextColor(plan.color),
    startDate: plan.startDate,
    startTime: plan.startTime,
    endTime: plan.endTime,
    totalTime: plan.totalTime,
    isNormTime: true,
    overridden: false,
    closed: false,
    ownedByUser,
    approved: false,
    rejected: false,
    properties: [],
    lastChanged: new Date(plan.changedMs).toISOString(),
  };
}

function referenceDays(input: Omit<EmploymentDaysInput, 'days'>): string {
  const { range, context } = input;
  const spans = [...input.restSpansBefore, ...input.realised.map((watch) => ({ start: watch.startMs, end: watch.endMs }))];
  const shown: { at: number; order: number; dto: WatchDto }[] = [];
  input.plansOnly.forEach((plan) => {
    const span = spanOf(plan.startDate, plan.startTime, plan.endTime);
    spans.push(span);
    // A plan goes after a realised watch of the same start.
    if (plan.startDate >= range.start) shown.push({ at: span.start, order: 1, dto: referencePlan(plan, context.ownedByUser) });
  });
  for (const watch of input.realised) {
    shown.push({ at: watch.startMs, order: 0, dto: referenceRealised(watch, input.propertiesOf.get(watch.realisedWatchId) ?? [], context.ownedByUser) });
  }
  shown.sort((a, b) => a.at - b.at || a.order - b.order);
  const birthDate = input.employment.employee.birthDate;
  const under18 = birthDate !== null && `${Number(birthDate.slice(0, 4)) + 18}${birthDate.slice(4)}` > range.start;
  const breaches = spans.length === 0 ? [] : analyseRest({ watches: spans }, { under18 }).breaches;
  const days = holidayWeekendWorkdays(range.start, range.end).map((day): WatchDayDto => {
    const watchDay: WatchDayDto = { date: day.date, isWorkDay: day.isWorkDay, watches: shown.filter(({ dto }) => dto.startDate === day.date).map(({ dto }) => dto) };
    const own = breachesOn(breaches.filter((breach) => dateOf(breach.end - 1) === day.date), day.date);
    if (own.length > 0) watchDay.restBreaches = own.map((breach) => ({ rule: breach.rule, from: toIsoDateTime(breach.start), to: toIsoDateTime(breach.end), text: breach.text }));
    return watchDay;
  });
  return JSON.stringify(days);
}

const employment = (birthDate: IsoDate | null): EmploymentSource => ({
  employmentId: 7,
  employeeId: 3,
  description: null,
  startDate: '2026-03-10',
  endDate: '2026-03-20',
  isSecondary: false,
  defaultHidden: false,
  masterId: null,
  draftId: null,
  departmentId: 1,
  watchesVersion: '1.1',
  agreement: { agreementId: 1, code: 'A', name: 'A', parentId: null, hoursPerDay: 7.4, isDis: false },
  employee: { code: 'E', firstName: 'Æ', lastName: 'Ø', initials: null, telephone: null, email: null, birthDate, masterId: null, draftId: null },
});

/** A watch from `time` on the date for `hours` hours, Copenhagen time (DST days included). */
function realised(id: number, date: IsoDate, time: string, hours: number, extra: Partial<RealisedSource> = {}): RealisedSource {
  const end = `${String((Number(time.slice(0, 2)) + hours) % 24).padStart(2, '0')}${time.slice(2)}`;
  const span = spanOf(date, time, end);
  return {
    realisedWatchId: id, plannedWatchId: id + 1000, watchTemplateId: 1, employmentId: 7, code: 'D', color: '#4caf50', startDate: date, startTime: time, endTime: end,
    startMs: span.start, endMs: span.end, totalTime: hours * 60, overridden: false, closed: false, approved: false, rejected: false, corrected: false,
    changedMs: Date.UTC(2026, 2, 1, 6, 7, 8, 9) + id * 1001, registrationDiffers: false, ...extra,
  };
}

const property = (ownerId: number, extra: Partial<WatchPropertySource>): WatchPropertySource => ({
  ownerId, propertyId: 5, propertyTypeId: 2, name: 'Overtid', code: 'OT', typeKey: 'supplement', value: null, fromTemplate: false, ...extra,
});

describe('the days of a row as JSON', () => {
  const range = { start: '2026-03-01', end: '2026-03-31' };
  const days = dayOpenings(holidayWeekendWorkdays(range.start, range.end));

  it('are JSON.stringify of the WatchDayDto[] the rows were built as, for a varied month (DST, absences, properties, plans, approvals, breaches)', () => {
    const before = realised(1, '2026-02-25', '08:00', 8); // before the range: rest hours only
    const watches = [
      realised(2, '2026-03-01', '07:00', 8, { approved: true }),
      realised(3, '2026-03-01', '15:00', 8, { watchTemplateId: null, code: null, color: null }),
      realised(4, '2026-03-02', '23:00', 8, { rejected: true, overridden: true, closed: true }),
      realised(5, '2026-03-05', '06:00', 12, { corrected: true, registrationDiffers: true, plannedWatchId: null }),
      realised(6, '2026-03-05', '18:00', 12), // a day of 24 hours: rest breaches
      realised(7, '2026-03-28', '22:00', 8), // across the spring DST night
      realised(8, '2026-03-29', '01:00', 4),
      realised(9, '2026-03-31', '20:00', 8),
    ];
    const propertiesOf = new Map([
      [2, [property(2, { value: 2.5 }), property(2, { propertyId: 6, name: 'Tillæg "nat" \\ æøå\n', code: null, value: -0.125 })]],
      [3, [property(3, { propertyId: 9, typeKey: 'absence', name: 'Syg', code: 'S' })]],
      [4, [property(4, { propertyId: 9, typeKey: 'absence', name: 'Ferie', code: 'FE', fromTemplate: true })]],
    ]);
    const plansOnly: PlanOnlySource[] = [
      { plannedWatchId: 50, watchTemplateId: 2, employmentId: 7, code: 'N', color: '#1f4e79', startDate: '2026-02-27', startTime: '23:00', endTime: '07:00', totalTime: 480, changedMs: 1_772_000_000_123 },
      { plannedWatchId: 51, watchTemplateId: 2, employmentId: 7, code: 'N', color: '#1f4e79', startDate: '2026-03-01', startTime: '07:00', endTime: '15:00', totalTime: 480, changedMs: 1_772_000_000_456 },
      { plannedWatchId: 52, watchTemplateId: 3, employmentId: 7, code: 'K"1', color: '#ffffff', startDate: '2026-03-10', startTime: '00:00', endTime: '00:00', totalTime: 0, changedMs: 1_772_000_000_000 },
    ];
    for (const [birthDate, ownedByUser] of [[null, false], ['2008-03-15', true], ['1980-01-01', false]] as const) {
      const input = { employment: employment(birthDate), range, realised: watches, restSpansBefore: [{ start: before.startMs, end: before.endMs }], plansOnly, propertiesOf, context: { ownedByUser } };
      const json = employmentDaysJson({ ...input, days });
      expect(json).toBe(referenceDays(input));
      expect(json).toContain('restBreaches');
    }
  });

  it('are the same for any codes, names, values and flags', () => {
    const text = fc.string({ unit: 'grapheme', maxLength: 8 });
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ day: fc.integer({ min: -7, max: 30 }), hour: fc.integer({ min: 0, max: 23 }), hours: fc.integer({ min: 1, max: 14 }), code: fc.option(text), color: fc.option(fc.constantFrom('#000000', '#ffeb3b', '#1f4e79')), flags: fc.array(fc.boolean(), { minLength: 7, maxLength: 7 }), name: text, propertyCode: fc.option(text), value: fc.option(fc.double({ noNaN: true, noDefaultInfinity: true })), absence: fc.boolean() }),
          { maxLength: 12 },
        ),
        (drawn) => {
          const watches = drawn
            .map((w, index) => {
              const [overridden, closed, approved, rejected, corrected, differs] = w.flags as [boolean, boolean, boolean, boolean, boolean, boolean];
              return realised(index + 1, addDays(range.start, w.day), `${String(w.hour).padStart(2, '0')}:00`, w.hours, { code: w.code, color: w.color, overridden, closed, approved, rejected, corrected, registrationDiffers: differs, watchTemplateId: w.code === null ? null : 1 });
            })
            .sort((a, b) => a.startMs - b.startMs || a.realisedWatchId - b.realisedWatchId);
          const propertiesOf = new Map(drawn.map((w, index) => [index + 1, [property(index + 1, { name: w.name, code: w.propertyCode, value: w.value, typeKey: w.absence ? 'absence' : 'supplement', fromTemplate: w.flags[6]! })]]));
          // The watches before the range come as their spans alone, as the rows read them.
          const shown = watches.filter((watch) => watch.startDate >= range.start);
          const restSpansBefore = watches.filter((watch) => watch.startDate < range.start).map((watch) => ({ start: watch.startMs, end: watch.endMs }));
          const input = { employment: employment(null), range, realised: shown, restSpansBefore, plansOnly: [], propertiesOf, context: { ownedByUser: false } };
          expect(employmentDaysJson({ ...input, days })).toBe(referenceDays(input));
        },
      ),
      { numRuns: 200 },
    );
  });
});
