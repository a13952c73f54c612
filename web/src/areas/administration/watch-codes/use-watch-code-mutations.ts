import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { watchCodesKey } from './use-watch-codes.ts';
import type { SaveWatchCodeBody } from './watch-code-form.ts';

/** The server's code when a used code's watches would change: it can then be saved as a new code that replaces it. */
export const IN_USE = 'watch_template_in_use';
/** The server's code for a code already taken by an active code. */
export const CODE_TAKEN = 'watch_code_taken';

function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: watchCodesKey });
}

/** SaveWatchTemplate; the editor shows a refusal itself and keeps what was typed. */
export function useSaveWatchCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, replace }: { body: SaveWatchCodeBody; replace: boolean }) => api.watchTemplate.saveWatchTemplate({ replace }, body),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useWatchCodeColor() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, color }: { id: number; color: string }) => api.watchTemplate.saveWatchTemplateColor({ id, color }),
    meta: { errorTitle: 'Farven kunne ikke gemmes' },
    onSuccess: refresh,
  });
}

export function useActivateWatchCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, sortGroup }: { id: number; sortGroup: number }) => api.watchTemplate.activateWatchTemplateById({ id, sortgroup: sortGroup }),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useDeactivateWatchCode() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, replacementId }: { id: number; replacementId: number | null }) =>
      api.watchTemplate.deactivateWatchTemplateById({ id, replacementWatchTemplateId: replacementId ?? undefined }),
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

export function useDeleteWatchCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.watchTemplate.deleteWatchTemplateById({ id }),
    meta: { errorTitle: 'Vagtkoden kunne ikke slettes' },
    onSuccess: (_, id) => {
      // The deleted code is not fetched again (it would answer 404); the lists are.
      const deleted = [...watchCodesKey, 'one', id];
      queryClient.removeQueries({ queryKey: deleted, exact: true });
      return queryClient.invalidateQueries({ queryKey: watchCodesKey, predicate: (query) => JSON.stringify(query.queryKey) !== JSON.stringify(deleted) });
    },
  });
}
