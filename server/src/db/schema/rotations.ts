import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

/**
 * A rotation (turnus, issue 20): a named cycle of days of a department, each day a watch template id or null for a
 * day off. The days are kept as one JSON list: a cycle is read and written whole, and a code removed later only
 * makes the rotation refuse to be laid (its days are checked against the active codes when it is saved and laid).
 */
export const rotations = pgTable(
  'rotations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    departmentPropertyId: integer('department_property_id')
      .notNull()
      .references(() => properties.id),
    days: jsonb('days').$type<(number | null)[]>().notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('rotations_department_idx').on(t.departmentPropertyId)],
);
