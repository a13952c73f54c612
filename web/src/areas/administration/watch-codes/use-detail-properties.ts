import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PropertyDto, PropertyTypeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** Property types that describe organisation and people, not a watch: never offered on a watch code. */
const ORGANISATION_TYPES = new Set(['department', 'position', 'jobGroup', 'positionGroup', 'budget']);

export interface DetailProperty {
  property: PropertyDto;
  type: PropertyTypeDto;
}

export interface DetailPropertyChoices {
  /** Grouped by type for the picker: what can be chosen now, and what a code already has. */
  options: { label: string; title: string; options: { value: number; label: string; disabled: boolean }[] }[];
  byId: ReadonlyMap<number, DetailProperty>;
  isLoading: boolean;
}

/**
 * The properties a watch of a code can carry (Sejlads, Ferie, Syg, Tillæg …): selectable ones of the
 * watch-related types. A disabled property stays shown where a code has it, but cannot be chosen anew.
 */
export function useDetailPropertyChoices(): DetailPropertyChoices {
  const types = useQuery({
    queryKey: ['watch-code-property-types'],
    queryFn: async () => (await api.property.getPropertyTypes()) ?? [],
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Egenskabstyperne kunne ikke hentes' },
  });
  const properties = useQuery({
    queryKey: ['watch-code-properties'],
    queryFn: async () => (await api.property.getAllProperties()) ?? [],
    meta: { errorTitle: 'Egenskaberne kunne ikke hentes' },
  });

  return useMemo(() => {
    const watchTypes = (types.data ?? []).filter((type) => !type.hidden && (type.key === null || !ORGANISATION_TYPES.has(type.key)));
    const typeById = new Map(watchTypes.map((type) => [type.propertyTypeId, type]));
    const byId = new Map<number, DetailProperty>();
    for (const property of properties.data ?? []) {
      const type = typeById.get(property.propertyTypeId);
      if (type && property.selectable) byId.set(property.propertyId, { property, type });
    }
    const options = watchTypes
      .map((type) => ({
        label: type.canHaveValue ? `${type.name} (med værdi)` : type.name,
        title: type.name,
        options: [...byId.values()]
          .filter((entry) => entry.type === type)
          .sort((a, b) => a.property.name.localeCompare(b.property.name, 'da'))
          .map(({ property }) => ({ value: property.propertyId, label: property.name, disabled: property.disabled })),
      }))
      .filter((group) => group.options.length > 0);
    return { options, byId, isLoading: types.isLoading || properties.isLoading };
  }, [types.data, types.isLoading, properties.data, properties.isLoading]);
}
