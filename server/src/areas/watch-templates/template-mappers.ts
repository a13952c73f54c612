import type { WatchTemplateDto, WatchTemplateSummaryDto } from '@kaj/contract';
import type { watchDetails, watchSubTemplates, watchTemplates } from '../../db/schema/index.ts';

export type DetailRow = typeof watchDetails.$inferSelect;
type SubTemplateRow = typeof watchSubTemplates.$inferSelect;
type TemplateRow = typeof watchTemplates.$inferSelect;

export interface DetailPropertyRow {
  watchDetailId: number;
  propertyId: number;
  propertyTypeId: number;
  name: string;
  code: string | null;
  value: string | null;
}

/** PostgreSQL reads a `time` back as HH:mm:ss; the contract carries HH:mm. */
const hhmm = (time: string) => time.slice(0, 5);

function toDetailDto(detail: DetailRow, properties: readonly DetailPropertyRow[]) {
  return {
    watchDetailId: detail.id,
    startTime: hhmm(detail.startTime),
    endTime: hhmm(detail.endTime),
    totalTime: detail.totalTime,
    properties: properties
      .filter((property) => property.watchDetailId === detail.id)
      .map(({ propertyId, propertyTypeId, name, code, value }) => ({ propertyId, propertyTypeId, name, code, value: value === null ? null : Number(value) })),
  };
}

export function toWatchTemplateDto(
  row: TemplateRow,
  subTemplates: readonly SubTemplateRow[],
  details: readonly DetailRow[],
  properties: readonly DetailPropertyRow[],
  canBeDeleted: boolean,
): WatchTemplateDto {
  return {
    watchTemplateId: row.id,
    code: row.code,
    color: row.color,
    description: row.description,
    active: row.active,
    sortGroup: row.sortGroup,
    replacementWatchTemplateId: row.replacementWatchTemplateId,
    planUserId: row.planUserId,
    onBoard: row.onBoard,
    canBeDeleted,
    details: details.filter((detail) => detail.watchSubTemplateId === null).map((detail) => toDetailDto(detail, properties)),
    subTemplates: subTemplates.map((sub) => ({
      watchSubTemplateId: sub.id,
      dayOffsetId: sub.dayOffset,
      details: details.filter((detail) => detail.watchSubTemplateId === sub.id).map((detail) => toDetailDto(detail, properties)),
    })),
  };
}

/** A template in a palette: its first watch's times, the paid minutes of all its watches, and how many days it plans. */
export function toSummaryDto(template: WatchTemplateDto): WatchTemplateSummaryDto {
  const { details, subTemplates, ...rest } = template;
  const all = [...details, ...subTemplates.flatMap((sub) => sub.details)];
  return {
    ...rest,
    startTime: details[0]?.startTime ?? null,
    endTime: details[0]?.endTime ?? null,
    totalTime: all.reduce((sum, detail) => sum + detail.totalTime, 0),
    days: 1 + Math.max(0, ...subTemplates.map((sub) => sub.dayOffsetId)),
  };
}
