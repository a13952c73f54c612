// The JSON of the grid cells' WatchDto, written straight from the read rows: a realised watch, or a plan without
// realised watches. A department's month is ten thousand watches, and an object per watch and property handed to
// JSON.stringify cost a third of a cold read and most of its garbage. The text is JSON.stringify's of the WatchDto
// in the contract's field order (server/test/planning/watch-json.test.ts compares the two).
import type { PlanOnlySource, RealisedSource, WatchPropertySource } from './watch-sources.ts';
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

/**
 * The fields from the code to the start date (`"code":…,"startDate":"`), the same for thousands of watches of a code:
 * written once per code, marking and colour rather than joined again for every watch.
 */
const codeFields = memoised((code: string) =>
  memoised((color: string) =>
    memoised((subCode: string | null) => `"code":${textJson(code)},"subCode":${textOrNullJson(subCode)},"color":${textJson(color)},"textColor":${textJson(textColorOf(color))},"startDate":"`),
  ),
);

/** The fields from the paid time to the properties (`"totalTime":…,"properties":[`), by minutes and flags, written once each. */
const flagFields = memoised((key: number) => {
  const flag = (bit: number) => (key & bit) !== 0;
  return (
    `"totalTime":${Math.floor(key / 64)},"isNormTime":${flag(1)},"overridden":${flag(2)},"closed":${flag(4)},"ownedByUser":${flag(8)},` +
    `"approved":${flag(16)},"rejected":${flag(32)},"properties":[`
  );
});

export function realisedWatchJson(watch: RealisedSource, properties: readonly WatchPropertySource[], context: WatchContext): string {
  const isNormTime = !properties.some((property) => property.typeKey === 'absence');
  // Looked up by the three texts in turn, not by one text joined from them for every watch.
  const code = codeFields(watch.code ?? properties[0]?.code ?? '')(watch.color ?? NO_TEMPLATE_COLOR)(markingCode(properties));
  const flags =
    watch.totalTime * 64 + Number(isNormTime) + Number(watch.overridden) * 2 + Number(watch.closed) * 4 + Number(context.ownedByUser) * 8 + Number(watch.approved) * 16 + Number(watch.rejected) * 32;
  const json =
    `{"realisedWatchId":${watch.realisedWatchId},"plannedWatchId":${numberOrNullJson(watch.plannedWatchId)},"watchTemplateId":${numberOrNullJson(watch.watchTemplateId)},` +
    `"employmentId":${watch.employmentId},${code}${watch.startDate}","startTime":"${watch.startTime}","endTime":"${watch.endTime}",${flagFields(flags)}${propertiesJson(properties)}],"lastChanged":"${utcIsoOf(watch.changedMs)}"`;
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
