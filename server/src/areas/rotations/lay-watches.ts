import { inArray, sql } from 'drizzle-orm';
import type { RefusedDayDto, RotationPreviewDto, WatchTemplateDto } from '@kaj/contract';
import { addDays, periodOf, type IsoDate } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { watchTemplates } from '../../db/schema/index.ts';
import { getEmploymentRow, type EmploymentRow } from '../employees/employments-repository.ts';
import { loadTemplates } from '../watch-templates/templates-repository.ts';
import { actorOf, placePlannedWatches, realisedOfTemplate } from '../planning/watches/index.ts';
import { assertMayChange } from '../planning/watches/watch-access.ts';
import { hhmm, instantOfTimestamp } from '../planning/watches/watch-times.ts';
import { idArray } from '../../db/sql-values.ts';
import { danishMonth } from '../shared/danish-dates.ts';
import { restBreachDto } from '../rest/rest-rules.ts';
import { addedBreaches, currentBreachesOf } from '../shared/rest-breaches.ts';

// Laying many watches at once (issue 20: a rotation, or a copied week or month): the days are placed through the
// grid's own placement (locks, audit trail, overlap), leaving out, and naming, the days that collide with a watch or
// an absence already there, lie in a locked month or outside the employment. The preview runs exactly this and
// rolls it back, so it never disagrees with the save.

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

export interface LaidWatches {
  preview: RotationPreviewDto;
  plannedWatchIds: number[];
  employmentIds: number[];
}

/** The watches (not cancelled) already there around the range, by employment and date, each marked when an absence. */
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

/** Why a template may not be placed on a date of an employment, or null when it may. */
function refusalOf(employment: EmploymentRow, template: WatchTemplateDto, date: IsoDate, blockers: Map<string, Blocker[]>, locked: Map<string, string>): Refusal | null {
  if (!template.active) return { reason: 'inactive', text: `Vagtkoden ${template.code} er deaktiveret` };
  const realised = realisedOfTemplate(template, employment.id, date, null);
  const dates = [date, ...realised.map((watch) => watch.startDate)];
  if (dates.some((day) => day < employment.startDate || (employment.endDate !== null && day > employment.endDate))) {
    return { reason: 'employment', text: 'Uden for ansættelsen' };
  }
  const lock = dates.map((day) => locked.get(`${employment.id}|${periodOf(day)}`)).find((text) => text !== undefined);
  if (lock) return { reason: 'locked', text: lock };
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

/**
 * Lays the days on the employments inside the caller's transaction: checks access (a planner only their
 * departments) and locks the employments, places the days that may be placed, and answers what was placed and
 * refused (with `refused` already known to the caller first) and the rest-hour breaches it added over the range.
 * The caller settles (recalculation, live update) or rolls back.
 */
export async function layWatches(
  db: Db,
  user: SessionUser,
  employmentIds: readonly number[],
  days: readonly DayToLay[],
  range: { start: IsoDate; end: IsoDate },
  refused: RefusedDayDto[] = [],
): Promise<LaidWatches> {
  const employments: EmploymentRow[] = [];
  for (const id of employmentIds) employments.push(await getEmploymentRow(db, id));
  await assertMayChange(db, user, employments, 'plan');
  const templateIds = [...new Set(days.map((day) => day.watchTemplateId))];
  const templates = new Map(templateIds.length === 0 ? [] : (await loadTemplates(db, inArray(watchTemplates.id, templateIds))).map((template) => [template.watchTemplateId, template]));
  const ids = employments.map((employment) => employment.id);
  const blockers = await blockersOf(db, ids, range.start, range.end);
  const locked = await lockedMonthsOf(db, ids, range.start, range.end);
  const preview: RotationPreviewDto = { placed: [], refused: [...refused], restBreaches: [] };
  const accepted: { employment: EmploymentRow; template: WatchTemplateDto; date: IsoDate }[] = [];
  for (const employment of employments) {
    const own: { date: IsoDate; code: string }[] = [];
    for (const { date, watchTemplateId } of days.filter((day) => day.employmentId === employment.id)) {
      const template = templates.get(watchTemplateId)!;
      const refusal = refusalOf(employment, template, date, blockers, locked);
      if (refusal) preview.refused.push({ employmentId: employment.id, date, code: template.code, ...refusal });
      else {
        accepted.push({ employment, template, date });
        own.push({ date, code: template.code });
      }
    }
    preview.placed.push(summary(employment.id, own));
  }
  preview.refused.sort((a, b) => a.employmentId - b.employmentId || a.date.localeCompare(b.date));
  const before = await currentBreachesOf(db, ids, range);
  const placed = await placePlannedWatches(db, actorOf(user), accepted);
  const after = await currentBreachesOf(db, ids, range);
  for (const id of ids) {
    preview.restBreaches.push(...addedBreaches(before.get(id) ?? [], after.get(id) ?? []).map((breach) => ({ ...restBreachDto(breach), employmentId: id })));
  }
  return { preview, plannedWatchIds: placed.map((each) => each.plan.id), employmentIds: ids };
}

/** Thrown to roll the preview's transaction back with its answer. */
class PreviewDone extends Error {
  constructor(readonly preview: RotationPreviewDto) {
    super('preview');
  }
}

/** Lays for real inside a transaction and rolls it back: the preview is the save, undone. */
export async function previewOf(db: Db, lay: (tx: Db) => Promise<LaidWatches>): Promise<RotationPreviewDto> {
  try {
    await db.transaction(async (tx) => {
      throw new PreviewDone((await lay(tx)).preview);
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    throw error;
  }
  throw new Error('The preview ended without an answer');
}
