import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditTrail, employeeAddresses, employeeCars, mileageDetails, mileages } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { employeeWithLogin } from './self-service-fixtures.ts';

const test = useTestApp();

const leg = (startDate: string, kmTotal: number) => ({ startDate, kmTotal, originType: 2, originText: 'Hjem', destinationType: 1, destinationText: 'Færgehavnen' });

async function car(employeeId: number, isCompanyCar = false) {
  const [row] = await test.db.insert(employeeCars).values({ employeeId, licenseplate: isCompanyCar ? 'FIRMA 1' : 'AB 12 345', isCompanyCar }).returning();
  return row!.id;
}

/** Earlier driving this year, entered before the app (one leg beyond what a single trip may hold). */
async function drivenBefore(employmentId: number, employeeCarId: number, startDate: string, km: string) {
  const [trip] = await test.db.insert(mileages).values({ employmentId, employeeCarId, purpose: 'Tidligere kørsel' }).returning();
  await test.db.insert(mileageDetails).values({ mileageId: trip!.id, startDate, kmTotal: km, originType: 2, destinationType: 1 });
  return trip!.id;
}

describe('mileage and its tax-free allowance', () => {
  it('pays the high rate up to 20,000 km a year and the low rate above: 19,990 km driven, 30 km more → 10 × 3,94 + 20 × 2,28 = 85,00 kr', async () => {
    const { employee, employment, app } = await employeeWithLogin(test);
    const carId = await car(employee.id);
    const earlier = await drivenBefore(employment.id, carId, '2026-03-02', '19990');

    const saved = await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Kursus i Aarhus', details: [leg('2026-11-03', 30)] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ employmentId: employment.id, employeeCarId: carId, purpose: 'Kursus i Aarhus', kmTotal: 30, amount: 85, approved: false, exported: false });

    const year = (await app.get('Milage/GetMilages', { start: '2026-01-01', end: '2026-12-31' })).json() as { mileageId: number; amount: number }[];
    // 19,990 km × 3,94 = 78.760,60 kr.
    expect(year.map((trip) => [trip.mileageId, trip.amount])).toEqual([
      [earlier, 78760.6],
      [saved.json().mileageId, 85],
    ]);
    expect((await app.get('App/GetMilages', { start: '2026-11-01', end: '2026-11-30' })).json()).toEqual([saved.json()]);
  });

  it('takes each year’s rate and rounds to the øre: 12,3 km in 2025 at 3,81 = 46,863 → 46,86 kr; two legs in 2024 at 3,79', async () => {
    const { employee, employment, app } = await employeeWithLogin(test);
    const carId = await car(employee.id);
    const in2025 = await app.post('Milage/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Møde', details: [leg('2025-06-10', 12.3)] });
    expect(in2025.json()).toMatchObject({ kmTotal: 12.3, amount: 46.86 });
    // 7,5 + 4,25 km = 11,75 km × 3,79 = 44,5325 → 44,53 kr.
    const in2024 = await app.post('Milage/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Kursus', details: [leg('2024-09-02', 7.5), leg('2024-09-02', 4.25)] });
    expect(in2024.json()).toMatchObject({ kmTotal: 11.75, amount: 44.53 });
    // A trip belongs to one month (it is paid with that month), so a trip over New Year is two: each at its year's rate.
    const overNewYear = await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Nytårsvagt', details: [leg('2025-12-31', 10), leg('2026-01-01', 10)] });
    expect(overNewYear.statusCode).toBe(400);
    expect(overNewYear.json().message).toContain('Alle strækninger i en kørsel skal ligge i samme måned');
    const december = await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Nytårsvagt', details: [leg('2025-12-31', 10)] });
    const january = await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Nytårsvagt', details: [leg('2026-01-01', 10)] });
    expect([december.json().amount, january.json().amount]).toEqual([38.1, 39.4]);
    expect((await app.get('App/GetMilages', { start: '2026-01-01', end: '2026-01-31' })).json()).toEqual([january.json()]);
  });

  it('pays nothing for a company car, and its km do not count towards the 20,000', async () => {
    const { employee, employment, app } = await employeeWithLogin(test);
    const ownCar = await car(employee.id);
    const companyCar = await car(employee.id, true);
    await drivenBefore(employment.id, ownCar, '2026-01-05', '19990');
    const company = await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: companyCar, purpose: 'Værft', details: [leg('2026-02-01', 100)] });
    expect(company.json()).toMatchObject({ kmTotal: 100, amount: 0 });
    const own = await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: ownCar, purpose: 'Værft', details: [leg('2026-02-02', 10)] });
    expect(own.json()).toMatchObject({ amount: 39.4 });
  });

  it('changes a trip’s legs and removes it while not approved, with an audit row for each change', async () => {
    const { employee, employment, app } = await employeeWithLogin(test);
    const carId = await car(employee.id);
    const saved = (await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Møde', details: [leg('2026-05-04', 10), leg('2026-05-04', 20)] })).json();
    const kept = saved.details[0];
    const changed = await app.post('App/SaveMileage', {
      mileageId: saved.mileageId,
      employmentId: employment.id,
      employeeCarId: carId,
      purpose: 'Møde i Ebeltoft',
      details: [{ ...leg('2026-05-04', 15), mileageDetailId: kept.mileageDetailId }],
    });
    // 15 km × 3,94 = 59,10 kr.
    expect(changed.json()).toMatchObject({ mileageId: saved.mileageId, purpose: 'Møde i Ebeltoft', kmTotal: 15, amount: 59.1, details: [{ mileageDetailId: kept.mileageDetailId, kmTotal: 15 }] });
    expect(await test.db.select().from(mileageDetails).where(eq(mileageDetails.mileageId, saved.mileageId))).toHaveLength(1);

    expect((await app.post('Milage/RemoveMileage', { mileageId: saved.mileageId })).statusCode).toBe(204);
    expect(await test.db.select().from(mileages).where(eq(mileages.id, saved.mileageId))).toHaveLength(0);
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'mileage'), eq(auditTrail.entityId, saved.mileageId)));
    expect(audit.map((row) => row.action)).toEqual(['add', 'change', 'remove']);
  });

  it('refuses an approved trip, another’s employment, car or address, and a date without a rate, changing nothing', async () => {
    const { employee, employment, app } = await employeeWithLogin(test);
    const other = await employeeWithLogin(test);
    const carId = await car(employee.id);
    const othersCar = await car(other.employee.id);
    const saved = (await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: carId, purpose: 'Møde', details: [leg('2026-05-04', 10)] })).json();
    await test.db.update(mileages).set({ approved: true }).where(eq(mileages.id, saved.mileageId));

    const approvedChange = await app.post('App/SaveMileage', { mileageId: saved.mileageId, employmentId: employment.id, purpose: 'Andet', details: [leg('2026-05-04', 99)] });
    expect(approvedChange.statusCode).toBe(400);
    expect(approvedChange.json().message).toBe('Kørslen er godkendt og kan ikke ændres.');
    expect((await app.post('App/RemoveMileage', { mileageId: saved.mileageId })).json().message).toBe('Kørslen er godkendt og kan ikke ændres.');

    const othersEmployment = await app.post('App/SaveMileage', { employmentId: other.employment.id, purpose: 'Møde', details: [leg('2026-05-04', 10)] });
    expect(othersEmployment.statusCode).toBe(403);
    const withOthersCar = await app.post('App/SaveMileage', { employmentId: employment.id, employeeCarId: othersCar, purpose: 'Møde', details: [leg('2026-05-04', 10)] });
    expect(withOthersCar.json().message).toBe('Bilen findes ikke blandt dine biler.');
    const tooEarly = await app.post('App/SaveMileage', { employmentId: employment.id, purpose: 'Møde', details: [leg('2023-12-31', 10)] });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().message).toBe('Der findes ingen kilometertakst for 31.12.2023.');
    expect((await other.app.post('App/RemoveMileage', { mileageId: saved.mileageId })).statusCode).toBe(404);

    const trips = await test.db.select().from(mileages).where(eq(mileages.employmentId, employment.id));
    expect(trips).toMatchObject([{ id: saved.mileageId, purpose: 'Møde', approved: true }]);
    expect(await test.db.select().from(mileages).where(eq(mileages.employmentId, other.employment.id))).toHaveLength(0);
    expect((await test.db.select().from(mileageDetails).where(eq(mileageDetails.mileageId, saved.mileageId))).map((d) => d.kmTotal)).toEqual(['10']);
  });

  it('answers 400 for a user without an employee', async () => {
    const lone = client(test, (await signedIn(test, ['Employee'])).token);
    const answer = await lone.get('App/GetMilages', { start: '2026-01-01', end: '2026-01-31' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Din bruger er ikke knyttet til en medarbejder.');
  });
});

describe('mileage switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ KAJ_ALLOW_MILAGE_REGISTRATION: 'false' });
  });
  afterAll(() => off.close());

  it('answers 404 under both controllers and stores nothing', async () => {
    const { employment, app } = await employeeWithLogin(off);
    for (const path of ['App/GetMilages', 'Milage/GetMilages']) {
      const answer = await app.get(path, { start: '2026-01-01', end: '2026-01-31' });
      expect(answer.statusCode).toBe(404);
      expect(answer.json().message).toBe('Kørselsregistrering er slået fra.');
    }
    expect((await app.post('Milage/SaveMileage', { employmentId: employment.id, purpose: 'Møde', details: [leg('2026-05-04', 10)] })).statusCode).toBe(404);
    expect(await off.db.select().from(mileages)).toHaveLength(0);
  });
});

describe('cars and addresses that trips use', () => {
  it('refuses deleting a car or an address a registered trip uses, and keeps them', async () => {
    const { employee, employment, app } = await employeeWithLogin(test);
    const carId = await car(employee.id);
    const [home] = await test.db.insert(employeeAddresses).values({ employeeId: employee.id, locationType: 2, roadName: 'Havnegade', houseNumber: '1', postalCode: '3700', city: 'Rønne' }).returning();
    const trip = await drivenBefore(employment.id, carId, '2026-03-02', '12');
    await test.db.update(mileageDetails).set({ originAddressId: home!.id }).where(eq(mileageDetails.mileageId, trip));

    const carRefusal = await app.post('App/RemoveEmployeeCar', { employeeCarId: carId });
    expect(carRefusal.statusCode).toBe(400);
    expect(carRefusal.json().message).toBe('Bilen kan ikke slettes, fordi der er registreret kørsel i den. Sæt en slutdato på bilen i stedet.');
    const addressRefusal = await app.post('App/RemoveEmployeeAddress', { employeeAddressId: home!.id });
    expect(addressRefusal.statusCode).toBe(400);
    expect(addressRefusal.json().message).toBe('Adressen kan ikke slettes, fordi registreret kørsel starter eller slutter der.');
    expect(await test.db.select().from(employeeCars).where(eq(employeeCars.id, carId))).toHaveLength(1);
    expect(await test.db.select().from(employeeAddresses).where(eq(employeeAddresses.id, home!.id))).toHaveLength(1);
  });
});
