import { sql } from 'drizzle-orm';
import { PLANNERS, type ExchangeState, type ExchangeWatchDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { departmentUsers, notify } from '../notifications/index.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { sameCrew } from './colleagues.ts';
import { readExchange } from './exchange-store.ts';

// Every step of an exchange told to those it concerns (issue 16). The one who takes the step is not told.

const LINK = '/my/exchanges';
const PLANNER_VIEW = { employeeId: null, seesPlannerNotes: true };

export const watchText = (watch: ExchangeWatchDto) => `${watch.code} ${danishDate(watch.startDate)} ${watch.startTime}-${watch.endTime}`;

interface Parties {
  offererEmployeeId: number;
  offererEmploymentId: number;
  chosenEmployeeId: number | null;
  bidderEmployeeIds: number[];
}

async function partiesOf(db: Db, exchangeId: number): Promise<Parties> {
  const [row] = await queryRows<{ offerer: number; employment: number; chosen: number | null; bidders: number[] | null }>(
    db,
    sql`select oem.employee_id as offerer, oem.id as employment,
          (select bem.employee_id from watch_exchange_bids b join employments bem on bem.id = b.employment_id where b.id = x.accepted_bid_id) as chosen,
          (select array_agg(distinct bem.employee_id) from watch_exchange_bids b join employments bem on bem.id = b.employment_id
            where b.exchange_id = x.id and b.withdrawn_at is null) as bidders
        from watch_exchanges x join planned_watches pw on pw.id = x.planned_watch_id
        join employments oem on oem.id = coalesce(x.offered_by_employment_id, pw.employment_id)
        where x.id = ${exchangeId}`,
  );
  return {
    offererEmployeeId: Number(row!.offerer),
    offererEmploymentId: Number(row!.employment),
    chosenEmployeeId: row!.chosen === null ? null : Number(row!.chosen),
    bidderEmployeeIds: (row!.bidders ?? []).map(Number),
  };
}

const others = (ids: readonly (number | null)[], actorEmployeeId: number | null) => [...new Set(ids.filter((id): id is number => id !== null && id !== actorEmployeeId))];

/** A new offer: the colleagues who may bid on it. */
export async function noticeOffered(db: Db, exchangeId: number): Promise<void> {
  const exchange = await readExchange(db, exchangeId, PLANNER_VIEW);
  const parties = await partiesOf(db, exchangeId);
  const colleagues = await queryRows<{ employee_id: number }>(
    db,
    sql`select distinct bem.employee_id from employments bem join employees be on be.id = bem.employee_id
        where be.master_id is null and bem.employee_id <> ${parties.offererEmployeeId}
          and ${sameCrew(sql`${parties.offererEmploymentId}::int`, sql`bem.id`, sql`bem.start_date`, sql`bem.end_date`, sql`${exchange.startDate}::date`)}`,
  );
  const body = [`${exchange.employeeName} tilbyder ${watchText(exchange)} indtil ${danishDate(exchange.expiration.slice(0, 10))} kl. ${exchange.expiration.slice(11, 16)}.`, ...(exchange.notePublic ? [exchange.notePublic] : [])];
  await notify(db, { employeeIds: colleagues.map((row) => Number(row.employee_id)) }, { kind: 'exchangeOffered', title: 'En vagt er til bytte', body: body.join('\n'), link: LINK });
}

/** A new bid: the offerer. */
export async function noticeBid(db: Db, exchangeId: number, bidderName: string, given: ExchangeWatchDto | null): Promise<void> {
  const exchange = await readExchange(db, exchangeId, PLANNER_VIEW);
  const { offererEmployeeId } = await partiesOf(db, exchangeId);
  const what = given ? `vil bytte din ${watchText(exchange)} med sin ${watchText(given)}` : `vil tage din ${watchText(exchange)}`;
  await notify(db, { employeeIds: [offererEmployeeId] }, { kind: 'exchangeBid', title: 'Nyt bud på din vagt', body: `${bidderName} ${what}.`, link: LINK });
}

/** The offerer chose a bid: the chosen bidder, and the planners when it waits for their approval. */
export async function noticeAccepted(db: Db, exchangeId: number): Promise<void> {
  const exchange = await readExchange(db, exchangeId, PLANNER_VIEW);
  const parties = await partiesOf(db, exchangeId);
  await notify(
    db,
    { employeeIds: others([parties.chosenEmployeeId], parties.offererEmployeeId) },
    { kind: 'exchangeBid', title: 'Dit bud er valgt', body: `${exchange.employeeName} har valgt dit bud på ${watchText(exchange)}. Byttet venter på planlæggerens godkendelse.`, link: LINK },
  );
  const chosen = exchange.bids.find((bid) => bid.chosen);
  await notify(
    db,
    { userIds: await departmentUsers(db, [parties.offererEmploymentId], PLANNERS) },
    {
      kind: 'exchangeWaiting',
      title: 'Et vagtbytte venter på godkendelse',
      body: `${exchange.employeeName} bytter ${watchText(exchange)} med ${chosen?.employeeName ?? 'en kollega'}${chosen?.given ? ` (${watchText(chosen.given)})` : ''}.`,
      link: '/planning/exchanges',
    },
  );
}

const CLOSED: Record<Exclude<ExchangeState, 'open' | 'accepted'>, string> = {
  approved: 'Vagtbyttet er gennemført',
  rejected: 'Vagtbyttet er afvist',
  failed: 'Vagtbyttet kunne ikke gennemføres',
  expired: 'Tilbuddet er udløbet',
  withdrawn: 'Tilbuddet er trukket tilbage',
};

/** The exchange closed: the offerer and the bidders (those not chosen learn that the watch went to another). */
export async function noticeClosed(db: Db, exchangeId: number, actorEmployeeId: number | null): Promise<void> {
  const exchange = await readExchange(db, exchangeId, PLANNER_VIEW);
  if (exchange.status === 'open' || exchange.status === 'accepted') return;
  const parties = await partiesOf(db, exchangeId);
  const title = CLOSED[exchange.status];
  const lines = [`${title}: ${watchText(exchange)} (${exchange.employeeName}).`, ...(exchange.decisionComment ? [exchange.decisionComment] : [])];
  const concerned = exchange.status === 'approved' || exchange.status === 'rejected' || exchange.status === 'failed' ? [parties.offererEmployeeId, parties.chosenEmployeeId] : [parties.offererEmployeeId, ...parties.bidderEmployeeIds];
  await notify(db, { employeeIds: others(concerned, actorEmployeeId) }, { kind: 'exchangeDecided', title, body: lines.join('\n'), link: LINK });
  if (exchange.status !== 'approved') return;
  const passedOver = others(parties.bidderEmployeeIds, actorEmployeeId).filter((id) => id !== parties.chosenEmployeeId);
  await notify(db, { employeeIds: passedOver }, { kind: 'exchangeDecided', title: 'Vagten gik til en anden', body: `${watchText(exchange)} (${exchange.employeeName}) er byttet med en anden.`, link: LINK });
}
