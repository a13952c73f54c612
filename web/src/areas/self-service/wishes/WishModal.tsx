import { App, Form, Input, Modal, Select } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { AskAbsenceWishRequest } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { AbsenceEffect } from '../../../ui/AbsenceEffect.tsx';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
}

interface Values {
  propertyId?: number;
  startDate?: string;
  endDate?: string;
  comment?: string;
}

/** Nyt ønske: the absence, the days (the phone's own date picker) and a comment; the effect on the balance shows before it is sent. */
export function WishModal({ open, onClose }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Values | undefined;
  const kinds = useQuery({ queryKey: ['self', 'wish-kinds'], queryFn: () => api.app.getAbsenceWishKinds(), enabled: open });
  const complete = values?.propertyId && values.startDate && values.endDate && values.endDate >= values.startDate;
  const wish: AskAbsenceWishRequest | null = complete ? { propertyId: values.propertyId!, startDate: values.startDate!, endDate: values.endDate!, comment: values.comment ?? null } : null;
  const preview = useQuery({
    queryKey: ['self', 'wish-preview', wish?.propertyId, wish?.startDate, wish?.endDate],
    queryFn: () => api.app.previewAbsenceWish(null, wish!),
    enabled: open && wish !== null,
    meta: { silentError: true },
  });
  const ask = useMutation({
    mutationFn: (body: AskAbsenceWishRequest) => api.app.askAbsenceWish(null, body),
    onSuccess: () => {
      void message.success('Ønsket er sendt til planlæggeren.');
      void queryClient.invalidateQueries({ queryKey: ['self', 'wishes'] });
      form.resetFields();
      onClose();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  const today = dayjs().format('YYYY-MM-DD');

  return (
    <Modal title="Nyt ønske" open={open} onCancel={onClose} okText="Send ønske" cancelText="Annuller" confirmLoading={ask.isPending} onOk={() => form.submit()} okButtonProps={{ disabled: !!preview.data?.refusal }} destroyOnHidden>
      <Form form={form} layout="vertical" requiredMark={false} onFinish={() => wish && ask.mutate(wish)}>
        <Form.Item name="propertyId" label="Fravær" rules={[{ required: true, message: 'Vælg hvilket fravær du ønsker' }]}>
          <Select
            placeholder="Ferie, afspadsering …"
            loading={kinds.isLoading}
            options={(kinds.data ?? []).map((kind) => ({
              value: kind.propertyId,
              label: (
                <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
                  <WatchCodeChip code={kind.code} color={kind.color} size="small" /> {kind.name}
                </span>
              ),
              title: kind.name,
            }))}
          />
        </Form.Item>
        <Form.Item name="startDate" label="Fra og med" rules={[{ required: true, message: 'Vælg den første dag' }]}>
          <Input type="date" min={today} />
        </Form.Item>
        <Form.Item
          name="endDate"
          label="Til og med"
          dependencies={['startDate']}
          rules={[
            { required: true, message: 'Vælg den sidste dag' },
            ({ getFieldValue }) => ({ validator: (_, value: string) => (!value || value >= getFieldValue('startDate') ? Promise.resolve() : Promise.reject(new Error('Den sidste dag skal ligge efter den første'))) }),
          ]}
        >
          <Input type="date" min={values?.startDate ?? today} />
        </Form.Item>
        <Form.Item name="comment" label="Kommentar til planlæggeren">
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
      {wish && <AbsenceEffect preview={preview.data} loading={preview.isFetching} />}
      {preview.isError && <div className="ant-form-item-explain-error">{errorText(preview.error)}</div>}
    </Modal>
  );
}
