import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { closings } from './closings.ts';
import { employeeAddresses, employeeCars, employments } from './people.ts';
import { users } from './users.ts';
import { realisedWatches } from './watches.ts';

// The employee's self-service (DOMAIN.md section 12): time registration, mileage. Wishes and exchanges: wishes.ts, exchanges.ts.

/** The employee's own start and end, shown beside the realised watch to the planner. */
export const realisedTimeRegistrations = pgTable(
  'realised_time_registrations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    realisedWatchId: integer('realised_watch_id').references(() => realisedWatches.id, { onDelete: 'set null' }),
    startAt: timestamp('start_at', { withTimezone: true, mode: 'string' }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true, mode: 'string' }).notNull(),
    comment: text('comment'),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Waiting for the planner, taken as the realised times, or rejected with a comment. */
    status: text('status', { enum: ['pending', 'used', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionComment: text('decision_comment'),
  },
  (t) => [index('realised_time_registrations_employment_idx').on(t.employmentId, t.startAt), index('realised_time_registrations_watch_idx').on(t.realisedWatchId)],
);

/** A trip in the employee's car; its allowance is computed from the rates, never stored. */
export const mileages = pgTable(
  'mileages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    employeeCarId: integer('employee_car_id').references(() => employeeCars.id),
    purpose: text('purpose').notNull(),
    approved: boolean('approved').notNull().default(false),
    exported: boolean('exported').notNull().default(false),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Rejected by an approver or planner, with the comment; the employee may correct it and send it again. */
    rejected: boolean('rejected').notNull().default(false),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionComment: text('decision_comment'),
  },
  (t) => [index('mileages_employment_idx').on(t.employmentId)],
);

/** One leg of a trip. */
export const mileageDetails = pgTable(
  'mileage_details',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mileageId: integer('mileage_id')
      .notNull()
      .references(() => mileages.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    kmStart: numeric('km_start'),
    kmEnd: numeric('km_end'),
    kmTotal: numeric('km_total').notNull(),
    originType: integer('origin_type').notNull(),
    originAddressId: integer('origin_address_id').references(() => employeeAddresses.id),
    originText: text('origin_text'),
    destinationType: integer('destination_type').notNull(),
    destinationAddressId: integer('destination_address_id').references(() => employeeAddresses.id),
    destinationText: text('destination_text'),
  },
  (t) => [index('mileage_details_mileage_idx').on(t.mileageId), index('mileage_details_date_idx').on(t.startDate)],
);

/**
 * A leg's km at the high and the low rate, and those rates, as the lock of its month froze them (issue 15). Only a
 * locked closing's splits count: an unlocked month computes its legs again, and locks them anew.
 */
export const mileageLegSplits = pgTable(
  'mileage_leg_splits',
  {
    closingId: integer('closing_id')
      .notNull()
      .references(() => closings.id, { onDelete: 'cascade' }),
    mileageDetailId: integer('mileage_detail_id')
      .notNull()
      .references(() => mileageDetails.id, { onDelete: 'cascade' }),
    highKm: numeric('high_km').notNull(),
    lowKm: numeric('low_km').notNull(),
    highRate: numeric('high_rate').notNull(),
    lowRate: numeric('low_rate').notNull(),
  },
  (t) => [primaryKey({ columns: [t.closingId, t.mileageDetailId] }), index('mileage_leg_splits_detail_idx').on(t.mileageDetailId)],
);

/** The state's tax-free rates per km from a date: the high rate up to `thresholdKm` a year, the low rate above. */
export const mileageRates = pgTable('mileage_rates', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  validFrom: date('valid_from', { mode: 'string' }).notNull().unique(),
  highRate: numeric('high_rate').notNull(),
  lowRate: numeric('low_rate').notNull(),
  thresholdKm: integer('threshold_km').notNull(),
});
