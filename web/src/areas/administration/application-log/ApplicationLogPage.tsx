import { useState } from 'react';
import { Button, Card, Table, Tag, Typography, type TableColumnsType, type TablePaginationConfig } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LOG_SORT_COLUMNS } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { formatNumber, formatTimestamp } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import type { LogEntry } from '../shared/admin-types.ts';

type SortColumn = (typeof LOG_SORT_COLUMNS)[number];

interface Paging {
  pageNo: number;
  pageSize: number;
  sortColumn: SortColumn;
  sortByAscending: boolean;
}

const levelColors: Record<string, string> = {
  fatal: 'magenta',
  error: 'red',
  warn: 'orange',
  warning: 'orange',
  info: 'blue',
  information: 'blue',
  debug: 'default',
  trace: 'default',
};

function isSortColumn(value: unknown): value is SortColumn {
  return typeof value === 'string' && (LOG_SORT_COLUMNS as readonly string[]).includes(value);
}

/** /administration/application-log: the server's log, paged and sorted by the server. */
export function ApplicationLogPage() {
  const [paging, setPaging] = useState<Paging>({ pageNo: 1, pageSize: 25, sortColumn: 'timestamp', sortByAscending: false });

  const total = useQuery({
    queryKey: ['applicationLog', 'total'],
    queryFn: async () => (await api.log.getTotalLogs()) ?? 0,
    meta: { errorTitle: 'Loggen kunne ikke hentes' },
  });
  const page = useQuery({
    queryKey: ['applicationLog', paging],
    queryFn: async () => (await api.log.getNLogs(paging)) ?? [],
    placeholderData: keepPreviousData,
    meta: { errorTitle: 'Loggen kunne ikke hentes' },
  });

  const sortOrder = (column: SortColumn) => (paging.sortColumn === column ? (paging.sortByAscending ? 'ascend' : 'descend') : null);

  const columns: TableColumnsType<LogEntry> = [
    {
      title: 'Tidspunkt',
      dataIndex: 'timestamp',
      key: 'timestamp',
      width: 180,
      sorter: true,
      sortOrder: sortOrder('timestamp'),
      render: (value: string) => formatTimestamp(value),
    },
    {
      title: 'Niveau',
      dataIndex: 'level',
      key: 'level',
      width: 110,
      sorter: true,
      sortOrder: sortOrder('level'),
      render: (value: string) => <Tag color={levelColors[value.toLowerCase()] ?? 'default'}>{value}</Tag>,
    },
    { title: 'Besked', dataIndex: 'message', key: 'message', ellipsis: true, sorter: true, sortOrder: sortOrder('message') },
    {
      title: 'Bruger',
      dataIndex: 'userName',
      key: 'userName',
      width: 200,
      ellipsis: true,
      sorter: true,
      sortOrder: sortOrder('userName'),
      render: (value: string | null) => value ?? '–',
    },
    {
      title: 'URL',
      dataIndex: 'url',
      key: 'url',
      width: 260,
      ellipsis: true,
      sorter: true,
      sortOrder: sortOrder('url'),
      render: (value: string | null) => (value ? <Typography.Text code>{value}</Typography.Text> : '–'),
    },
  ];

  function change(pagination: TablePaginationConfig, sorter: SorterResult<LogEntry> | SorterResult<LogEntry>[]) {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const next: Paging = { ...paging, pageNo: pagination.current ?? 1, pageSize: pagination.pageSize ?? paging.pageSize };
    if (single?.order && isSortColumn(single.columnKey)) {
      if (single.columnKey !== paging.sortColumn || (single.order === 'ascend') !== paging.sortByAscending) next.pageNo = 1;
      next.sortColumn = single.columnKey;
      next.sortByAscending = single.order === 'ascend';
    } else if (single && !single.order) {
      // A third click removes the sort: back to newest first.
      next.sortColumn = 'timestamp';
      next.sortByAscending = false;
      next.pageNo = 1;
    }
    setPaging(next);
  }

  return (
    <>
      <PageHeader
        title="Applikationslog"
        description="Fejl og hændelser, som serveren har logget. Klik på en række for at se hele beskeden og eventuel fejlinformation."
        extra={
          <Button
            icon={<ReloadOutlined />}
            onClick={() => {
              void total.refetch();
              void page.refetch();
            }}
          >
            Opdater
          </Button>
        }
      />
      <Card>
        <Table<LogEntry>
          rowKey="logId"
          size="middle"
          columns={columns}
          dataSource={page.data}
          loading={page.isFetching}
          onChange={(pagination, _filters, sorter) => change(pagination, sorter)}
          pagination={{
            current: paging.pageNo,
            pageSize: paging.pageSize,
            total: total.data ?? 0,
            showSizeChanger: true,
            pageSizeOptions: [25, 50, 100],
            showTotal: (count, [from, to]) => `${formatNumber(from)}–${formatNumber(to)} af ${formatNumber(count)} linjer`,
          }}
          expandable={{
            expandRowByClick: true,
            expandedRowRender: (entry) => (
              <div style={{ maxWidth: '100%' }}>
                <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: entry.exception ? 12 : 0 }}>{entry.message}</Typography.Paragraph>
                {entry.exception && <pre className="log-exception">{entry.exception}</pre>}
              </div>
            ),
          }}
          locale={{ emptyText: 'Loggen er tom.' }}
          scroll={{ x: 1000 }}
        />
      </Card>
    </>
  );
}
