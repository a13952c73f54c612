import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/raw.ts';
import { openDemoDatabase } from '../support/demo-database.ts';

// The demo lays Havørnen's four months of watches in one bulk placement (docs/decisions.md, "gren seedbulk"):
// it must leave what placing them one by one left — a plan per day on board, its watches, an audit row for each.

let database: Database;
beforeAll(async () => {
  database = await openDemoDatabase();
}, 120_000);
afterAll(() => database.close());

describe('the demo’s plan', () => {
  it('has one planned watch a day on board, each with realised watches of its own code and employment', async () => {
    const [row] = await queryRows<{ plans: number; days: number; bare: number }>(database.db, sql`
      select count(*)::int as plans, count(distinct (p.employment_id, p.start_date))::int as days,
        count(*) filter (where not exists (select 1 from realised_watches r where r.planned_watch_id = p.id
          and r.employment_id = p.employment_id and r.watch_template_id = p.watch_template_id))::int as bare
      from planned_watches p`);
    expect(row!.plans).toBeGreaterThan(1000);
    expect(row!.days).toBe(row!.plans);
    expect(row!.bare).toBe(0);
  });

  it('records an addition by Havørnen’s planner in the audit trail for every planned and realised watch', async () => {
    const rows = await queryRows<{ entity: string; watches: number; added: number }>(database.db, sql`
      select w.entity, w.n::int as watches, (select count(*)::int from audit_trail a
        where a.entity = w.entity and a.action = 'add' and a.user_name = 'Per Planlægger') as added
      from (select 'plannedWatch' as entity, count(*) as n from planned_watches
            union all select 'realisedWatch', count(*) from realised_watches) w order by 1`);
    expect(rows.map((r) => [r.entity, r.added])).toEqual(rows.map((r) => [r.entity, r.watches]));
  });
});
