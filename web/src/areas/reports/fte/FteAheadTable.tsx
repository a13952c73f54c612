import { Empty, Table, Tag, Typography } from 'antd';
import type { FteAheadLineDto } from '@kaj/contract';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { formatNumber } from '../../../ui/format.ts';

interface Props {
  /** The first of the twelve months. */
  period: string;
  departmentId: number | null;
}

const SOURCES: Record<FteAheadLineDto['source'], { text: string; color: string }> = {
  realised: { text: 'Realiseret', color: 'default' },
  planned: { text: 'Planlagt', color: 'blue' },
};

const fte = (value: number | null) => (value === null ? '–' : formatNumber(value, 2));

/** Budget FTE beside the FTE of the watches for twelve months from the chosen month: realised for months that are over, planned after. */
export function FteAheadTable({ period, departmentId }: Props) {
  const ahead = useQuery({
    queryKey: ['reports', 'fte-ahead', period, departmentId],
    queryFn: async () => (await api.report.getFteAhead({ period, ...(departmentId === null ? {} : { department: departmentId }) })) ?? [],
    meta: { errorTitle: 'Planlagt FTE kunne ikke hentes' },
  });
  return (
    <>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Budget og planlagt FTE, 12 måneder frem
      </Typography.Title>
      <Typography.Text type="secondary">
        FTE = normtimer i hele måneden / (overenskomstens timer pr. dag × månedens arbejdsdage). Måneder, der er forbi, tæller det realiserede; fra denne måned
        tæller planen (det udførte og det planlagte resten af måneden).
      </Typography.Text>
      <Table<FteAheadLineDto>
        data-testid="fte-ahead"
        rowKey={(line) => `${line.period}|${line.department}|${line.budgetAccount}|${line.positionGroup}`}
        size="small"
        loading={ahead.isLoading}
        dataSource={ahead.data ?? []}
        pagination={{ pageSize: 24, showSizeChanger: false, hideOnSinglePage: true }}
        locale={{ emptyText: <Empty description="Hverken budget eller vagter i månederne." /> }}
        columns={[
          { title: 'Måned', key: 'period', render: (_, line) => dayjs(line.period).format('MMMM YYYY') },
          { title: 'Grundlag', key: 'source', render: (_, line) => <Tag color={SOURCES[line.source].color}>{SOURCES[line.source].text}</Tag> },
          { title: 'Afdeling', key: 'department', render: (_, line) => `${line.department} ${line.departmentName === line.department ? '' : line.departmentName}`.trim() },
          { title: 'Budgetkonto', dataIndex: 'budgetAccount' },
          { title: 'Stillingsgruppe', dataIndex: 'positionGroup' },
          { title: 'Budget FTE', key: 'budget', align: 'right', render: (_, line) => fte(line.budgetFte) },
          { title: 'Timer', key: 'hours', align: 'right', render: (_, line) => formatNumber(line.hours, 2) },
          { title: 'FTE', key: 'fte', align: 'right', render: (_, line) => fte(line.fte) },
          {
            title: 'Afvigelse FTE',
            key: 'difference',
            align: 'right',
            render: (_, line) => <Typography.Text type={line.difference !== null && line.difference < 0 ? 'danger' : undefined}>{fte(line.difference)}</Typography.Text>,
          },
        ]}
      />
    </>
  );
}
