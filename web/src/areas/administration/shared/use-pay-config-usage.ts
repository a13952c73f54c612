import { useMemo } from 'react';
import { useAllAgreementDtos } from './pay-config-queries.ts';

/** Which agreements have each rule and each export account as their own (codes, sorted). */
export function usePayConfigUsage() {
  const { agreements, isLoading } = useAllAgreementDtos();
  return useMemo(() => {
    const rules = new Map<number, string[]>();
    const exportAccounts = new Map<number, string[]>();
    const add = (map: Map<number, string[]>, id: number, code: string) => map.set(id, [...(map.get(id) ?? []), code]);
    for (const agreement of [...agreements].sort((a, b) => a.code.localeCompare(b.code, 'da'))) {
      for (const rule of agreement.rules) if (!rule.inherited) add(rules, rule.payAccountRuleId, agreement.code);
      for (const account of agreement.exportAccounts) add(exportAccounts, account.exportAccountId, agreement.code);
    }
    return { rules, exportAccounts, isLoading };
  }, [agreements, isLoading]);
}
