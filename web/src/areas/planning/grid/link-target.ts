import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api } from '../../../api/client.ts';
import { planningKey, type DepartmentNode } from '../planning-queries.ts';

/** A watch a link points at: `/planning?employmentId=12&date=2026-11-03` (a notification's link). */
export interface LinkTarget {
  employmentId: number;
  date: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function targetOf(params: URLSearchParams): LinkTarget | null {
  const employmentId = Number(params.get('employmentId'));
  const date = params.get('date') ?? '';
  return Number.isInteger(employmentId) && employmentId > 0 && DATE.test(date) ? { employmentId, date } : null;
}

const idsOf = (nodes: readonly DepartmentNode[]): number[] => nodes.flatMap((node) => [node.propertyId, ...idsOf(node.children)]);

/**
 * The watch the address points at, and the department of its employment among those in reach (null when none is:
 * the grid then shows every employment in reach). `done` takes the target out of the address once it is shown.
 */
export function useLinkTarget(departments: readonly DepartmentNode[] | undefined) {
  const [params, setParams] = useSearchParams();
  const target = useMemo(() => targetOf(params), [params]);
  const employment = useQuery({
    queryKey: [...planningKey, 'link', target?.employmentId ?? null, target?.date ?? null],
    queryFn: () => api.plan.getEmployeePeriod({ employmentid: target!.employmentId, start: target!.date, end: target!.date }),
    enabled: target !== null,
    meta: { errorTitle: 'Vagten i linket kunne ikke findes' },
  });
  const ready = target !== null && departments !== undefined && (employment.isSuccess || employment.isError);
  const inReach = new Set(idsOf(departments ?? []));
  const properties = employment.data?.employments.find((each) => each.employmentId === target?.employmentId)?.properties ?? [];
  const departmentId = properties.map((property) => property.propertyId).find((id) => inReach.has(id)) ?? null;
  return {
    /** The address names a watch, still being looked up or already found. */
    pending: target !== null,
    target: ready ? target : null,
    departmentId,
    done: () => setParams((current) => {
      current.delete('employmentId');
      current.delete('date');
      return current;
    }, { replace: true }),
  };
}
