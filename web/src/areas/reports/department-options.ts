import { useQuery } from '@tanstack/react-query';
import type { PropertyDto } from '@kaj/contract';
import { api } from '../../api/client.ts';

export interface DepartmentOption {
  value: number;
  title: string;
  children: DepartmentOption[];
}

/** The departments as TreeSelect options: a ship above its departments, by name. */
function departmentOptions(departments: readonly PropertyDto[]): DepartmentOption[] {
  const below = (parentId: number | null): DepartmentOption[] =>
    departments
      .filter((department) => department.parentId === parentId || (parentId === null && !departments.some((other) => other.propertyId === department.parentId)))
      .sort((a, b) => a.name.localeCompare(b.name, 'da'))
      .map((department) => ({ value: department.propertyId, title: department.name, children: below(department.propertyId) }));
  return below(null);
}

/** The departments in the caller's reach, for the reports' department choice. */
export function useDepartmentOptions() {
  return useQuery({
    queryKey: ['reports', 'departments'],
    queryFn: async () => departmentOptions((await api.plan.getDepartments()) ?? []),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Afdelingerne kunne ikke hentes' },
  });
}
