import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PropertyTreeNodeDto, PropertyTypeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** Query keys of the property trees; every change of a property invalidates `propertyTreesKey`. */
export const propertyTypesKey = ['property-types'] as const;
export const propertyTreesKey = ['property-tree'] as const;
export const propertyTreeKey = (typeId: number) => [...propertyTreesKey, typeId] as const;

/** The property types (Afdeling, Stilling, Jobgruppe …), in the server's order; also for `queryClient.fetchQuery`. */
export const propertyTypesQuery = queryOptions({
  queryKey: propertyTypesKey,
  queryFn: async (): Promise<PropertyTypeDto[]> => (await api.property.getPropertyTypes()) ?? [],
  staleTime: 5 * 60_000,
  meta: { errorTitle: 'Egenskabstyperne kunne ikke hentes' },
});

export function usePropertyTypes() {
  return useQuery(propertyTypesQuery);
}

/** The type the code knows by its stable key ('department', 'jobGroup' …), once the types are loaded. */
export function usePropertyTypeByKey(key: string): PropertyTypeDto | undefined {
  return usePropertyTypes().data?.find((type) => type.key === key);
}

/** The whole tree of one property type; not fetched until the type is known. */
export function usePropertyTree(typeId: number | undefined) {
  return useQuery({
    queryKey: propertyTreeKey(typeId ?? 0),
    queryFn: async (): Promise<PropertyTreeNodeDto[]> => (await api.property.getPropertyTree({ typeid: typeId ?? 0 })) ?? [],
    enabled: typeId !== undefined,
    meta: { errorTitle: 'Egenskabstræet kunne ikke hentes' },
  });
}

/** Every node of a tree, depth first. */
export function flattenPropertyTree(nodes: readonly PropertyTreeNodeDto[]): PropertyTreeNodeDto[] {
  return nodes.flatMap((node) => [node, ...flattenPropertyTree(node.children)]);
}

/** "Østersø Færger / M/F Havørnen / Dæk": where a property lies, for labels and messages. */
export function propertyPath(nodes: readonly PropertyTreeNodeDto[], propertyId: number): string {
  const byId = new Map(flattenPropertyTree(nodes).map((node) => [node.propertyId, node]));
  const names: string[] = [];
  for (let node = byId.get(propertyId); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) names.unshift(node.name);
  return names.join(' / ');
}
