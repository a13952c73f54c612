import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PropertyDto, SaveRotationRequest } from '@kaj/contract';
import { api } from '../../../api/client.ts';

const rotationsKey = ['administration', 'rotations'] as const;

export function useRotations() {
  return useQuery({
    queryKey: rotationsKey,
    queryFn: async () => (await api.plan.getRotations({})) ?? [],
    meta: { errorTitle: 'Turnusserne kunne ikke hentes' },
  });
}

/** The active watch codes a rotation's days may hold. */
export function useActiveCodes() {
  return useQuery({
    queryKey: ['administration', 'rotations', 'codes'],
    queryFn: async () => (await api.watchTemplate.getActiveWatchTemplates()) ?? [],
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Vagtkoderne kunne ikke hentes' },
  });
}

/** A department's name with the ship above it ("M/F Havørnen · Dæk"). */
export function departmentLabel(department: PropertyDto, all: readonly PropertyDto[]): string {
  const parent = all.find((each) => each.propertyId === department.parentId);
  return parent ? `${parent.name} · ${department.name}` : department.name;
}

export function useDepartmentOptions() {
  return useQuery({
    queryKey: ['administration', 'rotations', 'departments'],
    queryFn: async () => {
      const all = (await api.plan.getDepartments()) ?? [];
      return all.filter((department) => department.selectable && !department.disabled).map((department) => ({ value: department.propertyId, label: departmentLabel(department, all) }));
    },
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Afdelingerne kunne ikke hentes' },
  });
}

export function useSaveRotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SaveRotationRequest) => api.plan.saveRotation(undefined, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rotationsKey }),
  });
}

export function useDeleteRotation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rotationId: number) => api.plan.deleteRotation({ rotationId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rotationsKey }),
  });
}
