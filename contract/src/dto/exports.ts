import { z } from 'zod';
import { id, isoDate, isoDateTime } from './common.ts';
import { employeeRecordDto } from './people.ts';
import { MAX_SELECTED, decimalNumber, hours, kroner, line, list, periodDate, requiredName, wageType } from './values.ts';

// Export packages, Lessor exports and export prices (DOMAIN.md sections 9 and 13).

/** The Lessor file layout of a package: Lessor 5 (CSV, the default) or Lessor 4 (fixed width). */
export const LESSOR_LAYOUTS = ['lessor5', 'lessor4'] as const;
export const lessorLayout = z.enum(LESSOR_LAYOUTS);

export const exportPackageDto = z.object({
  exportPackageId: id,
  name: z.string(),
  fileLayout: lessorLayout,
  employeeCount: z.number().int(),
});
export type ExportPackageDto = z.infer<typeof exportPackageDto>;

export const lessorExportDto = z.object({
  lessorExportId: id,
  exportPackageId: id,
  period: periodDate,
  closingDate: isoDate,
  payDate: isoDate.nullable(),
  exportTime: isoDateTime,
  comment: z.string().nullable(),
  exportedBy: z.string(),
  payLineCount: z.number().int(),
  absenceLineCount: z.number().int(),
  /** Only the package's latest export can be deleted. */
  canDelete: z.boolean(),
});
export type LessorExportDto = z.infer<typeof lessorExportDto>;

/** One package with its employees and its exports, newest first. */
export const exportPackageDetailDto = exportPackageDto.extend({
  employees: z.array(employeeRecordDto),
  lessorExports: z.array(lessorExportDto),
});

export const saveExportPackageRequest = z.object({
  exportPackageId: id.nullish(),
  name: requiredName(100),
  fileLayout: lessorLayout.default('lessor5'),
});

/** A pay line: units of a wage type for an employee and department (hours or days; kroner rounded to øre). */
export const lessorExportValueDto = z.object({
  employeeCode: z.string(),
  employeeName: z.string(),
  /** The employment whose closing the line comes from (the first one where a grouped line covers several). */
  employmentId: id.nullable(),
  departmentCode: z.string().nullable(),
  account: z.string(),
  /** The wage type's name from the export accounts. */
  accountName: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  value: z.number(),
  /** Rate in kroner where the wage type has one (export prices). */
  rate: kroner.nullable(),
});
export type LessorExportValueDto = z.infer<typeof lessorExportValueDto>;

/** An absence line: consecutive days of one absence property merged. */
export const lessorExportAbsenceDto = z.object({
  employeeCode: z.string(),
  employeeName: z.string(),
  /** The employment whose closing the line comes from (the first one where a grouped line covers several). */
  employmentId: id.nullable(),
  departmentCode: z.string().nullable(),
  absenceCode: z.string(),
  startDate: isoDate,
  endDate: isoDate,
  hours,
  days: z.number(),
});
export type LessorExportAbsenceDto = z.infer<typeof lessorExportAbsenceDto>;

/** What stops a Lessor export of a period (DOMAIN.md section 9), one entry per employee and reason. */
export const LESSOR_EXPORT_PROBLEMS = [
  'missingEmployeeCode',
  'missingClosing',
  'unlockedClosing',
  'unapprovedWatches',
  'wageTypeWithoutAccount',
  'tooLongForLessor4',
  'nothingToExport',
  'pendingRecalculation',
] as const;

export const lessorExportProblemDto = z.object({
  kind: z.enum(LESSOR_EXPORT_PROBLEMS),
  employeeName: z.string().nullable(),
  employmentId: id.nullable(),
  /** Danish, naming the employee and what to do. */
  message: z.string(),
});
export type LessorExportProblemDto = z.infer<typeof lessorExportProblemDto>;

export const lessorExportCheckDto = z.object({
  /** The month whose closings would be exported. */
  period: periodDate,
  /** Locked, not excluded, not yet exported closings the export would carry. */
  closingCount: z.number().int(),
  /** The pay and absence lines the export would hold, as CreateLessorExport stores them (before asking to create it). */
  payLineCount: z.number().int(),
  absenceLineCount: z.number().int(),
  problems: z.array(lessorExportProblemDto),
});
export type LessorExportCheckDto = z.infer<typeof lessorExportCheckDto>;

/** The body of the preview and mid-month calls: the employees to include; the whole package when left out. */
export const lessorExportSelectionDto = z.object({ employeeIds: list(id, MAX_SELECTED).nullish() });

/** A price per wage type, agreement and department from a date (kroner, rounded to øre). */
export const exportPriceDto = z.object({
  exportPriceId: id,
  account: z.string(),
  agreementCode: z.string().nullable(),
  departmentCode: z.string().nullable(),
  isDis: z.boolean(),
  validFrom: isoDate,
  value: kroner,
});
export type ExportPriceDto = z.infer<typeof exportPriceDto>;

export const saveExportPriceRequest = z.object({
  exportPriceId: id.nullish(),
  account: wageType,
  agreementCode: line(20).nullish(),
  departmentCode: line(20).nullish(),
  isDis: z.boolean().default(false),
  validFrom: isoDate,
  value: decimalNumber(0, 10_000_000, 2, { range: 'Prisen skal være fra 0 til 10.000.000 kr.', decimals: 'Prisen angives i hele øre' }).nonnegative('Prisen kan ikke være negativ'),
});

export const deleteExportPriceRequest = z.object({ exportPriceId: id });
