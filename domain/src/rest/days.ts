import { dateOf, spanMinutes } from '@kaj/calendar';
import type { IsoDate, Span } from '@kaj/calendar';
import type { RestAnalysis } from './analyse.ts';
import type { RestBreach, RestRule } from './rules.ts';
import { clipSpans, daySpan } from './spans.ts';

/** One Copenhagen calendar day of an analysis. */
export interface RestDay {
  readonly date: IsoDate;
  /** The day's real length: 1380, 1440 or 1500 minutes. */
  readonly dayMinutes: number;
  /** Work, rest periods and short breaks cut to the day; together they fill it. */
  readonly work: readonly Span[];
  readonly rest: readonly Span[];
  readonly breaks: readonly Span[];
  readonly workMinutes: number;
  readonly restMinutes: number;
  readonly breakMinutes: number;
  /** The least rest in the 24 hours (7 days) back from the end of a work period on this day; null without one. */
  readonly leastRestIn24h: number | null;
  readonly leastRestIn7Days: number | null;
  /** The day's breaches: those whose window ends on this day, the worst of each rule. */
  readonly breaches: readonly RestBreach[];
}

/** The days of an analysis, in the order given. */
export function restDays(analysis: RestAnalysis, dates: readonly IsoDate[]): RestDay[] {
  return dates.map((date) => restDay(analysis, date));
}

function restDay(analysis: RestAnalysis, date: IsoDate): RestDay {
  const day = daySpan(date);
  const work = clipSpans(analysis.work, day);
  const rest = clipSpans(analysis.rest, day);
  const breaks = clipSpans(analysis.breaks, day);
  const points = analysis.checkpoints.filter((point) => dateOfEnd(point.at) === date);
  return {
    date,
    dayMinutes: spanMinutes(day),
    work,
    rest,
    breaks,
    workMinutes: minutes(work),
    restMinutes: minutes(rest),
    breakMinutes: minutes(breaks),
    leastRestIn24h: points.length > 0 ? Math.min(...points.map((point) => point.restIn24h)) : null,
    leastRestIn7Days: points.length > 0 ? Math.min(...points.map((point) => point.restIn7Days)) : null,
    breaches: breachesOn(analysis.breaches, date),
  };
}

/**
 * The breaches of a date: those whose window ends on it (a window ending at midnight belongs to
 * the day it closes), one per rule: the first window that breaks it, as an inspector reads the card.
 */
export function breachesOn(breaches: readonly RestBreach[], date: IsoDate): RestBreach[] {
  const first = new Map<RestRule, RestBreach>();
  for (const breach of breaches) {
    if (dateOfEnd(breach.end) !== date) continue;
    const current = first.get(breach.rule);
    if (!current || breach.end < current.end || (breach.end === current.end && breach.start < current.start)) first.set(breach.rule, breach);
  }
  return [...first.values()].sort((a, b) => a.end - b.end || a.start - b.start);
}

/** The date of the last moment before an end: a work period ending at 24:00 ends that day. */
function dateOfEnd(end: number): IsoDate {
  return dateOf(end - 1);
}

function minutes(spans: readonly Span[]): number {
  return spans.reduce((sum, span) => sum + spanMinutes(span), 0);
}
