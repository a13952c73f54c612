import type { BodyOf, Contract, WatchTemplateDto } from '@kaj/contract';
import { formatDuration, minutesOfTime, parseDuration, spanMinutes } from '../../../ui/watch-time.ts';

/** The editor's values and how they become a SaveWatchTemplate body (DOMAIN.md section 4). */

export type SaveWatchCodeBody = BodyOf<Contract['watchTemplate']['saveWatchTemplate']>;
type DetailDto = WatchTemplateDto['details'][number];

export interface PropertyValues {
  propertyId?: number;
  value?: number | null;
}

export interface DetailValues {
  watchDetailId?: number | null;
  startTime: string;
  endTime: string;
  /** Paid time as typed ("7:30", "7,5"); empty means the whole span. */
  paid: string;
  properties: PropertyValues[];
}

export interface TourDayValues {
  watchSubTemplateId?: number | null;
  /** Days after the planned date. */
  dayOffset: number | null;
  details: DetailValues[];
}

/** "shared" or the plan user id of the palette, as a string for the radio group. */
export type PaletteValue = string;
export const SHARED_PALETTE = 'shared';

export interface WatchCodeValues {
  code: string;
  color: string;
  description: string;
  palette: PaletteValue;
  sortGroup: number | null;
  /** A watch of it puts the employee aboard that day (the crew list). */
  onBoard: boolean;
  details: DetailValues[];
  tourDays: TourDayValues[];
}

export const emptyDetail = (): DetailValues => ({ startTime: '', endTime: '', paid: '', properties: [] });

export function newWatchCodeValues(palette: PaletteValue, sortGroup: number): WatchCodeValues {
  return { code: '', color: '#4caf50', description: '', palette, sortGroup, onBoard: false, details: [emptyDetail()], tourDays: [] };
}

function detailValues(detail: DetailDto): DetailValues {
  const span = spanMinutes(detail.startTime, detail.endTime);
  return {
    watchDetailId: detail.watchDetailId,
    startTime: detail.startTime,
    endTime: detail.endTime,
    paid: detail.totalTime === span ? '' : formatDuration(detail.totalTime),
    properties: detail.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
  };
}

export function toFormValues(template: WatchTemplateDto): WatchCodeValues {
  return {
    code: template.code,
    color: template.color,
    description: template.description ?? '',
    palette: template.planUserId === null ? SHARED_PALETTE : String(template.planUserId),
    sortGroup: template.sortGroup,
    onBoard: template.onBoard,
    details: template.details.map(detailValues),
    tourDays: template.subTemplates.map((sub) => ({ watchSubTemplateId: sub.watchSubTemplateId, dayOffset: sub.dayOffsetId, details: sub.details.map(detailValues) })),
  };
}

function detailBody(detail: DetailValues) {
  const paid = parseDuration(detail.paid);
  return {
    watchDetailId: detail.watchDetailId ?? null,
    startTime: detail.startTime,
    endTime: detail.endTime,
    totalTime: typeof paid === 'number' ? paid : null,
    properties: detail.properties
      .filter((property): property is PropertyValues & { propertyId: number } => property.propertyId !== undefined)
      .map((property) => ({ propertyId: property.propertyId, value: property.value ?? null })),
  };
}

/** The body of SaveWatchTemplate; the replacement named at deactivation is kept. */
export function toSaveBody(values: WatchCodeValues, original: WatchTemplateDto | null): SaveWatchCodeBody {
  return {
    watchTemplateId: original?.watchTemplateId ?? null,
    code: values.code.trim(),
    color: values.color,
    description: values.description.trim() === '' ? null : values.description.trim(),
    sortGroup: values.sortGroup ?? 0,
    onBoard: values.onBoard,
    replacementWatchTemplateId: original?.replacementWatchTemplateId ?? null,
    planUserId: values.palette === SHARED_PALETTE ? null : Number(values.palette),
    details: values.details.map(detailBody),
    subTemplates: values.tourDays.map((day) => ({
      watchSubTemplateId: day.watchSubTemplateId ?? null,
      dayOffsetId: day.dayOffset ?? 0,
      details: day.details.map(detailBody),
    })),
  };
}

/** "Dag 1" is the planned date, "Dag 2" the day after: the server's numbering in its messages too. */
export function dayLabel(dayOffset: number): string {
  if (dayOffset === 0) return 'Dag 1 · den planlagte dato';
  return `Dag ${dayOffset + 1} · ${dayOffset} ${dayOffset === 1 ? 'dag' : 'dage'} efter`;
}

/** A detail placed in time: minutes from midnight of the planned date. */
export interface PlacedDetail {
  dayOffset: number;
  index: number;
  startTime: string;
  endTime: string;
  start: number;
  end: number;
}

/**
 * Every complete detail placed in time. A detail starts on its own day (the planned date plus the day
 * offset) at its start time and runs its span, into the next day when its end is at or before its start.
 */
export function placeDetails(values: Pick<WatchCodeValues, 'details' | 'tourDays'>): PlacedDetail[] {
  const days = [{ dayOffset: 0, details: values.details ?? [] }, ...(values.tourDays ?? []).map((day) => ({ dayOffset: day?.dayOffset ?? null, details: day?.details ?? [] }))];
  return days.flatMap(({ dayOffset, details }) => {
    if (dayOffset === null) return [];
    return details.flatMap((detail, index) => {
      const start = minutesOfTime(detail?.startTime ?? '');
      const span = spanMinutes(detail?.startTime ?? '', detail?.endTime ?? '');
      if (start === null || span === null) return [];
      const from = dayOffset * 24 * 60 + start;
      return [{ dayOffset, index, startTime: detail.startTime, endTime: detail.endTime, start: from, end: from + span }];
    });
  });
}

/** Another detail that overlaps the given one: one person cannot work two watches at once. */
export function overlappingDetail(placed: readonly PlacedDetail[], dayOffset: number, index: number): PlacedDetail | null {
  const self = placed.find((detail) => detail.dayOffset === dayOffset && detail.index === index);
  if (!self) return null;
  return placed.find((other) => other !== self && other.start < self.end && self.start < other.end) ?? null;
}

/** Whether any two details of the code overlap in time. */
export function hasOverlap(values: Pick<WatchCodeValues, 'details' | 'tourDays'>): boolean {
  const placed = placeDetails(values);
  return placed.some((detail) => overlappingDetail(placed, detail.dayOffset, detail.index) !== null);
}

/** Paid minutes of all details; an empty paid time is the whole span. */
export function totalPaidMinutes(values: Pick<WatchCodeValues, 'details' | 'tourDays'>): number {
  const all = [...(values.details ?? []), ...(values.tourDays ?? []).flatMap((day) => day?.details ?? [])];
  return all.reduce((sum, detail) => {
    const span = spanMinutes(detail?.startTime ?? '', detail?.endTime ?? '');
    if (span === null) return sum;
    const paid = parseDuration(detail.paid ?? '');
    return sum + (typeof paid === 'number' ? paid : span);
  }, 0);
}

/** What the activate, deactivate and delete dialogs need of a code: a summary or a whole template will do. */
export type WatchCodeRef = Pick<WatchTemplateDto, 'watchTemplateId' | 'code' | 'color' | 'sortGroup' | 'planUserId' | 'replacementWatchTemplateId' | 'active' | 'canBeDeleted'>;
