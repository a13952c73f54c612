import { useState } from 'react';
import { Alert, Button, DatePicker, Flex, Form, Input, Modal, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { formatDate } from '../../../ui/format.ts';
import type { GridRange } from '../grid/grid-dates.ts';
import { employeeName, type GridRow } from '../grid/grid-rows.ts';
import { errorText } from '../../../api/show-error.ts';
import { BreachList } from './BreachList.tsx';
import { restBreachesIn, type RestBreach } from './rest-breaches.ts';

interface Props {
  /** The employments (rows) of the selection and the dates of its columns; null without a selection. */
  chosen: { rows: GridRow[]; range: GridRange } | null;
  onDecide: (rejected: boolean, employmentIds: number[], range: GridRange, comment: string) => Promise<boolean | undefined>;
}

interface Values {
  range: [Dayjs, Dayjs];
  comment: string;
}

/**
 * Approvers select rows and days in the grid, then approve or reject the realised watches of that range. Approving a
 * range with rest-hour breaches shows them first and asks again ("Godkend alligevel").
 */
export function ApprovalBar({ chosen, onDecide }: Props) {
  const [deciding, setDeciding] = useState<'approve' | 'reject' | null>(null);
  const [busy, setBusy] = useState(false);
  /** The breaches of the range once looked up (approving only); null until then, and again when the range changes. */
  const [breaches, setBreaches] = useState<RestBreach[] | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const [form] = Form.useForm<Values>();
  const rejecting = deciding === 'reject';

  function open(kind: 'approve' | 'reject') {
    if (!chosen) return;
    form.setFieldsValue({ range: [dayjs(chosen.range.start), dayjs(chosen.range.end)], comment: '' });
    setBreaches(null);
    setCheckError(null);
    setDeciding(kind);
  }

  async function submit(values: Values) {
    if (!chosen) return;
    setBusy(true);
    const range = { start: values.range[0].format('YYYY-MM-DD'), end: values.range[1].format('YYYY-MM-DD') };
    const employmentIds = chosen.rows.map((row) => row.employment.employmentId);
    if (!rejecting && breaches === null) {
      try {
        const found = await restBreachesIn(employmentIds, range);
        if (found.length > 0) {
          setBreaches(found);
          setBusy(false);
          return;
        }
      } catch (error) {
        setCheckError(errorText(error));
        setBusy(false);
        return;
      }
    }
    const done = await onDecide(rejecting, employmentIds, range, values.comment ?? '');
    setBusy(false);
    if (done) setDeciding(null);
  }

  const names = chosen ? [...new Set(chosen.rows.map((row) => employeeName(row.employee)))] : [];
  return (
    <Flex gap={8} align="center" wrap className="plan-approval-bar">
      <Typography.Text type="secondary">
        {chosen ? `${chosen.rows.length} ${chosen.rows.length === 1 ? 'ansættelse' : 'ansættelser'}, ${formatDate(chosen.range.start)} – ${formatDate(chosen.range.end)}` : 'Markér ansættelser og dage for at godkende'}
      </Typography.Text>
      <Button icon={<CheckOutlined />} disabled={!chosen} onClick={() => open('approve')}>
        Godkend
      </Button>
      <Button icon={<CloseOutlined />} danger disabled={!chosen} onClick={() => open('reject')}>
        Afvis
      </Button>
      <Modal
        open={deciding !== null}
        title={rejecting ? 'Afvis vagter' : 'Godkend vagter'}
        okText={rejecting ? 'Afvis' : breaches?.length ? 'Godkend alligevel' : 'Godkend'}
        okButtonProps={{ danger: rejecting, loading: busy }}
        cancelText="Annuller"
        onOk={() => form.submit()}
        onCancel={() => setDeciding(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {rejecting ? 'De realiserede vagter afvises og sendes tilbage til planlæggeren med din kommentar.' : 'De realiserede vagter godkendes og kan derefter ikke ændres.'}{' '}
          {names.join(', ')}.
        </Typography.Paragraph>
        {breaches && breaches.length > 0 && <BreachList breaches={breaches} />}
        {checkError && <Alert type="error" showIcon title="Hviletiden kunne ikke tjekkes" description={checkError} style={{ marginBottom: 12 }} />}
        <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} onValuesChange={(changed) => 'range' in changed && setBreaches(null)} requiredMark={false}>
          <Form.Item name="range" label="Periode" rules={[{ required: true, message: 'Vælg perioden' }]}>
            <DatePicker.RangePicker format="DD-MM-YYYY" allowClear={false} aria-label="Periode for godkendelsen" />
          </Form.Item>
          <Form.Item
            name="comment"
            label={rejecting ? 'Kommentar til planlæggeren' : 'Kommentar (valgfri)'}
            rules={rejecting ? [{ required: true, whitespace: true, message: 'Skriv hvorfor vagterne afvises' }] : []}
          >
            <Input.TextArea rows={3} maxLength={500} aria-label="Kommentar" />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  );
}
