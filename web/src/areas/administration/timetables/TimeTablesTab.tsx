import { useState } from 'react';
import { Button, Card, DatePicker, Empty, Flex, Select, Skeleton, Tag, Typography } from 'antd';
import { EditOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { propertyPath, usePropertyTree, usePropertyTypeByKey } from '../shared/property-tree-queries.ts';
import { TimeTableMonthGrid } from './TimeTableMonthGrid.tsx';
import { TimeTableSettingsModal } from './TimeTableSettingsModal.tsx';
import { useTimeTable, useTimeTables } from './timetable-queries.ts';

const MONTH_PARAM = 'maaned';
const TABLE_PARAM = 'tidsplan';

/** The Tidsplaner tab: choose a timetable, its departments, and its lines of a month. The choice lives in the address. */
export function TimeTablesTab() {
  const [params, setParams] = useSearchParams();
  const list = useTimeTables();
  const [dialog, setDialog] = useState<'new' | 'edit' | null>(null);
  const departmentType = usePropertyTypeByKey('department');
  const departments = usePropertyTree(departmentType?.propertyTypeId);
  const chosenId = Number(params.get(TABLE_PARAM));
  const chosen = list.data?.find((table) => table.timeTableId === chosenId) ?? list.data?.[0];
  const detail = useTimeTable(chosen?.timeTableId);
  const timeTable = detail.data ?? null;
  const monthParam = dayjs(params.get(MONTH_PARAM) ?? '', 'YYYY-MM', true);
  const month = (monthParam.isValid() ? monthParam : dayjs()).startOf('month');

  function setParam(name: string, value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  }
  const showMonth = (value: Dayjs) => setParam(MONTH_PARAM, value.format('YYYY-MM'));

  if (list.isLoading) return <Skeleton active paragraph={{ rows: 6 }} />;

  return (
    <Card
      title={
        list.data && list.data.length > 0 ? (
          <Select
            aria-label="Tidsplan"
            value={chosen?.timeTableId}
            onChange={(id: number) => setParam(TABLE_PARAM, String(id))}
            options={list.data.map((table) => ({ value: table.timeTableId, label: table.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 260 }}
          />
        ) : (
          'Tidsplaner'
        )
      }
      extra={
        <Flex gap={8}>
          {timeTable && (
            <Button icon={<EditOutlined />} onClick={() => setDialog('edit')}>
              Navn og afdelinger
            </Button>
          )}
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog('new')}>
            Ny tidsplan
          </Button>
        </Flex>
      }
    >
      {list.data?.length === 0 ? (
        <Empty description="Der er ingen tidsplaner endnu. En tidsplan er et skibs sejlplan: en linje pr. afgang eller rute og en tekst pr. dag." />
      ) : !timeTable ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : (
        <Flex vertical gap={16}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text type="secondary">Følges af:</Typography.Text>
            {timeTable.departmentPropertyIds.length === 0 ? (
              <Typography.Text type="secondary" italic>
                ingen afdelinger endnu
              </Typography.Text>
            ) : (
              timeTable.departmentPropertyIds.map((id) => (
                <Tag key={id} color="blue" style={{ marginInlineEnd: 0 }}>
                  {propertyPath(departments.data ?? [], id) || `Afdeling ${id}`}
                </Tag>
              ))
            )}
          </Flex>
          <Flex gap={8} align="center">
            <Button icon={<LeftOutlined />} aria-label="Forrige måned" onClick={() => showMonth(month.subtract(1, 'month'))} />
            <DatePicker
              picker="month"
              value={month}
              format="MMMM YYYY"
              allowClear={false}
              aria-label="Måned"
              onChange={(value) => value && showMonth(value)}
            />
            <Button icon={<RightOutlined />} aria-label="Næste måned" onClick={() => showMonth(month.add(1, 'month'))} />
            <Button type="link" onClick={() => showMonth(dayjs())}>
              Denne måned
            </Button>
          </Flex>
          <TimeTableMonthGrid timeTable={timeTable} month={month} />
        </Flex>
      )}
      <TimeTableSettingsModal
        open={dialog !== null}
        timeTable={dialog === 'edit' ? timeTable : null}
        onClose={() => setDialog(null)}
        onSaved={(id) => {
          setDialog(null);
          setParam(TABLE_PARAM, String(id));
        }}
      />
    </Card>
  );
}
