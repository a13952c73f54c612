import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CrewListWithMembersDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

const crewKey = ['reports', 'crew'] as const;
const listKey = (listId: number) => [...crewKey, 'list', listId] as const;

export function useShips() {
  return useQuery({
    queryKey: [...crewKey, 'ships'],
    queryFn: async () => (await api.plan.getCrewListShips()) ?? [],
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Skibene kunne ikke hentes' },
  });
}

/** A ship's crew lists of a date. */
export function useCrewLists(shipId: number | null, date: string) {
  return useQuery({
    queryKey: [...crewKey, 'lists', shipId, date],
    queryFn: async () => (shipId === null ? [] : ((await api.plan.getCrewLists({ shipid: shipId, date })) ?? [])),
    enabled: shipId !== null,
    meta: { errorTitle: 'Besætningslisterne kunne ikke hentes' },
  });
}

export function useCrewList(listId: number | null) {
  return useQuery({
    queryKey: listId === null ? [...crewKey, 'list', 'none'] : listKey(listId),
    queryFn: async () => (listId === null ? null : await api.plan.getCrewList({ listid: listId })),
    enabled: listId !== null,
    meta: { errorTitle: 'Besætningslisten kunne ikke hentes' },
  });
}

/** Create, add an external member, remove a member: each answers the whole list, which replaces the cached one. */
export function useCrewActions() {
  const client = useQueryClient();
  const store = (list: CrewListWithMembersDto | null) => {
    if (!list) return;
    client.setQueryData(listKey(list.crewListId), list);
    void client.invalidateQueries({ queryKey: [...crewKey, 'lists'] });
  };
  const create = useMutation({
    mutationFn: (query: { shipid: number; date: string; time: string }) => api.plan.createCrewList(query),
    onSuccess: store,
    meta: { errorTitle: 'Besætningslisten kunne ikke oprettes' },
  });
  const addExternal = useMutation({
    mutationFn: (query: { listid: number; name: string; validUntil: string }) => api.plan.addExtCrewMember(query),
    onSuccess: store,
    meta: { errorTitle: 'Medlemmet kunne ikke tilføjes' },
  });
  const addEmployee = useMutation({
    mutationFn: (query: { listid: number; employeeId: number; validUntil: string }) => api.plan.addCrewMember(query),
    onSuccess: store,
    meta: { errorTitle: 'Medarbejderen kunne ikke tilføjes' },
  });
  const remove = useMutation({
    mutationFn: (query: { crewMemberId: number; validUntil: string }) => api.plan.removeCrewMember(query),
    onSuccess: store,
    meta: { errorTitle: 'Medlemmet kunne ikke fjernes' },
  });
  return { create, addExternal, addEmployee, remove };
}
