import { z } from 'zod';
import { id, isoDate } from './common.ts';
import { list, wholeNumber } from './values.ts';

// The ship's safe-manning document (bemandingskrav, issue 20): per department, from a date, the minimum number of
// people of a position group on a day or on a watch code; and the days planned against it.

/** The most lines in one version of a department's document. */
export const MAX_MANNING_LINES = 100;
/** The most people one line can require. */
export const MAX_MANNING_MINIMUM = 99;

export const manningLineInput = z.object({
  positionGroupId: id,
  /** Null: any watch that day. */
  watchTemplateId: id.nullable(),
  minimum: wholeNumber(1, MAX_MANNING_MINIMUM, `Antallet skal være et helt tal fra 1 til ${MAX_MANNING_MINIMUM}`),
});

export const manningLineDto = manningLineInput.extend({
  positionGroupName: z.string(),
  /** The watch code's code, null for any watch. */
  code: z.string().nullable(),
});
export type ManningLineDto = z.infer<typeof manningLineDto>;

/** One version of a department's document: its lines hold from `validFrom` until the department's next version. */
export const manningDocumentDto = z.object({
  departmentId: id,
  departmentName: z.string(),
  validFrom: isoDate,
  lines: z.array(manningLineDto),
  changedBy: z.string().nullable(),
});
export type ManningDocumentDto = z.infer<typeof manningDocumentDto>;

const lineKey = (line: z.infer<typeof manningLineInput>) => `${line.positionGroupId}/${line.watchTemplateId ?? ''}`;

export const saveManningDocumentRequest = z.object({
  departmentId: id,
  validFrom: isoDate,
  /** The version changed, when its date moves or it is edited; null for a new version. */
  previousValidFrom: isoDate.nullish(),
  lines: list(manningLineInput, MAX_MANNING_LINES, `Et bemandingskrav kan højst have ${MAX_MANNING_LINES} linjer`)
    .min(1, 'Tilføj mindst én linje')
    .refine((lines) => new Set(lines.map(lineKey)).size === lines.length, 'Samme stillingsgruppe og vagtkode står to gange'),
});
export type SaveManningDocumentRequest = z.infer<typeof saveManningDocumentRequest>;

/** One requirement line of the grid's department (or one below it) over the grid's days. */
export const manningNeedLineDto = z.object({
  departmentId: id,
  departmentName: z.string(),
  positionGroupId: id,
  positionGroupName: z.string(),
  watchTemplateId: id.nullable(),
  code: z.string().nullable(),
  /** A day per date of the range; `required` null where no version in force holds the line. */
  days: z.array(z.object({ date: isoDate, required: z.number().int().nullable(), planned: z.number().int() })),
});
export type ManningNeedLineDto = z.infer<typeof manningNeedLineDto>;

/** A day and line that is short of people (the monthly report). */
export const manningShortfallDto = z.object({
  date: isoDate,
  departmentId: id,
  departmentName: z.string(),
  positionGroupName: z.string(),
  code: z.string().nullable(),
  required: z.number().int(),
  planned: z.number().int(),
  /** In Danish: "Mangler 1 Dæksofficerer (D1)". */
  text: z.string(),
});
export type ManningShortfallDto = z.infer<typeof manningShortfallDto>;

/** "Mangler 1 Dæksofficerer (D1)": what a line lacks, the code in brackets when the line names one. */
export function missingText(missing: number, positionGroupName: string, code: string | null): string {
  return `Mangler ${missing} ${positionGroupName}${code ? ` (${code})` : ''}`;
}
