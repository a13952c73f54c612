import { eq, sql, type SQL } from 'drizzle-orm';
import { businessNow } from '../../clock.ts';
import type { ExchangeBidDto, ExchangeState, WatchExchangeDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { watchExchangeBids, watchExchanges } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { idArray } from '../../db/sql-values.ts';
import { isoOfTimestamp } from '../self-service/self-service-access.ts';
import { bidderEmployment } from './colleagues.ts';

// Reading exchanges as the contract shows them, and taking one for a change.

export type ExchangeRow = typeof watchExchanges.$inferSelect;
export type BidRow = typeof watchExchangeBids.$inferSelect;

/** Who reads: their employee (null for a planner or an administrator without one), and whether they see notes to the planner. */
export interface Viewer {
  employeeId: number | null;
  seesPlannerNotes: boolean;
}

/** The first watch of a plan: the code and times an exchange shows. */
const watchColumns = (plan: string) => sql.raw(`
  wt_${plan}.code, wt_${plan}.color, ${plan}.start_date::text as "startDate",
  to_char(coalesce((select r.start_time from realised_watches r where r.planned_watch_id = ${plan}.id and not r.cancelled order by r.start_at limit 1),
    (select d.start_time from watch_details d where d.watch_template_id = wt_${plan}.id order by d.start_time limit 1)), 'HH24:MI') as "startTime",
  to_char(coalesce((select r.end_time from realised_watches r where r.planned_watch_id = ${plan}.id and not r.cancelled order by r.start_at limit 1),
    (select d.end_time from watch_details d where d.watch_template_id = wt_${plan}.id order by d.start_time limit 1)), 'HH24:MI') as "endTime"`);

interface HeadRow {
  exchangeId: number;
  plannedWatchId: number;
  code: string;
  color: string;
  startDate: string;
  startTime: string;
  endTime: string;
  employeeName: string;
  ownedByUser: boolean;
  canBid: boolean;
  expiration: string;
  notePublic: string | null;
  notePlanner: string | null;
  priority: number;
  status: ExchangeState;
  decisionComment: string | null;
}

interface BidLine {
  exchangeBidId: number;
  exchangeId: number;
  employeeName: string;
  bidDate: string;
  note: string | null;
  ownBid: boolean;
  chosen: boolean;
  plannedWatchId: number | null;
  code: string | null;
  color: string | null;
  startDate: string | null;
  startTime: string | null;
  endTime: string | null;
}

/**
 * The exchanges matching `where` (over `x`, the exchange, `pw`, its watch, and `oem`, the offerer's employment), in
 * date order, with their bids that are not withdrawn. `canBid` says whether the viewer may bid on an open offer.
 */
export async function readExchanges(db: Db, where: SQL, viewer: Viewer): Promise<WatchExchangeDto[]> {
  const viewerId = viewer.employeeId ?? 0;
  const heads = await queryRows<HeadRow>(db, sql`
    select x.id as "exchangeId", pw.id as "plannedWatchId", ${watchColumns('pw')},
      trim(e.first_name || ' ' || e.last_name) as "employeeName", e.id = ${viewerId} as "ownedByUser",
      (x.status = 'open' and x.expiration > ${businessNow().toISOString()}::timestamptz and e.id <> ${viewerId}
        and ${bidderEmployment(viewerId, sql`oem.id`, sql`pw.start_date`)} is not null
        and not exists (select 1 from watch_exchange_bids b join employments bem on bem.id = b.employment_id
          where b.exchange_id = x.id and b.withdrawn_at is null and bem.employee_id = ${viewerId})) as "canBid",
      x.expiration::text as expiration, x.note_public as "notePublic", x.note_planner as "notePlanner", x.priority, x.status,
      x.decision_comment as "decisionComment"
    from watch_exchanges x
    join planned_watches pw on pw.id = x.planned_watch_id
    join watch_templates wt_pw on wt_pw.id = pw.watch_template_id
    join employments oem on oem.id = coalesce(x.offered_by_employment_id, pw.employment_id)
    join employees e on e.id = oem.employee_id
    where ${where}
    order by pw.start_date, x.priority desc, x.id`);
  if (heads.length === 0) return [];
  const bids = await queryRows<BidLine>(db, sql`
    select b.id as "exchangeBidId", b.exchange_id as "exchangeId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
      b.bid_date::text as "bidDate", b.note, e.id = ${viewerId} as "ownBid", coalesce(x.accepted_bid_id = b.id, false) as chosen,
      gp.id as "plannedWatchId", ${watchColumns('gp')}
    from watch_exchange_bids b
    join watch_exchanges x on x.id = b.exchange_id
    join employments em on em.id = b.employment_id join employees e on e.id = em.employee_id
    left join planned_watches gp on gp.id = b.given_planned_watch_id
    left join watch_templates wt_gp on wt_gp.id = gp.watch_template_id
    where b.exchange_id = any(${idArray(heads.map((head) => Number(head.exchangeId)))}) and b.withdrawn_at is null
    order by b.bid_date, b.id`);
  const bidDto = (bid: BidLine): ExchangeBidDto => ({
    exchangeBidId: Number(bid.exchangeBidId),
    employeeName: bid.employeeName,
    bidDate: isoOfTimestamp(bid.bidDate),
    note: bid.note,
    ownBid: bid.ownBid,
    chosen: bid.chosen,
    given:
      bid.plannedWatchId === null
        ? null
        : { plannedWatchId: Number(bid.plannedWatchId), code: bid.code!, color: bid.color!, startDate: bid.startDate!, startTime: bid.startTime!, endTime: bid.endTime! },
  });
  return heads.map((head) => ({
    ...head,
    exchangeId: Number(head.exchangeId),
    plannedWatchId: Number(head.plannedWatchId),
    expiration: isoOfTimestamp(head.expiration),
    notePlanner: head.ownedByUser || viewer.seesPlannerNotes ? head.notePlanner : null,
    bids: bids.filter((bid) => Number(bid.exchangeId) === Number(head.exchangeId)).map(bidDto),
  }));
}

export async function readExchange(db: Db, exchangeId: number, viewer: Viewer): Promise<WatchExchangeDto> {
  const [exchange] = await readExchanges(db, sql`x.id = ${exchangeId}`, viewer);
  if (!exchange) throw notFound('Byttet findes ikke.');
  return exchange;
}

/** Takes the exchange for a change: its row is locked until the transaction ends, so two steps on one offer queue up. */
export async function takeExchange(db: Db, exchangeId: number): Promise<ExchangeRow> {
  const [row] = await db.select().from(watchExchanges).where(eq(watchExchanges.id, exchangeId)).for('update');
  if (!row) throw notFound('Byttet findes ikke.');
  return row;
}

export async function getBid(db: Db, exchangeBidId: number): Promise<BidRow> {
  const [row] = await db.select().from(watchExchangeBids).where(eq(watchExchangeBids.id, exchangeBidId));
  if (!row) throw notFound('Buddet findes ikke.');
  return row;
}

/** A plan's last change: of the plan or any of its realised watches. An exchange fails when it moved on since. */
export const stampOf = (plannedWatchId: SQL | number) => sql`(select greatest(p.changed_at, (select max(r.changed_at) from realised_watches r where r.planned_watch_id = p.id))
  from planned_watches p where p.id = ${plannedWatchId})`;
