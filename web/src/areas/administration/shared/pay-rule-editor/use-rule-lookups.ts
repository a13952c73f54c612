import { useMemo } from 'react';
import { useAllProperties, useClosingActivityTypes, usePayAccounts } from '../pay-config-queries.ts';
import type { RuleLookups } from './rule-summary.ts';

/** Names of properties, pay accounts and closing activity types, for rule summaries and tables. */
export function useRuleLookups(): RuleLookups {
  const properties = useAllProperties();
  const accounts = usePayAccounts();
  const types = useClosingActivityTypes();
  return useMemo(() => {
    const propertyNames = new Map((properties.data ?? []).map((property) => [property.propertyId, property.name]));
    const accountNames = new Map((accounts.data ?? []).map((account) => [account.payAccountId, account.name]));
    const typeNames = new Map((types.data ?? []).map((type) => [type.payAccountClosingActivityTypeId, type.name]));
    const name = (names: Map<number, string>, id: number | null) => (id === null ? null : (names.get(id) ?? `#${id}`));
    return {
      property: (id) => name(propertyNames, id),
      payAccount: (id) => name(accountNames, id),
      closingType: (id) => name(typeNames, id),
    };
  }, [properties.data, accounts.data, types.data]);
}
