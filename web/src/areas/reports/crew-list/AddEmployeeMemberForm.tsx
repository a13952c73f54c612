import { useState } from 'react';
import { Button, DatePicker, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '../../../api/client.ts';

interface Values {
  employeeId: number;
  validUntil: Dayjs;
}

interface Props {
  listDate: string;
  saving: boolean;
  onAdd(employeeId: number, validUntil: string): Promise<unknown>;
}

/** Adds one of the company's own people (aboard off the plan, e.g. a relief) until a chosen day, found by name. */
export function AddEmployeeMemberForm({ listDate, saving, onAdd }: Props) {
  const [form] = Form.useForm<Values>();
  const [search, setSearch] = useState('');
  const text = search.trim();
  const found = useQuery({
    queryKey: ['crew', 'employee-search', text],
    queryFn: async () => (await api.employee.getEmployeeByName({ name: text })) ?? [],
    enabled: text.length >= 2,
  });
  return (
    <Form<Values>
      form={form}
      layout="inline"
      className="crew-list-actions"
      initialValues={{ validUntil: dayjs(listDate) }}
      onFinish={(values) =>
        void onAdd(values.employeeId, values.validUntil.format('YYYY-MM-DD')).then(
          () => form.resetFields(['employeeId']),
          () => undefined,
        )
      }
    >
      <Form.Item name="employeeId" label="Medarbejder" rules={[{ required: true, message: 'Vælg en medarbejder.' }]}>
        <Select<number>
          showSearch
          aria-label="Medarbejder"
          placeholder="Søg medarbejder"
          style={{ width: 220 }}
          filterOption={false}
          onSearch={setSearch}
          loading={found.isFetching}
          notFoundContent={text.length < 2 ? 'Skriv mindst to bogstaver' : 'Ingen fundet'}
          options={(found.data ?? []).map((employee) => ({ value: employee.employeeId, label: `${employee.firstName} ${employee.lastName}`.trim() }))}
        />
      </Form.Item>
      <Form.Item name="validUntil" label="Gyldig til" rules={[{ required: true, message: 'Vælg en dato.' }]}>
        <DatePicker format="D. MMM YYYY" allowClear={false} disabledDate={(day) => day.isBefore(dayjs(listDate), 'day')} />
      </Form.Item>
      <Form.Item>
        <Button htmlType="submit" loading={saving}>
          Tilføj medarbejder
        </Button>
      </Form.Item>
    </Form>
  );
}
