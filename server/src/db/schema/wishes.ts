import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { WISH_STATES } from '@kaj/contract';
import { employments } from './people.ts';
import { properties } from './properties.ts';
import { users } from './users.ts';

/**
 * An employee's wish for absence (issue 16): outstanding until the planner grants all or part of it (the absence
 * is placed through EmployeeAbsencePeriod) or rejects it with a comment, or the employee withdraws it.
 */
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
    status: text('status', { enum: WISH_STATES })
      .notNull()
      .default('outstanding'),
    /** The part granted (the whole wish or a part of it). */
    grantedStart: date('granted_start', { mode: 'string' }),
    grantedEnd: date('granted_end', { mode: 'string' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'string' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** The planner's comment: why it was rejected, or a note to a grant. */
    decisionComment: text('decision_comment'),
  },
  (t) => [index('absence_wishes_employment_idx').on(t.employmentId, t.startDate), index('absence_wishes_status_idx').on(t.status, t.startDate)],
);
