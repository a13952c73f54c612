import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ClosingEmployeeDto, SimpleClosingDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** Every query of the closing screen sits under this key. */
export const closingsKey = ['closings'] as const;

/** The month's employments of the department (with its sub-departments) and their closing state. */
export function useMonthClosings(period: string, departmentId: number | null) {
  return useQuery({
    queryKey: [...closingsKey, 'month', period, departmentId],
    queryFn: async (): Promise<SimpleClosingDto[]> => (await api.plan.getSimpleClosings(undefined, { period, departmentId })) ?? [],
    enabled: departmentId !== null,
    placeholderData: (previous) => previous,
    meta: { errorTitle: 'Afslutningerne kunne ikke hentes' },
  });
}

const closingQuery = (employmentId: number, period: string, showall: boolean) => ({
  queryKey: [...closingsKey, 'closing', employmentId, period, showall],
  queryFn: async (): Promise<ClosingEmployeeDto | null> => api.plan.getClosing({ employmentId, period, showall }),
  meta: { errorTitle: 'Afslutningen kunne ikke hentes' },
});

/** Each row's closing (balances and export values), one request per employment. */
export function useRowClosings(rows: readonly SimpleClosingDto[]) {
  return useQueries({ queries: rows.map((row) => closingQuery(row.employmentId, row.period, false)) });
}

/** One closing with every account and the postings behind each. */
export function useClosingDetail(employmentId: number | null, period: string) {
  return useQuery({ ...closingQuery(employmentId ?? 0, period, true), enabled: employmentId !== null });
}

/** Lock, unlock, validate and save: each refreshes the screen's closings. */
export function useClosingActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: closingsKey });
  return {
    lock: useMutation({
      mutationFn: ({ months, comment }: { months: { employmentId: number; period: string }[]; comment: string }) =>
        api.plan.lockClosing({ comment: comment || undefined }, months),
      // The modal shows the server's refusal itself.
      meta: { silentError: true },
      onSuccess: refresh,
    }),
    unlock: useMutation({
      mutationFn: (closingIds: number[]) => api.plan.unlockClosing(undefined, closingIds),
      meta: { errorTitle: 'Afslutningen kunne ikke låses op' },
      onSuccess: refresh,
    }),
    validate: useMutation({
      mutationFn: async ({ closingIds, state }: { closingIds: number[]; state: boolean }) => {
        for (const closingId of closingIds) await api.plan.validateClosing({ closingId, validationState: state });
      },
      meta: { errorTitle: 'Valideringen kunne ikke gemmes' },
      onSuccess: refresh,
    }),
    save: useMutation({
      mutationFn: ({ employmentId, period, end, comment, excluded }: { employmentId: number; period: string; end: string; comment: string; excluded: boolean }) =>
        api.plan.saveClosing({ employmentId, start: period, end }, { period, comment: comment || undefined, excluded }),
      meta: { errorTitle: 'Afslutningen kunne ikke gemmes' },
      onSuccess: refresh,
    }),
  };
}
