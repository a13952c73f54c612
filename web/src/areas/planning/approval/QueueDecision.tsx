import { useState } from 'react';
import { Alert, Form, Input, Modal, Typography } from 'antd';
import { errorText } from '../../../api/show-error.ts';
import { formatDate } from '../../../ui/format.ts';
import { BreachList } from './BreachList.tsx';
import { restBreachesIn, type RestBreach } from './rest-breaches.ts';

export interface Decision {
  rejecting: boolean;
  employmentIds: number[];
  names: string[];
  range: { start: string; end: string };
  /** Watches it takes (approving), or that wait, are corrected or approved (rejecting). */
  count: number;
}

interface Props {
  decision: Decision | null;
  onDecide: (decision: Decision, comment: string) => Promise<boolean>;
  onClose: () => void;
}

/**
 * Confirms a bulk decision of the queue. Rejecting needs a comment for the planner; approving over rest-hour breaches
 * shows them and asks again ("Godkend alligevel"), as the grid's approval does.
 */
export function QueueDecision({ decision, onDecide, onClose }: Props) {
  const [form] = Form.useForm<{ comment: string }>();
  const [busy, setBusy] = useState(false);
  const [breaches, setBreaches] = useState<RestBreach[] | null>(null);
  const [checkError, setCheckError] = useState<string | null>(null);
  const rejecting = decision?.rejecting ?? false;

  async function submit({ comment }: { comment: string }) {
    if (!decision) return;
    setBusy(true);
    try {
      if (!rejecting && breaches === null) {
        const found = await restBreachesIn(decision.employmentIds, decision.range);
        if (found.length > 0) {
          setBreaches(found);
          return;
        }
      }
      if (await onDecide(decision, comment ?? '')) close();
    } catch (error) {
      setCheckError(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  function close() {
    setBreaches(null);
    setCheckError(null);
    form.resetFields();
    onClose();
  }

  const watches = decision ? `${decision.count} ${decision.count === 1 ? 'vagt' : 'vagter'}` : '';
  return (
    <Modal
      open={decision !== null}
      title={rejecting ? 'Afvis vagter' : 'Godkend vagter'}
      okText={rejecting ? 'Afvis' : breaches?.length ? 'Godkend alligevel' : 'Godkend'}
      okButtonProps={{ danger: rejecting, loading: busy }}
      cancelText="Annuller"
      onOk={() => form.submit()}
      onCancel={close}
      destroyOnHidden
    >
      {decision && (
        <Typography.Paragraph data-testid="queue-decision-summary">
          {rejecting
            ? `Afvis vagterne fra ${formatDate(decision.range.start)} til ${formatDate(decision.range.end)}: de sendes tilbage til planlæggeren med din kommentar.`
            : `Godkend ${watches} fra ${formatDate(decision.range.start)} til ${formatDate(decision.range.end)}. De kan derefter ikke ændres, før godkendelsen fjernes.`}{' '}
          {decision.names.join(', ')}.
        </Typography.Paragraph>
      )}
      {breaches && breaches.length > 0 && <BreachList breaches={breaches} />}
      {checkError && <Alert type="error" showIcon title="Det lykkedes ikke" description={checkError} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" onFinish={(values) => void submit(values)} requiredMark={false}>
        <Form.Item
          name="comment"
          label={rejecting ? 'Kommentar til planlæggeren' : 'Kommentar (valgfri)'}
          rules={rejecting ? [{ required: true, whitespace: true, message: 'Skriv hvorfor vagterne afvises' }] : []}
        >
          <Input.TextArea rows={3} maxLength={1000} aria-label="Kommentar" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
