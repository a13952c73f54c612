import { useCallback, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeDto, RealisedWatchDto, WatchDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { contract } from '@kaj/contract';
import { api, callApi } from '../../../api/client.ts';
import { isApiError } from '../../../api/api-error.ts';
import { errorText, isHandledByLogout } from '../../../api/show-error.ts';
import { gridKey, type GridQuery } from '../planning-queries.ts';
import { APPROVED_REASON, approvedOn, isApproved } from './approved-guard.ts';
import { addDays, daysBetween, periodOf } from '@kaj/calendar';
import { editDay, isPending, newWatches, pendingWatch, putRows, watchKey } from './grid-rows.ts';
import { editsToRestore, type RestoredEdits } from './restore-removed.ts';

/** A change that can be taken back (Ctrl+Z) by its inverse call. */
interface UndoEntry {
  label: string;
  undo: () => Promise<void>;
}

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

export interface SaveRealisedInput {
  previous: RealisedWatchDto | null;
  request: Parameters<typeof api.plan.saveRealisedWatchPeriod>[1];
}

type Template = Pick<WatchTemplateSummaryDto, 'watchTemplateId' | 'code' | 'color'>;

/** Every planning change of the grid: optimistic where it can be, answered rows into the cache, undo by inverse calls. */
export function usePlanActions(query: GridQuery) {
  const queryClient = useQueryClient();
  const { notification, message } = App.useApp();
  const key = useMemo(() => gridKey(query), [query]);
  const range = query.range;
  const [undoStack, setUndoStack] = useState<UndoEntry[]>([]);
  /** Changes sent and not yet answered. */
  const [saving, setSaving] = useState(0);
  /** Changes run one after another, so the server sees them in the order the planner made them. */
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  const rows = useCallback(() => queryClient.getQueryData<EmployeeDto[]>(key) ?? [], [queryClient, key]);
  const setRows = useCallback((edit: (current: EmployeeDto[]) => EmployeeDto[]) => {
    queryClient.setQueryData<EmployeeDto[]>(key, (current) => (current ? edit(current) : current));
  }, [queryClient, key]);
  const put = useCallback((answered: readonly (EmployeeDto | null)[]) => setRows((current) => putRows(current, answered) ?? current), [setRows]);

  const refresh = useCallback(async (employmentIds: readonly number[]) => {
    const ids = [...new Set(employmentIds)];
    if (ids.length === 0) return;
    // In the background (live updates, after a move): the grid shows its own saving state, not the overlay.
    const answered = (await callApi(contract.plan.getSelectedEmployeesPeriod, { start: range.start, end: range.end }, ids, { track: false })) ?? [];
    put(answered);
  }, [range, put]);

  const refuse = useCallback((error: unknown) => {
    if (isHandledByLogout(error)) return;
    notification.error({ title: 'Ændringen blev ikke gemt', description: errorText(error), placement: 'topRight', duration: 8 });
    // Someone else changed the watch: show their version.
    if (isApiError(error) && error.status === 409) void queryClient.invalidateQueries({ queryKey: key });
  }, [notification, queryClient, key]);

  /** Runs a change in turn; on refusal undoes the optimistic edit and shows the server's reason. */
  const run = useCallback(
    <T,>(change: () => Promise<T>, rollback?: () => void): Promise<T | undefined> => {
      setSaving((count) => count + 1);
      const next = queue.current.then(async () => {
        try {
          return await change();
        } catch (error) {
          rollback?.();
          refuse(error);
          return undefined;
        } finally {
          setSaving((count) => count - 1);
        }
      });
      queue.current = next;
      return next;
    },
    [refuse],
  );

  const remember = useCallback((entry: UndoEntry) => setUndoStack((stack) => [...stack.slice(-49), entry]), []);

  /** Removes pending watches of a template from cells, as a refused placing leaves them. */
  const dropPending = useCallback((employmentId: number, dates: readonly string[], templateId: number) => {
    setRows((current) => dates.reduce((acc, date) => editDay(acc, employmentId, date, (watches) => watches.filter((w) => !(isPending(w) && w.watchTemplateId === templateId))), current));
  }, [setRows]);

  /** Removes the watches' plans; `seen` is the grid they were chosen in, whose change dates the server checks. */
  const removePlans = useCallback(async (watches: readonly WatchDto[], seen: readonly EmployeeDto[] = rows()) => {
    for (const watch of uniquePlans(watches)) {
      const answered = await api.plan.removePlannedWatch({ plannedwatchid: watch.plannedWatchId ?? 0, start: range.start, end: range.end, changeDate: newestChange(seen, watch) });
      put([answered]);
    }
  }, [range, put, rows]);

  /** Saves watches as they were: a removed plan's edits on the watches placing it again made, or properties given. */
  const restoreEdits = useCallback(async ({ changed, cancelled }: RestoredEdits) => {
    for (const { made, was } of changed) {
      put([await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, {
        realisedWatchId: made.realisedWatchId,
        plannedWatchId: made.plannedWatchId,
        employmentId: made.employmentId,
        startDate: was.startDate,
        startTime: was.startTime,
        endTime: was.endTime,
        totalTime: was.totalTime,
        properties: was.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
        cancelled: false,
        changeDate: made.lastChanged,
      })]);
    }
    if (cancelled.length === 0) return;
    put([await api.plan.removeRealisedWatchPeriod({ start: range.start, end: range.end }, cancelled.map((watch) => ({ realisedWatchId: watch.realisedWatchId ?? 0, changeDate: watch.lastChanged })))]);
  }, [range, put]);

  const place = useCallback(
    (template: Template, employmentId: number, wanted: readonly string[], record = true) => {
      const dates = wanted.filter((date) => !approvedOn(rows(), employmentId, date));
      if (dates.length < wanted.length) void message.warning(APPROVED_REASON);
      if (dates.length === 0) return Promise.resolve(undefined);
      setRows((current) => dates.reduce((acc, date) => editDay(acc, employmentId, date, (watches) => [...watches, pendingWatch(template, employmentId, date)]), current));
      return run(async () => {
        const before = rows();
        const [first] = dates;
        const answered =
          dates.length === 1 && first
            ? await api.plan.addPlannedWatchPeriod({ watchTemplateId: template.watchTemplateId, employmentId, startDate: first, start: range.start, end: range.end })
            : await api.plan.addPlannedWatchPeriodBulk({ watchTemplateId: template.watchTemplateId, employmentId, start: range.start, end: range.end }, [...dates]);
        put([answered]);
        const created = newWatches(before, [answered]).filter((watch) => watch.employmentId === employmentId);
        if (record) remember({ label: `${template.code} placeret`, undo: () => removePlans(latest(rows(), created)) });
      }, () => dropPending(employmentId, dates, template.watchTemplateId));
    },
    [setRows, run, rows, range, put, remember, removePlans, dropPending, message],
  );

  const remove = useCallback(
    (watches: readonly WatchDto[], record = true) => {
      const saved = watches.filter((watch) => !isPending(watch));
      const real = saved.filter((watch) => !isApproved(watch));
      if (real.length < saved.length) void message.warning(APPROVED_REASON);
      if (real.length === 0) return Promise.resolve(undefined);
      const gone = new Set(real.map(watchKey));
      const plans = new Set(real.map((watch) => watch.plannedWatchId).filter((id) => id !== null));
      const snapshot = rows();
      setRows((current) => current.map((employee) => ({
        ...employee,
        employments: employee.employments.map((employment) => ({
          ...employment,
          watchDays: employment.watchDays.map((day) => ({
            ...day,
            watches: day.watches.filter((watch) => !gone.has(watchKey(watch)) && !(watch.plannedWatchId !== null && plans.has(watch.plannedWatchId))),
          })),
        })),
      })));
      return run(async () => {
        // The grid before the removal shows the plans' watches, and so their newest change dates.
        await removePlans(real.filter((watch) => watch.plannedWatchId !== null), snapshot);
        const extras = real.filter((watch) => watch.plannedWatchId === null && watch.realisedWatchId !== null);
        for (const [employmentId, list] of groupBy(extras, (watch) => watch.employmentId)) {
          void employmentId;
          const answered = await api.plan.removeRealisedWatchPeriod(
            { start: range.start, end: range.end },
            list.map((watch) => ({ realisedWatchId: watch.realisedWatchId ?? 0, changeDate: watch.lastChanged })),
          );
          put([answered]);
        }
        if (!record) return;
        const planStarts = uniquePlans(real).map((watch) => ({ watch, date: planStart(snapshot, watch), removed: latest(snapshot, [watch]) }));
        remember({
          label: 'Vagter fjernet',
          undo: async () => {
            for (const { watch, date, removed } of planStarts) {
              if (watch.watchTemplateId === null) continue;
              const before = rows();
              const answered = await api.plan.addPlannedWatchPeriod({ watchTemplateId: watch.watchTemplateId, employmentId: watch.employmentId, startDate: date, start: range.start, end: range.end });
              put([answered]);
              await restoreEdits(editsToRestore(removed, newWatches(before, [answered])));
            }
            for (const watch of extras) {
              put([await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, {
                employmentId: watch.employmentId,
                startDate: watch.startDate,
                startTime: watch.startTime,
                endTime: watch.endTime,
                totalTime: watch.totalTime,
                properties: watch.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
                cancelled: false,
              })]);
            }
          },
        });
      }, () => setRows(() => snapshot));
    },
    [rows, setRows, run, removePlans, restoreEdits, range, put, remember, message],
  );

  const move = useCallback(
    (watch: WatchDto, toEmploymentId: number, toDate: string, record = true) => {
      if (isPending(watch) || (watch.employmentId === toEmploymentId && watch.startDate === toDate)) return Promise.resolve(undefined);
      if (isApproved(watch) || approvedOn(rows(), toEmploymentId, toDate)) {
        void message.warning(APPROVED_REASON);
        return Promise.resolve(undefined);
      }
      const snapshot = rows();
      setRows((current) => {
        const without = editDay(current, watch.employmentId, watch.startDate, (watches) => watches.filter((each) => watchKey(each) !== watchKey(watch)));
        return editDay(without, toEmploymentId, toDate, (watches) => [...watches, { ...pendingWatch({ watchTemplateId: watch.watchTemplateId ?? 0, code: watch.code, color: watch.color }, toEmploymentId, toDate) }]);
      });
      return run(async () => {
        const shift = daysBetween(watch.startDate, toDate);
        if (watch.plannedWatchId !== null) {
          const newStart = addDays(planStart(snapshot, watch), shift);
          const moved = (await api.plan.movePlannedWatch({
            plannedwatchid: watch.plannedWatchId,
            newemploymentid: toEmploymentId,
            newstartdate: newStart,
            period: periodOf(newStart),
            changeDate: newestChange(snapshot, watch),
          })) ?? [];
          await refresh([watch.employmentId, toEmploymentId]);
          if (record) {
            const plannedWatchId = watch.plannedWatchId;
            const from = { employmentId: watch.employmentId, start: planStart(snapshot, watch) };
            remember({
              label: `${watch.code} flyttet`,
              undo: async () => {
                const current = latest(rows(), moved).find((each) => each.plannedWatchId === plannedWatchId);
                await api.plan.movePlannedWatch({
                  plannedwatchid: plannedWatchId,
                  newemploymentid: from.employmentId,
                  newstartdate: from.start,
                  period: periodOf(from.start),
                  changeDate: current ? newestChange(rows(), current) : undefined,
                });
                await refresh([from.employmentId, toEmploymentId]);
              },
            });
          }
          return;
        }
        const answered = (await api.plan.moveRealisedWatch(
          { newemploymentid: toEmploymentId, newstartdate: toDate, start: range.start, end: range.end },
          [{ realisedWatchId: watch.realisedWatchId ?? 0, changeDate: watch.lastChanged }],
        )) ?? [];
        put(answered);
        if (record) {
          const created = newWatches(snapshot, answered);
          remember({
            label: `${watch.code} flyttet`,
            undo: async () => {
              for (const each of latest(rows(), created)) {
                put((await api.plan.moveRealisedWatch(
                  { newemploymentid: watch.employmentId, newstartdate: watch.startDate, start: range.start, end: range.end },
                  [{ realisedWatchId: each.realisedWatchId ?? 0, changeDate: each.lastChanged }],
                )) ?? []);
              }
            },
          });
        }
      }, () => setRows(() => snapshot));
    },
    [rows, setRows, run, refresh, remember, range, put, message],
  );

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

  const saveRealised = useCallback(
    ({ previous, request }: SaveRealisedInput) =>
      run(async () => {
        const before = rows();
        const answered = await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, request);
        put([answered]);
        const id = previous?.realisedWatchId ?? newWatches(before, [answered])[0]?.realisedWatchId ?? null;
        if (id === null) return true;
        remember({
          label: `${previous?.code ?? 'Vagt'} ændret`,
          undo: async () => {
            const current = latestRealised(rows(), id);
            if (!current) return;
            if (!previous) {
              put([await api.plan.removeRealisedWatchPeriod({ start: range.start, end: range.end }, [{ realisedWatchId: id, changeDate: current.lastChanged }])]);
              return;
            }
            put([await api.plan.saveRealisedWatchPeriod({ start: range.start, end: range.end }, {
              realisedWatchId: id,
              plannedWatchId: previous.plannedWatchId,
              employmentId: previous.employmentId,
              startDate: previous.startDate,
              startTime: previous.startTime,
              endTime: previous.endTime,
              totalTime: previous.totalTime,
              properties: previous.properties.map((property) => ({ propertyId: property.propertyId, value: property.value })),
              cancelled: previous.cancelled,
              changeDate: current.lastChanged,
            })]);
          },
        });
        return true;
      }),
    [run, rows, range, put, remember],
  );

  /** Gives the realised watches a property (Syg, Kursus, Overtid 2,5 …), one call per employment. */
  const addProperty = useCallback(
    (watches: readonly WatchDto[], propertyId: number, value: number | null) =>
      run(async () => {
        const realised = watches.filter((watch) => watch.realisedWatchId !== null);
        const byEmployment = new Map<number, WatchDto[]>();
        for (const watch of realised) byEmployment.set(watch.employmentId, [...(byEmployment.get(watch.employmentId) ?? []), watch]);
        for (const list of byEmployment.values()) {
          // The call answers the month of the first watch; other months of the range are read again.
          const period = periodOf(list[0]!.startDate);
          const answered = await api.plan.addPropertyToRealisedWatch({ propertyId, period }, {
            watches: list.map((watch) => ({ realisedWatchId: watch.realisedWatchId!, changeDate: watch.lastChanged })),
            value,
          });
          if (period === range.start && answered?.periodEnd === range.end) put([answered]);
          else await refresh([list[0]!.employmentId]);
        }
        if (realised.length > 0) {
          remember({
            label: 'Egenskab givet',
            undo: () => {
              const changed = realised.flatMap((was) => {
                const made = latestRealised(rows(), was.realisedWatchId!);
                return made ? [{ made, was }] : [];
              });
              return restoreEdits({ changed, cancelled: [] });
            },
          });
        }
        return realised.length;
      }),
    [run, range, put, refresh, remember, rows, restoreEdits],
  );

  const undo = useCallback(() => {
    const entry = undoStack.at(-1);
    if (!entry) return Promise.resolve(undefined);
    setUndoStack((stack) => stack.slice(0, -1));
    return run(entry.undo);
  }, [undoStack, run]);

  const sync = useCallback(
    (employmentIds: number[], draftToMaster: boolean) =>
      run(async () => {
        await api.plan.syncEmployments({ draftToMaster, start: range.start, end: range.end }, employmentIds);
        await queryClient.invalidateQueries({ queryKey: key });
        return true;
      }),
    [run, range, queryClient, key],
  );

  const saveOrder = useCallback(
    (departmentId: number, employeeIds: number[]) => {
      const snapshot = rows();
      const position = new Map(employeeIds.map((id, index) => [id, index]));
      setRows((current) => [...current].sort((a, b) => (position.get(a.employeeId) ?? 0) - (position.get(b.employeeId) ?? 0)));
      return run(
        () => api.plan.saveEmployeeSortOrder({ departmentid: departmentId }, employeeIds.map((employeeId, sortOrder) => ({ employeeId, sortOrder }))),
        () => setRows(() => snapshot),
      );
    },
    [rows, setRows, run],
  );

  return { place, remove, move, paste, saveRealised, addProperty, undo, sync, saveOrder, refresh, run, put, saving: saving > 0, canUndo: undoStack.length > 0, undoLabel: undoStack.at(-1)?.label ?? null };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}

/** One watch per plan. */
function uniquePlans(watches: readonly WatchDto[]): WatchDto[] {
  return [...groupBy(watches.filter((watch) => watch.plannedWatchId !== null), (watch) => watch.plannedWatchId).values()].map((list) => list[0]!);
}

/** The first date the grid shows of a watch's plan (a tour spans several days). */
function planStart(employees: readonly EmployeeDto[], watch: WatchDto): string {
  if (watch.plannedWatchId === null) return watch.startDate;
  let first = watch.startDate;
  for (const employee of employees) {
    for (const employment of employee.employments) {
      for (const day of employment.watchDays) {
        if (day.date < first && day.watches.some((each) => each.plannedWatchId === watch.plannedWatchId)) first = day.date;
      }
    }
  }
  return first;
}

/** The newest change date the grid has seen of a watch's plan (the server compares with the plan's newest). */
function newestChange(employees: readonly EmployeeDto[], watch: WatchDto): string | undefined {
  const dates = latest(employees, [watch]).map((each) => each.lastChanged);
  return [watch.lastChanged, ...dates].filter(Boolean).sort().at(-1);
}

/** The grid's current versions of these watches (their newest change dates). */
function latest(employees: readonly EmployeeDto[], watches: readonly WatchDto[]): WatchDto[] {
  const wanted = new Set(watches.map(watchKey));
  const plans = new Set(watches.map((watch) => watch.plannedWatchId).filter((id) => id !== null));
  const found: WatchDto[] = [];
  for (const employee of employees) {
    for (const employment of employee.employments) {
      for (const day of employment.watchDays) {
        for (const watch of day.watches) {
          if (wanted.has(watchKey(watch)) || (watch.plannedWatchId !== null && plans.has(watch.plannedWatchId))) found.push(watch);
        }
      }
    }
  }
  return found.length > 0 ? found : [...watches];
}

function latestRealised(employees: readonly EmployeeDto[], realisedWatchId: number): WatchDto | undefined {
  return latest(employees, [{ realisedWatchId, plannedWatchId: null } as WatchDto]).find((watch) => watch.realisedWatchId === realisedWatchId);
}
