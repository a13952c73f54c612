import { bigint, boolean, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, text, time, timestamp } from 'drizzle-orm/pg-core';
import { employees, employments } from './people.ts';
import { properties } from './properties.ts';
import { watchDetails, watchTemplates } from './templates.ts';
import { users } from './users.ts';

// Planned and realised watches (DOMAIN.md section 4), their approvals (section 5), the planners'
// row orders and the audit trail of every change.

/** A watch template placed on an employment and a date; its realised watches say what happened. */
export const plannedWatches = pgTable(
  'planned_watches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    watchTemplateId: integer('watch_template_id')
      .notNull()
      .references(() => watchTemplates.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    /** The planner who placed it. */
    planUserId: integer('plan_user_id').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('planned_watches_employment_date_idx').on(t.employmentId, t.startDate), index('planned_watches_template_idx').on(t.watchTemplateId)],
);

/**
 * What happened: one per template detail of a plan (starting equal to it), or an extra watch without a plan.
 * `startAt`/`endAt` are the real instants (DST-correct), kept beside the wall-clock times for range queries
 * and rest-hour checks. A cancelled watch is kept for history and counts for nothing.
 */
export const realisedWatches = pgTable(
  'realised_watches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    plannedWatchId: integer('planned_watch_id').references(() => plannedWatches.id, { onDelete: 'cascade' }),
    /** The template it shows the code and colour of; an extra watch may name one too. */
    watchTemplateId: integer('watch_template_id').references(() => watchTemplates.id),
    /** The template detail it was made from; null for an extra watch. */
    watchDetailId: integer('watch_detail_id').references(() => watchDetails.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'string' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'string' }).notNull(),
    /** Paid minutes. */
    totalTime: integer('total_time').notNull(),
    /** The planner typed the paid minutes: they stay when the times change; otherwise they follow the times (docs/decisions.md). */
    paidTimeManual: boolean('paid_time_manual').notNull().default(false),
    /** Its times or paid minutes were changed from the template's (a move leaves it where it is). */
    overridden: boolean('overridden').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'string' }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    /** In a locked closing: frozen. */
    closed: boolean('closed').notNull().default(false),
    comment: text('comment'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string', precision: 3 }).notNull().defaultNow(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('realised_watches_employment_date_idx').on(t.employmentId, t.startDate),
    index('realised_watches_planned_idx').on(t.plannedWatchId),
    index('realised_watches_template_idx').on(t.watchTemplateId),
  ],
);

/** A property on a realised watch (Sejlads, Syg, Overtid 2,5 …). */
export const realisedWatchProperties = pgTable(
  'realised_watch_properties',
  {
    realisedWatchId: integer('realised_watch_id')
      .notNull()
      .references(() => realisedWatches.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    value: numeric('value'),
  },
  (t) => [primaryKey({ columns: [t.realisedWatchId, t.propertyId] }), index('realised_watch_properties_property_idx').on(t.propertyId)],
);

/** Approval levels (1 Skib, 2 Rederi …). */
export const approvalLevels = pgTable('approval_levels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  level: integer('level').notNull().unique(),
});

/** An approval or rejection of realised watches of one employment. */
export const approvals = pgTable(
  'approvals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    approvalLevelId: integer('approval_level_id')
      .notNull()
      .references(() => approvalLevels.id),
    rejected: boolean('rejected').notNull().default(false),
    comment: text('comment'),
    approvedAt: timestamp('approved_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('approvals_employment_idx').on(t.employmentId)],
);

export const approvalWatches = pgTable(
  'approval_watches',
  {
    approvalId: integer('approval_id')
      .notNull()
      .references(() => approvals.id, { onDelete: 'cascade' }),
    realisedWatchId: integer('realised_watch_id')
      .notNull()
      .references(() => realisedWatches.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.approvalId, t.realisedWatchId] }), index('approval_watches_watch_idx').on(t.realisedWatchId)],
);

/**
 * The version of what the planning grid shows of each employment's watches: triggers (migration 0010) give an
 * employment a new version from the sequence on every change of its watches, their properties and approvals, and
 * employment 0 one on every change of the shared catalogue (watch codes, their details, properties), which all rows
 * show. The grid keeps the days it has built by these versions (server/src/areas/planning/rows/watch-days-cache.ts).
 */
export const gridRowVersions = pgTable('grid_row_versions', {
  employmentId: integer('employment_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

export const gridRowVersionSeq = pgSequence('grid_row_version_seq');

/** A planner's order of the employees of a department in the grid. */
export const employeeSortOrders = pgTable(
  'employee_sort_orders',
  {
    planUserId: integer('plan_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentPropertyId: integer('department_property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.planUserId, t.departmentPropertyId, t.employeeId] })],
);

/**
 * The audit trail (DOMAIN.md section 4): every change of a watch, an approval, a closing or an export,
 * with who, when, and the record before and after. Kept without foreign keys so history outlives what it names.
 */
export const auditTrail = pgTable(
  'audit_trail',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    userId: integer('user_id'),
    userName: text('user_name'),
    /** plannedWatch, realisedWatch, approval, closing, export … */
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    /** Whose data it is, for reading back per employee and period. */
    employmentId: integer('employment_id'),
    /** The date the change concerns (a watch's start date, a closing's period). */
    date: date('date', { mode: 'string' }),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_trail_employment_idx').on(t.employmentId, t.date), index('audit_trail_entity_idx').on(t.entity, t.entityId)],
);
