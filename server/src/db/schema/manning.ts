import { check, date, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { watchTemplates } from './templates.ts';

/**
 * A ship's safe-manning document (bemandingskrav, issue 20): per department, version and position group the
 * minimum number of people on a day, on a watch code or on any watch (`watch_template_id` null). The lines of a
 * department with the same `valid_from` are one version; it holds until the department's next version.
 */
export const manningRequirements = pgTable(
  'manning_requirements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    departmentPropertyId: integer('department_property_id')
      .notNull()
      .references(() => properties.id),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    positionGroupPropertyId: integer('position_group_property_id')
      .notNull()
      .references(() => properties.id),
    watchTemplateId: integer('watch_template_id').references(() => watchTemplates.id),
    minimum: integer('minimum').notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    unique('manning_requirements_line_key').on(t.departmentPropertyId, t.validFrom, t.positionGroupPropertyId, t.watchTemplateId).nullsNotDistinct(),
    index('manning_requirements_department_idx').on(t.departmentPropertyId, t.validFrom),
    check('manning_requirements_minimum_check', sql`${t.minimum} between 1 and 99`),
  ],
);
