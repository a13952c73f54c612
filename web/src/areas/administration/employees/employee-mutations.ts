import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, Contract, EmployeeDetailDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { employeeDetailKey, employeesKey } from './employee-queries.ts';

export type SaveEmployeeBody = BodyOf<Contract['employee']['saveEmployee']>;
export type SaveEmploymentBody = BodyOf<Contract['employee']['saveEmployment']>;
export type SaveNextOfKinBody = BodyOf<Contract['employee']['saveNextOfKin']>;

/** After a change that lists show: the answer goes into the editor's cache and every employee list is refetched. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (detail?: EmployeeDetailDto | null) => {
    if (detail) queryClient.setQueryData(employeeDetailKey(detail.employeeId), detail);
    return queryClient.invalidateQueries({ queryKey: employeesKey });
  };
}

/** After a change only the editor shows (next of kin, named information). */
function useRefreshDetail() {
  const queryClient = useQueryClient();
  return (employeeId: number) => queryClient.invalidateQueries({ queryKey: employeeDetailKey(employeeId) });
}

/** The editor shows the server's refusal itself, next to the form it belongs to. */
export function useSaveEmployee() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SaveEmployeeBody) => api.employee.saveEmployee(undefined, body),
    meta: { silentError: true },
    onSuccess: (saved) => refresh(saved),
  });
}

export function useSaveEmployment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SaveEmploymentBody) => api.employee.saveEmployment(undefined, body),
    meta: { silentError: true },
    onSuccess: () => refresh(),
  });
}

export function useDeleteEmployment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (employmentId: number) => api.employee.deleteEmploymentById({ id: employmentId }),
    meta: { errorTitle: 'Ansættelsen kunne ikke slettes' },
    onSuccess: () => refresh(),
  });
}

export function useMoveEmployment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ employmentId, employeeId }: { employmentId: number; employeeId: number }) => api.employee.moveEmployment({ employmentId, employeeId }),
    meta: { silentError: true },
    onSuccess: (target) => refresh(target),
  });
}

export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (employeeId: number) => api.employee.deleteEmployeeById({ id: employeeId }),
    meta: { errorTitle: 'Medarbejderen kunne ikke slettes' },
    onSuccess: (_, employeeId) => {
      queryClient.removeQueries({ queryKey: employeeDetailKey(employeeId) });
      return queryClient.invalidateQueries({ queryKey: employeesKey });
    },
  });
}

export function useCreateDraft() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (employeeId: number) => api.employee.createDraftEmployee({ employeeId }),
    meta: { errorTitle: 'Kladden kunne ikke oprettes' },
    onSuccess: (draft) => refresh(draft),
  });
}

export function useSaveNextOfKin() {
  const refresh = useRefreshDetail();
  return useMutation({
    mutationFn: (body: SaveNextOfKinBody) => api.employee.saveNextOfKin(undefined, body),
    meta: { silentError: true },
    onSuccess: (_, body) => refresh(body.employeeId),
  });
}

/** Sets a named value; an empty value removes it. */
export function useSaveNamedInfo() {
  const refresh = useRefreshDetail();
  return useMutation({
    mutationFn: ({ employeeId, infoName, infoValue }: { employeeId: number; infoName: string; infoValue: string | null }) =>
      api.employee.saveNamedInfo({ employeeId, infoName, infoValue: infoValue ?? undefined }),
    meta: { errorTitle: 'Oplysningen kunne ikke gemmes' },
    onSuccess: (_, { employeeId }) => refresh(employeeId),
  });
}
