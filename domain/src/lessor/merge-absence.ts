import { addDays, type IsoDate } from '@kaj/calendar';
import type { Decimal } from '../payrules/decimal.ts';

// Absence lines (DOMAIN.md section 9): consecutive days of one absence property become one period.

export interface AbsenceSpan {
  startDate: IsoDate;
  endDate: IsoDate;
  hours: Decimal;
  days: Decimal;
}

/**
 * Merges spans that share `keyOf` (employee, absence code, department …) and touch or overlap: a span
 * starting the day after another ends continues it. Hours and days are summed. The order is by key as
 * first met, then by date.
 */
export function mergeAbsence<T extends AbsenceSpan>(spans: readonly T[], keyOf: (span: T) => string): T[] {
  const groups = new Map<string, T[]>();
  for (const span of spans) {
    const key = keyOf(span);
    const group = groups.get(key);
    if (group) group.push(span);
    else groups.set(key, [span]);
  }
  const merged: T[] = [];
  for (const group of groups.values()) {
    const sorted = [...group].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.endDate.localeCompare(b.endDate));
    let current: T | undefined;
    for (const span of sorted) {
      if (current && span.startDate <= addDays(current.endDate, 1)) {
        current = {
          ...current,
          endDate: span.endDate > current.endDate ? span.endDate : current.endDate,
          hours: current.hours + span.hours,
          days: current.days + span.days,
        };
      } else {
        if (current) merged.push(current);
        current = { ...span };
      }
    }
    if (current) merged.push(current);
  }
  return merged;
}
