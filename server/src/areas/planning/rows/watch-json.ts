// The JSON of the grid cells' WatchDto, written straight from the read rows: a realised watch, or a plan without
// realised watches. A department's month is ten thousand watches, and an object per watch and property handed to
// JSON.stringify cost a third of a cold read and most of its garbage. The text is JSON.stringify's of the WatchDto
// in the contract's field order (server/test/planning/watch-json.test.ts compares the two).
import type { PlanOnlySource, RealisedSource, WatchPropertySource } from './row-sources.ts';
import { memoised, textColorOf } from './memo.ts';
import { utcIsoOf } from './utc-iso.ts';

/** The colour of a watch without a template (an extra watch without a code). */
const NO_TEMPLATE_COLOR = '#d9d9d9';

/** What the caller says about every watch of a row. */
export interface WatchContext {
  ownedByUser: boolean;
}

/** A text as JSON, remembered: the same codes, colours and names stand on thousands of watches. Dates and times need no escaping and are written as they are. */
const textJson = memoised((value: string) => JSON.stringify(value));
const textOrNullJson = (value: string | null) => (value === null ? 'null' : textJson(value));
const numberOrNullJson = (value: number | null) => (value === null ? 'null' : String(value));

/** An absence property the watch got beyond its template's (Syg on a day watch) marks it; its code shows beside the code. */
const markingCode = (properties: readonly WatchPropertySource[]): string | null =>
  properties.find((property) => property.typeKey === 'absence' && !property.fromTemplate)?.code ?? null;

const propertyJson = (property: WatchPropertySource) =>
  `{"propertyId":${property.propertyId},"propertyTypeId":${property.propertyTypeId},"name":${textJson(property.name)},"code":${textOrNullJson(property.code)},"value":${numberOrNullJson(property.value)}}`;

function propertiesJson(properties: readonly WatchPropertySource[]): string {
  let json = '';
  for (const property of properties) json += json === '' ? propertyJson(property) : `,${propertyJson(property)}`;
  return json;
}

export function realisedWatchJson(watch: RealisedSource, properties: readonly WatchPropertySource[], context: WatchContext): string {
  const color = watch.color ?? NO_TEMPLATE_COLOR;
  const isNormTime = !properties.some((property) => property.typeKey === 'absence');
  const json =
    `{"realisedWatchId":${watch.realisedWatchId},"plannedWatchId":${numberOrNullJson(watch.plannedWatchId)},"watchTemplateId":${numberOrNullJson(watch.watchTemplateId)},` +
    `"employmentId":${watch.employmentId},"code":${textJson(watch.code ?? properties[0]?.code ?? '')},"subCode":${textOrNullJson(markingCode(properties))},` +
    `"color":${textJson(color)},"textColor":${textJson(textColorOf(color))},"startDate":"${watch.startDate}","startTime":"${watch.startTime}","endTime":"${watch.endTime}",` +
    `"totalTime":${watch.totalTime},"isNormTime":${isNormTime},"overridden":${watch.overridden},"closed":${watch.closed},"ownedByUser":${context.ownedByUser},` +
    `"approved":${watch.approved},"rejected":${watch.rejected},"properties":[${propertiesJson(properties)}],"lastChanged":"${utcIsoOf(watch.changedMs)}"`;
  return `${json}${watch.registrationDiffers ? ',"registrationDiffers":true' : ''}${watch.corrected ? ',"corrected":true' : ''}}`;
}

/** A plan without realised watches. */
export function planOnlyWatchJson(plan: PlanOnlySource, context: WatchContext): string {
  return (
    `{"realisedWatchId":null,"plannedWatchId":${plan.plannedWatchId},"watchTemplateId":${plan.watchTemplateId},"employmentId":${plan.employmentId},` +
    `"code":${textJson(plan.code)},"subCode":null,"color":${textJson(plan.color)},"textColor":${textJson(textColorOf(plan.color))},` +
    `"startDate":"${plan.startDate}","startTime":"${plan.startTime}","endTime":"${plan.endTime}","totalTime":${plan.totalTime},"isNormTime":true,` +
    `"overridden":false,"closed":false,"ownedByUser":${context.ownedByUser},"approved":false,"rejected":false,"properties":[],"lastChanged":"${utcIsoOf(plan.changedMs)}"}`
  );
}
