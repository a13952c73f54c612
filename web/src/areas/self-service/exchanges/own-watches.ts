import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { ExchangeWatchDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** How far ahead the employee's own watches are offered for exchange. */
const DAYS_AHEAD = 90;

/** The employee's own planned watches (not absence) that have not begun, each once (a tour's first watch), for offering or giving in return. */
export function useOwnUpcomingWatches(enabled: boolean) {
  const start = dayjs().format('YYYY-MM-DD');
  const end = dayjs().add(DAYS_AHEAD, 'day').format('YYYY-MM-DD');
  return useQuery({
    queryKey: ['self', 'plan', 'upcoming', start],
    queryFn: () => api.app.getEmployeesPeriod({ start, end }),
    enabled,
    select: (rows): ExchangeWatchDto[] => {
      const now = dayjs().format('YYYY-MM-DDTHH:mm');
      const byPlan = new Map<number, ExchangeWatchDto>();
      for (const watch of (rows ?? []).flatMap((row) => row.employments.flatMap((employment) => employment.watchDays.flatMap((day) => day.watches)))) {
        const id = watch.plannedWatchId;
        if (id === null || byPlan.has(id) || `${watch.startDate}T${watch.startTime}` <= now || watch.approved || watch.closed || !watch.isNormTime) continue;
        byPlan.set(id, { plannedWatchId: id, code: watch.code, color: watch.color, startDate: watch.startDate, startTime: watch.startTime, endTime: watch.endTime });
      }
      return [...byPlan.values()];
    },
  });
}
