import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/raw.ts';
import { employeeCars, exportAccounts, mileageDetails, mileages, users } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployment } from '../support/organisation.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { approveMonth, buildCrew, type Crew } from '../closings/closing-fixtures.ts';

const test = useTestApp();

const SEPTEMBER = '2026-09-01';

/** The one export account that carries the mileage allowance (made once for the file). */
let mileageAccount: number | null = null;
async function mileageAccountId(): Promise<number> {
  if (mileageAccount === null) {
    const [row] = await test.db.insert(exportAccounts).values({ name: 'Kørselsgodtgørelse', account: '0900', mileage: true }).returning();
    mileageAccount = row!.id;
  }
  return mileageAccount;
}

async function trip(employmentId: number, employeeCarId: number, date: string, km: string, approved = true): Promise<number> {
  const [row] = await test.db.insert(mileages).values({ employmentId, employeeCarId, purpose: `Kørsel ${date}`, approved }).returning();
  await test.db.insert(mileageDetails).values({ mileageId: row!.id, startDate: date, kmTotal: km, originType: 2, destinationType: 1 });
  return row!.id;
}

/** The crew's employee with a login, their own car, and a second employment on another agreement (trips count per employee). */
async function crewWithCar() {
  const crew = await buildCrew(test);
  const session = await signedIn(test, ['Employee']);
  await test.db.update(users).set({ employeeId: crew.employee.id }).where(eq(users.id, session.user.id));
  const [car] = await test.db.insert(employeeCars).values({ employeeId: crew.employee.id, licenseplate: 'AB 12 345', isCompanyCar: false }).returning();
  const other = await buildEmployment(test.db, { employeeId: crew.employee.id, agreementId: (await buildAgreement(test.db)).id, departmentId: crew.deck.id, startDate: '2026-01-01' });
  return { crew, app: client(test, session.token), carId: car!.id, otherEmploymentId: other.id };
}

const lock = (crew: Crew, period: string) => crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period }], { comment: 'Månedsafslutning' });

async function mileageLines(closingId: number): Promise<string[]> {
  const rows = await queryRows<{ value: string; rate: string }>(
    test.db,
    sql`select value::text, rate::text from closing_export_values where closing_id = ${closingId} and export_account_id = ${await mileageAccountId()} order by rate desc`,
  );
  return rows.map((row) => `${Number(row.value)} km à ${Number(row.rate)}`);
}

async function amounts(app: ReturnType<typeof client>): Promise<Record<string, number>> {
  const trips = (await app.get('App/GetMilages', { start: '2026-01-01', end: '2026-12-31' })).json() as { purpose: string; amount: number }[];
  return Object.fromEntries(trips.map((each) => [each.purpose, each.amount]));
}

describe('trips to payroll: the split at 20.000 km frozen per leg when the month locks', () => {
  it('locks September with 10 km at 3,94 and 20 km at 2,28, keeps that split when earlier driving is rejected, and splits again after an unlock', async () => {
    await mileageAccountId();
    const { crew, app, carId, otherEmploymentId } = await crewWithCar();
    // 19.990 km driven in March on the other employment, then 30 km in September: 10 km left at the high rate.
    const march = await trip(otherEmploymentId, carId, '2026-03-02', '19990');
    await trip(crew.employment.id, carId, '2026-09-20', '30');
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    const locked = await lock(crew, SEPTEMBER);
    expect(locked.statusCode, locked.body).toBe(200);
    const closingId = (locked.json() as { closingId: number }[])[0]!.closingId;
    expect(await mileageLines(closingId)).toEqual(['10 km à 3.94', '20 km à 2.28']);
    const frozen = await queryRows<{ high_km: string; low_km: string }>(test.db, sql`select high_km::text, low_km::text from mileage_leg_splits where closing_id = ${closingId}`);
    expect(frozen).toEqual([{ high_km: '10', low_km: '20' }]);
    // 10 × 3,94 + 20 × 2,28 = 39,40 + 45,60 = 85,00 kr.
    expect(await amounts(app)).toMatchObject({ 'Kørsel 2026-09-20': 85 });

    // The March trip is rejected afterwards: September stays as it was paid, and the year's 20.000 km at the high
    // rate are what is left of them after September's 10: a new October trip of 100 km goes all at the high rate.
    await test.db.update(mileages).set({ approved: false, rejected: true }).where(eq(mileages.id, march));
    await trip(crew.employment.id, carId, '2026-10-03', '100', false);
    expect(await amounts(app)).toMatchObject({ 'Kørsel 2026-03-02': 0, 'Kørsel 2026-09-20': 85, 'Kørsel 2026-10-03': 394 });

    // Unlocked, September is split again (30 km at the high rate, 118,20 kr), and its next lock freezes that.
    const unlocked = await crew.planner.post('Plan/UnlockClosing', [closingId]);
    expect(unlocked.statusCode, unlocked.body).toBe(200);
    expect(await amounts(app)).toMatchObject({ 'Kørsel 2026-09-20': 118.2 });
    expect((await lock(crew, SEPTEMBER)).statusCode).toBe(200);
    expect(await mileageLines(closingId)).toEqual(['30 km à 3.94']);
  });

  it('refuses to lock a month whose trip waits for a decision, naming it', async () => {
    await mileageAccountId();
    const { crew, carId } = await crewWithCar();
    await trip(crew.employment.id, carId, '2026-09-20', '30', false);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    const refused = await lock(crew, SEPTEMBER);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('1 kørsel venter på godkendelse');
  });
});
