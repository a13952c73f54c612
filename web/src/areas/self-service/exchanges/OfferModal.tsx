import { useEffect } from 'react';
import { App, Form, Input, Modal } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { copenhagenInstant } from '../time/registration-days.ts';
import { useOwnUpcomingWatches } from './own-watches.ts';
import { OwnWatchSelect } from './OwnWatchSelect.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Watches already offered, left out of the choice. */
  offered: ReadonlySet<number>;
}

interface Values {
  plannedWatchId: number;
  expiration: string;
  notePublic?: string;
  notePlanner?: string;
}

/** Tilbyd en vagt: one of the employee's upcoming watches, open for bids until a time before it begins. */
export function OfferModal({ open, onClose, offered }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const watches = useOwnUpcomingWatches(open);
  const chosen = Form.useWatch('plannedWatchId', form);
  const watch = watches.data?.find((each) => each.plannedWatchId === chosen);

  useEffect(() => {
    // Open for bids until noon the day before, or until the watch begins when that is sooner.
    if (!watch) return;
    const noonBefore = dayjs(watch.startDate).subtract(1, 'day').format('YYYY-MM-DDT12:00');
    const begins = `${watch.startDate}T${watch.startTime}`;
    form.setFieldValue('expiration', noonBefore > dayjs().format('YYYY-MM-DDTHH:mm') ? noonBefore : begins);
  }, [watch, form]);

  const save = useMutation({
    mutationFn: (values: Values) =>
      api.app.offerWatch(null, {
        plannedWatchId: values.plannedWatchId,
        expiration: copenhagenInstant(values.expiration.slice(0, 10), values.expiration.slice(11, 16)),
        notePublic: values.notePublic || null,
        notePlanner: values.notePlanner || null,
      }),
    onSuccess: () => {
      void message.success('Vagten er tilbudt; dine kolleger får besked.');
      void queryClient.invalidateQueries({ queryKey: ['self', 'exchanges'] });
      form.resetFields();
      onClose();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });

  return (
    <Modal title="Tilbyd en vagt" open={open} onCancel={onClose} okText="Tilbyd" cancelText="Annuller" confirmLoading={save.isPending} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="plannedWatchId" label="Vagt" rules={[{ required: true, message: 'Vælg vagten' }]}>
          <OwnWatchSelect
            loading={watches.isLoading}
            notFoundContent="Du har ingen kommende vagter at tilbyde."
            watches={(watches.data ?? []).filter((each) => !offered.has(each.plannedWatchId))}
          />
        </Form.Item>
        <Form.Item name="expiration" label="Åben for bud til" rules={[{ required: true, message: 'Vælg hvornår tilbuddet udløber' }]}>
          <Input type="datetime-local" />
        </Form.Item>
        <Form.Item name="notePublic" label="Besked til kollegerne">
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="notePlanner" label="Besked til planlæggeren" extra="Kun du og planlæggeren ser den.">
          <Input maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
