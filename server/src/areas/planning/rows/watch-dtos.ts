// WatchDto of the grid cells: a realised watch, or a plan without realised watches.
import type { WatchDto } from '@kaj/contract';
import type { PlanOnlySource, RealisedSource, WatchPropertySource } from './row-sources.ts';
import { textColorOf } from './memo.ts';
import { utcIsoOf } from './utc-iso.ts';

/** The colour of a watch without a template (an extra watch without a code). */
const NO_TEMPLATE_COLOR = '#d9d9d9';

/** What the caller says about every watch of a row. */
export interface WatchContext {
  ownedByUser: boolean;
}

/** An absence property the watch got beyond its template's (Syg on a day watch) marks it; its code shows beside the code. */
const markingCode = (properties: readonly WatchPropertySource[]): string | null =>
  properties.find((property) => property.typeKey === 'absence' && !property.fromTemplate)?.code ?? null;

export function realisedWatchDto(watch: RealisedSource, properties: readonly WatchPropertySource[], context: WatchContext): WatchDto {
  const color = watch.color ?? NO_TEMPLATE_COLOR;
  return {
    realisedWatchId: watch.realisedWatchId,
    plannedWatchId: watch.plannedWatchId,
    watchTemplateId: watch.watchTemplateId,
    employmentId: watch.employmentId,
    code: watch.code ?? properties[0]?.code ?? '',
    subCode: markingCode(properties),
    color,
    textColor: textColorOf(color),
    startDate: watch.startDate,
    startTime: watch.startTime,
    endTime: watch.endTime,
    totalTime: watch.totalTime,
    isNormTime: !properties.some((property) => property.typeKey === 'absence'),
    overridden: watch.overridden,
    closed: watch.closed,
    ownedByUser: context.ownedByUser,
    approved: watch.approved,
    rejected: watch.rejected,
    properties: properties.map((property) => ({
      propertyId: property.propertyId,
      propertyTypeId: property.propertyTypeId,
      name: property.name,
      code: property.code,
      value: property.value,
    })),
    lastChanged: utcIsoOf(watch.changedMs),
    ...(watch.registrationDiffers ? { registrationDiffers: true } : {}),
    ...(watch.corrected ? { corrected: true } : {}),
  };
}

/** A plan without realised watches. */
export function planOnlyWatchDto(plan: PlanOnlySource, context: WatchContext): WatchDto {
  return {
    realisedWatchId: null,
    plannedWatchId: plan.plannedWatchId,
    watchTemplateId: plan.watchTemplateId,
    employmentId: plan.employmentId,
    code: plan.code,
    subCode: null,
    color: plan.color,
    textColor: textColorOf(plan.color),
    startDate: plan.startDate,
    startTime: plan.startTime,
    endTime: plan.endTime,
    totalTime: plan.totalTime,
    isNormTime: true,
    overridden: false,
    closed: false,
    ownedByUser: context.ownedByUser,
    approved: false,
    rejected: false,
    properties: [],
    lastChanged: utcIsoOf(plan.changedMs),
  };
}
