import { useState } from 'react';
import { Button, DatePicker, Flex, Form, InputNumber, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { DepartmentChoice } from '../DepartmentChoice.tsx';
import { useDownload } from '../../../ui/use-download.ts';
import { FteAheadTable } from './FteAheadTable.tsx';

/** The close day a month starts with: today in the running month, else the month's last day. */
function defaultCloseDay(period: dayjs.Dayjs): number {
  return period.isSame(dayjs(), 'month') ? dayjs().date() : period.daysInMonth();
}

/** /reports/fte: budget FTE beside realised FTE of a month up to a close day, as an Excel workbook, and budget beside planned FTE for twelve months from the month. */
export function FtePage() {
  const [period, setPeriod] = useState(() => dayjs().startOf('month'));
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [closeDay, setCloseDay] = useState(() => defaultCloseDay(dayjs().startOf('month')));
  const workbook = useDownload('FTE-rapporten kunne ikke hentes');

  function download() {
    const query = { period: period.format('YYYY-MM-DD'), closeDay, ...(departmentId === null ? {} : { department: departmentId }) };
    return workbook.download(() => api.report.getFte(query), `fte-${period.format('YYYY-MM')}.xlsx`);
  }

  return (
    <Flex vertical gap={16}>
      <PageHeader
        title="FTE-rapport"
        description="Budgetteret FTE over for ansat og realiseret FTE pr. afdeling, budgetkonto og stillingsgruppe. Realiseret FTE = realiserede normtimer fra den 1. til lukkedagen / (overenskomstens timer pr. dag × arbejdsdage); ansat FTE er ansættelsernes timer pr. uge som andel af fuldtid. Excel-arket har også fanen Fremad med månederne nedenfor."
      />
      <Form layout="inline" onFinish={() => void download()}>
        <Form.Item label="Måned">
          <DatePicker
            picker="month"
            aria-label="Måned"
            format="MMMM YYYY"
            allowClear={false}
            value={period}
            onChange={(value) => {
              if (!value) return;
              setPeriod(value.startOf('month'));
              setCloseDay(defaultCloseDay(value.startOf('month')));
            }}
          />
        </Form.Item>
        <Form.Item label="Afdeling">
          <DepartmentChoice value={departmentId} onChange={setDepartmentId} placeholder="Alle mine afdelinger" />
        </Form.Item>
        <Form.Item label="Lukkedag">
          <InputNumber aria-label="Lukkedag" min={1} max={period.daysInMonth()} precision={0} value={closeDay} onChange={(value) => value !== null && setCloseDay(value)} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit" icon={<DownloadOutlined />} loading={workbook.busy !== null}>
            Hent Excel-ark
          </Button>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary">
        Timer til og med {period.date(Math.min(closeDay, period.daysInMonth())).format('D. MMMM YYYY')} tælles med.
      </Typography.Text>
      <FteAheadTable period={period.format('YYYY-MM-DD')} departmentId={departmentId} />
    </Flex>
  );
}
