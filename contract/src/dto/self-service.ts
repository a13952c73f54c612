import { z } from 'zod';
import { id, isoDate, isoDateTime } from './common.ts';
import { employmentRecordDto } from './people.ts';
import { normDto, payAccountBalanceDto } from './planning.ts';
import { kroner, line, list, multiline, optionalText } from './values.ts';

// The employee's own data: addresses, cars, mileage, time registration, exchanges, account (DOMAIN.md section 12).

/** None 0, Work 1, Home 2, Other 3, Unknown -1 (specification section 9). */
export const LOCATION_TYPES = { None: 0, Work: 1, Home: 2, Other: 3, Unknown: -1 } as const;
export const locationType = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(-1)]);

const validRange = (r: { validFrom?: string | null; validTo?: string | null }) => r.validFrom == null || r.validTo == null || r.validTo >= r.validFrom;
const rangeMessage = { message: 'Slutdatoen skal ligge efter startdatoen', path: ['validTo'] };
const filled = (value: string | null | undefined) => value != null && value.trim() !== '';
/** An address is a one-line text, or road, house number, postal code and city. */
const hasAddress = (r: { text?: string | null; roadName?: string | null; houseNumber?: string | null; postalCode?: string | null; city?: string | null }) =>
  filled(r.text) || (filled(r.roadName) && filled(r.houseNumber) && filled(r.postalCode) && filled(r.city));

export const employeeAddressDto = z.object({
  employeeAddressId: id,
  validFrom: isoDate.nullable(),
  validTo: isoDate.nullable(),
  locationType,
  /** The address as one line, as DAWA writes it. */
  text: z.string().nullable(),
  roadName: z.string().nullable(),
  houseNumber: z.string().nullable(),
  floor: z.string().nullable(),
  door: z.string().nullable(),
  postalCode: z.string().nullable(),
  city: z.string().nullable(),
  /** Coordinates from DAWA (the Danish address service). */
  x: z.number().nullable(),
  y: z.number().nullable(),
  dawaId: z.string().nullable(),
});
export type EmployeeAddressDto = z.infer<typeof employeeAddressDto>;

export const saveEmployeeAddressRequest = z
  .object({
    employeeAddressId: id.nullish(),
    validFrom: isoDate.nullish(),
    validTo: isoDate.nullish(),
    locationType,
    text: optionalText(300),
    roadName: optionalText(100),
    houseNumber: optionalText(20),
    floor: optionalText(10),
    door: optionalText(10),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{4}$/, 'Postnummeret skal være fire cifre')
      .or(z.literal(''))
      .nullish(),
    city: optionalText(100),
    x: z.number().min(-1e7).max(1e7).nullish(),
    y: z.number().min(-1e7).max(1e7).nullish(),
    dawaId: line(100).nullish(),
  })
  .refine(validRange, rangeMessage)
  .refine(hasAddress, {
    message: 'Udfyld adressen som tekst eller med vejnavn, husnummer, postnummer og by',
    path: ['text'],
  });

/** The address to remove; other fields sent along are ignored. */
export const removeEmployeeAddressRequest = z.object({ employeeAddressId: id });

export const employeeCarDto = z.object({
  employeeCarId: id,
  validFrom: isoDate.nullable(),
  validTo: isoDate.nullable(),
  /** A company car earns no allowance. */
  isCompanyCar: z.boolean(),
  licenseplate: z.string(),
});
export type EmployeeCarDto = z.infer<typeof employeeCarDto>;

export const saveEmployeeCarRequest = z
  .object({
    employeeCarId: id.nullish(),
    validFrom: isoDate.nullish(),
    validTo: isoDate.nullish(),
    isCompanyCar: z.boolean().default(false),
    licenseplate: line(10, 'Nummerpladen kan højst være 10 tegn').min(1, 'Nummerplade skal udfyldes'),
  })
  .refine(validRange, rangeMessage);

export const removeEmployeeCarRequest = z.object({ employeeCarId: id });

/** One leg of a trip: from an address (or free text) to another. */
export const mileageDetailDto = z.object({
  mileageDetailId: id,
  startDate: isoDate,
  kmStart: z.number().nonnegative().nullable(),
  kmEnd: z.number().nonnegative().nullable(),
  kmTotal: z.number().nonnegative(),
  originType: locationType,
  originAddressId: id.nullable(),
  originText: z.string().nullable(),
  destinationType: locationType,
  destinationAddressId: id.nullable(),
  destinationText: z.string().nullable(),
});

export const mileageDto = z.object({
  mileageId: id,
  employmentId: id,
  employeeCarId: id.nullable(),
  purpose: z.string(),
  details: z.array(mileageDetailDto),
  kmTotal: z.number(),
  /** The tax-free allowance at the state rates, in kroner rounded to øre; 0 for a company car. */
  amount: kroner,
  approved: z.boolean(),
  exported: z.boolean(),
  /** Rejected by an approver or planner; the employee may correct it, which sends it again. */
  rejected: z.boolean(),
  decisionComment: z.string().nullable(),
  /** Its month is locked: nothing about it changes. */
  locked: z.boolean(),
});
export type MileageDto = z.infer<typeof mileageDto>;

const mileageDetailInput = mileageDetailDto
  .omit({ mileageDetailId: true })
  .extend({
    mileageDetailId: id.nullish(),
    kmStart: z.number().nonnegative().max(10_000_000, 'Kilometertælleren kan højst vise 10.000.000').nullish(),
    kmEnd: z.number().nonnegative().max(10_000_000, 'Kilometertælleren kan højst vise 10.000.000').nullish(),
    kmTotal: z.number().positive('Antal km skal være større end 0').max(2000, 'Højst 2.000 km på en strækning'),
    originAddressId: id.nullish(),
    originText: optionalText(300),
    destinationAddressId: id.nullish(),
    destinationText: optionalText(300),
  })
  .refine((d) => d.kmStart == null || d.kmEnd == null || d.kmEnd >= d.kmStart, {
    message: 'Slut-km skal være mindst start-km',
    path: ['kmEnd'],
  });

export const saveMileageRequest = z
  .object({
    mileageId: id.nullish(),
    employmentId: id,
    employeeCarId: id.nullish(),
    purpose: line(200, 'Formålet kan højst være 200 tegn').min(1, 'Formål skal udfyldes'),
    details: list(mileageDetailInput, 20, 'Højst 20 strækninger i en kørsel').min(1, 'Kørslen skal have mindst én strækning'),
  })
  .refine((trip) => new Set(trip.details.map((detail) => detail.startDate.slice(0, 7))).size === 1, {
    message: 'Alle strækninger i en kørsel skal ligge i samme måned',
    path: ['details'],
  });

/** A trip in the approvers' queue: the trip with whose it is. */
export const tripToDecideDto = mileageDto.extend({ employeeId: id, employeeName: z.string(), employeeCode: z.string().nullable() });
export type TripToDecideDto = z.infer<typeof tripToDecideDto>;

export const tripDecisionRequest = z.object({ comment: optionalText(500) });

/** The state's rates per km from a date (DOMAIN.md section 13). */
export const mileageRateDto = z.object({
  mileageRateId: id,
  validFrom: isoDate,
  highRate: z.number(),
  lowRate: z.number(),
  thresholdKm: z.number().int(),
  /** A locked month's trip uses it: it can no longer change. */
  inUse: z.boolean(),
});
export type MileageRateDto = z.infer<typeof mileageRateDto>;

const krPerKm = z.number().min(0, 'Satsen kan ikke være negativ').max(100, 'Satsen kan højst være 100 kr. pr. km').multipleOf(0.01, 'Satsen skrives i øre');

export const saveMileageRateRequest = z
  .object({
    mileageRateId: id.nullish(),
    validFrom: isoDate,
    highRate: krPerKm,
    lowRate: krPerKm,
    thresholdKm: z.number().int().min(0).max(1_000_000),
  })
  .refine((rate) => rate.lowRate <= rate.highRate, { message: 'Den lave sats kan ikke være over den høje', path: ['lowRate'] });

export const removeMileageRequest = z.object({ mileageId: id });

/** Waiting for the planner, taken as the realised times ("Brug registreringen"), or rejected with a comment. */
export const timeRegistrationStatus = z.enum(['pending', 'used', 'rejected']);

/** The employee's own start and end times, shown beside the realised watch. */
export const timeRegistrationDto = z.object({
  realisedTimeRegistrationId: id,
  employmentId: id,
  realisedWatchId: id.nullable(),
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  comment: z.string().nullable(),
  status: timeRegistrationStatus,
  /** The planner's reason when rejected. */
  decisionComment: z.string().nullable(),
  /** The watch is approved or its month locked: the registration can no longer change. */
  locked: z.boolean(),
});
export type TimeRegistrationDto = z.infer<typeof timeRegistrationDto>;

export const saveTimeRegistrationRequest = z
  .object({
    realisedTimeRegistrationId: id.nullish(),
    employmentId: id,
    realisedWatchId: id.nullish(),
    startDateTime: isoDateTime,
    endDateTime: isoDateTime,
    comment: optionalText(500),
  })
  .refine((r) => Date.parse(r.endDateTime) > Date.parse(r.startDateTime), {
    message: 'Sluttidspunktet skal ligge efter starttidspunktet',
    path: ['endDateTime'],
  })
  .refine((r) => Date.parse(r.endDateTime) - Date.parse(r.startDateTime) <= 24 * 3_600_000, {
    message: 'En registrering kan højst vare 24 timer',
    path: ['endDateTime'],
  });

/** "Brug registreringen": the change date of the realised watch the planner saw (no lost update). */
export const useTimeRegistrationRequest = z.object({ changeDate: isoDateTime.nullish() });

export const rejectTimeRegistrationRequest = z.object({
  comment: multiline(500, 'Kommentaren kan højst være 500 tegn').min(1, 'Skriv hvorfor registreringen afvises; medarbejderen ser kommentaren.'),
});

export const removeTimeRegistrationRequest = z.object({ realisedTimeRegistrationId: id });

/** MyAccount: the signed-in employee's own overview. */
export const myAccountDto = z.object({
  employeeId: id,
  code: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
  employments: z.array(employmentRecordDto),
  balances: z.array(payAccountBalanceDto),
  norms: z.array(normDto),
});
export type MyAccountDto = z.infer<typeof myAccountDto>;
