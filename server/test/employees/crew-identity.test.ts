import { describe, expect, it } from 'vitest';
import type { CrewIdentityDto } from '@kaj/contract';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

const identity = { nationality: 'Dansk', birthPlace: 'Svendborg', identityDocumentType: 'seamansBook', identityDocumentNumber: 'DK 123456', identityDocumentExpiry: '2029-05-31' };

describe('the crew list identity of an employee', () => {
  it('is written and read by the planner of the department, shown on the crew list, and refused to the others', async () => {
    const { ship, deck } = await buildShip(test.db);
    const employee = await buildEmployee(test.db, { firstName: 'Ane Marie', lastName: 'Sørensen' });
    const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: (await buildAgreement(test.db)).id, departmentId: deck.id });
    const planner = client(test, (await plannerOf(test, [ship.id])).token);

    const saved = await planner.post('Employee/SaveCrewIdentity', identity, { employeeId: employee.id });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await planner.get('Employee/GetCrewIdentity', { employeeId: employee.id })).json() as CrewIdentityDto).toMatchObject({ ...identity, employeeId: employee.id });

    const bad = await planner.post('Employee/SaveCrewIdentity', { ...identity, identityDocumentType: 'visa' }, { employeeId: employee.id });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Vælg søfartsbog eller pas');

    const other = client(test, (await plannerOf(test, [(await buildShip(test.db)).ship.id])).token);
    const shipLogin = client(test, (await plannerOf(test, [ship.id], 'Ship')).token);
    const approver = client(test, (await plannerOf(test, [ship.id], 'Approver')).token);
    expect((await other.get('Employee/GetCrewIdentity', { employeeId: employee.id })).statusCode).toBe(403);
    expect((await shipLogin.get('Employee/GetCrewIdentity', { employeeId: employee.id })).statusCode).toBe(403);
    expect((await approver.get('Employee/GetCrewIdentity', { employeeId: employee.id })).statusCode).toBe(403);
    expect((await other.post('Employee/SaveCrewIdentity', identity, { employeeId: employee.id })).statusCode).toBe(403);

    // The ship's own login sees it on its crew list.
    await buildWatch(test.db, { employmentId: employment.id, template: await buildTemplate(test.db), date: '2026-11-03', startTime: '07:00', endTime: '15:00' });
    const list = await shipLogin.post('Plan/CreateCrewList', undefined, { date: '2026-11-03', time: '12:00', shipid: ship.id });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().members).toMatchObject([{ familyName: 'Sørensen', givenNames: 'Ane Marie', ...identity }]);
  });
});
