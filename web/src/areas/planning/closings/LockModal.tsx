import { useState } from 'react';
import { Alert, Input, Modal, Typography } from 'antd';
import type { SimpleClosingDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { useClosingActions } from './closing-queries.ts';

interface Props {
  /** The months to lock; null: closed. */
  closings: SimpleClosingDto[] | null;
  monthTitle: string;
  onClose: () => void;
  onLocked: (count: number) => void;
}

/** Locks the chosen months together with one comment, and shows the server's reasons when it refuses. */
export function LockModal({ closings, monthTitle, onClose, onLocked }: Props) {
  const { lock } = useClosingActions();
  const [comment, setComment] = useState('');
  const close = () => {
    lock.reset();
    setComment('');
    onClose();
  };
  return (
    <Modal
      open={closings !== null}
      title={`Lås ${monthTitle}`}
      okText="Lås"
      cancelText="Annuller"
      confirmLoading={lock.isPending}
      onCancel={close}
      onOk={() =>
        closings &&
        lock.mutate(
          { months: closings.map((closing) => ({ employmentId: closing.employmentId, period: closing.period })), comment: comment.trim() },
          {
            onSuccess: () => {
              onLocked(closings.length);
              close();
            },
          },
        )
      }
      destroyOnHidden
    >
      <Typography.Paragraph>
        {closings?.length === 1 ? `${closings[0]!.employeeName} låses.` : `${closings?.length ?? 0} medarbejdere låses sammen.`} Vagterne i måneden kan derefter ikke ændres, og
        saldi og eksportværdier fryses.
      </Typography.Paragraph>
      <Input.TextArea aria-label="Kommentar" placeholder="Kommentar, f.eks. lønkørsel" rows={3} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
      {lock.isError && <Alert style={{ marginTop: 12 }} type="error" showIcon title="Måneden kan ikke låses" description={errorText(lock.error)} data-testid="lock-refusal" />}
    </Modal>
  );
}
