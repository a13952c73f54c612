import { date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { closings } from './closings.ts';
import { employees, exportPackages } from './people.ts';
import { users } from './users.ts';

// Lessor exports (DOMAIN.md sections 9 and 13): what was sent to payroll, kept line by line as sent.

/** One export of a package's locked closings of a period. */
export const lessorExports = pgTable(
  'lessor_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exportPackageId: integer('export_package_id')
      .notNull()
      .references(() => exportPackages.id),
    /** The month whose closings were exported (first day). */
    period: date('period', { mode: 'string' }).notNull(),
    closingDate: date('closing_date', { mode: 'string' }).notNull(),
    payDate: date('pay_date', { mode: 'string' }),
    exportTime: timestamp('export_time', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    comment: text('comment'),
    exportedBy: integer('exported_by').references(() => users.id, { onDelete: 'set null' }),
    /** The package's layout when it was made: 'lessor5' or 'lessor4'. */
    fileLayout: text('file_layout', { enum: ['lessor5', 'lessor4'] }).notNull(),
  },
  (t) => [index('lessor_exports_package_idx').on(t.exportPackageId, t.id)],
);

/** A pay line as exported: units of a wage type for an employee and department. */
export const lessorExportLines = pgTable(
  'lessor_export_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessorExportId: integer('lessor_export_id')
      .notNull()
      .references(() => lessorExports.id, { onDelete: 'cascade' }),
    closingId: integer('closing_id').references(() => closings.id),
    employeeId: integer('employee_id').references(() => employees.id),
    employeeCode: text('employee_code').notNull(),
    employeeName: text('employee_name').notNull(),
    departmentCode: text('department_code'),
    account: text('account').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 20, scale: 6 }).notNull(),
    /** Kroner per unit from the export prices, where the wage type has one. */
    rate: numeric('rate', { precision: 12, scale: 2 }),
  },
  (t) => [index('lessor_export_lines_export_idx').on(t.lessorExportId)],
);

/** An absence line as exported: consecutive days of one absence property merged. */
export const lessorExportAbsences = pgTable(
  'lessor_export_absences',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lessorExportId: integer('lessor_export_id')
      .notNull()
      .references(() => lessorExports.id, { onDelete: 'cascade' }),
    closingId: integer('closing_id').references(() => closings.id),
    employeeId: integer('employee_id').references(() => employees.id),
    employeeCode: text('employee_code').notNull(),
    employeeName: text('employee_name').notNull(),
    departmentCode: text('department_code'),
    absenceCode: text('absence_code').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    hours: numeric('hours', { precision: 20, scale: 6 }).notNull(),
    days: numeric('days', { precision: 20, scale: 6 }).notNull(),
  },
  (t) => [index('lessor_export_absences_export_idx').on(t.lessorExportId)],
);
