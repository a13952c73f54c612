import { App, Form, Input, Modal, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LOCATION_TYPES } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';

interface Props {
  open: boolean;
  onClose: () => void;
}

const TYPES = [
  { value: LOCATION_TYPES.Home, label: 'Hjem' },
  { value: LOCATION_TYPES.Work, label: 'Arbejde' },
  { value: LOCATION_TYPES.Other, label: 'Andet' },
];

/** Adds one of the employee's own addresses, written on one line. */
export function AddressModal({ open, onClose }: Props) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ text: string; locationType: 1 | 2 | 3 }>();
  const save = useMutation({
    mutationFn: (values: { text: string; locationType: 1 | 2 | 3 }) => api.app.saveEmployeeAddress(null, { locationType: values.locationType, text: values.text }),
    onSuccess: () => {
      void message.success('Adressen er gemt.');
      void queryClient.invalidateQueries({ queryKey: ['self', 'addresses'] });
      form.resetFields();
      onClose();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });
  return (
    <Modal title="Tilføj adresse" open={open} onCancel={onClose} okText="Gem" cancelText="Annuller" confirmLoading={save.isPending} onOk={() => form.submit()} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ locationType: LOCATION_TYPES.Other }} onFinish={(values) => save.mutate(values)} requiredMark={false}>
        <Form.Item name="text" label="Adresse" rules={[{ required: true, whitespace: true, message: 'Skriv adressen' }]}>
          <Input maxLength={300} placeholder="Vejnavn 1, 1234 By" />
        </Form.Item>
        <Form.Item name="locationType" label="Slags">
          <Select options={TYPES} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
