import type { z } from 'zod';
import type { WatchTemplateDto, saveWatchTemplateRequest } from '@kaj/contract';
import { clockMinutes } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../errors.ts';
import { chooseProperties } from '../properties/choosable.ts';

type SaveRequest = z.output<typeof saveWatchTemplateRequest>;
type DetailInput = SaveRequest['details'][number];

export interface DetailContent {
  startTime: string;
  endTime: string;
  totalTime: number;
  properties: { propertyId: number; value: number | null }[];
}

/** What a template plans: its details by day offset (0 for the planned date itself), in order. */
export interface TemplateContent {
  days: { dayOffset: number; details: DetailContent[] }[];
}

function detailContent(detail: DetailInput): DetailContent {
  const span = clockMinutes(detail.startTime, detail.endTime);
  const totalTime = detail.totalTime ?? span;
  if (totalTime > span) {
    throw badRequest('paid_time_too_long', `Den betalte tid for vagten ${detail.startTime}-${detail.endTime} kan højst være ${span} minutter.`);
  }
  const seen = new Set<number>();
  for (const property of detail.properties) {
    if (seen.has(property.propertyId)) throw badRequest('duplicate_property', `Vagten ${detail.startTime}-${detail.endTime} har den samme egenskab to gange.`);
    seen.add(property.propertyId);
  }
  return {
    startTime: detail.startTime,
    endTime: detail.endTime,
    totalTime,
    properties: detail.properties.map((property) => ({ propertyId: property.propertyId, value: property.value ?? null })),
  };
}

/** The content of a save, refused when a paid time is longer than its watch or a day offset repeats. */
export function contentOfRequest(body: SaveRequest): TemplateContent {
  const offsets = body.subTemplates.map((sub) => sub.dayOffsetId);
  const repeated = offsets.find((offset, index) => offsets.indexOf(offset) !== index);
  if (repeated !== undefined) throw badRequest('duplicate_day_offset', `Dag ${repeated + 1} af vagtkoden er angivet to gange.`);
  return {
    days: [
      { dayOffset: 0, details: body.details.map(detailContent) },
      ...body.subTemplates
        .map((sub) => ({ dayOffset: sub.dayOffsetId, details: sub.details.map(detailContent) }))
        .sort((a, b) => a.dayOffset - b.dayOffset),
    ],
  };
}

export function contentOfTemplate(template: WatchTemplateDto): TemplateContent {
  const detail = (d: WatchTemplateDto['details'][number]): DetailContent => ({
    startTime: d.startTime,
    endTime: d.endTime,
    totalTime: d.totalTime,
    properties: d.properties.map((p) => ({ propertyId: p.propertyId, value: p.value })),
  });
  return {
    days: [{ dayOffset: 0, details: template.details.map(detail) }, ...template.subTemplates.map((sub) => ({ dayOffset: sub.dayOffsetId, details: sub.details.map(detail) }))],
  };
}

/** Whether two contents plan the same watches (the order of properties on a detail does not matter). */
export function sameContent(a: TemplateContent, b: TemplateContent): boolean {
  const key = (content: TemplateContent) =>
    JSON.stringify(
      content.days.map((day) => [
        day.dayOffset,
        day.details.map((d) => [d.startTime, d.endTime, d.totalTime, [...d.properties].sort((x, y) => x.propertyId - y.propertyId)]),
      ]),
    );
  return key(a) === key(b);
}

/** The properties must be choosable, and carry a value only where their type allows one. */
export async function assertContentProperties(db: Db, content: TemplateContent, alreadyAttached: ReadonlySet<number>): Promise<void> {
  const all = content.days.flatMap((day) => day.details.flatMap((detail) => detail.properties));
  const chosen = await chooseProperties(
    db,
    all.map((property) => property.propertyId),
    alreadyAttached,
  );
  for (const property of all) {
    const found = chosen.get(property.propertyId);
    if (found && property.value !== null && !found.canHaveValue) {
      throw badRequest('property_without_value', `${found.name} (${found.typeName}) kan ikke have en værdi.`);
    }
  }
}
