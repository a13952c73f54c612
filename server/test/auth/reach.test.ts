import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { APPROVERS, PLANNERS } from '@kaj/contract';
import { departmentReach } from '../../src/auth/reach.ts';
import { loadSessionUser } from '../../src/auth/session-user.ts';
import { userProperties } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client } from '../support/client.ts';
import { counted } from '../support/counted-statements.ts';
import { buildShip, giveReach } from '../support/organisation.ts';

// A user's reach is read once per call for all their roles (auth/reach.ts), and never kept past the call.

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(() => test.close());

describe('the reach of a call', () => {
  it("answers each set of roles its own departments, with those below them, from one read of the user's", async () => {
    const first = await buildShip(test.db);
    const second = await buildShip(test.db);
    const { user } = await signedIn(test, ['Planner', 'Approver']);
    await giveReach(test.db, user.id, 'Planner', [first.ship.id]);
    await giveReach(test.db, user.id, 'Approver', [second.deck.id]);
    const caller = (await loadSessionUser(test.db, user.id))!;
    let reaches: unknown[] = [];
    const statements = await counted(async () => {
      reaches = await Promise.all([departmentReach(test.db, caller, PLANNERS), departmentReach(test.db, caller, APPROVERS), departmentReach(test.db, caller)]);
    });
    const sorted = (reach: unknown) => [...(reach as Set<number>)].sort((a, b) => a - b);
    expect(reaches.map(sorted)).toEqual([
      [first.ship.id, first.deck.id, first.engine.id],
      [second.deck.id],
      [first.ship.id, first.deck.id, first.engine.id, second.deck.id].sort((a, b) => a - b),
    ]);
    if (process.env.TEST_DATABASE_URL) expect(statements.filter((text) => text.includes('with recursive reach'))).toHaveLength(1);
  });

  it('refuses the next call at once when a department is taken from the planner, though the session check is kept a moment', async () => {
    const { ship } = await buildShip(test.db);
    const { user, token } = await signedIn(test, ['Planner']);
    await giveReach(test.db, user.id, 'Planner', [ship.id]);
    const planner = client(test, token);
    const grid = () => planner.post('Plan/GetEmployeesPeriod', {}, { start: '2026-03-01', end: '2026-03-31', departmentid: ship.id });
    expect((await grid()).statusCode).toBe(200);
    await test.db.delete(userProperties).where(eq(userProperties.userId, user.id));
    expect((await grid()).statusCode).toBe(403);
  });
});
