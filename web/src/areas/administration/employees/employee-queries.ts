import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { contract, type EmployeeListRecordDto } from '@kaj/contract';
import { isApiError } from '../../../api/api-error.ts';
import { api, callApi } from '../../../api/client.ts';
import { employeesQueryPrefix } from '../shared/employee-record.ts';

/** An employee in the list: the record with the employments the list shows (one request for all rows). */
export type EmployeeListRecord = EmployeeListRecordDto;

/** Every query of the employee screens starts with this key, so one invalidation refreshes them all. */
export const employeesKey = employeesQueryPrefix;
export const employeeDetailKey = (id: number) => [...employeesKey, 'detail', id] as const;

/** The employees in the user's reach (masters; a draft is reached through its master). */
export function useEmployeeList() {
  return useQuery({
    queryKey: [...employeesKey, 'list'],
    queryFn: async () => (await api.employee.getEmployees()) ?? [],
    meta: { errorTitle: 'Medarbejderne kunne ikke hentes' },
  });
}

/**
 * The employee with exactly this number. The server answers 403 for an employee outside the user's
 * departments; for a search that only means "not yours", so it must not log the user out.
 */
async function employeeWithCode(code: string): Promise<EmployeeListRecord | null> {
  try {
    return await callApi(contract.employee.getEmployeeByCode, { code }, undefined, { handleUnauthorized: false });
  } catch (error) {
    if (isApiError(error) && error.status === 403) return null;
    throw error;
  }
}

/**
 * Search on the server: by name, initials or part of the employee number (GetEmployeeByName), and the exact
 * employee number (GetEmployeeByCode) first, since a number typed in full is what the user is after.
 */
export function useEmployeeSearch(text: string) {
  const search = text.trim();
  return useQuery({
    queryKey: [...employeesKey, 'search', search],
    queryFn: async (): Promise<EmployeeListRecord[]> => {
      const [byName, byCode] = await Promise.all([
        api.employee.getEmployeeByName({ name: search }),
        /^\S+$/.test(search) ? employeeWithCode(search) : Promise.resolve(null),
      ]);
      const found = byName ?? [];
      if (!byCode) return found;
      return [byCode, ...found.filter((employee) => employee.employeeId !== byCode.employeeId)];
    },
    enabled: search !== '',
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Søgningen mislykkedes' },
  });
}

/** One employee with employments, next of kin and named information, as the editor shows it. */
export function useEmployeeDetail(id: number | null) {
  return useQuery({
    queryKey: employeeDetailKey(id ?? 0),
    queryFn: () => api.employee.getEmployeeById({ id: id ?? 0 }),
    enabled: id !== null,
    meta: { errorTitle: 'Medarbejderen kunne ikke hentes' },
  });
}

/** The employments that end in a month, for "Fratrædende". */
export function useStoppingEmployees(year: number, month: number) {
  return useQuery({
    queryKey: [...employeesKey, 'stopping', year, month],
    queryFn: async () => (await api.employee.getStoppingEmployees({ year, month })) ?? [],
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Fratrædende kunne ikke hentes' },
  });
}
