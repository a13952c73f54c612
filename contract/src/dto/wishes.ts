import { z } from 'zod';
import { payAccountUnit } from './agreements.ts';
import { id, isoDate, isoDateTime } from './common.ts';
import { restBreachDto } from './rest.ts';
import { dateRangeCheck, hours, multiline, optionalText } from './values.ts';


// Absence wishes (issue 16): the employee asks, sees the effect first and may withdraw; the planner grants all or
// part of a wish (placing the absence through EmployeeAbsencePeriod) or rejects it with a comment.

export const WISH_STATES = ['outstanding', 'granted', 'rejected', 'withdrawn'] as const;
export const wishState = z.enum(WISH_STATES);
export type WishState = z.infer<typeof wishState>;

/** The longest wish: a year (a long leave is asked for in parts). */
export const MAX_WISH_DAYS = 366;

/** An absence an employee may wish for: an absence property the agreement allows, with an active code. */
export const wishKindDto = z.object({ propertyId: id, name: z.string(), code: z.string(), color: z.string() });
export type WishKindDto = z.infer<typeof wishKindDto>;

/** A wish with its state and the planner's decision, as the employee and the planner see it. */
export const absenceWishStateDto = z.object({
  absenceWishId: id,
  employeeId: id,
  employmentId: id,
  employeeName: z.string(),
  propertyId: id,
  propertyName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  comment: z.string().nullable(),
  requestedAt: isoDateTime,
  status: wishState,
  /** The part granted: the whole wish or a part of it. */
  grantedStart: isoDate.nullable(),
  grantedEnd: isoDate.nullable(),
  decidedAt: isoDateTime.nullable(),
  decidedBy: z.string().nullable(),
  decisionComment: z.string().nullable(),
});
export type AbsenceWishStateDto = z.infer<typeof absenceWishStateDto>;

/** AskAbsenceWish and PreviewAbsenceWish: the absence, the period and a comment to the planner. */
export const askAbsenceWishRequest = z
  .object({
    propertyId: id,
    startDate: isoDate,
    endDate: isoDate,
    comment: optionalText(500),
  })
  .superRefine(dateRangeCheck('startDate', 'endDate', MAX_WISH_DAYS));
export type AskAbsenceWishRequest = z.infer<typeof askAbsenceWishRequest>;

export const absenceWishRefRequest = z.object({ absenceWishId: id });

/** GrantAbsenceWish and its preview: the part to grant (within the wish), and a note to the employee. */
export const grantAbsenceWishRequest = z
  .object({ start: isoDate, end: isoDate, comment: optionalText(500) })
  .superRefine(dateRangeCheck('start', 'end', MAX_WISH_DAYS));

export const rejectAbsenceWishRequest = z.object({
  comment: multiline(500, 'Kommentaren kan højst være 500 tegn').min(1, 'Skriv hvorfor ønsket afvises; medarbejderen ser kommentaren.'),
});

/** A balance that the absence would change, at the end of its period. */
export const balanceEffectDto = z.object({
  payAccountId: id,
  payAccountName: z.string(),
  unit: payAccountUnit,
  balanceYear: z.string(),
  before: hours,
  after: hours,
});
export type BalanceEffectDto = z.infer<typeof balanceEffectDto>;

/** A norm period that the absence would change. */
export const normEffectDto = z.object({
  name: z.string(),
  targetBefore: hours,
  targetAfter: hours,
  activityBefore: hours,
  activityAfter: hours,
  balanceBefore: hours,
  balanceAfter: hours,
});

/** What granting an absence would do, worked out by granting it and rolling back. */
export const absencePreviewDto = z.object({
  /** Free workdays that would get the absence code. */
  placedDays: z.array(isoDate),
  /** Days whose watches would get the absence instead. */
  markedDays: z.array(isoDate),
  balances: z.array(balanceEffectDto),
  norms: z.array(normEffectDto),
  /** Over the norm's target or maximum after the grant (and not before). */
  overTarget: z.boolean(),
  overMax: z.boolean(),
  /** Rest-hour breaches the grant would add. */
  restBreaches: z.array(restBreachDto),
  /** Why it could not be granted as it stands (a locked month, no absence code …), or null. */
  refusal: z.string().nullable(),
});
export type AbsencePreviewDto = z.infer<typeof absencePreviewDto>;
