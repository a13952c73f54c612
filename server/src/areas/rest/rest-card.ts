import { and, eq } from 'drizzle-orm';
import type { RestCardDto } from '@kaj/contract';
import { parseIsoDate, periodEnd, restCard, toIsoDateTime, type Period, type RestCardRow } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { restCards, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { cardHeadings, type CardHeading } from './card-heading.ts';
import { restSources } from './rest-records.ts';
import { isUnder18, restBreachDto } from './rest-rules.ts';

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;

/**
 * A watchkeeper works in a watch system: on at least half of the days they work, their work falls in two or
 * more separate periods (4-on/8-off, 6-on/6-off). Day workers have one period a day.
 */
function isWatchkeeper(rows: readonly RestCardRow[]): boolean {
  const worked = rows.filter((row) => row.workMinutes > 0);
  const split = worked.filter((row) => row.restPeriods.filter((period) => period.from !== '00:00' && period.to !== '24:00').length > 0);
  return worked.length > 0 && split.length * 2 >= worked.length;
}

/** The signatures of a card, empty when nobody has signed. */
export async function signaturesOf(db: Db, employmentId: number, period: Period) {
  const [row] = await db
    .select({
      employeeSignDate: restCards.employeeSignDate,
      authorizedSignDate: restCards.authorizedSignDate,
      authorizedSignerName: restCards.authorizedSignerName,
      authorizedSignerRank: restCards.authorizedSignerRank,
      userFirstName: users.firstName,
      userLastName: users.lastName,
    })
    .from(restCards)
    .leftJoin(users, eq(users.id, restCards.authorizedSignedBy))
    .where(and(eq(restCards.employmentId, employmentId), eq(restCards.period, period)));
  if (!row?.authorizedSignDate) return { employeeSignDate: row?.employeeSignDate ?? null, authorizedSignDate: null, authorizedSignedBy: null, authorizedSignerRank: null };
  // Cards countersigned before names were recorded show the login's name.
  const login = row.userFirstName === null ? null : `${row.userFirstName} ${row.userLastName ?? ''}`.trim();
  return {
    employeeSignDate: row.employeeSignDate,
    authorizedSignDate: row.authorizedSignDate,
    authorizedSignedBy: row.authorizedSignerName ?? login,
    authorizedSignerRank: row.authorizedSignerRank,
  };
}

async function cardOf(db: Db, heading: CardHeading, period: Period): Promise<RestCardDto> {
  const [sources, signatures] = await Promise.all([restSources(db, heading.employmentId, period, periodEnd(period)), signaturesOf(db, heading.employmentId, period)]);
  const card = restCard({ period, record: sources.record, rules: { under18: isUnder18(heading.birthDate, period), stcwException: heading.stcwException }, comments: sources.comments });
  const { year, month } = parseIsoDate(period);
  return {
    employmentId: heading.employmentId,
    employeeId: heading.employeeId,
    employeeName: heading.employeeName,
    birthDate: heading.birthDate,
    position: heading.position,
    watchkeeper: isWatchkeeper(card.rows),
    ship: heading.ship,
    agreement: heading.agreement,
    stcwException: heading.stcwException,
    month,
    year,
    days: card.rows.map((row) => ({
      restDate: row.date,
      restPeriods: row.restPeriods.map((rest) => ({ restFrom: toIsoDateTime(rest.start), restTo: toIsoDateTime(rest.end) })),
      restHours: hours(row.restMinutes),
      workHours: hours(row.workMinutes),
      enteredByHand: row.enteredByHand,
      approved: sources.approved.get(row.date)?.at ?? null,
      approvalLevel: sources.approved.get(row.date)?.level ?? null,
      comment: row.comment,
      breaches: row.breaches.map(restBreachDto),
    })),
    ...signatures,
  };
}

/** The rest cards of the employments for each month from the one of `start` to the one of `end`. */
export async function restCardsOf(db: Db, employmentIds: readonly number[], periods: readonly Period[]): Promise<RestCardDto[]> {
  const headings = await cardHeadings(db, employmentIds);
  const cards: RestCardDto[] = [];
  for (const employmentId of employmentIds) {
    const heading = headings.get(employmentId);
    if (!heading) throw notFound('Ansættelsen findes ikke.');
    for (const period of periods) cards.push(await cardOf(db, heading, period));
  }
  return cards;
}

export async function restCardOf(db: Db, employmentId: number, period: Period): Promise<RestCardDto> {
  const [card] = await restCardsOf(db, [employmentId], [period]);
  if (!card) throw notFound('Ansættelsen findes ikke.');
  return card;
}
