import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LessorExportAbsenceDto, LessorExportCheckDto, LessorExportValueDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** Every query of the export screen sits under this key. */
export const exportsKey = ['lessor-exports'] as const;

export function useMyExportPackages() {
  return useQuery({
    queryKey: [...exportsKey, 'packages'],
    queryFn: async () => (await api.employee.getMyExportPackages({})) ?? [],
    meta: { errorTitle: 'Eksportpakkerne kunne ikke hentes' },
  });
}

/** The package with its exports, newest first. */
export function useExportPackage(packageId: number | null) {
  return useQuery({
    queryKey: [...exportsKey, 'package', packageId],
    queryFn: () => api.employee.getExportPackageById({ id: packageId ?? 0 }),
    enabled: packageId !== null,
    meta: { errorTitle: 'Eksportpakken kunne ikke hentes' },
  });
}

export interface ExportChoice {
  packageId: number;
  /** The month whose closings are exported. */
  period: string;
}

export function usePreCheck(choice: ExportChoice | null) {
  return useQuery({
    queryKey: [...exportsKey, 'check', choice],
    queryFn: async (): Promise<LessorExportCheckDto | null> => api.employee.checkLessorExport({ period: choice!.period, exportPackageID: choice!.packageId }),
    enabled: choice !== null,
    meta: { errorTitle: 'Forhåndstjekket kunne ikke hentes' },
  });
}

export interface PreviewLines {
  pay: LessorExportValueDto[];
  absence: LessorExportAbsenceDto[];
}

/** The lines an export would hold, per line or grouped. */
export function usePreview(choice: ExportChoice | null, grouped: boolean) {
  return useQuery({
    queryKey: [...exportsKey, 'preview', choice, grouped],
    queryFn: async (): Promise<PreviewLines> => {
      const query = { period: choice!.period, exportPackageID: choice!.packageId };
      const [pay, absence] = grouped
        ? await Promise.all([api.employee.createLessorExportPayPreviewGrouped(query, {}), api.employee.createLessorExportAbscencePreviewGrouped(query, {})])
        : await Promise.all([api.employee.createLessorExportPayPreview(query, {}), api.employee.createLessorExportAbscencePreview(query, {})]);
      return { pay: pay ?? [], absence: absence ?? [] };
    },
    enabled: choice !== null,
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Forhåndsvisningen kunne ikke hentes' },
  });
}

/** A stored export's lines as sent, grouped per employee, wage type and department. */
export function useStoredLines(lessorExportId: number) {
  return useQuery({
    queryKey: [...exportsKey, 'stored', lessorExportId],
    queryFn: async (): Promise<PreviewLines> => {
      const query = { lessorExportId };
      const [pay, absence] = await Promise.all([api.employee.getLessorExportPayGrouped(query), api.employee.getLessorExportAbscenceGrouped(query)]);
      return { pay: pay ?? [], absence: absence ?? [] };
    },
    meta: { errorTitle: 'Eksportens linjer kunne ikke hentes' },
  });
}

/** Create and delete: each refreshes the whole screen (history, pre-check and preview). */
export function useExportActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: exportsKey });
  return {
    create: useMutation({
      mutationFn: (query: { period: string; exportPackageID: number; thisMonth: boolean }) => api.employee.createLessorExport(query),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (query: { lessorExportId: number; exportPackageID: number }) => api.employee.deleteLessorExport(query),
      onSettled: refresh,
    }),
  };
}
