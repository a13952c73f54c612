import type { ExportAccountDto } from '@kaj/contract';
import { formatNumber } from '../../../ui/format.ts';
import type { RuleLookups } from './pay-rule-editor/rule-summary.ts';

/** Where an export account takes its numbers from, in Danish (DOMAIN.md section 9). */
export function describeExportSource(account: ExportAccountDto, lookups: RuleLookups): string {
  const parts: string[] = [];
  if (account.mileage) parts.push('Kørsel (km pr. statstakst)');
  else if (account.vacationPropertyId !== null) {
    parts.push(`Fravær: ${lookups.property(account.vacationPropertyId)}${account.countCalendarDays ? ', kalenderdage' : ''}`);
  } else if (account.payAccountClosingActivityTypeId !== null) {
    const on = account.payAccountId !== null ? ` på ${lookups.payAccount(account.payAccountId)}` : '';
    parts.push(`${lookups.closingType(account.payAccountClosingActivityTypeId)}${on}`);
  } else if (account.payAccountId !== null) {
    parts.push(lookups.payAccount(account.payAccountId) ?? '');
  }
  if (account.exportFactor !== 1) parts.push(`× ${formatNumber(account.exportFactor, Number.isInteger(account.exportFactor) ? 0 : 2)}`);
  if (account.inDays) parts.push('i dage');
  return parts.join(' ');
}
