import { and, eq } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { addDays, periodEnd, periodOf, type IsoDate, type Period } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { auditTrail, employments, restCards } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { todayInCopenhagen } from '../../clock.ts';
import { danishDate, danishMonth } from '../shared/danish-dates.ts';
import { notify } from '../notifications/notify.ts';
import { assertAuthorizedFor, assertCanUnsign, assertOwnCard } from './rest-access.ts';
import { restCardOf, signaturesOf } from './rest-card.ts';

interface CardQuery {
  employmentid: number;
  start: IsoDate;
  end: IsoDate;
}

/** The card's month is the month of `start`. */
function periodOfCard(query: CardQuery): Period {
  if (query.end < query.start) throw badRequest('invalid_range', 'Slutdatoen skal ligge efter startdatoen.');
  return periodOf(query.start);
}

/** A card is signed only after its month has ended, by the business clock, on a date after the month. */
function assertSignDate(signDate: IsoDate, period: Period, notBefore: IsoDate = addDays(periodEnd(period), 1)): void {
  if (todayInCopenhagen() <= periodEnd(period)) throw badRequest('month_not_ended', 'Hviletidsskemaet kan først underskrives, når måneden er slut.');
  if (signDate < notBefore) throw badRequest('invalid_sign_date', `Underskriftsdatoen kan ikke ligge før ${danishDate(notBefore)}.`);
  if (signDate > todayInCopenhagen()) throw badRequest('invalid_sign_date', 'Underskriftsdatoen kan ikke ligge i fremtiden.');
}

async function audit(db: Db, user: SessionUser, employmentId: number, period: Period, action: string, before: unknown, after: unknown) {
  await db.insert(auditTrail).values({ userId: user.id, userName: `${user.firstName} ${user.lastName}`.trim(), entity: 'restCard', employmentId, date: period, action, before, after });
}

export const saveRestEmployeeSignatureDate = handle(contract.plan.saveRestEmployeeSignatureDate, async ({ query, user, db }) => {
  const period = periodOfCard(query);
  await assertOwnCard(db, user, query.employmentid);
  assertSignDate(query.signaturedate, period);
  await db.transaction(async (tx) => {
    const before = await signaturesOf(tx, query.employmentid, period);
    if (before.employeeSignDate) throw badRequest('already_signed', 'Hviletidsskemaet er allerede underskrevet.');
    const signed = { employeeSignDate: query.signaturedate, employeeSignedBy: user.id };
    await tx
      .insert(restCards)
      .values({ employmentId: query.employmentid, period, ...signed })
      .onConflictDoUpdate({ target: [restCards.employmentId, restCards.period], set: signed });
    await audit(tx, user, query.employmentid, period, 'employeeSign', before, signed);
  });
  return restCardOf(db, query.employmentid, period);
});

/** The person who countersigns names themself: a shared Ship login is no person (see docs/decisions.md). */
function signer(name: string, rank: string) {
  const authorizedSignerName = name.trim();
  const authorizedSignerRank = rank.trim();
  if (!authorizedSignerName) throw badRequest('signer_name_required', 'Skriv navnet på den, der kontrasignerer.');
  if (!authorizedSignerRank) throw badRequest('signer_rank_required', 'Skriv stillingen (rangen) på den, der kontrasignerer.');
  return { authorizedSignerName, authorizedSignerRank };
}

export const saveRestAuthorizedSignatureDate = handle(contract.plan.saveRestAuthorizedSignatureDate, async ({ query, user, db }) => {
  const period = periodOfCard(query);
  await assertAuthorizedFor(db, user, query.employmentid);
  await db.transaction(async (tx) => {
    const before = await signaturesOf(tx, query.employmentid, period);
    if (!before.employeeSignDate) throw badRequest('not_signed', 'Søfarende skal underskrive hviletidsskemaet før skibsføreren.');
    if (before.authorizedSignDate) throw badRequest('already_signed', 'Hviletidsskemaet er allerede kontrasigneret.');
    assertSignDate(query.signaturedate, period, before.employeeSignDate);
    const signed = { authorizedSignDate: query.signaturedate, authorizedSignedBy: user.id, ...signer(query.signername, query.signerrank) };
    await tx
      .update(restCards)
      .set(signed)
      .where(and(eq(restCards.employmentId, query.employmentid), eq(restCards.period, period)));
    await audit(tx, user, query.employmentid, period, 'authorizedSign', before, signed);
  });
  return restCardOf(db, query.employmentid, period);
});

/** Removes the seafarer's signature before the card is countersigned; after that only ReopenRestCard opens it. */
export const removeRestEmployeeSignatureDate = handle(contract.plan.removeRestEmployeeSignatureDate, async ({ query, user, db }) => {
  const period = periodOfCard(query);
  await assertCanUnsign(db, user, query.employmentid);
  await db.transaction(async (tx) => {
    const before = await signaturesOf(tx, query.employmentid, period);
    if (!before.employeeSignDate) throw badRequest('not_signed', 'Hviletidsskemaet er ikke underskrevet.');
    if (before.authorizedSignDate) {
      throw badRequest('countersigned', 'Hviletidsskemaet er kontrasigneret. Kun skibsføreren eller en bemyndiget person kan genåbne det, med en begrundelse.');
    }
    await tx.delete(restCards).where(and(eq(restCards.employmentId, query.employmentid), eq(restCards.period, period)));
    await audit(tx, user, query.employmentid, period, 'removeSignatures', before, null);
  });
  return restCardOf(db, query.employmentid, period);
});

/** The master or an authorised person opens a countersigned card again; both signatures go, the reason stays in the audit trail. */
export const reopenRestCard = handle(contract.plan.reopenRestCard, async ({ query, body, user, db }) => {
  const period = periodOfCard(query);
  await assertAuthorizedFor(db, user, query.employmentid);
  await db.transaction(async (tx) => {
    const before = await signaturesOf(tx, query.employmentid, period);
    if (!before.authorizedSignDate) throw badRequest('not_countersigned', 'Hviletidsskemaet er ikke kontrasigneret, så der er intet at genåbne.');
    await tx.delete(restCards).where(and(eq(restCards.employmentId, query.employmentid), eq(restCards.period, period)));
    await audit(tx, user, query.employmentid, period, 'reopen', before, { reason: body.reason });
    await tellSeafarer(tx, user, query.employmentid, period, body.reason);
  });
  return restCardOf(db, query.employmentid, period);
});

/** The seafarer signed a card that is no longer signed: they hear why, and that it waits for their signature again. */
async function tellSeafarer(db: Db, user: SessionUser, employmentId: number, period: Period, reason: string) {
  const [employment] = await db.select({ employeeId: employments.employeeId }).from(employments).where(eq(employments.id, employmentId));
  if (!employment || employment.employeeId === user.employeeId) return;
  await notify(db, { employeeIds: [employment.employeeId] }, {
    kind: 'restCardReopened',
    title: `Dit hviletidsskema for ${danishMonth(period)} er genåbnet`,
    body: `${`${user.firstName} ${user.lastName}`.trim()} har genåbnet skemaet: ${reason.trim()}. Gennemse det og underskriv igen.`,
    link: `/planning/rest-cards?period=${period}`,
  });
}
