// Undoing the removal of a plan places it again from its watch code, which makes its realised watches as the code
// has them; the planner's edits of those watches (times, paid time, properties) and the days they had cancelled
// are then put back.
import type { WatchDto } from '@kaj/contract';

export interface RestoredEdits {
  /** Remade watches to save as they were before the removal. */
  changed: { made: WatchDto; was: WatchDto }[];
  /** Remade watches on days where the plan showed none: their realised watch had been cancelled. */
  cancelled: WatchDto[];
}

const byStart = (a: WatchDto, b: WatchDto) => a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime);

const propertiesOf = (watch: WatchDto) =>
  watch.properties
    .map((property) => `${property.propertyId}:${property.value ?? ''}`)
    .sort()
    .join(',');

const differs = (made: WatchDto, was: WatchDto) =>
  made.startTime !== was.startTime || made.endTime !== was.endTime || made.totalTime !== was.totalTime || propertiesOf(made) !== propertiesOf(was);

/** Pairs a plan's removed realised watches with those placing it again made: day by day, in order of start. */
export function editsToRestore(removed: readonly WatchDto[], remade: readonly WatchDto[]): RestoredEdits {
  const wasOn = new Map<string, WatchDto[]>();
  for (const watch of [...removed].sort(byStart)) wasOn.set(watch.startDate, [...(wasOn.get(watch.startDate) ?? []), watch]);
  const restored: RestoredEdits = { changed: [], cancelled: [] };
  for (const made of [...remade].sort(byStart)) {
    const was = wasOn.get(made.startDate)?.shift();
    if (!was) restored.cancelled.push(made);
    else if (differs(made, was)) restored.changed.push({ made, was });
  }
  return restored;
}
