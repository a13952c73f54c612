import { useCallback } from 'react';
import type { WatchDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { addDays, daysBetween, periodOf } from '@kaj/calendar';
import { api } from '../../../api/client.ts';
import { APPROVED_REASON, approvedOn, isApproved } from './approved-guard.ts';
import { editDay, isPending, newWatches, pendingWatch, watchKey } from './grid-rows.ts';
import { editsToRestore } from './restore-removed.ts';
import type { PlanCore } from './use-plan-core.ts';
import { groupBy, latest, newestChange, planStart, uniquePlans } from './watch-lookup.ts';

type Template = Pick<WatchTemplateSummaryDto, 'watchTemplateId' | 'code' | 'color'>;

/** Placing, removing and moving watches: optimistic, with undo by the inverse calls. */
export function useWatchMoves({ range, message, rows, setRows, put, refresh, run, remember, dropPending, removePlans, restoreEdits }: PlanCore) {
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

  return { place, remove, move };
}
