import { and, between, eq, inArray, isNotNull } from 'drizzle-orm';
import { periodOf, type IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { restCards } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { danishMonth } from '../shared/danish-dates.ts';

/** The months (periods) from `from` to `to` whose rest card the seafarer has signed, per employment. */
export async function signedCardPeriods(db: Db, employmentIds: readonly number[], from: IsoDate, to: IsoDate): Promise<Set<string>> {
  if (employmentIds.length === 0) return new Set();
  const rows = await db
    .select({ employmentId: restCards.employmentId, period: restCards.period })
    .from(restCards)
    .where(and(inArray(restCards.employmentId, [...employmentIds]), between(restCards.period, periodOf(from), to), isNotNull(restCards.employeeSignDate)));
  return new Set(rows.map((row) => `${row.employmentId}:${row.period}`));
}

/** 400 when the rest card of the date's month is signed: a signed month cannot change (DOMAIN.md section 10). */
export async function assertCardOpen(db: Db, employmentId: number, date: IsoDate): Promise<void> {
  const period = periodOf(date);
  const [row] = await db
    .select({ id: restCards.id })
    .from(restCards)
    .where(and(eq(restCards.employmentId, employmentId), eq(restCards.period, period), isNotNull(restCards.employeeSignDate)));
  if (row) throw badRequest('rest_card_signed', `Hviletidsskemaet for ${danishMonth(period)} er underskrevet og kan ikke ændres. Fjern underskriften først.`);
}
