// A signed-in employee with an employment of their own, for the self-service tests.
import { eq } from 'drizzle-orm';
import type { Role } from '@kaj/contract';
import { users } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip } from '../support/organisation.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';

export async function employeeWithLogin(test: TestApp, options: { departmentId?: number; role?: Role; firstName?: string } = {}) {
  const departmentId = options.departmentId ?? (await buildShip(test.db)).deck.id;
  const agreement = await buildAgreement(test.db);
  const employee = await buildEmployee(test.db, { firstName: options.firstName ?? 'Mads', lastName: 'Holm' });
  const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId, startDate: '2024-01-01' });
  const session = await signedIn(test, [options.role ?? 'Employee']);
  await test.db.update(users).set({ employeeId: employee.id }).where(eq(users.id, session.user.id));
  return { employee, employment, departmentId, user: session.user, app: client(test, session.token) };
}
