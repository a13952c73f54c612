import { sql } from 'drizzle-orm';
import { spanOf, spanMinutes } from '@kaj/domain';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/raw.ts';
import { employees, employmentProperties, employments, realisedWatchProperties, realisedWatches } from '../../src/db/schema/index.ts';

// Building blocks for the pay-engine tests on the seeded demo company: a fresh employment under a demo
// agreement, realised watches written straight into the tables, and the activities read back readable.

export async function propertyId(db: Db, typeKey: string, name: string): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select p.id from properties p join property_types t on t.id = p.property_type_id where t.key = ${typeKey} and p.name = ${name}`,
  );
  if (!row) throw new Error(`No property ${typeKey}/${name}`);
  return Number(row.id);
}

export async function newEmployment(db: Db, agreementCode: string, startDate: string, properties: readonly number[] = []): Promise<{ employeeId: number; employmentId: number }> {
  const [agreement] = await queryRows<{ id: number }>(db, sql`select id from agreements where code = ${agreementCode}`);
  const [employee] = await db.insert(employees).values({ firstName: 'Test', lastName: `Lønberegning ${Date.now()}` }).returning({ id: employees.id });
  const [employment] = await db
    .insert(employments)
    .values({ employeeId: employee!.id, agreementId: Number(agreement!.id), startDate })
    .returning({ id: employments.id });
  if (properties.length > 0) await db.insert(employmentProperties).values(properties.map((id) => ({ employmentId: employment!.id, propertyId: id })));
  return { employeeId: employee!.id, employmentId: employment!.id };
}

/** A realised watch as the planner leaves it: times in Copenhagen, paid minutes the span unless given. */
export async function addWatch(
  db: Db,
  employmentId: number,
  date: string,
  startTime: string,
  endTime: string,
  properties: readonly (number | [number, number])[] = [],
  options: { paidMinutes?: number; closed?: boolean } = {},
): Promise<number> {
  const span = spanOf(date, startTime, endTime);
  const [row] = await db
    .insert(realisedWatches)
    .values({
      employmentId,
      startDate: date,
      startTime,
      endTime,
      startAt: new Date(span.start).toISOString(),
      endAt: new Date(span.end).toISOString(),
      totalTime: options.paidMinutes ?? spanMinutes(span),
      closed: options.closed ?? false,
    })
    .returning({ id: realisedWatches.id });
  if (properties.length > 0) {
    await db.insert(realisedWatchProperties).values(
      properties.map((property) => (Array.isArray(property) ? { realisedWatchId: row!.id, propertyId: property[0], value: String(property[1]) } : { realisedWatchId: row!.id, propertyId: property })),
    );
  }
  return row!.id;
}

/** The activities of an employment dated start–end as `date rule value [watch]`, in date, calcOrder and watch order. */
export async function postings(db: Db, employmentId: number, start: string, end: string, watchNames: ReadonlyMap<number, string> = new Map()): Promise<string[]> {
  const rows = await queryRows<{ date: string; rule: string; value: string; watch_id: number | null }>(
    db,
    sql`select a.date::text, r.name as rule, trim(trailing '.' from trim(trailing '0' from a.value::text)) as value, a.realised_watch_id as watch_id
        from pay_account_activities a join pay_account_rules r on r.id = a.pay_account_rule_id
        where a.employment_id = ${employmentId} and a.date between ${start}::date and ${end}::date
        order by a.date, r.calc_order, r.id, a.realised_watch_id`,
  );
  return rows.map((row) => {
    const watch = row.watch_id === null ? '' : ` [${watchNames.get(Number(row.watch_id)) ?? row.watch_id}]`;
    return `${row.date} ${row.rule} ${row.value}${watch}`;
  });
}
