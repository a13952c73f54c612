import { daysOf, parseIsoDate, wallClockOf } from '@kaj/calendar';
import type { Instant, IsoDate, Period, Span, TimeOfDay } from '@kaj/calendar';
import { analyseRest } from './analyse.ts';
import { restDays } from './days.ts';
import type { RestDay } from './days.ts';
import type { RestBreach, RestRules } from './rules.ts';
import type { RestRecord } from './work.ts';

/** A rest period of a card row, cut to the day, with the times the form shows. */
export interface RestCardPeriod {
  readonly start: Instant;
  readonly end: Instant;
  readonly from: TimeOfDay;
  /** 'HH:mm', or '24:00' when the period runs on past midnight. */
  readonly to: string;
}

/** A row of the hviletidsskema: one day of the month. */
export interface RestCardRow {
  readonly date: IsoDate;
  /** 1–31 */
  readonly day: number;
  readonly restPeriods: readonly RestCardPeriod[];
  readonly restMinutes: number;
  readonly workMinutes: number;
  readonly dayMinutes: number;
  readonly enteredByHand: boolean;
  readonly comment: string | null;
  readonly breaches: readonly RestBreach[];
}

/** The rest hours of one employment's month, as the Danish Maritime Authority's form lays them out. */
export interface RestCard {
  readonly period: Period;
  /** One row per day of the month. */
  readonly rows: readonly RestCardRow[];
  readonly restMinutes: number;
  readonly workMinutes: number;
  readonly breachCount: number;
}

export interface RestCardInput {
  readonly period: Period;
  /** Watches and hand-entered days from at least 7 days (21 with the STCW exception) before the month to its end. */
  readonly record: RestRecord;
  readonly rules?: RestRules;
  /** The comment of each day that has one. */
  readonly comments?: Readonly<Partial<Record<IsoDate, string>>>;
}

/** The monthly rest card of one employment, ready to be mapped to the contract's RestCardDto. */
export function restCard({ period, record, rules = {}, comments = {} }: RestCardInput): RestCard {
  const handEntered = new Set((record.handEntered ?? []).map((day) => day.date));
  const rows = restDays(analyseRest(record, rules), daysOf(period)).map((day) => row(day, handEntered.has(day.date), comments[day.date] ?? null));
  return {
    period,
    rows,
    restMinutes: rows.reduce((sum, r) => sum + r.restMinutes, 0),
    workMinutes: rows.reduce((sum, r) => sum + r.workMinutes, 0),
    breachCount: rows.reduce((sum, r) => sum + r.breaches.length, 0),
  };
}

function row(day: RestDay, enteredByHand: boolean, comment: string | null): RestCardRow {
  return {
    date: day.date,
    day: parseIsoDate(day.date).day,
    restPeriods: day.rest.map((span) => cardPeriod(span, day.date)),
    restMinutes: day.restMinutes,
    workMinutes: day.workMinutes,
    dayMinutes: day.dayMinutes,
    enteredByHand,
    comment,
    breaches: day.breaches,
  };
}

function cardPeriod(span: Span, date: IsoDate): RestCardPeriod {
  const end = wallClockOf(span.end);
  return { start: span.start, end: span.end, from: wallClockOf(span.start).time, to: end.date === date ? end.time : '24:00' };
}
