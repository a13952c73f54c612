import { useQueries, useQuery } from '@tanstack/react-query';
import type { AgreementDto, Contract, ResponseOf } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** Types of the pay configuration screens (DOMAIN.md sections 6, 7 and 9), taken from the contract's responses. */
export type AgreementRule = AgreementDto['rules'][number];
export type AgreementTreeNode = NonNullable<ResponseOf<Contract['agreement']['getAgreementTree']>>[number];
export type AgreementRecord = NonNullable<ResponseOf<Contract['agreement']['getAgreementById']>>;
export type ClosingActivityType = NonNullable<ResponseOf<Contract['agreement']['getPayAccountClosingActivityTypes']>>[number];

/** Query keys of the pay configuration; everything below `payConfigKeys.all` is refetched after a change. */
export const payConfigKeys = {
  all: ['pay-config'] as const,
  agreements: ['pay-config', 'agreements'] as const,
  agreementTree: ['pay-config', 'agreements', 'tree'] as const,
  agreementList: ['pay-config', 'agreements', 'list'] as const,
  agreement: (id: number) => ['pay-config', 'agreements', 'dto', id] as const,
  payRules: ['pay-config', 'pay-rules'] as const,
  payAccounts: ['pay-config', 'pay-accounts'] as const,
  closingTypes: ['pay-config', 'closing-activity-types'] as const,
  exportAccounts: ['pay-config', 'export-accounts'] as const,
  exportPrices: ['pay-config', 'export-prices'] as const,
  propertyTypes: ['pay-config', 'property-types'] as const,
  properties: ['pay-config', 'properties'] as const,
  departments: ['pay-config', 'departments'] as const,
};

export function useAgreementTree() {
  return useQuery({
    queryKey: payConfigKeys.agreementTree,
    queryFn: async () => (await api.agreement.getAgreementTree()) ?? [],
    meta: { errorTitle: 'Overenskomsterne kunne ikke hentes' },
  });
}

export function useAgreementList() {
  return useQuery({
    queryKey: payConfigKeys.agreementList,
    queryFn: async () => (await api.agreement.getAgreements()) ?? [],
    meta: { errorTitle: 'Overenskomsterne kunne ikke hentes' },
  });
}

export function useAgreement(agreementId: number | null) {
  return useQuery({
    queryKey: payConfigKeys.agreement(agreementId ?? 0),
    queryFn: () => api.agreement.getAgreementDtoById({ agreementid: agreementId ?? 0 }),
    enabled: agreementId !== null,
    meta: { errorTitle: 'Overenskomsten kunne ikke hentes' },
  });
}

/** Every agreement with its rules and export accounts, to show which agreements use a rule or an export account. */
export function useAllAgreementDtos() {
  const list = useAgreementList();
  const dtos = useQueries({
    queries: (list.data ?? []).map((agreement) => ({
      queryKey: payConfigKeys.agreement(agreement.agreementId),
      queryFn: () => api.agreement.getAgreementDtoById({ agreementid: agreement.agreementId }),
      meta: { errorTitle: 'Overenskomsten kunne ikke hentes' },
    })),
    combine: (results) => ({
      agreements: results.flatMap((query) => (query.data ? [query.data] : [])),
      isLoading: results.some((query) => query.isLoading),
    }),
  });
  return { agreements: dtos.agreements, isLoading: list.isLoading || dtos.isLoading };
}

export function usePayRules() {
  return useQuery({
    queryKey: payConfigKeys.payRules,
    queryFn: async () => (await api.agreement.getPayAccountRules()) ?? [],
    meta: { errorTitle: 'Lønkontoreglerne kunne ikke hentes' },
  });
}

export function usePayAccounts() {
  return useQuery({
    queryKey: payConfigKeys.payAccounts,
    queryFn: async () => (await api.plan.getPayAccounts()) ?? [],
    meta: { errorTitle: 'Lønkontiene kunne ikke hentes' },
  });
}

export function useClosingActivityTypes() {
  return useQuery({
    queryKey: payConfigKeys.closingTypes,
    queryFn: async () => (await api.agreement.getPayAccountClosingActivityTypes()) ?? [],
    meta: { errorTitle: 'Afslutningstyperne kunne ikke hentes' },
  });
}

export function useExportAccounts() {
  return useQuery({
    queryKey: payConfigKeys.exportAccounts,
    queryFn: async () => (await api.agreement.getExportAccounts()) ?? [],
    meta: { errorTitle: 'Eksportkontiene kunne ikke hentes' },
  });
}

export function useExportPrices() {
  return useQuery({
    queryKey: payConfigKeys.exportPrices,
    queryFn: async () => (await api.plan.getExportprices()) ?? [],
    meta: { errorTitle: 'Eksportpriserne kunne ikke hentes' },
  });
}

export function usePropertyTypes() {
  return useQuery({
    queryKey: payConfigKeys.propertyTypes,
    queryFn: async () => (await api.property.getPropertyTypes()) ?? [],
    meta: { errorTitle: 'Egenskabstyperne kunne ikke hentes' },
  });
}

export function useAllProperties() {
  return useQuery({
    queryKey: payConfigKeys.properties,
    queryFn: async () => (await api.property.getAllProperties()) ?? [],
    meta: { errorTitle: 'Egenskaberne kunne ikke hentes' },
  });
}

export function useDepartments() {
  return useQuery({
    queryKey: payConfigKeys.departments,
    queryFn: async () => (await api.plan.getDepartments()) ?? [],
    meta: { errorTitle: 'Afdelingerne kunne ikke hentes' },
  });
}

/** Id → item, for showing names in tables. */
export function byId<T, K extends keyof T>(items: readonly T[] | undefined, key: K): Map<T[K], T> {
  return new Map((items ?? []).map((item) => [item[key], item]));
}
