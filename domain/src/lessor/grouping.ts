import type { IsoDate } from '@kaj/calendar';
import type { Decimal } from '../payrules/decimal.ts';

// The grouped views (DOMAIN.md section 9): lines summed per employee, wage type (or absence code) and
// department over the dates they cover.

interface Dated {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** Sums `add` over lines of one key, keeping the first line's other fields and widening the dates. */
export function groupLines<T extends Dated>(lines: readonly T[], keyOf: (line: T) => string, add: (sum: T, line: T) => T): T[] {
  const groups = new Map<string, T>();
  for (const line of lines) {
    const key = keyOf(line);
    const sum = groups.get(key);
    if (!sum) {
      groups.set(key, { ...line });
      continue;
    }
    const added = add(sum, line);
    groups.set(key, {
      ...added,
      startDate: line.startDate < sum.startDate ? line.startDate : sum.startDate,
      endDate: line.endDate > sum.endDate ? line.endDate : sum.endDate,
    });
  }
  return [...groups.values()];
}

export interface GroupablePay extends Dated {
  employeeCode: string;
  account: string;
  departmentCode: string | null;
  units: Decimal;
  rate: Decimal | null;
}

/** Pay lines per employee, wage type, department and rate (a rate change in the month keeps two lines). */
export const groupPayLines = <T extends GroupablePay>(lines: readonly T[]) =>
  groupLines(
    lines,
    (line) => JSON.stringify([line.employeeCode, line.account, line.departmentCode, line.rate?.toString() ?? null]),
    (sum, line) => ({ ...sum, units: sum.units + line.units }),
  );

export interface GroupableAbsence extends Dated {
  employeeCode: string;
  absenceCode: string;
  departmentCode: string | null;
  hours: Decimal;
  days: Decimal;
}

export const groupAbsenceLines = <T extends GroupableAbsence>(lines: readonly T[]) =>
  groupLines(
    lines,
    (line) => JSON.stringify([line.employeeCode, line.absenceCode, line.departmentCode]),
    (sum, line) => ({ ...sum, hours: sum.hours + line.hours, days: sum.days + line.days }),
  );
