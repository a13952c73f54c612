import type { WatchDto } from '@kaj/contract';
import { formatPaidHours } from '../../../ui/watch-time.ts';
import { isPending, watchKey } from './grid-rows.ts';

/** What a cell marks about a watch, beside its code (DOMAIN.md section 4): deviations from the plan and its state. */
export interface WatchMarks {
  /** Its times or paid minutes differ from the code's (the server compares each watch with its day of the code). */
  overridden: boolean;
  /** A realised watch without a plan. */
  extra: boolean;
  /** A plan whose realised watches are all cancelled. */
  cancelled: boolean;
  /** Properties beyond the code's, or a value on one. */
  properties: boolean;
  approved: boolean;
  rejected: boolean;
  /** Rejected, then changed by the planner: waits for the approver again. */
  corrected: boolean;
  closed: boolean;
  pending: boolean;
  /** The employee's time registration waits and differs from the realised times. */
  registration: boolean;
}

/** The watches of one plan on one day show as one chip (a 4-on/8-off code has two watches a day). */
export function chipsOf(watches: readonly WatchDto[]): WatchDto[][] {
  const chips = new Map<string, WatchDto[]>();
  for (const watch of watches) {
    const key = watch.plannedWatchId !== null ? `p${watch.plannedWatchId}` : watchKey(watch);
    chips.set(key, [...(chips.get(key) ?? []), watch]);
  }
  return [...chips.values()];
}

export function watchMarks(watches: readonly WatchDto[]): WatchMarks {
  return {
    overridden: watches.some((each) => each.overridden),
    extra: watches.some((each) => each.plannedWatchId === null && each.realisedWatchId !== null),
    cancelled: watches.every((each) => each.plannedWatchId !== null && each.realisedWatchId === null),
    properties: watches.some((each) => each.subCode !== null || each.properties.some((property) => property.value !== null)),
    approved: watches.every((each) => each.approved),
    rejected: watches.some((each) => each.rejected),
    corrected: watches.some((each) => each.corrected === true),
    closed: watches.some((each) => each.closed),
    pending: watches.some(isPending),
    registration: watches.some((each) => each.registrationDiffers === true),
  };
}

/** The hover text of a chip: code, times, paid time, properties and state of each watch, in Danish. */
export function watchTitle(watches: readonly WatchDto[], marks: WatchMarks): string {
  const [first] = watches;
  if (!first) return '';
  if (marks.pending) return `${first.code} gemmes …`;
  const lines = watches.map((watch) => {
    const parts = [`${watch.code}${watch.subCode ? ` (${watch.subCode})` : ''} ${watch.startTime}–${watch.endTime}`, formatPaidHours(watch.totalTime)];
    const properties = watch.properties.map((property) => (property.value !== null ? `${property.name} ${String(property.value).replace('.', ',')}` : property.name));
    if (properties.length) parts.push(properties.join(', '));
    return parts.join(' · ');
  });
  const states: string[] = [];
  if (marks.overridden) states.push('ændrede tider');
  if (marks.extra) states.push('ekstra vagt uden plan');
  if (marks.cancelled) states.push('aflyst');
  if (marks.approved) states.push('godkendt');
  if (marks.rejected) states.push('afvist');
  if (marks.corrected) states.push('rettet efter afvisning, venter på godkendelse');
  if (marks.closed) states.push('lukket periode');
  if (marks.registration) states.push('tidsregistreringen afviger og venter');
  return [...lines, ...(states.length ? [states.join(', ')] : [])].join('\n');
}
