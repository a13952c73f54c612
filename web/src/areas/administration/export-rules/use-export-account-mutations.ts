import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, Contract } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { payConfigKeys } from '../shared/pay-config-queries.ts';

export type SaveExportAccountRequest = BodyOf<Contract['agreement']['updateExportAccount']>;

/** Creates or saves an export account; agreements show their export accounts, so they are fetched again too. */
export function useSaveExportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveExportAccountRequest) => api.agreement.updateExportAccount(undefined, body),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payConfigKeys.all }),
  });
}

/** Deletes an export account; refused while an agreement uses it. */
export function useDeleteExportAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.agreement.deleteExportAccount({ id }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payConfigKeys.all }),
  });
}
