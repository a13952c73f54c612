import type { IsoDate } from '@kaj/calendar';
import type { Decimal } from '../payrules/decimal.ts';

// The lines of a Lessor export as the files carry them (DOMAIN.md sections 9 and 13). Values are exact
// decimals (millionths); the files write them with two decimals.

/** Units of a wage type for an employee and department; `rate` in kroner where an export price applies. */
export interface LessorPayLine {
  employeeCode: string;
  account: string;
  departmentCode: string | null;
  /** The wage type's name (Lessor 4 betegnelse). */
  text: string;
  units: Decimal;
  rate: Decimal | null;
}

/** An absence period: consecutive days of one absence property merged. */
export interface LessorAbsenceLine {
  employeeCode: string;
  departmentCode: string | null;
  absenceCode: string;
  startDate: IsoDate;
  endDate: IsoDate;
  hours: Decimal;
  days: Decimal;
}

export type LessorLayout = 'lessor5' | 'lessor4';

export const CRLF = '\r\n';
