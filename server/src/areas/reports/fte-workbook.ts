import type { FteAheadLineDto } from '@kaj/contract';
import { danishDate } from '../shared/danish-dates.ts';
import type { FteLine } from './fte-lines.ts';
import { newWorkbook } from '../shared/excel.ts';

export const FTE_HEADERS = ['Afdeling', 'Afdelingsnavn', 'Budgetkonto', 'Stillingsgruppe', 'Budget FTE', 'Ansat FTE', 'Realiseret timer', 'Realiseret FTE', 'Afvigelse FTE'] as const;

export const FTE_AHEAD_HEADERS = ['Måned', 'Grundlag', 'Afdeling', 'Afdelingsnavn', 'Budgetkonto', 'Stillingsgruppe', 'Budget FTE', 'Timer', 'FTE', 'Afvigelse FTE'] as const;

const SOURCE_TEXTS: Record<FteAheadLineDto['source'], string> = { realised: 'Realiseret', planned: 'Planlagt' };

export interface FteBasis {
  period: string;
  closeDate: string;
  workdays: number;
}

/**
 * The FTE workbook: sheet "FTE" with a line per department, budget account and position group, sheet "Fremad" with the
 * twelve months from the month (realised for months that are over, planned from the current month), and sheet
 * "Grundlag" with the arithmetic.
 */
export async function writeFteWorkbook(lines: readonly FteLine[], basis: FteBasis, ahead: readonly FteAheadLineDto[]): Promise<Uint8Array> {
  const workbook = await newWorkbook();
  workbook.creator = 'Kaj';
  const sheet = workbook.addWorksheet('FTE', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = FTE_HEADERS.map((header, index) => ({ header, width: index < 4 ? 22 : 14, style: index >= 4 ? { numFmt: '0.00' } : {} }));
  sheet.getRow(1).font = { bold: true };
  for (const line of lines) {
    // The difference in hundredths, so that 4 − 3.1 is 0.9 and not 0.8999….
    const difference = line.budgetFte === null ? null : Math.round(line.realisedFte * 100 - line.budgetFte * 100) / 100;
    sheet.addRow([line.department, line.departmentName, line.budgetAccount, line.positionGroup, line.budgetFte, line.contractedFte, line.realisedHours, line.realisedFte, difference]);
  }
  const aheadSheet = workbook.addWorksheet('Fremad', { views: [{ state: 'frozen', ySplit: 1 }] });
  aheadSheet.columns = FTE_AHEAD_HEADERS.map((header, index) => ({ header, width: index < 6 ? 18 : 14, style: index >= 6 ? { numFmt: '0.00' } : {} }));
  aheadSheet.getRow(1).font = { bold: true };
  for (const line of ahead) {
    aheadSheet.addRow([line.period.slice(0, 7), SOURCE_TEXTS[line.source], line.department, line.departmentName, line.budgetAccount, line.positionGroup, line.budgetFte, line.hours, line.fte, line.difference]);
  }
  const basisSheet = workbook.addWorksheet('Grundlag');
  basisSheet.columns = [{ width: 28 }, { width: 16 }];
  basisSheet.addRows([
    ['Periode', basis.period.slice(0, 7)],
    ['Til og med', danishDate(basis.closeDate)],
    ['Arbejdsdage', basis.workdays],
    ['Realiseret FTE', 'realiserede normtimer / (overenskomstens timer pr. dag × arbejdsdage), pr. ansættelse'],
    ['Ansat FTE', 'ugetimer / (timer pr. dag × 5) × ansatte arbejdsdage / arbejdsdage; fuldtid er 1'],
    ['Fremad', 'normtimer i hele måneden / (timer pr. dag × månedens arbejdsdage); realiseret for måneder, der er forbi, ellers planlagt (realiseret til i dag og planlagt resten)'],
  ]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
