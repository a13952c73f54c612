import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { agreements } from './agreements.ts';
import { properties } from './properties.ts';

export const exportPackages = pgTable(
  'export_packages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** Lessor file layout of the package: 'lessor5' (CSV, default) or 'lessor4' (fixed width). */
    fileLayout: text('file_layout', { enum: ['lessor5', 'lessor4'] }).notNull().default('lessor5'),
  },
  (t) => [uniqueIndex('export_packages_name_key').on(sql`lower(${t.name})`)],
);

export const employees = pgTable(
  'employees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The employee number (lønnummer) Lessor knows; unique among masters. */
    code: text('code'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    initials: text('initials'),
    telephone: text('telephone'),
    email: text('email'),
    birthDate: date('birth_date', { mode: 'string' }),
    // The crew list's identity columns (IMO FAL Form 5, issue 17): personal data, read and written through their own calls.
    nationality: text('nationality'),
    birthPlace: text('birth_place'),
    identityDocumentType: text('identity_document_type', { enum: ['seamansBook', 'passport'] }),
    identityDocumentNumber: text('identity_document_number'),
    identityDocumentExpiry: date('identity_document_expiry', { mode: 'string' }),
    exportPackageId: integer('export_package_id').references(() => exportPackages.id, { onDelete: 'set null' }),
    /** Set on a draft: the master employee it was copied from. */
    masterId: integer('master_id').references((): AnyPgColumn => employees.id),
  },
  (t) => [
    index('employees_name_idx').on(t.lastName, t.firstName),
    index('employees_master_idx').on(t.masterId),
    index('employees_export_package_idx').on(t.exportPackageId),
    // A draft carries its master's code, so the code is unique among masters only.
    uniqueIndex('employees_code_key').on(t.code).where(sql`${t.masterId} is null`),
  ],
);

export const employments = pgTable(
  'employments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id').notNull().references(() => employees.id),
    agreementId: integer('agreement_id').notNull().references(() => agreements.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    description: text('description'),
    calculationOrder: integer('calculation_order').notNull().default(0),
    isSecondary: boolean('is_secondary').notNull().default(false),
    defaultHidden: boolean('default_hidden').notNull().default(false),
    /** Part time: the contracted hours a week (30,00); null is full time, the agreement's hours per day × 5. */
    weeklyHours: numeric('weekly_hours', { precision: 5, scale: 2 }),
    /** Set on a draft's employment: the master employment it was copied from. */
    masterId: integer('master_id').references((): AnyPgColumn => employments.id, { onDelete: 'set null' }),
  },
  (t) => [index('employments_employee_idx').on(t.employeeId), index('employments_master_idx').on(t.masterId)],
);

export const employmentProperties = pgTable(
  'employment_properties',
  {
    employmentId: integer('employment_id').notNull().references(() => employments.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id').notNull().references(() => properties.id),
  },
  (t) => [primaryKey({ columns: [t.employmentId, t.propertyId] }), index('employment_properties_property_idx').on(t.propertyId)],
);

export const nextOfKin = pgTable('next_of_kin', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  employeeId: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  relation: text('relation'),
  telephone: text('telephone'),
  email: text('email'),
  address: text('address'),
});

export const infoNames = pgTable('info_names', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
});

export const infoValues = pgTable(
  'info_values',
  {
    employeeId: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
    infoNameId: integer('info_name_id').notNull().references(() => infoNames.id),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.infoNameId] })],
);

export const employeeAddresses = pgTable('employee_addresses', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  employeeId: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }),
  /** None 0, Work 1, Home 2, Other 3, Unknown -1. */
  locationType: integer('location_type').notNull().default(0),
  text: text('text'),
  roadName: text('road_name'),
  houseNumber: text('house_number'),
  floor: text('floor'),
  door: text('door'),
  postalCode: text('postal_code'),
  city: text('city'),
  x: text('x'),
  y: text('y'),
  dawaId: text('dawa_id'),
});

export const employeeCars = pgTable(
  'employee_cars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employeeId: integer('employee_id').notNull().references(() => employees.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    isCompanyCar: boolean('is_company_car').notNull().default(false),
    licenseplate: text('licenseplate').notNull(),
  },
  (t) => [uniqueIndex('employee_cars_plate_key').on(t.employeeId, t.licenseplate)],
);
