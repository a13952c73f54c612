import type { ExportAccountDto } from '@kaj/contract';
import type { exportAccounts } from '../../db/schema/index.ts';
import { fromDecimal } from '../shared/decimal.ts';

export type ExportAccountRow = typeof exportAccounts.$inferSelect;

export function toExportAccountDto(row: ExportAccountRow): ExportAccountDto {
  return {
    exportAccountId: row.id,
    name: row.name,
    account: row.account,
    payAccountId: row.payAccountId,
    payAccountClosingActivityTypeId: row.payAccountClosingActivityTypeId,
    exportFactor: fromDecimal(row.exportFactor),
    inDays: row.inDays,
    countCalendarDays: row.countCalendarDays,
    propertyTypeId: row.propertyTypeId,
    vacationPropertyId: row.vacationPropertyId,
    isDis: row.isDis,
    mileage: row.mileage,
    periodIndication: row.periodIndication,
    year: row.year,
  };
}
