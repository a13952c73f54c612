import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { propertyRefDto } from './organisation.ts';
import { line, list, optionalText, requiredName, sortOrder, weeklyHours } from './values.ts';

// Employees and employments as the administration keeps them (DOMAIN.md section 3).
// The planning grid's `employeeDto`/`employmentDto` of the specification are in planning.ts.

const optionalEmail = z
  .string()
  .trim()
  .max(255, 'Email kan højst være 255 karakterer lang')
  .email('Email skal være en valid email adress')
  .or(z.literal(''))
  .nullish();

export const employeeRecordDto = z.object({
  employeeId: id,
  /** The employee number (lønnummer) Lessor knows; null until one is given. */
  code: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  initials: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  /** Printed on the rest card (DOMAIN.md section 10). */
  birthDate: isoDate.nullable(),
  /** The user linked to the employee, if any. */
  userId: id.nullable(),
  exportPackageId: id.nullable(),
  /** On a master: its draft, if one exists. */
  draftId: id.nullable(),
  /** On a draft: the master it was copied from. */
  masterId: id.nullable(),
});
export type EmployeeRecordDto = z.infer<typeof employeeRecordDto>;

/** An employment as the employee list shows it, with the names it needs. */
export const employmentSummaryDto = z.object({
  employmentId: id,
  startDate: isoDate,
  endDate: isoDate.nullable(),
  isSecondary: z.boolean(),
  description: z.string().nullable(),
  agreementName: z.string(),
  departmentId: id.nullable(),
  departmentName: z.string().nullable(),
  positionName: z.string().nullable(),
});
export type EmploymentSummaryDto = z.infer<typeof employmentSummaryDto>;

/**
 * An employee in a list (GetEmployees, GetEmployeeByName, GetEmployeeByCode): the record with the employments
 * to show: those running today (the primary first); else the next to start; else the one that ended last.
 */
export const employeeListRecordDto = employeeRecordDto.extend({ currentEmployments: z.array(employmentSummaryDto) });
export type EmployeeListRecordDto = z.infer<typeof employeeListRecordDto>;

export const employmentRecordDto = z.object({
  employmentId: id,
  employeeId: id,
  agreementId: id,
  agreementName: z.string(),
  startDate: isoDate,
  endDate: isoDate.nullable(),
  description: z.string().nullable(),
  calculationOrder: z.number().int(),
  isSecondary: z.boolean(),
  defaultHidden: z.boolean(),
  /** Part time: contracted hours a week; null is full time (the agreement's hours per day × 5). */
  weeklyHours: z.number().nullable(),
  draftId: id.nullable(),
  masterId: id.nullable(),
  /** Department, position and the other properties of the employment. */
  properties: z.array(propertyRefDto),
});
export type EmploymentRecordDto = z.infer<typeof employmentRecordDto>;

export const nextOfKinDto = z.object({
  nextOfKinId: id,
  employeeId: id,
  name: z.string(),
  relation: z.string().nullable(),
  telephone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
});


/** A named piece of extra information on an employee (InfoName/InfoValue), e.g. "Skostørrelse". */
export const namedInfoDto = z.object({
  employeeId: id,
  infoName: z.string(),
  /** Null when the employee has no value for the name. */
  infoValue: z.string().nullable(),
});

/** One employee with the employments, next of kin and named information, as the employee form shows it. */
export const employeeDetailDto = employeeRecordDto.extend({
  employments: z.array(employmentRecordDto),
  nextOfKin: z.array(nextOfKinDto),
  /** Every value the employee has, by name. */
  namedInfo: z.array(namedInfoDto),
});
export type EmployeeDetailDto = z.infer<typeof employeeDetailDto>;

export const saveEmployeeRequest = z.object({
  employeeId: id.nullish(),
  code: line(12, 'Lønnummeret kan højst være 12 tegn').nullish(),
  firstName: requiredName(100, 'Fornavn skal udfyldes'),
  lastName: requiredName(100, 'Efternavn skal udfyldes'),
  initials: optionalText(10),
  telephone: optionalText(30),
  email: optionalEmail,
  birthDate: isoDate.nullish(),
  userId: id.nullish(),
  exportPackageId: id.nullish(),
});

export const saveEmploymentRequest = z
  .object({
    employmentId: id.nullish(),
    employeeId: id,
    agreementId: id,
    startDate: isoDate,
    endDate: isoDate.nullish(),
    description: optionalText(200),
    calculationOrder: sortOrder.default(0),
    isSecondary: z.boolean().default(false),
    defaultHidden: z.boolean().default(false),
    /** Part time: hours a week; left out or null is full time. */
    weeklyHours: weeklyHours.nullish(),
    propertyIds: list(id, 100).default([]),
  })
  .refine((e) => e.endDate == null || e.endDate >= e.startDate, {
    message: 'Slutdatoen skal ligge efter startdatoen',
    path: ['endDate'],
  });

export const saveNextOfKinRequest = z.object({
  nextOfKinId: id.nullish(),
  employeeId: id,
  name: requiredName(100),
  relation: optionalText(100),
  telephone: optionalText(30),
  email: optionalEmail,
  address: optionalText(300),
});


/** An employment that ends in the asked month. */
export const stoppingEmploymentDto = z.object({
  employeeId: id,
  employmentId: id,
  code: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  description: z.string().nullable(),
  endDate: isoDate,
});

// Integration: employees pushed from an HR system, matched on the employee number.

/** An employment as the HR system knows it, matched on its start date; agreement and properties by their codes. */
export const employmentSyncDto = z
  .object({
    startDate: isoDate,
    endDate: isoDate.nullish(),
    agreementCode: line(20).min(1, 'Overenskomst skal udfyldes'),
    departmentCode: line(50).min(1, 'Afdeling skal udfyldes'),
    positionCode: line(50).min(1).nullish(),
    description: optionalText(200),
    isSecondary: z.boolean().default(false),
  })
  .refine((e) => e.endDate == null || e.endDate >= e.startDate, {
    message: 'Slutdatoen skal ligge efter startdatoen',
    path: ['endDate'],
  });

/** A field left out is kept as it is; null clears it. `employments` left out leaves the employments alone. */
export const employeeSyncDto = z.object({
  code: line(12, 'Lønnummeret kan højst være 12 tegn').min(1, 'Lønnummer skal udfyldes'),
  firstName: requiredName(100, 'Fornavn skal udfyldes'),
  lastName: requiredName(100, 'Efternavn skal udfyldes'),
  initials: optionalText(10),
  telephone: optionalText(30),
  email: optionalEmail,
  birthDate: isoDate.nullish(),
  employments: list(employmentSyncDto, 100).optional(),
});
export type EmployeeSyncDto = z.input<typeof employeeSyncDto>;

/**
 * The rows are checked one by one on the server (with `employeeSyncDto`), so that a bad row is reported
 * by its employee number while the others are taken, instead of the whole batch being refused.
 */
export const syncEmployeesRequest = z
  .array(z.custom<EmployeeSyncDto>((row) => typeof row === 'object' && row !== null && !Array.isArray(row), 'Hver linje skal være et objekt'))
  .max(10000, 'Højst 10.000 medarbejdere ad gangen');

export const syncEmployeesResult = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Lines that could not be taken, each with the employee number (or #line number) and the reason in Danish. */
  errors: z.array(z.object({ code: z.string(), message: z.string() })),
});
