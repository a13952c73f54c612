import { Form, Input } from 'antd';
import { MemberUntilForm } from './MemberUntilForm.tsx';

interface Props {
  listDate: string;
  saving: boolean;
  onAdd(name: string, validUntil: string): Promise<unknown>;
}

/** Adds a member by name (a pilot, a guest) until a chosen day. */
export function AddExternalMemberForm({ listDate, saving, onAdd }: Props) {
  return (
    <MemberUntilForm<string> field="name" listDate={listDate} saving={saving} submitLabel="Tilføj" onAdd={(name, validUntil) => onAdd(name.trim(), validUntil)}>
      <Form.Item name="name" label="Eksternt medlem" rules={[{ required: true, whitespace: true, message: 'Navnet skal udfyldes.' }]}>
        <Input placeholder="Navn" style={{ width: 220 }} />
      </Form.Item>
    </MemberUntilForm>
  );
}
