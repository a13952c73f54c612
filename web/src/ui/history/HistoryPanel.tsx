import { useState } from 'react';
import { Alert, DatePicker, Flex, Select, Table, Tag } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { contract, HISTORY_KINDS, type HistoryKind, type HistoryRowDto } from '@kaj/contract';
import { callApi } from '../../api/client.ts';
import { errorText } from '../../api/show-error.ts';
import { formatDateTime } from '../format.ts';
import { ChangeValues } from './ChangeValues.tsx';

export const KIND_LABELS: Record<HistoryKind, string> = {
  watches: 'Vagter',
  approvals: 'Godkendelser',
  closings: 'Lukninger',
  exports: 'Eksporter',
  rules: 'Lønregler og overenskomster',
  rest: 'Hviletid',
};

const ALL = 'all';

interface Props {
  employeeId: number;
  /** The period shown first. */
  from: string;
  to: string;
}

/**
 * An employee's audit trail (issue 17): who changed what and when, newest first, by the dates the changes concern.
 * Pay rules and agreements show on the day they were saved, for every employee whose agreement holds them.
 */
export function HistoryPanel({ employeeId, from, to }: Props) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs(from), dayjs(to)]);
  const [kind, setKind] = useState<HistoryKind | typeof ALL>(ALL);
  const [paging, setPaging] = useState({ page: 1, pageSize: 25 });
  const query = {
    employeeId,
    start: range[0].format('YYYY-MM-DD'),
    end: range[1].format('YYYY-MM-DD'),
    ...(kind === ALL ? {} : { kind }),
    ...paging,
  };
  // The table shows its own spinner while a page loads, not the screen-wide one.
  const history = useQuery({
    queryKey: ['history', query],
    queryFn: () => callApi(contract.plan.getHistory, query, undefined, { track: false }),
    placeholderData: keepPreviousData,
  });

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <DatePicker.RangePicker
          value={range}
          format="D. MMM YYYY"
          allowClear={false}
          aria-label="Periode"
          disabledDate={(day, info) => info.from !== undefined && Math.abs(day.diff(info.from, 'day')) > 365}
          onChange={(value) => {
            if (!value?.[0] || !value[1]) return;
            setRange([value[0], value[1]]);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
        />
        <Select
          aria-label="Slags"
          style={{ width: 260 }}
          value={kind}
          onChange={(value) => {
            setKind(value);
            setPaging((old) => ({ ...old, page: 1 }));
          }}
          options={[{ value: ALL, label: 'Alle ændringer' }, ...HISTORY_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))]}
        />
      </Flex>
      {history.isError && <Alert type="error" showIcon style={{ marginBottom: 12 }} title="Historikken kunne ikke hentes" description={errorText(history.error)} />}
      <Table<HistoryRowDto>
        size="small"
        rowKey="auditId"
        aria-label="Historik"
        loading={history.isFetching}
        dataSource={history.data?.rows ?? []}
        locale={{ emptyText: 'Ingen ændringer i perioden.' }}
        expandable={{ expandRowByClick: true, expandedRowRender: (row) => <ChangeValues before={row.before} after={row.after} /> }}
        pagination={{
          current: paging.page,
          pageSize: paging.pageSize,
          total: history.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 25, 50, 100, 200],
          showTotal: (total) => `${total} ${total === 1 ? 'ændring' : 'ændringer'}`,
          onChange: (page, pageSize) => setPaging({ page: pageSize === paging.pageSize ? page : 1, pageSize }),
        }}
        columns={[
          { title: 'Hvornår', dataIndex: 'at', width: 170, render: (at: string) => formatDateTime(at) },
          { title: 'Hvem', dataIndex: 'userName', width: 160, render: (name: string | null) => name ?? 'Kaj' },
          { title: 'Slags', dataIndex: 'kind', width: 130, render: (value: HistoryKind) => <Tag>{KIND_LABELS[value]}</Tag> },
          { title: 'Ændring', dataIndex: 'summary' },
        ]}
      />
    </>
  );
}
