import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, Contract } from '@kaj/contract';
import { api } from '../../../api/client.ts';

export type SaveBudgetAccountRequest = BodyOf<Contract['budget']['saveBudgetAccount']>;
export type BudgetFteLines = BodyOf<Contract['budget']['saveBudgetFte']>['lines'];

const budgetKeys = {
  all: ['budget'] as const,
  accounts: ['budget', 'accounts'] as const,
  fte: (year: number) => ['budget', 'fte', year] as const,
};

export function useBudgetAccounts() {
  return useQuery({
    queryKey: budgetKeys.accounts,
    queryFn: async () => (await api.budget.getBudgetAccounts()) ?? [],
    meta: { errorTitle: 'Budgetkontiene kunne ikke hentes' },
  });
}

/** A year's budget FTE, every department. */
export function useBudgetFte(year: number) {
  return useQuery({
    queryKey: budgetKeys.fte(year),
    queryFn: async () => (await api.budget.getBudgetFte({ year })) ?? [],
    meta: { errorTitle: 'FTE-budgettet kunne ikke hentes' },
  });
}

function useRefreshBudget() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: budgetKeys.all });
}

export function useSaveBudgetAccount() {
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: (body: SaveBudgetAccountRequest) => api.budget.saveBudgetAccount(undefined, body),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useDeleteBudgetAccount() {
  const refresh = useRefreshBudget();
  return useMutation({ mutationFn: (id: number) => api.budget.deleteBudgetAccount({ id }), meta: { silentError: true }, onSuccess: refresh });
}

/** Replaces one department's budget for the year. */
export function useSaveBudgetFte() {
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: ({ year, departmentId, lines }: { year: number; departmentId: number; lines: BudgetFteLines }) =>
      api.budget.saveBudgetFte({ year, departmentid: departmentId }, { lines }),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

/** Replaces the year's whole budget with an Excel sheet; a bad row refuses the file and nothing is written. */
export function useImportBudgetFte() {
  const refresh = useRefreshBudget();
  return useMutation({
    mutationFn: ({ year, fileName, content }: { year: number; fileName: string; content: string }) => api.budget.importBudgetFte({ year }, { fileName, content }),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}
