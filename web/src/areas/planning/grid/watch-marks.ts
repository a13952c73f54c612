import type { WatchDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { formatPaidHours } from '../../../ui/watch-time.ts';
import { isPending } from './grid-rows.ts';

/** What a cell marks about a watch, beside its code (DOMAIN.md section 4): deviations from the plan and its state. */
export interface WatchMarks {
  /** Its times differ from the code's. */
  overridden: boolean;
  /** A realised watch without a plan. */
  extra: boolean;
  /** A plan whose realised watches are all cancelled. */
  cancelled: boolean;
  /** Properties beyond the code's, or a value on one. */
  properties: boolean;
  approved: boolean;
  rejected: boolean;
  closed: boolean;
  pending: boolean;
}

export function watchMarks(watch: WatchDto, template: WatchTemplateSummaryDto | undefined): WatchMarks {
  const singleDay = template !== undefined && template.days === 1 && template.startTime !== null;
  return {
    overridden: singleDay && watch.realisedWatchId !== null && (watch.startTime !== template.startTime || watch.endTime !== template.endTime),
    extra: watch.plannedWatchId === null && watch.realisedWatchId !== null,
    cancelled: watch.plannedWatchId !== null && watch.realisedWatchId === null,
    properties: watch.subCode !== null || watch.properties.some((property) => property.value !== null),
    approved: watch.approved,
    rejected: watch.rejected,
    closed: watch.closed,
    pending: isPending(watch),
  };
}

/** The hover text of a watch: code, times, paid time, properties and state, in Danish. */
export function watchTitle(watch: WatchDto, marks: WatchMarks): string {
  if (marks.pending) return `${watch.code} gemmes …`;
  const parts = [`${watch.code}${watch.subCode ? ` (${watch.subCode})` : ''} ${watch.startTime}–${watch.endTime}`, formatPaidHours(watch.totalTime)];
  const properties = watch.properties.map((property) => (property.value !== null ? `${property.name} ${String(property.value).replace('.', ',')}` : property.name));
  if (properties.length) parts.push(properties.join(', '));
  if (marks.overridden) parts.push('ændrede tider');
  if (marks.extra) parts.push('ekstra vagt uden plan');
  if (marks.cancelled) parts.push('aflyst');
  if (marks.approved) parts.push('godkendt');
  if (marks.rejected) parts.push('afvist');
  if (marks.closed) parts.push('lukket periode');
  return parts.join(' · ');
}
