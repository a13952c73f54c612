import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { hasRole } from '../../auth/session-user.ts';
import { queryRows } from '../../db/raw.ts';
import { handle } from '../../http/handler.ts';
import { businessNow } from '../../clock.ts';
import { isoOfTimestamp, ownEmployeeId, requireFeature } from './self-service-access.ts';

// Watch exchanges (DOMAIN.md section 4), behind `allowTradeShifts`: the open offers the caller may see.

interface ExchangeRow {
  exchangeId: number;
  plannedWatchId: number;
  code: string;
  color: string;
  startDate: string;
  startTime: string;
  endTime: string;
  employeeName: string;
  ownedByUser: boolean;
  expiration: string;
  notePublic: string | null;
  notePlanner: string | null;
  priority: number;
}

interface BidRow {
  exchangeBidId: number;
  exchangeId: number;
  employeeName: string;
  bidDate: string;
  note: string | null;
  ownBid: boolean;
}

/**
 * Open exchanges (not accepted, not expired) offered by the caller or by a colleague: someone with an employment in
 * a department the caller has an employment in. The note to the planner is shown to the one who offers it only.
 */
export const getWatchExchangeList = handle(contract.app.getWatchExchangeList, async ({ db, user, services }) => {
  requireFeature(services.config, 'allowTradeShifts', 'Vagtbytte er slået fra.');
  const employeeId = ownEmployeeId(user);
  const exchanges = await queryRows<ExchangeRow>(db, sql`
    with own_departments as (
      select ep.property_id from employment_properties ep
      join employments em on em.id = ep.employment_id
      join properties p on p.id = ep.property_id join property_types t on t.id = p.property_type_id
      where em.employee_id = ${employeeId} and t.key = 'department')
    select x.id as "exchangeId", pw.id as "plannedWatchId", wt.code, wt.color, pw.start_date::text as "startDate",
      to_char(coalesce(rw.start_time, wd.start_time), 'HH24:MI') as "startTime",
      to_char(coalesce(rw.end_time, wd.end_time), 'HH24:MI') as "endTime",
      trim(e.first_name || ' ' || e.last_name) as "employeeName", e.id = ${employeeId} as "ownedByUser",
      x.expiration::text as expiration, x.note_public as "notePublic", x.note_planner as "notePlanner", x.priority
    from watch_exchanges x
    join planned_watches pw on pw.id = x.planned_watch_id
    join watch_templates wt on wt.id = pw.watch_template_id
    join employments em on em.id = pw.employment_id
    join employees e on e.id = em.employee_id
    left join lateral (select r.start_time, r.end_time from realised_watches r
      where r.planned_watch_id = pw.id and not r.cancelled order by r.start_at limit 1) rw on true
    left join lateral (select d.start_time, d.end_time from watch_details d
      where d.watch_template_id = wt.id order by d.start_time limit 1) wd on true
    where x.accepted_bid_id is null and x.expiration > ${businessNow().toISOString()}::timestamptz
      and (e.id = ${employeeId} or exists (select 1 from employment_properties ep
        where ep.employment_id = em.id and ep.property_id in (select property_id from own_departments)))
    order by pw.start_date, x.priority desc, x.id`);
  if (exchanges.length === 0) return [];
  const ids = sql.join(
    exchanges.map((exchange) => sql`${exchange.exchangeId}`),
    sql`, `,
  );
  const bids = await queryRows<BidRow>(db, sql`
    select b.id as "exchangeBidId", b.exchange_id as "exchangeId", trim(e.first_name || ' ' || e.last_name) as "employeeName",
      b.bid_date::text as "bidDate", b.note, e.id = ${employeeId} as "ownBid"
    from watch_exchange_bids b join employments em on em.id = b.employment_id join employees e on e.id = em.employee_id
    where b.exchange_id in (${ids}) order by b.bid_date, b.id`);
  const seesPlannerNote = (exchange: ExchangeRow) => exchange.ownedByUser || hasRole(user, 'Admin');
  return exchanges.map((exchange) => ({
    ...exchange,
    expiration: isoOfTimestamp(exchange.expiration),
    notePlanner: seesPlannerNote(exchange) ? exchange.notePlanner : null,
    bids: bids
      .filter((bid) => bid.exchangeId === exchange.exchangeId)
      .map((bid) => ({ exchangeBidId: bid.exchangeBidId, employeeName: bid.employeeName, bidDate: isoOfTimestamp(bid.bidDate), note: bid.note, ownBid: bid.ownBid })),
  }));
});
