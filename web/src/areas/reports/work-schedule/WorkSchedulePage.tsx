import { useState } from 'react';
import { Button, Card, Checkbox, DatePicker, Flex, Form, Input, InputNumber, Select } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { NO_EMPLOYEE_FILTER } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { DepartmentChoice } from '../DepartmentChoice.tsx';
import { useDownload } from '../../../ui/use-download.ts';

const COLUMNS = [
  { value: 'showWatchDetailsCode', label: 'Vagtkode' },
  { value: 'showWatchDetailsTime', label: 'Tidspunkter' },
  { value: 'showDayOfWeek', label: 'Ugedag' },
  { value: 'showWeekNum', label: 'Ugenummer' },
  { value: 'showEmployeeIndex', label: 'Løbenummer' },
  { value: 'showTelephone', label: 'Telefon' },
  { value: 'showNorm', label: 'Norm' },
  { value: 'showExplanations', label: 'Forklaringer' },
] as const;
type Column = (typeof COLUMNS)[number]['value'];

interface Range {
  start: string;
  end: string;
}

/** The employments of the department in the range, as choices for the work cards. */
function useEmploymentChoices(departmentId: number | null, range: Range) {
  return useQuery({
    queryKey: ['reports', 'employments', departmentId, range.start, range.end],
    queryFn: async () => {
      const rows = (await api.plan.getEmployeesPeriod({ ...range, departmentid: departmentId! }, NO_EMPLOYEE_FILTER)) ?? [];
      return rows.flatMap((row) =>
        row.employments.map((employment) => ({
          value: employment.employmentId,
          label: `${row.firstName} ${row.lastName}${row.employments.length > 1 ? ` (${employment.description ?? employment.agreement.name})` : ''}`,
        })),
      );
    },
    enabled: departmentId !== null,
    meta: { errorTitle: 'Medarbejderne kunne ikke hentes' },
  });
}

/** /reports/workschedule: a department's work schedule and chosen employees' work cards as PDF. */
export function WorkSchedulePage() {
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [range, setRange] = useState<Range>(() => ({ start: dayjs().startOf('month').format('YYYY-MM-DD'), end: dayjs().endOf('month').format('YYYY-MM-DD') }));
  const [columns, setColumns] = useState<Column[]>(['showWatchDetailsCode', 'showDayOfWeek']);
  const [fontSize, setFontSize] = useState(9);
  const [header, setHeader] = useState('');
  const [employmentIds, setEmploymentIds] = useState<number[]>([]);
  const { busy, download: downloadPdf } = useDownload<'schedule' | 'cards'>('PDF-filen kunne ikke hentes');
  const employments = useEmploymentChoices(departmentId, range);

  function download(kind: 'schedule' | 'cards') {
    if (kind === 'cards') return downloadPdf(() => api.report.getWorkcard(range, employmentIds), `arbejdskort-${range.start}-${range.end}.pdf`, kind);
    const options = Object.fromEntries(COLUMNS.map((column) => [column.value, columns.includes(column.value)]));
    const query = { ...range, ...options, fontSize, ...(departmentId === null ? {} : { departmentid: departmentId }), ...(header.trim() ? { header: header.trim() } : {}) };
    return downloadPdf(() => api.report.getWorkSchedule(query, NO_EMPLOYEE_FILTER), `arbejdsplan-${range.start}-${range.end}.pdf`, kind);
  }

  return (
    <Flex vertical gap={16}>
      <PageHeader title="Arbejdsplan og arbejdskort" description="En afdelings arbejdsplan og valgte medarbejderes arbejdskort som PDF." />
      <Flex gap={12} wrap align="center">
        <DepartmentChoice
          value={departmentId}
          onChange={(id) => {
            setDepartmentId(id);
            setEmploymentIds([]);
          }}
          placeholder="Vælg afdeling"
        />
        <DatePicker.RangePicker
          aria-label="Periode"
          format="D. MMM YYYY"
          allowClear={false}
          value={[dayjs(range.start), dayjs(range.end)]}
          onChange={(values) => values?.[0] && values[1] && setRange({ start: values[0].format('YYYY-MM-DD'), end: values[1].format('YYYY-MM-DD') })}
        />
      </Flex>
      <Card title="Arbejdsplan">
        <Form layout="vertical">
          <Form.Item label="Kolonner">
            <Checkbox.Group options={[...COLUMNS]} value={columns} onChange={(values) => setColumns(values)} />
          </Form.Item>
          <Flex gap={16} wrap>
            <Form.Item label="Overskrift">
              <Input placeholder="Arbejdsplan" value={header} onChange={(event) => setHeader(event.target.value)} style={{ width: 260 }} />
            </Form.Item>
            <Form.Item label="Skriftstørrelse (punkter)">
              <InputNumber min={6} max={14} precision={0} value={fontSize} onChange={(value) => value !== null && setFontSize(value)} />
            </Form.Item>
          </Flex>
          <Button type="primary" icon={<FilePdfOutlined />} loading={busy === 'schedule'} disabled={departmentId === null} onClick={() => void download('schedule')}>
            Hent arbejdsplan
          </Button>
        </Form>
      </Card>
      <Card title="Arbejdskort">
        <Flex gap={12} wrap align="center">
          <Select<number[]>
            mode="multiple"
            aria-label="Medarbejdere"
            style={{ minWidth: 360 }}
            loading={employments.isLoading}
            disabled={departmentId === null}
            placeholder={departmentId === null ? 'Vælg først en afdeling' : 'Vælg medarbejdere'}
            options={employments.data ?? []}
            value={employmentIds}
            onChange={setEmploymentIds}
            optionFilterProp="label"
          />
          <Button icon={<FilePdfOutlined />} loading={busy === 'cards'} disabled={employmentIds.length === 0} onClick={() => void download('cards')}>
            Hent arbejdskort
          </Button>
        </Flex>
      </Card>
    </Flex>
  );
}
