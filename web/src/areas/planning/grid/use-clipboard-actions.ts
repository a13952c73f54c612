import { useCallback } from 'react';
import type { WatchDto } from '@kaj/contract';
import { addDays, daysBetween } from '@kaj/calendar';
import { api } from '../../../api/client.ts';
import { newWatches } from './grid-rows.ts';
import type { PlanCore } from './use-plan-core.ts';
import { groupBy, latest } from './watch-lookup.ts';

/** A watch copied to the clipboard, with the place it was copied from. */
export interface ClipboardWatch {
  employmentId: number;
  date: string;
  plannedWatchId: number | null;
  realisedWatchIds: number[];
  changeDate: string;
}

export interface Clipboard {
  /** The top-left cell of the copied selection: pasting puts it on the target cell. */
  anchorDate: string;
  anchorRowIndex: number;
  items: (ClipboardWatch & { rowIndex: number })[];
  /** Cut (Ctrl+X): pasting moves the watches instead of copying them. */
  cut: boolean;
}

/** Pasting copied or cut watches (Ctrl+V), with one undo for the whole paste. */
export function useClipboardActions({ range, rows, put, run, remember }: PlanCore) {
  /** Moves cut watches to their targets (MoveRealisedWatchFromClipboard); undo moves them back where they were. */
  const moveFromClipboard = useCallback(
    (byTarget: Map<number, Clipboard['items']>, shift: number) =>
      run(async () => {
        const moved: Clipboard['items'] = [];
        for (const [employmentId, items] of byTarget) {
          if (employmentId < 0) continue;
          put((await api.plan.moveRealisedWatchFromClipboard(
            { newemploymentid: employmentId, start: range.start, end: range.end },
            items.map((item) => ({ plannedwatchid: item.plannedWatchId, realisedwatchids: item.realisedWatchIds, newStartDate: addDays(item.date, shift), changeDate: item.changeDate })),
          )) ?? []);
          moved.push(...items);
        }
        if (moved.length === 0) return;
        remember({
          label: 'Vagter flyttet',
          undo: async () => {
            for (const [employmentId, items] of groupBy(moved, (item) => item.employmentId)) {
              put((await api.plan.moveRealisedWatchFromClipboard(
                { newemploymentid: employmentId, start: range.start, end: range.end },
                items.map((item) => {
                  const now = latest(rows(), item.realisedWatchIds.map((realisedWatchId) => ({ realisedWatchId, plannedWatchId: item.plannedWatchId }) as WatchDto));
                  return { plannedwatchid: item.plannedWatchId, realisedwatchids: item.realisedWatchIds, newStartDate: item.date, changeDate: now.map((watch) => watch.lastChanged).sort().at(-1) ?? null };
                }),
              )) ?? []);
            }
          },
        });
      }),
    [run, range, put, remember, rows],
  );

  /** Copies the clipboard's watches so its anchor lands on the target cell; rows below follow the copied rows. */
  const paste = useCallback(
    (clipboard: Clipboard, targetRowIndex: number, targetDate: string, employmentOfRow: (index: number) => number | undefined) => {
      const shift = daysBetween(clipboard.anchorDate, targetDate);
      const byTarget = groupBy(clipboard.items, (item) => employmentOfRow(targetRowIndex + item.rowIndex - clipboard.anchorRowIndex) ?? -1);
      if (clipboard.cut) return moveFromClipboard(byTarget, shift);
      return run(async () => {
        const before = rows();
        const created: WatchDto[] = [];
        for (const [employmentId, items] of byTarget) {
          if (employmentId < 0) continue;
          const answered = (await api.plan.copyRealisedWatchFromClipboard(
            { newemploymentid: employmentId, start: range.start, end: range.end },
            items.map((item) => ({ plannedwatchid: item.plannedWatchId, realisedwatchids: item.realisedWatchIds, newStartDate: addDays(item.date, shift), changeDate: item.changeDate })),
          )) ?? [];
          put(answered);
          created.push(...newWatches(before, answered));
        }
        if (created.length === 0) return;
        remember({
          label: 'Vagter indsat',
          undo: async () => {
            const now = latest(rows(), created);
            const items = [...groupBy(now, (watch) => watch.plannedWatchId ?? -watch.realisedWatchId!)].map(([, list]) => ({
              plannedwatchid: list[0]?.plannedWatchId ?? null,
              realisedwatchids: list.map((watch) => watch.realisedWatchId).filter((id) => id !== null),
              changeDate: list.map((watch) => watch.lastChanged).sort().at(-1) ?? null,
            }));
            if (items.length > 0) put((await api.plan.removeRealisedWatchFromClipboard({ start: range.start, end: range.end }, items)) ?? []);
          },
        });
      });
    },
    [run, rows, range, put, remember, moveFromClipboard],
  );

  return { paste };
}
