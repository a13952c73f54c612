import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, Contract } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { employeesQueryPrefix } from '../shared/employee-record.ts';

export type SaveExportPackageBody = BodyOf<Contract['employee']['saveExportPackage']>;

const packagesKey = ['export-packages'] as const;

export function useExportPackages() {
  return useQuery({
    queryKey: [...packagesKey, 'list'],
    queryFn: async () => (await api.employee.getExportPackages()) ?? [],
    meta: { errorTitle: 'Eksportpakkerne kunne ikke hentes' },
  });
}

/** One package with its employees. */
export function useExportPackage(id: number | null) {
  return useQuery({
    queryKey: [...packagesKey, 'detail', id],
    queryFn: () => api.employee.getExportPackageById({ id: id ?? 0 }),
    enabled: id !== null,
    meta: { errorTitle: 'Eksportpakken kunne ikke hentes' },
  });
}

/** The employees in no package: the ones that can be added. */
export function useEmployeesWithoutPackage() {
  return useQuery({
    queryKey: [...packagesKey, 'without-package'],
    queryFn: async () => (await api.employee.getEmployeesNotInExport()) ?? [],
    meta: { errorTitle: 'Medarbejderne uden eksportpakke kunne ikke hentes' },
  });
}

/** Packages and employees both change when a package's members do. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: packagesKey }), queryClient.invalidateQueries({ queryKey: employeesQueryPrefix })]);
}

export function useSaveExportPackage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: SaveExportPackageBody) => api.employee.saveExportPackage(undefined, body),
    meta: { silentError: true },
    onSuccess: () => refresh(),
  });
}

export function useDeleteExportPackage() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (exportPackageId: number) => api.employee.deleteExportPackage({ exportPackageId }),
    meta: { errorTitle: 'Eksportpakken kunne ikke slettes' },
    onSuccess: () => refresh(),
  });
}

/** Adds or removes several employees, one call each, and refreshes once at the end. */
export function useMovePackageMembers() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ exportPackageId, add, employeeIds }: { exportPackageId: number; add: boolean; employeeIds: number[] }) => {
      for (const employeeId of employeeIds) {
        if (add) await api.employee.addEmployeeToExportPackage({ employeeId, exportPackageId });
        else await api.employee.removeEmployeeFromExportPackage({ employeeId });
      }
    },
    meta: { errorTitle: 'Medarbejderne kunne ikke flyttes' },
    onSettled: () => refresh(),
  });
}
