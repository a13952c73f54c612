import { PAY_ACCOUNT_TYPES, type PayAccountDto } from '@kaj/contract';
import type { payAccountClosingActivityTypes, payAccounts } from '../../db/schema/index.ts';

export type PayAccountRow = typeof payAccounts.$inferSelect;
export type ClosingActivityTypeRow = typeof payAccountClosingActivityTypes.$inferSelect;

export function toPayAccountDto(row: PayAccountRow): PayAccountDto {
  return {
    payAccountId: row.id,
    name: row.name,
    payAccountTypeId: PAY_ACCOUNT_TYPES[row.unit].payAccountTypeId,
    unit: row.unit,
    parentId: row.parentId,
    useParentBalance: row.useParentBalance,
    carriesBalance: row.carriesBalance,
    saldoStartMonth: row.saldoStartMonth,
    useForOverflowId: row.useForOverflowId,
    displayOffsetYear: row.displayOffsetYear,
  };
}

export function toClosingActivityTypeDto(row: ClosingActivityTypeRow) {
  return { payAccountClosingActivityTypeId: row.id, name: row.name, outgoingActivity: row.outgoingActivity, key: row.key };
}
