import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PropertyDto, PropertyTypeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { planningKey } from '../planning-queries.ts';

/** Property types that describe organisation and people, never a watch. */
const ORGANISATION_TYPES = new Set(['department', 'position', 'jobGroup', 'positionGroup', 'budget']);

export interface WatchPropertyChoice {
  property: PropertyDto;
  type: PropertyTypeDto;
}

/** The properties a realised watch can be given (Sejlads, Syg, Kursus, Overtid …), by id. */
export function useWatchProperties(enabled: boolean) {
  const query = useQuery({
    queryKey: [...planningKey, 'watch-properties'],
    queryFn: async () => {
      const [types, properties] = await Promise.all([api.property.getPropertyTypes(), api.property.getAllProperties()]);
      return { types: types ?? [], properties: properties ?? [] };
    },
    enabled,
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Egenskaberne kunne ikke hentes' },
  });
  return useMemo(() => {
    const types = new Map((query.data?.types ?? []).filter((type) => !type.hidden && (type.key === null || !ORGANISATION_TYPES.has(type.key))).map((type) => [type.propertyTypeId, type]));
    const byId = new Map<number, WatchPropertyChoice>();
    for (const property of query.data?.properties ?? []) {
      const type = types.get(property.propertyTypeId);
      if (type && property.selectable) byId.set(property.propertyId, { property, type });
    }
    return { byId, isLoading: query.isLoading };
  }, [query.data, query.isLoading]);
}
