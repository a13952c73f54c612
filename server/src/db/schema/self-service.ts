import { boolean, date, index, integer, numeric, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { closings } from './closings.ts';
import { employeeAddresses, employeeCars, employments } from './people.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';
import { plannedWatches, realisedWatches } from './watches.ts';

// The employee's self-service (DOMAIN.md section 12): absence wishes, watch exchanges, time registration, mileage.

/** An employee's wish for absence; a planner grants it with EmployeeAbsencePeriod. */
export const absenceWishes = pgTable(
  'absence_wishes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    /** The absence property wished for (Ferie, Afspadsering …). */
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    comment: text('comment'),
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    status: text('status', { enum: ['outstanding', 'granted', 'rejected'] })
      .notNull()
      .default('outstanding'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('absence_wishes_employment_idx').on(t.employmentId, t.startDate)],
);

/** A planned watch offered for exchange until `expiration` (when `allowTradeShifts`). */
export const watchExchanges = pgTable(
  'watch_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    plannedWatchId: integer('planned_watch_id')
      .notNull()
      .references(() => plannedWatches.id, { onDelete: 'cascade' }),
    expiration: timestamp('expiration', { withTimezone: true, mode: 'string' }).notNull(),
    notePublic: text('note_public'),
    notePlanner: text('note_planner'),
    priority: integer('priority').notNull().default(0),
    /** Set when the planner accepted a bid: the exchange is closed. */
    acceptedBidId: integer('accepted_bid_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [index('watch_exchanges_planned_idx').on(t.plannedWatchId)],
);

/** A colleague's bid on an offered watch. */
export const watchExchangeBids = pgTable(
  'watch_exchange_bids',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    exchangeId: integer('exchange_id')
      .notNull()
      .references(() => watchExchanges.id, { onDelete: 'cascade' }),
    /** The bidder's employment the watch would move to. */
    employmentId: integer('employment_id')
      .notNull()
      .references(() => employments.id),
    bidDate: timestamp('bid_date', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    note: text('note'),
  },
  (t) => [index('watch_exchange_bids_exchange_idx').on(t.exchangeId)],
);

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
