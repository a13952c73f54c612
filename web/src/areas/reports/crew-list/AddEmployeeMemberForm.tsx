import { useState } from 'react';
import { Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { MemberUntilForm } from './MemberUntilForm.tsx';

interface Props {
  listDate: string;
  saving: boolean;
  onAdd(employeeId: number, validUntil: string): Promise<unknown>;
}

/** Adds one of the company's own people (aboard off the plan, e.g. a relief) until a chosen day, found by name. */
export function AddEmployeeMemberForm({ listDate, saving, onAdd }: Props) {
  const [search, setSearch] = useState('');
  const text = search.trim();
  const found = useQuery({
    queryKey: ['crew', 'employee-search', text],
    queryFn: async () => (await api.employee.getEmployeeByName({ name: text })) ?? [],
    enabled: text.length >= 2,
  });
  return (
    <MemberUntilForm<number> field="employeeId" listDate={listDate} saving={saving} submitLabel="Tilføj medarbejder" onAdd={onAdd}>
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
    </MemberUntilForm>
  );
}
