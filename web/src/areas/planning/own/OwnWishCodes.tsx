import { App, Button, Dropdown } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WatchDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import type { GridRange } from '../grid/grid-dates.ts';
import { planningKey } from '../planning-queries.ts';

interface Props {
  employmentId: number;
  date: string;
  /** The day's watches; the employee's own absence codes among them can be taken out again. */
  watches: readonly WatchDto[];
  range: GridRange;
}

/**
 * An employee with planning right for wishes places their own absence codes in their row of the plan (DOMAIN.md
 * section 3), and takes them out again; the server refuses any other code.
 */
export function OwnWishCodes({ employmentId, date, watches, range }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const codes = useQuery({ queryKey: [...planningKey, 'wish-codes'], queryFn: () => api.plan.getAbsenceWishesTemplates(), staleTime: 5 * 60_000 });
  const absenceIds = new Set((codes.data ?? []).map((code) => code.watchTemplateId));
  const placed = [...new Map(watches.filter((watch) => watch.plannedWatchId !== null && watch.watchTemplateId !== null && absenceIds.has(watch.watchTemplateId)).map((watch) => [watch.plannedWatchId, watch])).values()];
  const change = useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: planningKey }),
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  const add = (watchTemplateId: number) => change.mutate(() => api.plan.addPlannedWatchPeriod({ watchTemplateId, employmentId, startDate: date, start: range.start, end: range.end }));
  const remove = (watch: WatchDto) => change.mutate(() => api.plan.removePlannedWatch({ plannedwatchid: watch.plannedWatchId!, start: range.start, end: range.end, changeDate: watch.lastChanged }));
  const items = [
    ...(codes.data ?? []).map((code) => ({ key: `add-${code.watchTemplateId}`, label: <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}><WatchCodeChip code={code.code} color={code.color} size="small" /> {code.description ?? code.code}</span>, onClick: () => add(code.watchTemplateId) })),
    ...placed.map((watch) => ({ key: `remove-${watch.plannedWatchId}`, danger: true, label: `Fjern ${watch.code}`, onClick: () => remove(watch) })),
  ];
  if (items.length === 0) return null;
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button size="small" type="text" icon={<ScheduleOutlined />} loading={change.isPending} aria-label={`Fravær den ${date}`} title="Læg fravær ind" className="own-wish-button" />
    </Dropdown>
  );
}
