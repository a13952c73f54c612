import { useMemo, useState } from 'react';
import { DatePicker, Empty, Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { CateringDayDto } from '@kaj/contract';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import { DepartmentChoice } from '../DepartmentChoice.tsx';

interface Range {
  start: string;
  end: string;
}

function useCateringReport(range: Range, departmentId: number | null) {
  return useQuery({
    queryKey: ['reports', 'catering', range.start, range.end, departmentId],
    queryFn: async () => (await api.report.getCateringWatchReport({ ...range, ...(departmentId === null ? {} : { departmentid: departmentId }) })) ?? [],
    meta: { errorTitle: 'Vagtrapporten kunne ikke hentes' },
  });
}

/** The codes of the range, in code order, as the table's columns. */
function codesOf(days: readonly CateringDayDto[]) {
  const codes = new Map<number, { watchTemplateId: number; code: string; color: string }>();
  for (const day of days) for (const entry of day.watchCodes) codes.set(entry.watchTemplateId, entry);
  return [...codes.values()].sort((a, b) => a.code.localeCompare(b.code, 'da'));
}

/** /reports/catering: per day, how many crew of the catering departments are on each watch code. */
export function CateringPage() {
  const [range, setRange] = useState<Range>(() => ({ start: dayjs().startOf('week').format('YYYY-MM-DD'), end: dayjs().endOf('week').format('YYYY-MM-DD') }));
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const report = useCateringReport(range, departmentId);
  const days = useMemo(() => report.data ?? [], [report.data]);
  const codes = useMemo(() => codesOf(days), [days]);

  const columns: ColumnsType<CateringDayDto> = [
    { title: 'Dato', dataIndex: 'date', key: 'date', render: (date: string) => dayjs(date).format('dd D. MMM YYYY') },
    ...codes.map((code) => ({
      title: <WatchCodeChip code={code.code} color={code.color} />,
      key: `code-${code.watchTemplateId}`,
      align: 'right' as const,
      render: (_: unknown, day: CateringDayDto) => day.watchCodes.find((entry) => entry.watchTemplateId === code.watchTemplateId)?.count ?? '',
    })),
    { title: 'I alt', dataIndex: 'total', key: 'total', align: 'right', render: (total: number) => <strong>{total}</strong> },
  ];

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="Catering: Vagtrapport"
        description="Antal medarbejdere pr. dag på hver vagtkode. Uden valgt afdeling tæller alle cateringafdelinger (navn med Cafeteria, Catering, Restaurant/Restauration eller Kantine, eller kode der ender på CAFE)."
      />
      <Flex gap={12} wrap align="center">
        <DatePicker.RangePicker
          aria-label="Periode"
          format="D. MMM YYYY"
          allowClear={false}
          value={[dayjs(range.start), dayjs(range.end)]}
          onChange={(values) => values?.[0] && values[1] && setRange({ start: values[0].format('YYYY-MM-DD'), end: values[1].format('YYYY-MM-DD') })}
        />
        <DepartmentChoice value={departmentId} onChange={setDepartmentId} placeholder="Alle cateringafdelinger" />
      </Flex>
      <Table<CateringDayDto>
        rowKey="date"
        size="small"
        loading={report.isLoading}
        columns={columns}
        dataSource={days}
        pagination={false}
        locale={{ emptyText: <Empty description="Ingen dage i perioden." /> }}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>I alt</Typography.Text>
            </Table.Summary.Cell>
            {codes.map((code, index) => (
              <Table.Summary.Cell key={code.watchTemplateId} index={index + 1} align="right">
                {days.reduce((sum, day) => sum + (day.watchCodes.find((entry) => entry.watchTemplateId === code.watchTemplateId)?.count ?? 0), 0)}
              </Table.Summary.Cell>
            ))}
            <Table.Summary.Cell index={codes.length + 1} align="right">
              <Typography.Text strong>{days.reduce((sum, day) => sum + day.total, 0)}</Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Flex>
  );
}
