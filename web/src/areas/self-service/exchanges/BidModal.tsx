import { App, Form, Input, Modal, Radio, Typography } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WatchExchangeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { ExchangeWatch } from '../../../ui/exchange-view.tsx';
import { useOwnUpcomingWatches } from './own-watches.ts';
import { OwnWatchSelect } from './OwnWatchSelect.tsx';

interface Props {
  exchange: WatchExchangeDto | null;
  onClose: () => void;
}

interface Values {
  kind: 'take' | 'swap';
  givenPlannedWatchId?: number;
  note?: string;
}

/** Byd: take the colleague's watch, or give one of one's own in return; a bid that does not fit is refused with the reason. */
export function BidModal({ exchange, onClose }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form);
  const watches = useOwnUpcomingWatches(exchange !== null);
  const save = useMutation({
    mutationFn: (values: Values) => api.app.bidOnWatch(null, { exchangeId: exchange!.exchangeId, givenPlannedWatchId: values.kind === 'swap' ? values.givenPlannedWatchId : null, note: values.note || null }),
    onSuccess: () => {
      void message.success('Dit bud er sendt.');
      void queryClient.invalidateQueries({ queryKey: ['self', 'exchanges'] });
      onClose();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Modal title="Byd på vagten" open={exchange !== null} onCancel={onClose} okText="Send bud" cancelText="Annuller" confirmLoading={save.isPending} onOk={() => form.submit()} destroyOnHidden>
      {exchange && (
        <Typography.Paragraph>
          {exchange.employeeName} tilbyder <ExchangeWatch watch={exchange} />
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical" requiredMark={false} initialValues={{ kind: 'take' }} onFinish={(values) => save.mutate(values)}>
        <Form.Item name="kind">
          <Radio.Group
            options={[
              { value: 'take', label: 'Jeg tager vagten' },
              { value: 'swap', label: 'Jeg giver en af mine vagter i bytte' },
            ]}
          />
        </Form.Item>
        {kind === 'swap' && (
          <Form.Item name="givenPlannedWatchId" label="Min vagt" rules={[{ required: true, message: 'Vælg vagten, du giver' }]}>
            <OwnWatchSelect loading={watches.isLoading} watches={watches.data ?? []} />
          </Form.Item>
        )}
        <Form.Item name="note" label="Besked">
          <Input maxLength={300} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
