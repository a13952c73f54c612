import type { EmployeeDto, WatchDto } from '@kaj/contract';
import { watchKey } from './grid-rows.ts';

/** Finding watches in the grid's rows by plan, by key and by change date: what undo and the server's change checks need. */

export function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** One watch per plan. */
export function uniquePlans(watches: readonly WatchDto[]): WatchDto[] {
  return [...groupBy(watches.filter((watch) => watch.plannedWatchId !== null), (watch) => watch.plannedWatchId).values()].map((list) => list[0]!);
}

/** The first date the grid shows of a watch's plan (a tour spans several days). */
export function planStart(employees: readonly EmployeeDto[], watch: WatchDto): string {
  if (watch.plannedWatchId === null) return watch.startDate;
  let first = watch.startDate;
  for (const employee of employees) {
    for (const employment of employee.employments) {
      for (const day of employment.watchDays) {
        if (day.date < first && day.watches.some((each) => each.plannedWatchId === watch.plannedWatchId)) first = day.date;
      }
    }
  }
  return first;
}

/** The newest change date the grid has seen of a watch's plan (the server compares with the plan's newest). */
export function newestChange(employees: readonly EmployeeDto[], watch: WatchDto): string | undefined {
  const dates = latest(employees, [watch]).map((each) => each.lastChanged);
  return [watch.lastChanged, ...dates].filter(Boolean).sort().at(-1);
}

/** The grid's current versions of these watches (their newest change dates). */
export function latest(employees: readonly EmployeeDto[], watches: readonly WatchDto[]): WatchDto[] {
  const wanted = new Set(watches.map(watchKey));
  const plans = new Set(watches.map((watch) => watch.plannedWatchId).filter((id) => id !== null));
  const found: WatchDto[] = [];
  for (const employee of employees) {
    for (const employment of employee.employments) {
      for (const day of employment.watchDays) {
        for (const watch of day.watches) {
          if (wanted.has(watchKey(watch)) || (watch.plannedWatchId !== null && plans.has(watch.plannedWatchId))) found.push(watch);
        }
      }
    }
  }
  return found.length > 0 ? found : [...watches];
}

export function latestRealised(employees: readonly EmployeeDto[], realisedWatchId: number): WatchDto | undefined {
  return latest(employees, [{ realisedWatchId, plannedWatchId: null } as WatchDto]).find((watch) => watch.realisedWatchId === realisedWatchId);
}
