import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employeeCars, mileages, notifications } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { plannerOf } from '../support/organisation.ts';
import { createTestApp, signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { employeeWithLogin } from './self-service-fixtures.ts';

const test = useTestApp();

async function tripOfEmployee() {
  const member = await employeeWithLogin(test);
  const [car] = await test.db.insert(employeeCars).values({ employeeId: member.employee.id, licenseplate: 'AB 12 345', isCompanyCar: false }).returning();
  const leg = { startDate: '2026-11-03', kmTotal: 42, originType: 2, originText: 'Hjem', destinationType: 1, destinationText: 'Havnen' };
  const saved = await member.app.post('App/SaveMileage', { employmentId: member.employment.id, employeeCarId: car!.id, purpose: 'Kursus', details: [leg] });
  expect(saved.statusCode).toBe(200);
  return { ...member, mileageId: saved.json().mileageId as number };
}

describe('deciding trips', () => {
  it('tells the approver a trip waits, approves it, tells the employee, and refuses to decide it twice', async () => {
    const member = await tripOfEmployee();
    const approverSession = await plannerOf(test, [member.departmentId], 'Approver');
    const approver = client(test, approverSession.token);
    const waiting = await test.db.select().from(notifications).where(eq(notifications.userId, approverSession.user.id));
    expect(waiting.map((row) => row.kind)).toEqual([]);
    // The approver was given the department after the trip; a new trip tells them.
    const second = await member.app.post('App/SaveMileage', {
      employmentId: member.employment.id,
      purpose: 'Møde',
      details: [{ startDate: '2026-11-04', kmTotal: 10, originType: 2, originText: 'Hjem', destinationType: 1, destinationText: 'Havnen' }],
    });
    expect(second.statusCode).toBe(200);
    expect((await test.db.select().from(notifications).where(eq(notifications.userId, approverSession.user.id))).map((row) => row.kind)).toEqual(['tripWaiting']);

    const queue = (await approver.get('Plan/GetTripsToDecide', { start: '2026-11-01', end: '2026-11-30' })).json();
    expect(queue.map((trip: { purpose: string }) => trip.purpose)).toEqual(['Kursus', 'Møde']);
    const approved = await approver.post('Plan/ApproveTrip', {}, { mileageId: member.mileageId });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ approved: true, rejected: false, amount: 165.48 });
    const told = await test.db.select().from(notifications).where(eq(notifications.userId, member.user.id));
    expect(told.map((row) => [row.kind, row.title])).toEqual([['tripDecided', 'Din kørsel er godkendt']]);
    expect((await approver.post('Plan/ApproveTrip', {}, { mileageId: member.mileageId })).json().message).toBe('Kørslen er allerede godkendt.');
    // The employee can no longer change it.
    expect((await member.app.post('App/RemoveMileage', { mileageId: member.mileageId })).statusCode).toBe(400);

    const rejected = await approver.post('Plan/RejectTrip', { comment: 'Mangler formål' }, { mileageId: second.json().mileageId });
    expect(rejected.json()).toMatchObject({ rejected: true, decisionComment: 'Mangler formål' });
    expect((await approver.post('Plan/RejectTrip', { comment: '' }, { mileageId: member.mileageId })).statusCode).toBe(400);
  });

  it("refuses deciders outside the department, employees, and another employee's trip, changing nothing", async () => {
    const member = await tripOfEmployee();
    const other = await employeeWithLogin(test);
    const stranger = client(test, (await plannerOf(test, [other.departmentId], 'Approver')).token);
    expect((await stranger.post('Plan/ApproveTrip', {}, { mileageId: member.mileageId })).statusCode).toBe(403);
    expect((await stranger.get('Plan/GetTripsToDecide', { start: '2026-11-01', end: '2026-11-30' })).json()).toEqual([]);
    expect((await member.app.post('Plan/ApproveTrip', {}, { mileageId: member.mileageId })).statusCode).toBe(403);
    expect((await other.app.post('App/RemoveMileage', { mileageId: member.mileageId })).statusCode).toBe(404);
    const [stored] = await test.db.select().from(mileages).where(eq(mileages.id, member.mileageId));
    expect(stored).toMatchObject({ approved: false, rejected: false });
    const admin = client(test, (await signedIn(test, ['Admin'])).token);
    expect((await admin.post('Plan/SaveMileageRate', { validFrom: '2027-01-01', highRate: 4.01, lowRate: 2.3, thresholdKm: 20000 })).statusCode).toBe(200);
    expect((await client(test, (await signedIn(test, ['Planner'])).token).post('Plan/SaveMileageRate', { validFrom: '2028-01-01', highRate: 4, lowRate: 2, thresholdKm: 20000 })).statusCode).toBe(403);
  });

  it('answers 404 when mileage registration is off', async () => {
    const off = await createTestApp({ KAJ_ALLOW_MILAGE_REGISTRATION: '0' });
    try {
      const as = client(off, (await signedIn(off, ['Admin'])).token);
      expect((await as.get('Plan/GetTripsToDecide', { start: '2026-11-01', end: '2026-11-30' })).statusCode).toBe(404);
      expect((await as.post('Plan/ApproveTrip', {}, { mileageId: 1 })).statusCode).toBe(404);
      expect((await as.get('Plan/GetMileageRates')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
