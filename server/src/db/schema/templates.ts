import { sql } from 'drizzle-orm';
import { boolean, index, integer, numeric, pgTable, text, time, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { properties } from './properties.ts';
import { users } from './users.ts';

/** A watch code (D1, N2, FE …) with its colour; planned watches are made from it. */
export const watchTemplates = pgTable(
  'watch_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: text('code').notNull(),
    color: text('color').notNull(),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    sortGroup: integer('sort_group').notNull().default(0),
    /** The code offered instead once this one is deactivated. */
    replacementWatchTemplateId: integer('replacement_watch_template_id').references((): AnyPgColumn => watchTemplates.id, { onDelete: 'set null' }),
    /** The planner whose palette holds it; null for a shared template. */
    planUserId: integer('plan_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Whoever has a watch of it that day is aboard (the crew list, issue 17): sea watches and tours, not absence. */
    onBoard: boolean('on_board').notNull().default(false),
  },
  (t) => [
    index('watch_templates_code_idx').on(t.code),
    index('watch_templates_plan_user_idx').on(t.planUserId),
    // DOMAIN.md section 4: a code is unique among active templates (compared without regard to case).
    uniqueIndex('watch_templates_active_code_key').on(sql`lower(${t.code})`).where(sql`${t.active}`),
  ],
);

/** The details of a template on a following day (a multi-day tour); the template's own details are day 0. */
export const watchSubTemplates = pgTable(
  'watch_sub_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    watchTemplateId: integer('watch_template_id')
      .notNull()
      .references(() => watchTemplates.id, { onDelete: 'cascade' }),
    /** Days after the planned date, 1 or more. */
    dayOffset: integer('day_offset').notNull(),
  },
  (t) => [uniqueIndex('watch_sub_templates_offset_key').on(t.watchTemplateId, t.dayOffset)],
);

/** One watch of a template: wall-clock start and end (an end at or before the start ends the next day). */
export const watchDetails = pgTable(
  'watch_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    watchTemplateId: integer('watch_template_id').references(() => watchTemplates.id, { onDelete: 'cascade' }),
    /** Set when the detail belongs to a sub-template (a later day of a tour). */
    watchSubTemplateId: integer('watch_sub_template_id').references(() => watchSubTemplates.id, { onDelete: 'cascade' }),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** Paid minutes; defaults to the span. */
    totalTime: integer('total_time').notNull(),
    /** A detail that overrides a template's detail for one realised watch. */
    overridesId: integer('overrides_id'),
  },
  (t) => [index('watch_details_template_idx').on(t.watchTemplateId)],
);

export const watchDetailProperties = pgTable(
  'watch_detail_properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    watchDetailId: integer('watch_detail_id')
      .notNull()
      .references(() => watchDetails.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    value: numeric('value'),
  },
  (t) => [index('watch_detail_properties_detail_idx').on(t.watchDetailId), index('watch_detail_properties_property_idx').on(t.propertyId)],
);
