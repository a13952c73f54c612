import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip } from '../support/organisation.ts';
import { shownEmployments } from '../../src/areas/employees/employment-summaries.ts';

let test: TestApp;
let admin: Client;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
});
afterAll(() => test.close());

type Listed = { employeeId: number; currentEmployments: unknown[] };

describe('the employments of the employee list', () => {
  it('answers the current employments with agreement, department and position in the list calls', async () => {
    const { deck } = await buildShip(test.db);
    const agreement = await buildAgreement(test.db);
    const sailor = await buildProperty(test.db, 'position', { name: 'Matros' });
    const employee = await buildEmployee(test.db, { firstName: 'Vita', lastName: 'Summarisk', code: '9301' });
    await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id, startDate: '2020-01-01', endDate: '2020-12-31' });
    const current = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id, startDate: '2021-01-01', propertyIds: [sailor.id] });
    const fresh = await buildEmployee(test.db, { lastName: 'Summarisk' });

    const expected = [
      {
        employmentId: current.id,
        startDate: '2021-01-01',
        endDate: null,
        isSecondary: false,
        description: null,
        agreementName: agreement.name,
        departmentId: deck.id,
        departmentName: 'Dæk',
        positionName: 'Matros',
      },
    ];
    const all = (await admin.get('Employee/GetEmployees')).json() as Listed[];
    expect(all.find((e) => e.employeeId === employee.id)!.currentEmployments).toEqual(expected);
    expect(all.find((e) => e.employeeId === fresh.id)!.currentEmployments).toEqual([]);
    const searched = (await admin.get('Employee/GetEmployeeByName', { name: 'Summarisk' })).json() as Listed[];
    expect(searched.find((e) => e.employeeId === employee.id)!.currentEmployments).toEqual(expected);
    expect((await admin.get('Employee/GetEmployeeByCode', { code: '9301' })).json().currentEmployments).toEqual(expected);
  });
});

describe('which employments a list shows', () => {
  const employment = (employmentId: number, startDate: string, endDate: string | null, isSecondary = false) => ({
    employmentId,
    startDate,
    endDate,
    isSecondary,
    calculationOrder: 0,
    description: null,
    agreementName: 'MEN',
    departmentId: null,
    departmentName: null,
    positionName: null,
  });
  const ids = (list: { employmentId: number }[]) => list.map((e) => e.employmentId);

  it('shows those running today with the primary first, else the next to start, else the last ended', () => {
    const today = '2026-06-15';
    expect(ids(shownEmployments([employment(1, '2026-01-01', null, true), employment(2, '2026-06-15', '2026-06-15'), employment(3, '2027-01-01', null)], today))).toEqual([2, 1]);
    expect(ids(shownEmployments([employment(1, '2020-01-01', '2020-12-31'), employment(2, '2027-03-01', null), employment(3, '2026-09-01', null)], today))).toEqual([3]);
    expect(ids(shownEmployments([employment(1, '2020-01-01', '2020-12-31'), employment(2, '2021-01-01', '2022-12-31')], today))).toEqual([2]);
  });
});
