import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TimeTableDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

export type TimeTable = TimeTableDto;
export type TimeTableLine = TimeTable['lines'][number];

export const timeTablesKey = ['timetables'] as const;
const timeTableKey = (timeTableId: number) => [...timeTablesKey, timeTableId] as const;

/** All timetables, for the chooser and for which department follows which. */
export function useTimeTables() {
  return useQuery({
    queryKey: timeTablesKey,
    queryFn: async (): Promise<TimeTable[]> => (await api.department.getTimeTables()) ?? [],
    meta: { errorTitle: 'Tidsplanerne kunne ikke hentes' },
  });
}

export function useTimeTable(timeTableId: number | undefined) {
  return useQuery({
    queryKey: timeTableKey(timeTableId ?? 0),
    queryFn: async () => api.department.getTimeTableById({ timetableId: timeTableId ?? 0 }),
    enabled: timeTableId !== undefined,
    meta: { errorTitle: 'Tidsplanen kunne ikke hentes' },
  });
}

export interface TimeTableSettings {
  name: string;
  departmentPropertyIds: number[];
}

export function useSaveTimeTable() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ timeTableId, settings }: { timeTableId: number | null; settings: TimeTableSettings }) => {
      const saved = await api.department.saveTimeTable(undefined, { timeTableId, ...settings });
      if (!saved) throw new Error('Serveren svarede ikke med tidsplanen.');
      return saved;
    },
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(timeTableKey(saved.timeTableId), saved);
      // The list takes the table at once: the tab chooses from the list, and must not fall back to another table meanwhile.
      queryClient.setQueryData<TimeTable[]>(timeTablesKey, (tables) => [
        ...(tables ?? []).filter((table) => table.timeTableId !== saved.timeTableId),
        saved,
      ]);
      return queryClient.invalidateQueries({ queryKey: timeTablesKey, exact: true });
    },
  });
}

/** Replaces one line (with its entries) in the cached timetable, or adds it. */
function putLine(table: TimeTable | null | undefined, line: TimeTableLine): TimeTable | null | undefined {
  if (!table) return table;
  const others = table.lines.filter((existing) => existing.timeTableLineId !== line.timeTableLineId);
  return { ...table, lines: [...others, line] };
}

type LineChanges = Pick<TimeTableLine, 'timeTableId' | 'sortOrder' | 'month' | 'year' | 'text'> & { timeTableLineId?: number };

export function useSaveTimeTableLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (line: LineChanges) => {
      const saved = await api.department.saveTimeTableLine(undefined, line);
      if (!saved) throw new Error('Serveren svarede ikke med linjen.');
      return saved;
    },
    meta: { errorTitle: 'Linjen kunne ikke gemmes' },
    onSuccess: (saved) => {
      queryClient.setQueryData<TimeTable | null>(timeTableKey(saved.timeTableId), (table) => putLine(table, saved));
      return queryClient.invalidateQueries({ queryKey: timeTablesKey, exact: true });
    },
  });
}

interface EntryChange {
  timeTableId: number;
  line: TimeTableLine;
  day: number;
  /** Empty removes the day's text. */
  text: string;
}

/** Saves one day of a line; the cached line takes the answer, so the grid does not refetch per cell. */
export function useSaveTimeTableEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ line, day, text }: EntryChange) => {
      const existing = line.entries.find((entry) => entry.day === day);
      return api.department.saveTimeTableEntry(undefined, { timeTableEntryId: existing?.timeTableEntryId, timeTableLineId: line.timeTableLineId, day, text });
    },
    meta: { errorTitle: 'Dagen kunne ikke gemmes' },
    onSuccess: (saved, { timeTableId, line, day }) => {
      queryClient.setQueryData<TimeTable | null>(timeTableKey(timeTableId), (table) => {
        const current = table?.lines.find((candidate) => candidate.timeTableLineId === line.timeTableLineId) ?? line;
        const entries = current.entries.filter((entry) => entry.day !== day);
        return putLine(table, { ...current, entries: saved ? [...entries, saved].sort((a, b) => a.day - b.day) : entries });
      });
    },
  });
}
