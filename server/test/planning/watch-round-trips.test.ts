import { describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.ts';
import { counted } from '../support/counted-statements.ts';
import { addPlanned, crewMember, plansOf, seen, useWatchWorld, type WatchWorld } from './watch-support.ts';

// Issue 21: the round trips of one watch write, counted on the PostgreSQL driver (PGlite runs in the process: no round trips).

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

describe('what a watch change keeps between calls stays true', () => {
  it('refuses a code deactivated after it was placed, at once', async () => {
    const { employmentId } = await crewMember(world);
    expect((await addPlanned(world, employmentId, 'D2', '2026-11-09')).statusCode).toBe(200);
    await world.admin.get('WatchTemplate/DeactivateWatchTemplateById', { id: world.codes.D2 });
    const refused = await addPlanned(world, employmentId, 'D2', '2026-11-10');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Vagtkoden D2 er deaktiveret og kan ikke planlægges.');
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('round trips of one watch write', () => {
  it('places and removes one watch, with the answer row, in at most 36 and 37 statements (52 and 49 before issue 21)', async () => {
    const { employmentId } = await crewMember(world);
    const removeFirst = async () => {
      const [plan] = await plansOf(test.db, employmentId);
      await world.planner.post('Plan/RemovePlannedWatch', undefined, { plannedwatchid: plan!.id, changeDate: seen(plan!), start: '2026-11-01', end: '2026-11-30' });
    };
    // As a server that has run a while: its statements named, its connections open, each under the plan cache mode it was last set to.
    for (const day of ['2026-11-03', '2026-11-04', '2026-11-05']) {
      await addPlanned(world, employmentId, 'D1', day);
      await removeFirst();
    }
    await addPlanned(world, employmentId, 'D1', '2026-11-02');
    const placed = await counted(() => addPlanned(world, employmentId, 'D1', '2026-11-03'));
    const [, plan] = await plansOf(test.db, employmentId);
    const removed = await counted(() =>
      world.planner.post('Plan/RemovePlannedWatch', undefined, { plannedwatchid: plan!.id, changeDate: seen(plan!), start: '2026-11-01', end: '2026-11-30' }),
    );
    if (process.env.KAJ_SHOW_STATEMENTS) console.warn(`placing: ${placed.length} statements, removing: ${removed.length}`);
    expect(placed.length).toBeLessThanOrEqual(36);
    expect(removed.length).toBeLessThanOrEqual(37);
  });
});
