import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, Contract } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { payConfigKeys } from '../shared/pay-config-queries.ts';

export type SavePayAccountRequest = BodyOf<Contract['agreement']['savePayAccount']>;
export type SaveClosingTypeRequest = BodyOf<Contract['agreement']['savePayAccountClosingActivityType']>;

// Saves and deletes of the pay configuration's building blocks. Each screen shows the server's refusal itself
// (a delete is refused while something uses the item), so the errors are silent here.

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: payConfigKeys.all });
}

export function useDeletePayRule() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.agreement.removePayAccountRuleById({ id }), meta: { silentError: true }, onSuccess: refresh });
}

export function useSavePayAccount() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SavePayAccountRequest) => api.agreement.savePayAccount(undefined, body),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useDeletePayAccount() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.agreement.deletePayAccount({ id }), meta: { silentError: true }, onSuccess: refresh });
}

export function useSaveClosingType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SaveClosingTypeRequest) => api.agreement.savePayAccountClosingActivityType(undefined, body),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useDeleteClosingType() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.agreement.deletePayAccountClosingActivityType({ id }),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}
