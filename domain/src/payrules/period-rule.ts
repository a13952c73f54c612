import { overlapMinutes, spanContains } from '@kaj/calendar';
import { hoursOf, post, times, withPreFactors } from './amount.ts';
import type { Amount } from './amount.ts';
import { cachedWindow, windowsOf } from './day-cache.ts';
import { dayMatches } from './day-filter.ts';
import type { PreparedWatch } from './prepared-watch.ts';
import { stepped } from './step-single-property.ts';
import type { PayRuleInput, PeriodDetail, Posting } from './types.ts';

/**
 * Period: a daily window (`fromTime`–`toTime`, across midnight belonging to the day it starts)
 * on the days the filters select. With `checkOverlap` the watch's clock minutes inside each
 * window count, posted on the window's date; without it the watch's paid hours count whole,
 * on the window's date, when the watch starts inside a window. `propertyId` limits the rule to
 * watches with it (`notProperty`: without it). Hours up to `cutValue` × factor, above × factorAbove,
 * per watch and window.
 */
export function evaluatePeriod(rule: PayRuleInput<PeriodDetail>, watch: PreparedWatch, out: Posting[]): void {
  const detail = rule.detail;
  if (detail.propertyId !== null && watch.properties.has(detail.propertyId) === detail.notProperty) return;
  const windows = windowsOf(detail.fromTime, detail.toTime);
  if (detail.checkOverlap) {
    for (const date of watch.windowDates) {
      const minutes = overlapMinutes(watch.span, windows.get(date) ?? cachedWindow(date, detail.fromTime, detail.toTime));
      if (minutes === 0 || !dayMatches(detail, date)) continue;
      post(out, rule, watch, date, withPreFactors(rule, watch, weigh(detail, hoursOf(minutes))));
    }
    return;
  }
  // Windows of successive dates do not overlap, so at most one holds the start.
  for (const date of watch.windowDates) {
    const window = windows.get(date) ?? cachedWindow(date, detail.fromTime, detail.toTime);
    if (!spanContains(window, watch.span.start) || !dayMatches(detail, date)) continue;
    post(out, rule, watch, date, withPreFactors(rule, watch, weigh(detail, hoursOf(watch.watch.paidMinutes))));
    return;
  }
}

function weigh(detail: PeriodDetail, hours: Amount): Amount {
  if (detail.cutValue === null || detail.factorAbove === null) return times(hours, detail.factor);
  return stepped(hours, detail.cutValue, detail.factor, detail.factorAbove);
}
