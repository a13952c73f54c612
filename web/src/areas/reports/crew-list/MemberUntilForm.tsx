import type { ReactNode } from 'react';
import { Button, DatePicker, Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

interface Props<V> {
  /** The name of the member's field (given as `children`), cleared once the member is added. */
  field: string;
  listDate: string;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
  onAdd(member: V, validUntil: string): Promise<unknown>;
}

/**
 * A crew list's member form: the member's field, "Gyldig til" from the list's date on, and the button. A refusal is
 * shown by the mutation's notification; the member stays for another try.
 */
export function MemberUntilForm<V>({ field, listDate, saving, submitLabel, children, onAdd }: Props<V>) {
  const [form] = Form.useForm<Record<string, unknown>>();
  return (
    <Form
      form={form}
      layout="inline"
      className="crew-list-actions"
      initialValues={{ validUntil: dayjs(listDate) }}
      onFinish={(values) =>
        void onAdd(values[field] as V, (values.validUntil as Dayjs).format('YYYY-MM-DD')).then(
          () => form.resetFields([field]),
          () => undefined,
        )
      }
    >
      {children}
      <Form.Item name="validUntil" label="Gyldig til" rules={[{ required: true, message: 'Vælg en dato.' }]}>
        <DatePicker format="D. MMM YYYY" allowClear={false} disabledDate={(day) => day.isBefore(dayjs(listDate), 'day')} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={saving}>
          {submitLabel}
        </Button>
      </Form.Item>
    </Form>
  );
}
