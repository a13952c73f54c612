// Watches for the grid tests, inserted directly (the watch changes are another area's calls).
import { spanOf, toIsoDateTime, spanMinutes } from '@kaj/domain';
import type { Db } from '../../src/db/client.ts';
import { approvalLevels, approvals, approvalWatches, plannedWatches, realisedWatchProperties, realisedWatches, watchDetails, watchTemplates } from '../../src/db/schema/index.ts';

let codes = 0;

/** A shared watch code with one watch a day. */
export async function buildTemplate(db: Db, options: { code?: string; color?: string; startTime?: string; endTime?: string } = {}) {
  codes += 1;
  const [template] = await db
    .insert(watchTemplates)
    .values({ code: options.code ?? `G${codes}`, color: options.color ?? '#4caf50' })
    .returning();
  const span = spanOf('2026-01-05', options.startTime ?? '07:00', options.endTime ?? '15:00');
  const [detail] = await db
    .insert(watchDetails)
    .values({ watchTemplateId: template!.id, startTime: options.startTime ?? '07:00', endTime: options.endTime ?? '15:00', totalTime: spanMinutes(span) })
    .returning();
  return { ...template!, detailId: detail!.id };
}

interface WatchOptions {
  employmentId: number;
  template: { id: number; detailId: number };
  date: string;
  startTime: string;
  endTime: string;
  totalTime?: number;
  cancelled?: boolean;
  closed?: boolean;
  /** Without a plan: an extra watch. */
  extra?: boolean;
}

/** A plan with one realised watch (or an extra realised watch), its instants DST-correct. */
export async function buildWatch(db: Db, options: WatchOptions) {
  const plan = options.extra
    ? undefined
    : (await db.insert(plannedWatches).values({ employmentId: options.employmentId, watchTemplateId: options.template.id, startDate: options.date }).returning())[0];
  const span = spanOf(options.date, options.startTime, options.endTime);
  const [realised] = await db
    .insert(realisedWatches)
    .values({
      employmentId: options.employmentId,
      plannedWatchId: plan?.id ?? null,
      watchTemplateId: options.template.id,
      watchDetailId: options.extra ? null : options.template.detailId,
      startDate: options.date,
      startTime: options.startTime,
      endTime: options.endTime,
      startAt: toIsoDateTime(span.start),
      endAt: toIsoDateTime(span.end),
      totalTime: options.totalTime ?? spanMinutes(span),
      cancelled: options.cancelled ?? false,
      closed: options.closed ?? false,
    })
    .returning();
  return { plannedWatchId: plan?.id ?? null, realisedWatchId: realised!.id };
}

/** A plan whose realised watches were all removed: it shows as a plan alone. */
export async function buildPlanOnly(db: Db, employmentId: number, templateId: number, date: string) {
  const [plan] = await db.insert(plannedWatches).values({ employmentId, watchTemplateId: templateId, startDate: date }).returning();
  return plan!.id;
}

export async function giveProperty(db: Db, realisedWatchId: number, propertyId: number, value: string | null = null) {
  await db.insert(realisedWatchProperties).values({ realisedWatchId, propertyId, value });
}

/** An approval (or a rejection) of realised watches at the lowest level. */
export async function approve(db: Db, employmentId: number, realisedWatchIds: number[], rejected = false) {
  const [level] = await db.select().from(approvalLevels).orderBy(approvalLevels.level).limit(1);
  const [approval] = await db.insert(approvals).values({ employmentId, approvalLevelId: level!.id, rejected, comment: rejected ? 'Forkert tid' : null }).returning();
  await db.insert(approvalWatches).values(realisedWatchIds.map((realisedWatchId) => ({ approvalId: approval!.id, realisedWatchId })));
  return approval!.id;
}
