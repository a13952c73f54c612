import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import type { Contract, ResponseOf } from '@kaj/contract';
import { formatDate } from '../../../ui/format.ts';
import { byEmployeeCode, employeeName } from '../shared/employee-record.ts';
import { useStoppingEmployees } from './employee-queries.ts';

type Stopping = NonNullable<ResponseOf<Contract['employee']['getStoppingEmployees']>>[number];

/** "Fratrædende": the employments that end in a chosen month, so the last pay and the crew plan can be prepared. */
export function StoppingEmployees({ onOpen }: { onOpen: (employeeId: number) => void }) {
  const [month, setMonth] = useState<Dayjs>(() => dayjs().startOf('month'));
  const stopping = useStoppingEmployees(month.year(), month.month() + 1);
  const rows = stopping.data ?? [];

  const columns: TableColumnsType<Stopping> = [
    {
      title: 'Slutdato',
      dataIndex: 'endDate',
      width: 140,
      defaultSortOrder: 'ascend',
      sorter: (a, b) => a.endDate.localeCompare(b.endDate),
      render: (date: string) => formatDate(date),
    },
    { title: 'Nr.', dataIndex: 'code', width: 90, sorter: byEmployeeCode },
    {
      title: 'Navn',
      key: 'name',
      sorter: (a, b) => a.lastName.localeCompare(b.lastName, 'da'),
      render: (_, row) => (
        <a
          href={`#medarbejder-${row.employeeId}`}
          onClick={(event) => {
            event.preventDefault();
            onOpen(row.employeeId);
          }}
        >
          {employeeName(row)}
        </a>
      ),
    },
    { title: 'Ansættelse', dataIndex: 'description', render: (text: string | null) => text ?? '' },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Flex align="center" gap={8}>
          <label htmlFor="stopping-month">Måned</label>
          <Button icon={<LeftOutlined />} aria-label="Forrige måned" onClick={() => setMonth(month.subtract(1, 'month'))} />
          <DatePicker
            id="stopping-month"
            picker="month"
            format="MMMM YYYY"
            allowClear={false}
            value={month}
            onChange={(value) => value && setMonth(value.startOf('month'))}
          />
          <Button icon={<RightOutlined />} aria-label="Næste måned" onClick={() => setMonth(month.add(1, 'month'))} />
        </Flex>
        <Typography.Text type="secondary" aria-live="polite">
          {rows.length === 1 ? '1 ansættelse slutter' : `${rows.length} ansættelser slutter`} i {month.format('MMMM YYYY')}
        </Typography.Text>
      </Flex>
      <Table<Stopping>
        rowKey="employmentId"
        columns={columns}
        dataSource={rows}
        loading={stopping.isFetching && !stopping.data}
        size="middle"
        pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: `Ingen ansættelser slutter i ${month.format('MMMM YYYY')}.` }}
      />
    </Card>
  );
}
