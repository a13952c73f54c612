import { Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { NormDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../ui/format.ts';
import { planningKey } from '../planning-queries.ts';

const hours = (value: number | null) => (value === null ? '–' : formatNumber(value, 2));

/** GetNorms: a norm period month by month — the month's target, time loss, activity and balance. */
export function NormMonths({ norm }: { norm: NormDto }) {
  const months = useQuery({
    queryKey: [...planningKey, 'norms', norm.payAccountRulePeriodDefId],
    queryFn: async () => (await api.plan.getNorms({ payAccountRulePeriodDefID: norm.payAccountRulePeriodDefId })) ?? [],
    staleTime: 0,
    meta: { errorTitle: 'Normperiodens måneder kunne ikke hentes' },
  });
  if (months.isLoading) return <Typography.Text type="secondary">Henter månederne …</Typography.Text>;
  return (
    <Table<NormDto>
      size="small"
      pagination={false}
      rowKey="startDate"
      dataSource={months.data ?? []}
      aria-label={`${norm.name} måned for måned`}
      locale={{ emptyText: 'Ingen måneder' }}
      columns={[
        { title: 'Måned', dataIndex: 'startDate', render: (date: string) => dayjs(date).format('MMMM YYYY') },
        { title: 'Mål', dataIndex: 'targetActivity', align: 'right', render: hours },
        { title: 'Tidstab', dataIndex: 'timeLoss', align: 'right', render: hours },
        { title: 'Aktivitet', dataIndex: 'activity', align: 'right', render: hours },
        { title: 'Saldo', dataIndex: 'balance', align: 'right', render: (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value, 2)}` },
      ]}
    />
  );
}
