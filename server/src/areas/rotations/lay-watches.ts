import { inArray, sql } from 'drizzle-orm';
import type { RefusedDayDto, RotationNormDto, RotationPreviewDto, WatchTemplateDto } from '@kaj/contract';
import { addDays, decimalToNumber, periodOf, type IsoDate, type RealisedWatchInput } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { watchTemplates } from '../../db/schema/index.ts';
import { getEmploymentRow, type EmploymentRow } from '../employees/employments-repository.ts';
import { loadTemplates } from '../watch-templates/templates-repository.ts';
import { actorOf, placePlannedWatches, realisedOfTemplate } from '../planning/watches/index.ts';
import { assertInsideEmployment, assertNoOverlapAmong } from '../planning/watches/watch-rules.ts';
import type { RealisedValues } from '../planning/watches/watch-store.ts';
import { plannedNorms, type PlannedNorm } from '../pay-engine/index.ts';
import { groupBy } from '../shared/group-by.ts';
import { assertMayChange } from '../planning/watches/watch-access.ts';
import { hhmm, instantOfTimestamp } from '../planning/watches/watch-times.ts';
import { idArray } from '../../db/sql-values.ts';
import { danishMonth } from '../shared/danish-dates.ts';
import { restBreachDto } from '../rest/rest-rules.ts';
import { breachesAddedBy } from '../shared/rest-breaches.ts';

// Laying many watches at once (issue 20: a rotation, or a copied week or month): the days are placed through the
// grid's own placement (locks, audit trail, overlap), leaving out, and naming, the days that collide with a watch or
// an absence already there, lie in a locked month or outside the employment. The preview and the save share every
// step up to the writing: which days are refused, the watches each placed day makes, the rest-hour breaches and the
// norms they add. The preview then checks those watches for overlap among themselves in memory (the save's database
// check, same message) and writes nothing; the save writes them (writing 7,300 watches costs seconds, the preview
// must take under one).

/** One watch to lay: a watch code on an employment's date. */
export interface DayToLay {
  employmentId: number;
  date: IsoDate;
  watchTemplateId: number;
}

interface Blocker {
  startDate: IsoDate;
  start: number;
  end: number;
  code: string;
  absence: boolean;
  times: string;
}

/** What a rotation or a copy lays: the days, over the range, with the days already refused (a copy's missing dates). */
export interface WatchesToLay {
  employmentIds: readonly number[];
  days: readonly DayToLay[];
  range: { start: IsoDate; end: IsoDate };
  refused: readonly RefusedDayDto[];
}

export interface LaidWatches {
  preview: RotationPreviewDto;
  plannedWatchIds: number[];
  employmentIds: number[];
}

/** The watches (not cancelled) already there around the range, by employment and date, each marked when an absence; the employment's id alone marks that it has any. */
async function blockersOf(db: Db, employmentIds: readonly number[], from: IsoDate, to: IsoDate): Promise<Map<string, Blocker[]>> {
  const rows = await queryRows<{ employment_id: number; start_date: string; start_at: string; end_at: string; start_time: string; end_time: string; code: string | null; absence: boolean }>(
    db,
    sql`select r.employment_id, to_char(r.start_date, 'YYYY-MM-DD') as start_date, r.start_at::text, r.end_at::text, r.start_time::text, r.end_time::text, t.code,
               exists (select 1 from realised_watch_properties rp join properties p on p.id = rp.property_id
                       join property_types pt on pt.id = p.property_type_id
                       where rp.realised_watch_id = r.id and pt.key = 'absence') as absence
        from realised_watches r left join watch_templates t on t.id = r.watch_template_id
        where r.employment_id = any(${idArray(employmentIds)}) and not r.cancelled
          and r.start_date between ${addDays(from, -1)}::date and ${addDays(to, 8)}::date`,
  );
  const byDay = new Map<string, Blocker[]>();
  for (const row of rows) {
    const key = `${Number(row.employment_id)}|${row.start_date}`;
    byDay.set(String(Number(row.employment_id)), []);
    const blocker = { startDate: row.start_date, start: instantOfTimestamp(row.start_at), end: instantOfTimestamp(row.end_at), code: row.code ?? 'vagt', absence: row.absence, times: `${hhmm(row.start_time)}-${hhmm(row.end_time)}` };
    byDay.set(key, [...(byDay.get(key) ?? []), blocker]);
  }
  return byDay;
}

/** The months of the employments that are locked (closing locked or rest card signed), as `employmentId|period` → text. */
async function lockedMonthsOf(db: Db, employmentIds: readonly number[], from: IsoDate, to: IsoDate): Promise<Map<string, string>> {
  const rows = await queryRows<{ employment_id: number; period: string; reason: 'closed' | 'signed' }>(
    db,
    sql`select employment_id, to_char(period, 'YYYY-MM-DD') as period, 'closed' as reason from closings
        where employment_id = any(${idArray(employmentIds)}) and locked and period between ${periodOf(from)}::date and ${addDays(to, 8)}::date
        union all
        select employment_id, to_char(period, 'YYYY-MM-DD'), 'signed' from rest_cards
        where employment_id = any(${idArray(employmentIds)}) and (employee_sign_date is not null or authorized_sign_date is not null)
          and period between ${periodOf(from)}::date and ${addDays(to, 8)}::date`,
  );
  const locked = new Map<string, string>();
  for (const row of rows) {
    const text = row.reason === 'closed' ? `Måneden ${danishMonth(row.period)} er lukket` : `Hviletidsskemaet for ${danishMonth(row.period)} er underskrevet`;
    locked.set(`${Number(row.employment_id)}|${row.period}`, text);
  }
  return locked;
}

type Refusal = Pick<RefusedDayDto, 'reason' | 'text'>;

/** Why a template's watches may not be placed on a date of an employment, or null when they may. */
function refusalOf(employment: EmploymentRow, template: WatchTemplateDto, date: IsoDate, realised: readonly RealisedValues[], blockers: Map<string, Blocker[]>, locked: Map<string, string>): Refusal | null {
  if (!template.active) return { reason: 'inactive', text: `Vagtkoden ${template.code} er deaktiveret` };
  const dates = [date, ...realised.map((watch) => watch.startDate)];
  if (dates.some((day) => day < employment.startDate || (employment.endDate !== null && day > employment.endDate))) {
    return { reason: 'employment', text: 'Uden for ansættelsen' };
  }
  const lock = dates.map((day) => locked.get(`${employment.id}|${periodOf(day)}`)).find((text) => text !== undefined);
  if (lock) return { reason: 'locked', text: lock };
  // Most employments have nothing in the way: their days skip the search.
  if (!blockers.has(String(employment.id))) return null;
  const near = (day: IsoDate) => [-1, 0, 1].flatMap((step) => blockers.get(`${employment.id}|${addDays(day, step)}`) ?? []);
  const spans = realised.map((watch) => ({ day: watch.startDate, start: Date.parse(watch.startAt), end: Date.parse(watch.endAt) }));
  const clash =
    (blockers.get(`${employment.id}|${date}`) ?? [])[0] ??
    spans.flatMap((span) => near(span.day).filter((blocker) => blocker.start < span.end && span.start < blocker.end))[0];
  if (!clash) return null;
  return clash.absence ? { reason: 'absence', text: `Fravær (${clash.code})` } : { reason: 'watch', text: `Har allerede ${clash.code} ${clash.times}` };
}

const summary = (employmentId: number, placed: readonly { date: IsoDate; code: string }[]) => {
  const codes = new Map<string, number>();
  for (const each of placed) codes.set(each.code, (codes.get(each.code) ?? 0) + 1);
  return {
    employmentId,
    count: placed.length,
    firstDate: placed[0]?.date ?? null,
    lastDate: placed.at(-1)?.date ?? null,
    codes: [...codes].map(([code, count]) => ({ code, count })),
  };
};

interface Accepted {
  employment: EmploymentRow;
  template: WatchTemplateDto;
  date: IsoDate;
  realised: RealisedValues[];
}

interface Laying {
  ids: number[];
  accepted: Accepted[];
  placed: RotationPreviewDto['placed'];
  refused: RefusedDayDto[];
}

/**
 * Checks access (a planner only their departments) and locks the employments, then sorts the days into those that
 * may be placed, each with the watches it makes, and those refused with their reason, sorted by employment and date.
 */
async function sortDays(db: Db, user: SessionUser, job: WatchesToLay): Promise<Laying> {
  const employments: EmploymentRow[] = [];
  for (const id of job.employmentIds) employments.push(await getEmploymentRow(db, id));
  await assertMayChange(db, user, employments, 'plan');
  const templateIds = [...new Set(job.days.map((day) => day.watchTemplateId))];
  const templates = new Map(templateIds.length === 0 ? [] : (await loadTemplates(db, inArray(watchTemplates.id, templateIds))).map((template) => [template.watchTemplateId, template]));
  const ids = employments.map((employment) => employment.id);
  const blockers = await blockersOf(db, ids, job.range.start, job.range.end);
  const locked = await lockedMonthsOf(db, ids, job.range.start, job.range.end);
  const daysOf = groupBy(job.days, (day) => day.employmentId);
  const laying: Laying = { ids, accepted: [], placed: [], refused: [...job.refused] };
  for (const employment of employments) {
    const own: { date: IsoDate; code: string }[] = [];
    for (const { date, watchTemplateId } of daysOf.get(employment.id) ?? []) {
      const template = templates.get(watchTemplateId)!;
      const realised = realisedOfTemplate(template, employment.id, date, null);
      const refusal = refusalOf(employment, template, date, realised, blockers, locked);
      if (refusal) laying.refused.push({ employmentId: employment.id, date, code: template.code, ...refusal });
      else {
        laying.accepted.push({ employment, template, date, realised });
        own.push({ date, code: template.code });
      }
    }
    laying.placed.push(summary(employment.id, own));
  }
  laying.refused.sort((a, b) => a.employmentId - b.employmentId || a.date.localeCompare(b.date));
  return laying;
}

/** The rest-hour breaches the accepted days' watches add to those already there, by employment, as the preview lists them. */
async function breachesOf(db: Db, laying: Laying, range: WatchesToLay['range']): Promise<RotationPreviewDto['restBreaches']> {
  const spans = groupBy(
    laying.accepted.flatMap((day) => day.realised),
    (watch) => watch.employmentId,
  );
  const added = await breachesAddedBy(
    db,
    laying.ids,
    range,
    new Map([...spans].map(([id, watches]) => [id, watches.map((watch) => ({ start: Date.parse(watch.startAt), end: Date.parse(watch.endAt) }))])),
  );
  return laying.ids.flatMap((id) => (added.get(id) ?? []).map((breach) => ({ ...restBreachDto(breach), employmentId: id })));
}

const normsDto = (norms: readonly PlannedNorm[]): RotationNormDto[] =>
  norms.map(({ employmentId, name, norm }) => ({
    employmentId,
    name,
    startDate: norm.start,
    endDate: norm.end,
    target: decimalToNumber(norm.target),
    max: norm.max === null ? null : decimalToNumber(norm.max),
    planned: decimalToNumber(norm.activity),
    difference: decimalToNumber(norm.balance),
  }));

/** A watch not yet written, as the pay engine reads it (a negative id stands for the id it will get). */
const engineInput = (watch: RealisedValues, index: number): RealisedWatchInput => ({
  id: -1 - index,
  employmentId: watch.employmentId,
  date: watch.startDate,
  startTime: watch.startTime,
  endTime: watch.endTime,
  start: Date.parse(watch.startAt),
  end: Date.parse(watch.endAt),
  paidMinutes: watch.totalTime,
  properties: watch.properties.map((property) => ({ propertyId: property.propertyId, value: property.value === null ? null : Number(property.value) })),
  forecast: false,
});

/**
 * Lays the days on the employments inside the caller's transaction: places the days that may be placed, and answers
 * what was placed and refused, the rest-hour breaches it added over the range and the norms it touches. The caller
 * settles (recalculation, live update).
 */
export async function layWatches(db: Db, user: SessionUser, job: WatchesToLay): Promise<LaidWatches> {
  const laying = await sortDays(db, user, job);
  const restBreaches = await breachesOf(db, laying, job.range);
  const placed = await placePlannedWatches(db, actorOf(user), laying.accepted);
  const norms = normsDto(await plannedNorms(db, laying.ids, job.range));
  return { preview: { placed: laying.placed, refused: laying.refused, restBreaches, norms }, plannedWatchIds: placed.map((each) => each.plan.id), employmentIds: laying.ids };
}

/**
 * What `layWatches` would answer, without writing: the same sorting of the days, the placement's horizon and overlap
 * rules over the new watches in memory, and the breaches and norms with the new watches added to those stored.
 */
export async function previewWatches(db: Db, user: SessionUser, job: WatchesToLay): Promise<RotationPreviewDto> {
  const laying = await sortDays(db, user, job);
  const watches = laying.accepted.flatMap((day) => day.realised);
  // What the placement refuses beyond the sorting: a day past the planning horizon, and watches overlapping each other.
  for (const [, days] of groupBy(laying.accepted, (day) => day.employment.id)) {
    assertInsideEmployment(days[0]!.employment, [...days.map((day) => day.date), ...days.flatMap((day) => day.realised.map((watch) => watch.startDate))]);
  }
  assertNoOverlapAmong(watches);
  const restBreaches = await breachesOf(db, laying, job.range);
  const norms = normsDto(await plannedNorms(db, laying.ids, job.range, watches.map(engineInput)));
  return { placed: laying.placed, refused: laying.refused, restBreaches, norms };
}

/**
 * Runs a preview in a transaction that is rolled back whatever happens: it writes nothing, and the rollback keeps
 * it so (it only releases the employments' locks).
 */
export async function previewOf(db: Db, preview: (tx: Db) => Promise<RotationPreviewDto>): Promise<RotationPreviewDto> {
  try {
    await db.transaction(async (tx) => {
      throw new PreviewDone(await preview(tx));
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    throw error;
  }
  throw new Error('The preview ended without an answer');
}

/** Thrown to roll the preview's transaction back with its answer. */
class PreviewDone extends Error {
  constructor(readonly preview: RotationPreviewDto) {
    super('preview');
  }
}
