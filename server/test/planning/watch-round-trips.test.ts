import { afterEach, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { TestApp } from '../support/test-app.ts';
import { addPlanned, crewMember, plansOf, seen, useWatchWorld, type WatchWorld } from './watch-support.ts';

// Issue 21: the round trips of one watch write, counted on the PostgreSQL driver (PGlite runs in the process: no round trips).

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

const statements: string[] = [];
const original = pg.Client.prototype.query;
afterEach(() => {
  pg.Client.prototype.query = original;
});
/** The statements `work` sends to PostgreSQL. */
async function counted(work: () => Promise<unknown>): Promise<string[]> {
  statements.length = 0;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === 'string' ? first : first.text);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  if (process.env.KAJ_SHOW_STATEMENTS) console.warn(statements.map((text, i) => `${i + 1}: ${text.replace(/\s+/g, ' ').slice(0, 160)}`).join('\n'));
  return [...statements];
}

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
  it('places and removes one watch, with the answer row, in at most 37 and 38 statements (52 and 49 before issue 21)', async () => {
    const { employmentId } = await crewMember(world);
    await addPlanned(world, employmentId, 'D1', '2026-11-02');
    const placed = await counted(() => addPlanned(world, employmentId, 'D1', '2026-11-03'));
    const [, plan] = await plansOf(test.db, employmentId);
    const removed = await counted(() =>
      world.planner.post('Plan/RemovePlannedWatch', undefined, { plannedwatchid: plan!.id, changeDate: seen(plan!), start: '2026-11-01', end: '2026-11-30' }),
    );
    if (process.env.KAJ_SHOW_STATEMENTS) console.warn(`placing: ${placed.length} statements, removing: ${removed.length}`);
    expect(placed.length).toBeLessThanOrEqual(37);
    expect(removed.length).toBeLessThanOrEqual(38);
  });
});
