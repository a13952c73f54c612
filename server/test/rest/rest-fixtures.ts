import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';

export interface Day {
  restDate: string;
  restHours: number;
  workHours: number;
  enteredByHand: boolean;
  approvalLevel: string | null;
  restPeriods: { restFrom: string; restTo: string }[];
  breaches: { rule: string; text: string; from: string; to: string }[];
}

/** A deck hand on a ship, their own login, the ship's planner, the ship's login (the master) and an approver. */
export async function seafarer(test: TestApp) {
  const { ship, deck } = await buildShip(test.db);
  const agreement = await buildAgreement(test.db);
  const employee = await buildEmployee(test.db, { firstName: 'Jens', lastName: 'Hansen' });
  const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id });
  const own = await signedIn(test, ['Employee']);
  await test.db.update(users).set({ employeeId: employee.id }).where(eq(users.id, own.user.id));
  const planner = await plannerOf(test, [ship.id]);
  const master = await plannerOf(test, [ship.id], 'Ship');
  const approver = await plannerOf(test, [ship.id], 'Approver');
  return {
    ship,
    agreement,
    employee,
    employment,
    plannerToken: planner.token,
    self: client(test, own.token),
    planner: client(test, planner.token),
    master: client(test, master.token),
    approver: client(test, approver.token),
  };
}

export const november = { start: '2026-11-01', end: '2026-11-30' };
