import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SaveManningDocumentRequest } from '@kaj/contract';
import { api } from '../../../api/client.ts';

const documentsKey = ['administration', 'manning'] as const;

export function useManningDocuments() {
  return useQuery({
    queryKey: documentsKey,
    queryFn: async () => (await api.plan.getManningDocuments({})) ?? [],
    meta: { errorTitle: 'Bemandingskravene kunne ikke hentes' },
  });
}

export function usePositionGroups() {
  return useQuery({
    queryKey: ['administration', 'manning', 'position-groups'],
    queryFn: async () => (await api.plan.getPositionGroups()) ?? [],
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Stillingsgrupperne kunne ikke hentes' },
  });
}

export function useSaveManningDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveManningDocumentRequest) => api.plan.saveManningDocument(undefined, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}

export function useDeleteManningDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (version: { departmentid: number; validFrom: string }) => api.plan.deleteManningDocument(version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentsKey }),
  });
}
