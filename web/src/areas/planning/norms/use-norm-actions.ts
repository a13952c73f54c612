import { useCallback, useState } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { EmployeeDto, NormDto } from '@kaj/contract';
import { periodOf } from '@kaj/calendar';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatDate } from '../../../ui/format.ts';
import { planningKey } from '../planning-queries.ts';
import type { GridRange } from '../grid/grid-dates.ts';

/** "1 normperiode", "2 normperioder" … for the feedback after a change. */
export const periodsText = (count: number) => `${count} ${count === 1 ? 'normperiode' : 'normperioder'}`;
const employmentsText = (count: number) => `${count} ${count === 1 ? 'ansættelse' : 'ansættelser'}`;

/**
 * Norm periods started, ended and deleted from the grid (DOMAIN.md section 7), for one row or many: one call per
 * employment or period, each answer put into the grid, and one message after saying how many it changed and
 * naming what the server refused.
 */
export function useNormActions(range: GridRange, put: (rows: readonly (EmployeeDto | null)[]) => void, refresh: (employmentIds: readonly number[]) => Promise<void>) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const each = useCallback(
    async <T,>(items: readonly T[], change: (item: T) => Promise<EmployeeDto | null>, done: (count: number) => string) => {
      setBusy(true);
      const refusals: string[] = [];
      let count = 0;
      for (const item of items) {
        try {
          put([await change(item)]);
          count += 1;
        } catch (error) {
          refusals.push(errorText(error));
        }
      }
      setBusy(false);
      // The month-by-month figures of the changed periods are read again.
      await queryClient.invalidateQueries({ queryKey: [...planningKey, 'norms'] });
      if (count > 0) void message.success(done(count));
      if (refusals.length > 0) void message.error([...new Set(refusals)].join(' '), 8);
      return count;
    },
    [put, message, queryClient],
  );

  /** SetNormStart on each employment: the agreement's norm rule decides its length, target and maximum. */
  const start = useCallback(
    (employmentIds: readonly number[], startDate: string) =>
      each(
        employmentIds,
        (employmentid) => api.plan.setNormStart({ employmentid, startdate: startDate, start: range.start, end: range.end }),
        (count) => `Normperioden starter ${formatDate(startDate)} for ${employmentsText(count)}.`,
      ),
    [each, range.start, range.end],
  );

  /** SetNormPeriodEnd: ends each period on the date, or (null) lets its rule's length decide again. */
  const end = useCallback(
    (norms: readonly NormDto[], endDate: string | null) =>
      each(
        norms,
        (norm) => api.plan.setNormPeriodEnd({ employmentid: norm.employmentId, payaccountruleperioddefid: norm.payAccountRulePeriodDefId, endDate: endDate ?? undefined, start: range.start, end: range.end }),
        (count) => (endDate ? `${periodsText(count)} slutter ${formatDate(endDate)}.` : `${periodsText(count)} løber igen overenskomstens længde.`),
      ),
    [each, range.start, range.end],
  );

  /** DeleteNormPeriod: refused by the server for a period a locked month used. It answers a month, so the grid's range is read again. */
  const remove = useCallback(
    async (norms: readonly NormDto[]) => {
      const count = await each(
        norms,
        async (norm) => {
          await api.plan.deleteNormPeriod({ employmentid: norm.employmentId, period: periodOf(range.start) }, { payAccountRulePeriodDefId: norm.payAccountRulePeriodDefId });
          return null;
        },
        (done) => `${periodsText(done)} slettet.`,
      );
      await refresh(norms.map((norm) => norm.employmentId));
      return count;
    },
    [each, range.start, refresh],
  );

  return { busy, start, end, remove };
}
