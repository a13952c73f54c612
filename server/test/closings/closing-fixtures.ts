import { eq, sql } from 'drizzle-orm';
import { spanMinutes, spanOf } from '@kaj/domain';
import { recalculateEmployments } from '../../src/areas/pay-engine/index.ts';
import { queryRows } from '../../src/db/raw.ts';
import { agreementExportAccounts, exportAccounts, payAccountClosingActivityTypes, payAccountRules, realisedWatches } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { buildPayAccount, buildRule, giveRule } from '../support/pay-config.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';

// A small crew for the closing tests: an agreement with an hourly rule and a cash compensation, a derived holiday
// allowance, two wage types, and realised watches in September and October 2026 (both before "today").

let sequence = 0;

export async function buildPayConfiguration(test: TestApp) {
  const n = (sequence += 1);
  const db = test.db;
  const agreement = await buildAgreement(db);
  const afspadsering = await buildPayAccount(db, { name: `Afspadsering ${n}` });
  const feriegodtgoerelse = await buildPayAccount(db, { name: `Feriegodtgørelse ${n}`, unit: 'hours' });
  const payoutTypeId = await typeIdOf(test, 'payout');
  const [allowanceType] = await db.insert(payAccountClosingActivityTypes).values({ name: `Feriegodtgørelse ${n}`, outgoingActivity: false }).returning();
  const hourly = await buildRule(db, { name: 'Overtid 1,5', payAccountId: afspadsering.id, calcOrder: 10, details: { kind: 'hourlySave', factor: 1.5, saveMonthOffset: 0 } });
  const payout = await buildRule(db, { name: 'Udbetaling i oktober', payAccountId: afspadsering.id, calcOrder: 100, details: { kind: 'cashCompensation', everyMonth: false, month: 10 } });
  const derived = await buildRule(db, {
    name: 'Feriegodtgørelse 12,5 %',
    payAccountId: feriegodtgoerelse.id,
    calcOrder: 110,
    details: { kind: 'derivedActivity', sourceTypeId: payoutTypeId, targetTypeId: allowanceType!.id, factor: 0.125 },
  });
  await db.update(payAccountRules).set({ round: 2 }).where(eq(payAccountRules.id, derived.id));
  for (const rule of [hourly, payout, derived]) await giveRule(db, agreement.id, rule.id);
  const [paidOut] = await db
    .insert(exportAccounts)
    .values({ name: 'Udbetalt afspadsering', account: '0110', payAccountId: afspadsering.id, payAccountClosingActivityTypeId: payoutTypeId })
    .returning();
  const [overtime] = await db.insert(exportAccounts).values({ name: 'Overtidstimer', account: '0120', payAccountId: afspadsering.id, exportFactor: '2' }).returning();
  await db.insert(agreementExportAccounts).values([paidOut!, overtime!].map((account) => ({ agreementId: agreement.id, exportAccountId: account.id })));
  return { agreement, afspadsering, feriegodtgoerelse, hourly, payoutTypeId, allowanceTypeId: allowanceType!.id, paidOut: paidOut!, overtime: overtime! };
}

export async function typeIdOf(test: TestApp, key: string): Promise<number> {
  const [row] = await test.db.select({ id: payAccountClosingActivityTypes.id }).from(payAccountClosingActivityTypes).where(eq(payAccountClosingActivityTypes.key, key));
  return row!.id;
}

/** A realised watch written straight into the table, as the pay engine reads it. */
export async function addWatch(test: TestApp, employmentId: number, date: string, startTime: string, endTime: string): Promise<number> {
  const span = spanOf(date, startTime, endTime);
  const [row] = await test.db
    .insert(realisedWatches)
    .values({ employmentId, startDate: date, startTime, endTime, startAt: new Date(span.start).toISOString(), endAt: new Date(span.end).toISOString(), totalTime: spanMinutes(span) })
    .returning({ id: realisedWatches.id });
  return row!.id;
}

export const recalculate = (test: TestApp, employmentIds: number[], from = '2026-09-01') =>
  test.db.transaction((tx) => recalculateEmployments(tx, employmentIds, from));

/**
 * A ship whose deck has one employee (from 1 September 2026) under the agreement, a planner of the ship and an admin:
 * two watches of 8 hours on 7 and 8 September, one of 6,5 hours on 5 October, recalculated.
 */
export async function buildCrew(test: TestApp) {
  const pay = await buildPayConfiguration(test);
  const { ship, deck } = await buildShip(test.db);
  const employee = await buildEmployee(test.db, { firstName: 'Hans', lastName: `Hansen ${(sequence += 1)}` });
  const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: pay.agreement.id, departmentId: deck.id, startDate: '2026-09-01' });
  const watches = [
    await addWatch(test, employment.id, '2026-09-07', '08:00', '16:00'),
    await addWatch(test, employment.id, '2026-09-08', '08:00', '16:00'),
    await addWatch(test, employment.id, '2026-10-05', '07:00', '13:30'),
  ];
  await recalculate(test, [employment.id]);
  const planner = await plannerOf(test, [ship.id]);
  const admin = await signedIn(test, ['Admin']);
  return { ...pay, ship, deck, employee, employment, watches, planner: client(test, planner.token), admin: client(test, admin.token) };
}

export type Crew = Awaited<ReturnType<typeof buildCrew>>;

/** Approves the employment's watches of the month as the admin (level Skib). */
export async function approveMonth(crew: Crew, employmentId: number, start: string, end: string): Promise<void> {
  const answer = await crew.admin.post('Plan/Approve', { employmentIds: [employmentId] }, { start, end });
  if (answer.statusCode !== 200) throw new Error(`approve failed: ${answer.body}`);
}

/** What a month of the employment has in the tables that locking changes, to show a refusal changed nothing. */
export async function closingState(test: TestApp, employmentId: number) {
  const [row] = await queryRows<{ closings: number; locked: number; frozen: number; closing_rows: number; closed: number; audit: number }>(
    test.db,
    sql`select (select count(*) from closings where employment_id = ${employmentId})::int as closings,
          (select count(*) from closings where employment_id = ${employmentId} and locked)::int as locked,
          (select count(*) from closing_accounts a join closings c on c.id = a.closing_id where c.employment_id = ${employmentId})::int as frozen,
          (select count(*) from pay_account_activities where employment_id = ${employmentId} and closing_activity_type_id is not null)::int as closing_rows,
          (select count(*) from realised_watches where employment_id = ${employmentId} and closed)::int as closed,
          (select count(*) from audit_trail where employment_id = ${employmentId} and entity = 'closing')::int as audit`,
  );
  return row!;
}
