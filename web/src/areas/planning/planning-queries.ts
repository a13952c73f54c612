import { useQuery } from '@tanstack/react-query';
import { contract, NO_EMPLOYEE_FILTER, type EmployeeDto, type PropertyDto } from '@kaj/contract';
import { api, callApi, type CallOptions } from '../../api/client.ts';
import type { GridRange } from './grid/grid-dates.ts';

/** Every query of the planning screen sits under this key. */
export const planningKey = ['planning'] as const;

export interface GridQuery {
  /** Null: every employment in reach (an employee's own rows). */
  departmentId: number | null;
  range: GridRange;
  draft: boolean;
}

export const gridKey = (query: GridQuery) =>
  [...planningKey, 'grid', query.departmentId, query.range.start, query.range.end, query.draft] as const;

/** The department's employments (with sub-departments) over the range, in the caller's order; `track: false` reads in the background. */
export async function readGridRows(query: GridQuery, options: CallOptions = {}): Promise<EmployeeDto[]> {
  const answer = await callApi(
    contract.plan.getEmployeesPeriod,
    { start: query.range.start, end: query.range.end, departmentid: query.departmentId ?? undefined, draft: query.draft || undefined },
    NO_EMPLOYEE_FILTER,
    options,
  );
  return answer ?? [];
}

/** The grid's rows, as `readGridRows`. */
export function useGridRows(query: GridQuery, enabled: boolean) {
  return useQuery({
    queryKey: gridKey(query),
    queryFn: () => readGridRows(query),
    enabled,
    // Another range keeps the rows on screen while it loads; drafts instead of masters never show the masters.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey.at(-1) === query.draft ? previous : undefined),
    meta: { errorTitle: 'Planen kunne ikke hentes' },
  });
}

export interface DepartmentNode extends PropertyDto {
  children: DepartmentNode[];
}

/** The departments in reach as a tree (a ship above its departments). */
export function useDepartments() {
  return useQuery({
    queryKey: [...planningKey, 'departments'],
    queryFn: async (): Promise<DepartmentNode[]> => departmentTree((await api.plan.getDepartments()) ?? []),
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Afdelingerne kunne ikke hentes' },
  });
}

function departmentTree(departments: readonly PropertyDto[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>(departments.map((department) => [department.propertyId, { ...department, children: [] }]));
  const roots: DepartmentNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  const sort = (list: DepartmentNode[]) => {
    list.sort((a, b) => a.name.localeCompare(b.name, 'da'));
    list.forEach((node) => sort(node.children));
  };
  sort(roots);
  return roots;
}

/** The days of the range with their day type and Danish title (holidays, weekends). */
export function usePeriodDays(range: GridRange) {
  return useQuery({
    queryKey: [...planningKey, 'days', range.start, range.end],
    queryFn: async () => (await api.plan.getPeriodYear({ start: range.start, end: range.end })) ?? [],
    staleTime: Infinity,
    meta: { errorTitle: 'Kalenderen kunne ikke hentes' },
  });
}

/** The active watch codes of the caller's palette and the shared ones. */
export function usePalette(enabled: boolean) {
  return useQuery({
    queryKey: [...planningKey, 'palette'],
    queryFn: async () => (await api.watchTemplate.getActiveWatchTemplates()) ?? [],
    enabled,
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Vagtkoderne kunne ikke hentes' },
  });
}

/** The department's timetable lines of each month the range touches. */
export function useTimeTableLines(departmentId: number | null, months: readonly string[]) {
  return useQuery({
    queryKey: [...planningKey, 'timetable', departmentId, ...months],
    queryFn: async () => {
      const tables = await Promise.all(
        months.map((month) => api.department.getTimeTableByDepartment({ propertyId: departmentId ?? 0, year: Number(month.slice(0, 4)), month: Number(month.slice(5, 7)) })),
      );
      return tables.flatMap((table, index) => {
        const month = months[index] ?? '';
        return (table?.lines ?? [])
          .filter((line) => line.year === Number(month.slice(0, 4)) && line.month === Number(month.slice(5, 7)))
          .map((line) => ({ ...line, tableName: table?.name ?? '' }));
      });
    },
    enabled: departmentId !== null,
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });
}

/** The employee linked to the signed-in user (an employee's own plan). */
export function useOwnEmployee(enabled: boolean) {
  return useQuery({
    queryKey: [...planningKey, 'own-employee'],
    queryFn: () => api.plan.getEmployeeFromUser(),
    enabled,
    meta: { errorTitle: 'Din medarbejder kunne ikke findes' },
  });
}
