import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';

/** A sailing plan: a line per month with a text per day, followed by the departments attached to it. */
export const timeTables = pgTable('time_tables', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
});

export const timeTableLines = pgTable(
  'time_table_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    timeTableId: integer('time_table_id')
      .notNull()
      .references(() => timeTables.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
    month: integer('month').notNull(),
    year: integer('year').notNull(),
    text: text('text').notNull().default(''),
  },
  (t) => [index('time_table_lines_table_idx').on(t.timeTableId, t.year, t.month)],
);

export const timeTableEntries = pgTable(
  'time_table_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    timeTableLineId: integer('time_table_line_id')
      .notNull()
      .references(() => timeTableLines.id, { onDelete: 'cascade' }),
    day: integer('day').notNull(),
    text: text('text').notNull(),
  },
  (t) => [uniqueIndex('time_table_entries_day_key').on(t.timeTableLineId, t.day)],
);

/** A department follows at most one timetable; its sub-departments follow it too unless they have their own. */
export const departmentTimeTables = pgTable(
  'department_time_tables',
  {
    propertyId: integer('property_id')
      .primaryKey()
      .references(() => properties.id),
    timeTableId: integer('time_table_id')
      .notNull()
      .references(() => timeTables.id, { onDelete: 'cascade' }),
  },
  (t) => [index('department_time_tables_table_idx').on(t.timeTableId)],
);
