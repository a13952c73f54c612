import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { ClosingEmployeeDto, PayAccountRuleDetail } from '@kaj/contract';
import { addDays, type IsoDate } from '@kaj/domain';
import { parseClockSetting, setClock } from '../../src/clock.ts';
import { agreementExportAccounts, exportAccounts, normPeriods, payAccounts } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { buildPayAccount, buildRule, giveRule } from '../support/pay-config.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { addWatch, buildPayConfiguration, recalculate } from './closing-fixtures.ts';

/*
 * One result however you get there (issue 14.4), as properties over generated months (September and October 2026):
 * - the open month shows exactly what its lock freezes;
 * - a department locked in one call freezes what locking its employees one by one (in any order) freezes;
 * - lock → unlock → lock freezes what the first lock froze;
 * whatever the pay engine had stored before (months no recalculation had reached, forecasts of days since passed).
 * The agreement has every month-end activity: holiday accrual with expiry and overflow, the 6th holiday week, an
 * hourly save paid out in October with a derived holiday allowance, and two-week norm periods moving their excess.
 */

const NOW = '2026-11-25T12:00';
const test = useTestApp({ KAJ_NOW: NOW });
const SEPTEMBER = '2026-09-01';
const OCTOBER = '2026-10-01';

let config: Awaited<ReturnType<typeof buildPayConfiguration>>;
let normRuleId: number;
let admin: Client;

beforeAll(async () => {
  config = await buildPayConfiguration(test);
  const db = test.db;
  const rule = (payAccountId: number | null, calcOrder: number, details: PayAccountRuleDetail) => buildRule(db, { payAccountId, calcOrder, details });
  const payOut = await buildPayAccount(db, { name: 'Ferie til udbetaling', unit: 'days' });
  const ferie = await buildPayAccount(db, { name: 'Ferie', unit: 'days' });
  await db.update(payAccounts).set({ saldoStartMonth: 9, useForOverflowId: payOut.id }).where(eq(payAccounts.id, ferie.id));
  const sixth = await buildPayAccount(db, { name: '6. ferieuge', unit: 'days' });
  const normtimer = await buildPayAccount(db, { name: 'Normtimer' });
  const rules = [
    // Saved into the year from September, spendable to 30 September: what is left expires on 1 October into Ferie til udbetaling.
    await rule(ferie.id, 1, { kind: 'monthlySave', value: 2.08, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 1, relativeToPayAccount: true }),
    await rule(sixth.id, 2, { kind: 'monthlySave', value: 0.42, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 16, relativeToPayAccount: true }),
    await rule(normtimer.id, 3, { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 }),
    await rule(null, 50, {
      kind: 'periodActivity',
      ...{ months: null, weeks: 2, monthWeeks: null, targetActivity: 4, minActivity: null, maxActivity: null },
      ...{ sourcePayAccountId: normtimer.id, moveToPayAccountId: config.afspadsering.id, factor: 0.5, hasTimeLoss: false },
    }),
  ];
  for (const created of rules) await giveRule(db, config.agreement.id, created.id);
  normRuleId = rules[3]!.id;
  const [holiday] = await db.insert(exportAccounts).values({ name: 'Ferie optjent', account: '0130', payAccountId: ferie.id }).returning();
  await db.insert(agreementExportAccounts).values({ agreementId: config.agreement.id, exportAccountId: holiday!.id });
  admin = client(test, (await signedIn(test, ['Admin'])).token);
});

interface WatchSpec {
  month: 0 | 1;
  day: number;
  startQuarter: number;
  quarters: number;
}

interface EmployeeSpec {
  start: IsoDate;
  end: IsoDate | null;
  watches: WatchSpec[];
}

/** How stale the stored activities are before locking: as if no recalculation, or only a later one, or one on an earlier day had reached them. */
type Staleness = 'fresh' | 'never' | 'fromOctober' | 'earlyClock';

const employeeSpec: fc.Arbitrary<EmployeeSpec> = fc.record({
  start: fc.constantFrom('2026-08-01', SEPTEMBER, '2026-09-16'),
  end: fc.constantFrom(null, null, '2026-10-20'),
  watches: fc.array(
    fc.record({ month: fc.constantFrom(0 as const, 1 as const), day: fc.integer({ min: 1, max: 28 }), startQuarter: fc.integer({ min: 0, max: 80 }), quarters: fc.integer({ min: 4, max: 48 }) }),
    { maxLength: 6 },
  ),
});
const staleness = fc.constantFrom<Staleness>('fresh', 'never', 'fromOctober', 'earlyClock');

const time = (quarter: number) => `${String(Math.floor(quarter / 4) % 24).padStart(2, '0')}:${String((quarter % 4) * 15).padStart(2, '0')}`;

/** The employees of the spec on the ship's deck, with their watches and norm periods, the activities left as `stale` says. */
async function buildWorld(deckId: number, specs: readonly EmployeeSpec[], stale: Staleness): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of specs) {
    const employee = await buildEmployee(test.db);
    const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: config.agreement.id, departmentId: deckId, startDate: spec.start, endDate: spec.end });
    for (const watch of spec.watches) {
      const date = addDays(watch.month === 0 ? SEPTEMBER : OCTOBER, watch.day - 1);
      if (date < spec.start || (spec.end !== null && date > spec.end)) continue;
      await addWatch(test, employment.id, date, time(watch.startQuarter), time(watch.startQuarter + watch.quarters));
    }
    const mondays = ['2026-09-07', '2026-09-21', '2026-10-05', '2026-10-19'].filter((monday) => monday >= spec.start);
    if (mondays.length > 0) await test.db.insert(normPeriods).values(mondays.map((startDate) => ({ employmentId: employment.id, payAccountRuleId: normRuleId, startDate })));
    ids.push(employment.id);
  }
  if (stale === 'fresh') await recalculate(test, ids, SEPTEMBER);
  if (stale === 'fromOctober') await recalculate(test, ids, OCTOBER);
  if (stale === 'earlyClock') {
    // Computed on 10 September: the watches after it were forecasts then.
    setClock(parseClockSetting('2026-09-10T12:00'));
    await recalculate(test, ids, SEPTEMBER);
    setClock(parseClockSetting(NOW));
  }
  const approved = await admin.post('Plan/Approve', { employmentIds: ids }, { start: SEPTEMBER, end: '2026-10-31' });
  expect([200, 400], approved.body).toContain(approved.statusCode);
  return ids;
}

/** A closing's figures without ids, in a fixed order: what must agree however the month was locked. */
function figuresOf(dto: ClosingEmployeeDto) {
  return {
    accounts: [...dto.activities]
      .sort((a, b) => a.payAccountId - b.payAccountId)
      .map((row) => ({
        payAccountId: row.payAccountId,
        opening: row.openingBalance,
        activity: row.activity,
        closing: row.closingBalance,
        closingActivities: row.closingActivities.map((activity) => [activity.typeId, activity.value]),
      })),
    exportValues: dto.exportValues.map((value) => [value.account, value.startDate, value.endDate, value.departmentCode, value.value].join(' ')).sort(),
  };
}

type Figures = ReturnType<typeof figuresOf>;

async function figures(planner: Client, employmentId: number, period: string): Promise<Figures> {
  const answer = await planner.get('Plan/GetClosing', { employmentId, period, showall: false });
  expect(answer.statusCode, answer.body).toBe(200);
  return figuresOf(answer.json());
}

async function lock(planner: Client, employmentIds: readonly number[], period: string): Promise<{ closingId: number }[]> {
  const answer = await planner.post('Plan/LockClosing', employmentIds.map((employmentId) => ({ employmentId, period })));
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

const allFigures = async (planner: Client, ids: readonly number[], period: string) => Promise.all(ids.map((id) => figures(planner, id, period)));

describe('locking a month gives one result however you get there (property)', () => {
  it('open month = its lock; department lock = per-employee locks in any order; lock = lock → unlock → lock', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(employeeSpec, { minLength: 1, maxLength: 3 }), staleness, staleness, fc.infiniteStream(fc.nat()), async (specs, staleOne, staleTwo, order) => {
        const { ship, deck } = await buildShip(test.db);
        const planner = client(test, (await plannerOf(test, [ship.id])).token);
        const department = await buildWorld(deck.id, specs, staleOne);
        const oneByOne = await buildWorld(deck.id, specs, staleTwo);

        // The department in one call a month; each open month shows what its lock freezes.
        const openSeptember = await allFigures(planner, department, SEPTEMBER);
        const septemberClosings = await lock(planner, department, SEPTEMBER);
        const september = await allFigures(planner, department, SEPTEMBER);
        expect(september).toEqual(openSeptember);
        const openOctober = await allFigures(planner, department, OCTOBER);
        const octoberClosings = await lock(planner, department, OCTOBER);
        const october = await allFigures(planner, department, OCTOBER);
        expect(october).toEqual(openOctober);

        // The same employees one by one, in a generated order, each month in a call of its own.
        const shuffled = oneByOne.map((id, index) => ({ id, key: order.next().value as number, index })).sort((a, b) => a.key - b.key || a.index - b.index);
        for (const { id } of shuffled) await lock(planner, [id], SEPTEMBER);
        for (const { id } of shuffled) await lock(planner, [id], OCTOBER);
        expect(await allFigures(planner, oneByOne, SEPTEMBER)).toEqual(september);
        expect(await allFigures(planner, oneByOne, OCTOBER)).toEqual(october);

        // Unlocked and locked again, the department freezes what it froze the first time.
        const unlocked = await planner.post('Plan/UnlockClosing', [...octoberClosings, ...septemberClosings].map((closing) => closing.closingId));
        expect(unlocked.statusCode, unlocked.body).toBe(200);
        expect(await allFigures(planner, department, SEPTEMBER)).toEqual(september);
        await planner.post('Plan/LockClosing', [SEPTEMBER, OCTOBER].flatMap((period) => department.map((employmentId) => ({ employmentId, period }))));
        expect(await allFigures(planner, department, SEPTEMBER)).toEqual(september);
        expect(await allFigures(planner, department, OCTOBER)).toEqual(october);
      }),
      { numRuns: 6 },
    );
  });
});
