import { describe, expect, it } from 'vitest';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment, buildProperty } from '../support/organisation.ts';

const test = useTestApp();

describe('Plan/GetPositionGroups', () => {
  it('answers the selectable, enabled position groups with the positions found on their employments', async () => {
    const deckCrew = await buildProperty(test.db, 'positionGroup', { name: 'Dæksbesætning' });
    const officers = await buildProperty(test.db, 'positionGroup', { name: 'Befalingsmænd' });
    await buildProperty(test.db, 'positionGroup', { name: 'Nedlagt gruppe', disabled: true });
    await buildProperty(test.db, 'positionGroup', { name: 'Samlende gruppe', selectable: false });
    const sailor = await buildProperty(test.db, 'position', { name: 'Matros' });
    const employee = await buildEmployee(test.db);
    const department = await buildDepartment(test.db);
    await buildEmployment(test.db, { employeeId: employee.id, agreementId: (await buildAgreement(test.db)).id, departmentId: department.id, propertyIds: [deckCrew.id, sailor.id] });

    const planner = client(test, (await signedIn(test, ['Planner'])).token);
    const response = await planner.get('Plan/GetPositionGroups');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { positionGroupId: officers.id, name: 'Befalingsmænd', positionPropertyIds: [] },
      { positionGroupId: deckCrew.id, name: 'Dæksbesætning', positionPropertyIds: [sailor.id] },
    ]);
  });

  it('refuses roles that do not plan', async () => {
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Plan/GetPositionGroups')).statusCode).toBe(403);
  });
});
