import { sql } from 'drizzle-orm';
import type { WatchTemplateDto } from '@kaj/contract';
import type { Db } from '../../../db/client.ts';
import { loadTemplate } from '../../watch-templates/templates-repository.ts';
import { keptBySharedVersion } from '../../shared/kept-by-shared-version.ts';
import type { RealisedWithProperties, WatchProperty } from './watch-store.ts';
import { hhmm, paidMinutesOn } from './watch-times.ts';

/** The version of the watch codes: employment 0's, given on every change of codes, their details and sub-templates, properties (migrations 0010, 0024). */
const CATALOGUE_VERSION = sql`select coalesce((select version from grid_row_versions where employment_id = 0), 0)::text as version`;
const templatesOfVersion = keptBySharedVersion(CATALOGUE_VERSION, async () => new Map<number, Promise<WatchTemplateDto>>());

/**
 * A watch code as the watch changes read it, kept by the catalogue version: one query instead of six per change.
 * Its `deletable` is as of the first read in the version (a code's use is no part of the catalogue); they do not read it.
 */
export async function templateOf(db: Db, templateId: number): Promise<WatchTemplateDto> {
  const kept = await templatesOfVersion(db);
  const shared = kept.get(templateId);
  // Another request's read may fail with its transaction: this one then reads for itself.
  if (shared) return shared.catch(() => loadTemplate(db, templateId));
  const template = loadTemplate(db, templateId);
  kept.set(templateId, template);
  template.catch(() => {
    if (kept.get(templateId) === template) kept.delete(templateId);
  });
  return template;
}

/** A template's details by id, with the day offset each is placed at. */
export async function detailsOf(db: Db, templateId: number): Promise<Map<number, WatchTemplateDto['details'][number] & { dayOffset: number }>> {
  const template = await templateOf(db, templateId);
  return new Map([
    ...template.details.map((detail) => [detail.watchDetailId, { ...detail, dayOffset: 0 }] as const),
    ...template.subTemplates.flatMap((sub) => sub.details.map((detail) => [detail.watchDetailId, { ...detail, dayOffset: sub.dayOffsetId }] as const)),
  ]);
}

const sameProperties = (a: readonly WatchProperty[], b: readonly { propertyId: number; value: number | null }[]) =>
  a.length === b.length && b.every((p) => a.some((q) => q.propertyId === p.propertyId && (q.value === null ? null : Number(q.value)) === p.value));

/** Whether a realised watch differs from its template detail in times or paid minutes (`overridden`). */
export function differsFromDetail(watch: { startDate: string; startTime: string; endTime: string; totalTime: number }, detail: WatchTemplateDto['details'][number] | undefined): boolean {
  if (!detail) return false;
  return (
    hhmm(watch.startTime) !== detail.startTime ||
    hhmm(watch.endTime) !== detail.endTime ||
    watch.totalTime !== paidMinutesOn(watch.startDate, detail.startTime, detail.endTime, detail.totalTime)
  );
}

/**
 * A realised watch is untouched while it is as its plan placed it: not cancelled, not overridden, and with the
 * detail's properties. Only untouched watches follow their plan when it moves (docs/decisions.md).
 */
export function isUntouched(watch: RealisedWithProperties, details: ReadonlyMap<number, WatchTemplateDto['details'][number]>): boolean {
  const detail = watch.watchDetailId === null ? undefined : details.get(watch.watchDetailId);
  return !watch.cancelled && !watch.overridden && detail !== undefined && sameProperties(watch.properties, detail.properties);
}
