import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notify } from '../../src/areas/notifications/index.ts';
import { notifications } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import type { Client } from '../support/client.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { employeeWithLogin } from './self-service-fixtures.ts';

const test = useTestApp();

type Owner = Awaited<ReturnType<typeof employeeWithLogin>>;

const NOVEMBER = { start: '2026-11-01', end: '2026-11-30' };
const times = { startDateTime: '2026-11-03T07:00:00+01:00', endDateTime: '2026-11-03T15:00:00+01:00' };
const leg = (more: Record<string, unknown> = {}) => ({ startDate: '2026-11-03', kmTotal: 12, originType: 2, originText: 'Hjem', destinationType: 1, destinationText: 'Havnen', ...more });

/** Everything of Bo's that the calls below could touch: his address, car, trip, registration, watch and notification. */
async function bosThings(bo: Owner) {
  const address = (await bo.app.post('Milage/SaveEmployeeAddress', { locationType: 2, text: 'Havnegade 1, 3700 Rønne' })).json();
  const car = (await bo.app.post('Milage/SaveEmployeeCar', { licenseplate: 'BO 12 345' })).json();
  const trip = (await bo.app.post('App/SaveMileage', { employmentId: bo.employment.id, employeeCarId: car.employeeCarId, purpose: 'Kursus', details: [leg()] })).json();
  const template = await buildTemplate(test.db);
  const watch = await buildWatch(test.db, { employmentId: bo.employment.id, template, date: '2026-11-03', startTime: '07:00', endTime: '15:00' });
  const registration = (await bo.app.post('App/SaveRealisedTimeRegistration', { employmentId: bo.employment.id, realisedWatchId: watch.realisedWatchId, ...times })).json();
  await test.db.transaction((tx) => notify(tx, { employeeIds: [bo.employee.id] }, { kind: 'tripDecided', title: 'Din kørsel er godkendt', body: 'Kørslen er godkendt.' }));
  const [notice] = await test.db.select({ id: notifications.id }).from(notifications).where(eq(notifications.userId, bo.user.id));
  const ids = [address.employeeAddressId, car.employeeCarId, trip.mileageId, registration.realisedTimeRegistrationId, notice?.id];
  expect(ids.every(Number.isInteger), JSON.stringify(ids)).toBe(true);
  return {
    addressId: address.employeeAddressId as number,
    carId: car.employeeCarId as number,
    mileageId: trip.mileageId as number,
    realisedWatchId: watch.realisedWatchId,
    registrationId: registration.realisedTimeRegistrationId as number,
    notificationId: notice!.id,
  };
}

/** What Bo sees of his own: it must read the same after Mia's attempts. */
async function whatBoSees(bo: Client) {
  const answers = await Promise.all([
    bo.get('Milage/GetEmployeeAddresses'),
    bo.get('Milage/GetEmployeeCars'),
    bo.get('App/GetMilages', NOVEMBER),
    bo.get('App/GetTimeRegistrations', NOVEMBER),
    bo.get('Notification/GetUnreadCount'),
    bo.get('App/GetOwnRestCards', NOVEMBER),
    bo.post('App/GetEmployeesPeriod', undefined, NOVEMBER),
  ]);
  return answers.map((answer) => answer.body);
}

describe("another employee's ids", () => {
  it("are refused in every self-service call, under both controllers, and change nothing of theirs", async () => {
    const mia = await employeeWithLogin(test, { firstName: 'Mia' });
    const bo = await employeeWithLogin(test, { firstName: 'Bo' });
    const his = await bosThings(bo);
    const miasCar = (await mia.app.post('Milage/SaveEmployeeCar', { licenseplate: 'MI 12 345' })).json().employeeCarId as number;
    const before = await whatBoSees(bo.app);

    const forBo = { forEmployeeId: bo.employee.id };
    const attempts: [string, 'get' | 'post', Record<string, string | number> | undefined, unknown][] = [
      ['Milage/GetEmployeeAddresses', 'get', forBo, undefined],
      ['Milage/SaveEmployeeAddress', 'post', forBo, { locationType: 2, text: 'Mias vej 1' }],
      ['Milage/SaveEmployeeAddress', 'post', undefined, { employeeAddressId: his.addressId, locationType: 2, text: 'Overtaget' }],
      ['Milage/RemoveEmployeeAddress', 'post', undefined, { employeeAddressId: his.addressId }],
      ['Milage/RemoveEmployeeAddress', 'post', forBo, { employeeAddressId: his.addressId }],
      ['Milage/GetEmployeeCars', 'get', forBo, undefined],
      ['Milage/SaveEmployeeCar', 'post', forBo, { licenseplate: 'MI 99 999' }],
      ['Milage/SaveEmployeeCar', 'post', undefined, { employeeCarId: his.carId, licenseplate: 'OVERTAGET' }],
      ['Milage/RemoveEmployeeCar', 'post', undefined, { employeeCarId: his.carId }],
      ['Plan/GetBalance', 'post', { employeeId: bo.employee.id }, undefined],
      ['Plan/GetRestCardDto', 'post', NOVEMBER, [bo.employment.id]],
      ['Plan/GetEmployeePeriod', 'post', { employmentid: bo.employment.id, ...NOVEMBER }, undefined],
      ['Plan/SaveRestEmployeeSignatureDate', 'get', { employmentid: bo.employment.id, start: '2026-10-01', end: '2026-10-31', signaturedate: '2026-11-02' }, undefined],
      ['Plan/RemoveRestEmployeeSignatureDate', 'get', { employmentid: bo.employment.id, start: '2026-10-01', end: '2026-10-31' }, undefined],
      ['Notification/MarkRead', 'post', { notificationId: his.notificationId }, undefined],
    ];
    // The trip and registration calls are the same under the App and the Milage controller.
    for (const controller of ['App', 'Milage']) {
      attempts.push(
        [`${controller}/SaveMileage`, 'post', undefined, { employmentId: bo.employment.id, purpose: 'På Bos ansættelse', details: [leg()] }],
        [`${controller}/SaveMileage`, 'post', undefined, { mileageId: his.mileageId, employmentId: mia.employment.id, purpose: 'Overtaget', details: [leg()] }],
        [`${controller}/SaveMileage`, 'post', undefined, { employmentId: mia.employment.id, employeeCarId: his.carId, purpose: 'I Bos bil', details: [leg()] }],
        [`${controller}/SaveMileage`, 'post', undefined, { employmentId: mia.employment.id, employeeCarId: miasCar, purpose: 'Fra Bos adresse', details: [leg({ originAddressId: his.addressId })] }],
        [`${controller}/RemoveMileage`, 'post', undefined, { mileageId: his.mileageId }],
      );
    }
    attempts.push(
      ['App/SaveRealisedTimeRegistration', 'post', undefined, { employmentId: bo.employment.id, ...times }],
      ['App/SaveRealisedTimeRegistration', 'post', undefined, { realisedTimeRegistrationId: his.registrationId, employmentId: mia.employment.id, ...times }],
      ['App/SaveRealisedTimeRegistration', 'post', undefined, { employmentId: mia.employment.id, realisedWatchId: his.realisedWatchId, ...times }],
      ['App/RemoveRealisedTimeRegistration', 'post', undefined, { realisedTimeRegistrationId: his.registrationId }],
    );

    const answered: string[] = [];
    for (const [path, method, query, body] of attempts) {
      const answer = method === 'get' ? await mia.app.get(path, query) : await mia.app.post(path, body, query);
      answered.push(`${path} ${answer.statusCode}`);
      expect([400, 403, 404], `${path} ${JSON.stringify(body ?? query)}: ${answer.body}`).toContain(answer.statusCode);
    }
    expect(answered).toHaveLength(attempts.length);
    expect(await whatBoSees(bo.app)).toEqual(before);

    // Her own reads name only her: nothing of Bo's shows in them.
    const own = await Promise.all([
      mia.app.get('App/GetMilages', NOVEMBER),
      mia.app.get('App/GetTimeRegistrations', NOVEMBER),
      mia.app.get('App/GetOwnRestCards', NOVEMBER),
      mia.app.post('App/GetEmployeesPeriod', undefined, NOVEMBER),
      mia.app.get('Notification/GetNotifications', { pageNo: 1, pageSize: 100 }),
    ]);
    for (const answer of own) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toMatch(new RegExp(`"(employeeId|employmentId)":(${bo.employee.id}|${bo.employment.id})[,}]`));
      expect(answer.body).not.toContain(`"notificationId":${his.notificationId},`);
    }
  });

  it("lists the caller's own rest cards month by month where they worked, with the signatures given", async () => {
    const mia = await employeeWithLogin(test, { firstName: 'Mia' });
    const template = await buildTemplate(test.db);
    await buildWatch(test.db, { employmentId: mia.employment.id, template, date: '2026-09-03', startTime: '07:00', endTime: '15:00' });
    await buildWatch(test.db, { employmentId: mia.employment.id, template, date: '2026-10-03', startTime: '07:00', endTime: '15:00' });
    await mia.app.get('Plan/SaveRestEmployeeSignatureDate', { employmentid: mia.employment.id, start: '2026-09-01', end: '2026-09-30', signaturedate: '2026-10-02' });
    const cards = (await mia.app.get('App/GetOwnRestCards', { start: '2026-08-01', end: '2026-11-30' })).json();
    expect(cards).toEqual([
      { employmentId: mia.employment.id, employeeId: mia.employee.id, employeeName: 'Mia Holm', ship: expect.any(String), month: 10, year: 2026, employeeSignDate: null, authorizedSignDate: null },
      { employmentId: mia.employment.id, employeeId: mia.employee.id, employeeName: 'Mia Holm', ship: expect.any(String), month: 9, year: 2026, employeeSignDate: '2026-10-02', authorizedSignDate: null },
    ]);
  });
});
