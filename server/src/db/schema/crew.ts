import { date, index, integer, pgTable, text, time, timestamp } from 'drizzle-orm/pg-core';
import { employees } from './people.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { realisedWatches } from './watches.ts';

// Crew lists (DOMAIN.md section 11): the crew on board a ship at a date and time.

/** A ship's crew list at a date and time. */
export const crewLists = pgTable(
  'crew_lists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The ship: a department property with departments below it. */
    shipPropertyId: integer('ship_property_id')
      .notNull()
      .references(() => properties.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as text so the list still says who made it after the user is gone. */
    createdBy: text('created_by').notNull(),
  },
  (t) => [index('crew_lists_ship_date_idx').on(t.shipPropertyId, t.date)],
);

/** A member of a crew list: an employee, or an external member by name. */
export const crewMembers = pgTable(
  'crew_members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    crewListId: integer('crew_list_id')
      .notNull()
      .references(() => crewLists.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id').references(() => employees.id),
    /** An external member's name; null for an employee (whose name is read from the employee). */
    name: text('name'),
    positionPropertyId: integer('position_property_id').references(() => properties.id),
    budgetPropertyId: integer('budget_property_id').references(() => properties.id),
    /** The realised watch that put the member on board; null for members added by hand. */
    realisedWatchId: integer('realised_watch_id').references(() => realisedWatches.id, { onDelete: 'set null' }),
    changeAddRemove: text('change_add_remove', { enum: ['add', 'remove'] }),
    changeTime: timestamp('change_time', { withTimezone: true, mode: 'string' }),
    changeValidUntil: date('change_valid_until', { mode: 'string' }),
  },
  (t) => [index('crew_members_list_idx').on(t.crewListId), index('crew_members_employee_idx').on(t.employeeId)],
);
