import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { periodEnd, periodOf } from '@kaj/domain';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/raw.ts';
import { todayInCopenhagen } from '../../src/clock.ts';
import { manningNeed } from '../../src/areas/manning/index.ts';
import { openDemoDatabase } from '../support/demo-database.ts';

// The demo's safe-manning documents make the need line meaningful: Havørnen's plan meets them most days, and the
// days someone is sick or on a course show up short.

let database: Database;
beforeAll(async () => {
  database = await openDemoDatabase();
}, 120_000);
afterAll(() => database.close());

describe('the demo’s manning', () => {
  it('gives each ship department a document, met on most of Havørnen’s days this month', async () => {
    const [ship] = await queryRows<{ id: number }>(database.db, sql`select id from properties where name = 'M/F Havørnen'`);
    const period = periodOf(todayInCopenhagen());
    const viewer = { user: { id: 0 } as never, reach: 'all' as const, ownEmployeeId: null };
    const need = await manningNeed(database.db, viewer, Number(ship!.id), { start: period, end: periodEnd(period) }, false);
    expect(need.map((line) => `${line.departmentName}/${line.positionGroupName}`)).toEqual(['Cafeteria/Restauration', 'Dæk/Dæksmandskab', 'Dæk/Dæksofficerer', 'Maskine/Maskinmandskab', 'Maskine/Maskinofficerer']);
    const days = need.flatMap((line) => line.days);
    const short = days.filter((day) => day.required !== null && day.planned < day.required);
    expect(short.length).toBeGreaterThan(0);
    expect(short.length).toBeLessThan(days.length / 4);
  });
});
