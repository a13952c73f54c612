import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A collective agreement; agreements form a tree and inherit their parent's rules. */
export const agreements = pgTable(
  'agreements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => agreements.id),
    /** Unique: export prices and Lessor lines name the agreement by its code. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** Rest hours under the STCW exception (A-VIII/1 §9): 70 hours in 7 days, the daily 10 hours in up to three periods. */
    stcwException: boolean('stcw_exception').notNull().default(false),
    /** Hours in a full-time working day (7,40); null inherits the parent's. A full-time week is five of them. */
    hoursPerDay: numeric('hours_per_day', { precision: 4, scale: 2 }),
    /** Danish International Ship Register: the agreement (and every agreement below it) is a DIS agreement. */
    isDis: boolean('is_dis').notNull().default(false),
  },
  (t) => [uniqueIndex('agreements_code_key').on(sql`lower(${t.code})`), index('agreements_parent_idx').on(t.parentId)],
);
