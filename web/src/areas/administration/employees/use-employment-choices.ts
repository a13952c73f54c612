import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { AgreementRecordDto, PropertyDto, PropertyTreeNodeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** A node of an antd TreeSelect; `label` is what the field shows once chosen (the whole path). */
export interface ChoiceNode {
  value: number;
  title: string;
  label: string;
  selectable: boolean;
  children: ChoiceNode[];
}

const choicesKey = ['employees', 'choices'] as const;
const forever = { staleTime: 5 * 60_000 };

interface Flat {
  id: number;
  parentId: number | null;
  title: string;
  name: string;
  selectable: boolean;
}

/** Builds a tree from a flat list; a node whose parent is not in the list (outside the user's reach) becomes a root. */
function treeOf(items: readonly Flat[], keep: (item: Flat) => boolean): ChoiceNode[] {
  const ids = new Set(items.map((item) => item.id));
  const build = (parentId: number | null, path: string[]): ChoiceNode[] =>
    items
      .filter((item) => (parentId === null ? item.parentId === null || !ids.has(item.parentId) : item.parentId === parentId))
      .filter(keep)
      .sort((a, b) => a.name.localeCompare(b.name, 'da'))
      .map((item) => {
        const label = [...path, item.name].join(' › ');
        // A group that cannot be chosen (the company above its ships) is left out of its children's labels.
        const childPath = item.selectable ? [...path, item.name] : path;
        return { value: item.id, title: item.title, label, selectable: item.selectable, children: build(item.id, childPath) };
      });
  return build(null, []);
}

function flatten(nodes: readonly PropertyTreeNodeDto[]): PropertyDto[] {
  return nodes.flatMap(({ children, ...node }) => [node, ...flatten(children)]);
}

const fromProperty = (property: PropertyDto): Flat => ({
  id: property.propertyId,
  parentId: property.parentId,
  name: property.name,
  title: property.code ? `${property.name} (${property.code})` : property.name,
  selectable: property.selectable && !property.disabled,
});

const fromAgreement = (agreement: AgreementRecordDto): Flat => ({
  id: agreement.agreementId,
  parentId: agreement.parentId,
  name: agreement.code,
  title: `${agreement.code} – ${agreement.name}`,
  selectable: true,
});

/** The ids of the property types an employment carries, found by their stable keys. */
export function useEmploymentPropertyTypes() {
  const types = useQuery({
    queryKey: [...choicesKey, 'property-types'],
    queryFn: async () => (await api.property.getPropertyTypes()) ?? [],
    ...forever,
    meta: { errorTitle: 'Egenskabstyperne kunne ikke hentes' },
  });
  return useMemo(() => {
    const byKey = (key: string) => types.data?.find((type) => type.key === key)?.propertyTypeId ?? null;
    return { department: byKey('department'), position: byKey('position'), jobGroup: byKey('jobGroup') };
  }, [types.data]);
}

/** The departments in the user's reach, flat (for paths in lists) and as a tree (for choosing). */
export function useDepartments() {
  const query = useQuery({
    queryKey: [...choicesKey, 'departments'],
    queryFn: async () => (await api.plan.getDepartments()) ?? [],
    ...forever,
    meta: { errorTitle: 'Afdelingerne kunne ikke hentes' },
  });
  return useMemo(() => {
    const list = query.data ?? [];
    const byId = new Map(list.map((department) => [department.propertyId, department]));
    // "M/F Havørnen › Dæk", as the tree labels it.
    const path = (id: number, fallback: string): string => {
      const names: string[] = [];
      for (let node = byId.get(id); node; node = node.parentId === null ? undefined : byId.get(node.parentId)) {
        if (node.selectable || node.propertyId === id) names.unshift(node.name);
      }
      return names.length ? names.join(' › ') : fallback;
    };
    return { isLoading: query.isLoading, path, tree: (current: readonly number[]) => treeOf(list.map(fromProperty), keepCurrent(list, current)) };
  }, [query.data, query.isLoading]);
}

/** Disabled properties are hidden from new choices, but a value already chosen stays visible. */
const keepCurrent = (list: readonly PropertyDto[], current: readonly number[]) => (item: Flat) =>
  current.includes(item.id) || !list.find((property) => property.propertyId === item.id)?.disabled;

/** A property tree (positions, job groups) for choosing. */
export function usePropertyChoices(typeId: number | null) {
  const query = useQuery({
    queryKey: [...choicesKey, 'property-tree', typeId],
    queryFn: async () => (await api.property.getPropertyTree({ typeid: typeId ?? 0 })) ?? [],
    enabled: typeId !== null,
    ...forever,
    meta: { errorTitle: 'Egenskaberne kunne ikke hentes' },
  });
  return useMemo(() => {
    const list = flatten(query.data ?? []);
    return { isLoading: query.isLoading, tree: (current: readonly number[]) => treeOf(list.map(fromProperty), keepCurrent(list, current)) };
  }, [query.data, query.isLoading]);
}

/** The agreements as a tree (a child inherits its parent's rules). */
export function useAgreementChoices() {
  const query = useQuery({
    queryKey: [...choicesKey, 'agreements'],
    queryFn: async () => (await api.agreement.getAgreements()) ?? [],
    ...forever,
    meta: { errorTitle: 'Overenskomsterne kunne ikke hentes' },
  });
  return useMemo(() => ({ isLoading: query.isLoading, tree: treeOf((query.data ?? []).map(fromAgreement), () => true) }), [query.data, query.isLoading]);
}
