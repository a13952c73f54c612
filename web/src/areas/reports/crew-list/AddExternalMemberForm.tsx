import { Button, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';

interface Values {
  name: string;
  validUntil: Dayjs;
}

interface Props {
  listDate: string;
  saving: boolean;
  onAdd(name: string, validUntil: string): Promise<unknown>;
}

/** Adds a member by name (a pilot, a guest) until a chosen day. */
export function AddExternalMemberForm({ listDate, saving, onAdd }: Props) {
  const [form] = Form.useForm<Values>();
  return (
    <Form<Values>
      form={form}
      layout="inline"
      className="crew-list-actions"
      initialValues={{ validUntil: dayjs(listDate) }}
      // A refusal is shown by the mutation's notification; the name stays for another try.
      onFinish={(values) =>
        void onAdd(values.name.trim(), values.validUntil.format('YYYY-MM-DD')).then(
          () => form.resetFields(['name']),
          () => undefined,
        )
      }
    >
      <Form.Item name="name" label="Eksternt medlem" rules={[{ required: true, whitespace: true, message: 'Navnet skal udfyldes.' }]}>
        <Input placeholder="Navn" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="validUntil" label="Gyldig til" rules={[{ required: true, message: 'Vælg en dato.' }]}>
        <DatePicker format="D. MMM YYYY" allowClear={false} disabledDate={(day) => day.isBefore(dayjs(listDate), 'day')} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={saving}>
          Tilføj
        </Button>
      </Form.Item>
    </Form>
  );
}
