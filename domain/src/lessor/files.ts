import type { Period } from '@kaj/calendar';
import { lessor4AbsenceRecord, lessor4PayRecord, LESSOR4_FILE_NAME, writeLessor4 } from './lessor4.ts';
import { writeLessor5Absence, writeLessor5Pay } from './lessor5.ts';
import type { LessorAbsenceLine, LessorLayout, LessorPayLine } from './lines.ts';
import { encodeWindows1252 } from './windows-1252.ts';

// The files an export package downloads, in its layout, encoded in Windows-1252 with CRLF line ends.
// Lessor 4 imports one file, so its pay file LESSOR4.LON carries the absence lines too; its absence file
// holds the absence lines alone, for checking.

export interface LessorFile {
  fileName: string;
  contentType: string;
  data: Uint8Array;
}

const CONTENT_TYPES: Record<LessorLayout, string> = {
  lessor5: 'text/csv; charset=windows-1252',
  lessor4: 'text/plain; charset=windows-1252',
};

const month = (period: Period) => period.slice(0, 7).replace('-', '');

const fileOf = (layout: LessorLayout, fileName: string, text: string): LessorFile => ({ fileName, contentType: CONTENT_TYPES[layout], data: encodeWindows1252(text) });

export function lessorPayFile(layout: LessorLayout, period: Period, pay: readonly LessorPayLine[], absence: readonly LessorAbsenceLine[]): LessorFile {
  if (layout === 'lessor5') return fileOf(layout, `LESSOR5_LOEN_${month(period)}.csv`, writeLessor5Pay(pay));
  return fileOf(layout, LESSOR4_FILE_NAME, writeLessor4([...pay.map(lessor4PayRecord), ...absence.map(lessor4AbsenceRecord)]));
}

export function lessorAbsenceFile(layout: LessorLayout, period: Period, absence: readonly LessorAbsenceLine[]): LessorFile {
  if (layout === 'lessor5') return fileOf(layout, `LESSOR5_FRAVAER_${month(period)}.csv`, writeLessor5Absence(absence));
  return fileOf(layout, 'LESSOR4_FRAVAER.LON', writeLessor4(absence.map(lessor4AbsenceRecord)));
}
