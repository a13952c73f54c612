import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { roles, users } from './users.ts';

/** A classification tree: Afdeling/Skib, Stilling, Jobgruppe, Fravær, Tillæg … (DOMAIN.md section 2). */
export const propertyTypes = pgTable('property_types', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  /** Stable key the code refers to (department, position, jobGroup, absence, …). */
  key: text('key').unique(),
  selectTypeId: integer('select_type_id').notNull().default(1),
  canHaveValue: boolean('can_have_value').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
});

export const properties = pgTable(
  'properties',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    propertyTypeId: integer('property_type_id').notNull().references(() => propertyTypes.id),
    parentId: integer('parent_id').references((): AnyPgColumn => properties.id),
    name: text('name').notNull(),
    code: text('code'),
    icon: text('icon'),
    selectable: boolean('selectable').notNull().default(true),
    disabled: boolean('disabled').notNull().default(false),
    /** A catering department (cafeteria, restaurant): counted by the catering watch report. Departments only. */
    isCatering: boolean('is_catering').notNull().default(false),
  },
  (t) => [
    index('properties_type_idx').on(t.propertyTypeId),
    index('properties_parent_idx').on(t.parentId),
    // Codes identify properties to Lessor and the HR integration, so they are unique within a type.
    uniqueIndex('properties_type_code_key').on(t.propertyTypeId, sql`lower(${t.code})`).where(sql`${t.code} is not null`),
  ],
);

/** The departments (or other properties) a user reaches in a role: a planner's or approver's reach. */
export const userProperties = pgTable(
  'user_properties',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id').notNull().references(() => roles.id),
    propertyId: integer('property_id').notNull().references(() => properties.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId, t.propertyId] }), index('user_properties_property_idx').on(t.propertyId)],
);
