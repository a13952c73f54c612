import { useState } from 'react';
import { App, AutoComplete, Button, Flex, Form, Input, Table, Tooltip, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { EmployeeDetailDto } from '@kaj/contract';
import { useSaveNamedInfo } from './employee-mutations.ts';

type NamedInfo = EmployeeDetailDto['namedInfo'][number];

/** Names used for crew in practice; any other name can be typed. */
const SUGGESTED_NAMES = ['Skostørrelse', 'Tøjstørrelse', 'Helbredsbevis udløber', 'Duelighedsbevis', 'Sikkerhedskursus udløber'];

/** Free named values on the employee (InfoName/InfoValue), e.g. "Skostørrelse: 43". */
export function NamedInfoTable({ employee }: { employee: EmployeeDetailDto }) {
  const { modal, message } = App.useApp();
  const save = useSaveNamedInfo();
  const [editing, setEditing] = useState<{ name: string; value: string } | null>(null);
  const [form] = Form.useForm<{ infoName: string; infoValue: string }>();
  const taken = new Set(employee.namedInfo.map((info) => info.infoName.toLowerCase()));

  function store(infoName: string, infoValue: string | null, done: () => void) {
    save.mutate({ employeeId: employee.employeeId, infoName, infoValue }, { onSuccess: done });
  }

  function confirmRemove(info: NamedInfo) {
    modal.confirm({
      title: `Fjern "${info.infoName}"?`,
      content: `Værdien ${info.infoValue ?? ''} fjernes fra medarbejderen.`,
      okText: 'Fjern',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () => store(info.infoName, null, () => void message.success(`${info.infoName} er fjernet.`)),
    });
  }

  const columns: TableColumnsType<NamedInfo> = [
    { title: 'Oplysning', dataIndex: 'infoName', width: '35%' },
    {
      title: 'Værdi',
      dataIndex: 'infoValue',
      render: (value: string | null, info) =>
        editing?.name === info.infoName ? (
          <Input
            autoFocus
            aria-label={`Værdi for ${info.infoName}`}
            value={editing.value}
            onChange={(event) => setEditing({ name: info.infoName, value: event.target.value })}
            onPressEnter={() => store(info.infoName, editing.value.trim() || null, () => setEditing(null))}
            onKeyDown={(event) => event.key === 'Escape' && setEditing(null)}
          />
        ) : (
          value
        ),
    },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 96,
      align: 'right',
      render: (_, info) =>
        editing?.name === info.infoName ? (
          <Flex gap={2} justify="flex-end">
            <Button
              type="text"
              icon={<CheckOutlined />}
              aria-label="Gem værdien"
              loading={save.isPending}
              onClick={() => store(info.infoName, editing.value.trim() || null, () => setEditing(null))}
            />
            <Button type="text" icon={<CloseOutlined />} aria-label="Fortryd" onClick={() => setEditing(null)} />
          </Flex>
        ) : (
          <Flex gap={2} justify="flex-end">
            <Tooltip title="Rediger">
              <Button type="text" icon={<EditOutlined />} aria-label={`Rediger ${info.infoName}`} onClick={() => setEditing({ name: info.infoName, value: info.infoValue ?? '' })} />
            </Tooltip>
            <Tooltip title="Fjern">
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Fjern ${info.infoName}`} onClick={() => confirmRemove(info)} />
            </Tooltip>
          </Flex>
        ),
    },
  ];

  return (
    <>
      <Table<NamedInfo>
        rowKey="infoName"
        columns={columns}
        dataSource={employee.namedInfo}
        size="small"
        pagination={false}
        locale={{ emptyText: 'Der er ingen oplysninger endnu.' }}
        style={{ marginBottom: 16 }}
      />
      <Form
        form={form}
        name="named-info"
        layout="inline"
        onFinish={({ infoName, infoValue }) =>
          store(infoName.trim(), infoValue.trim(), () => {
            void message.success(`${infoName.trim()} er tilføjet.`);
            form.resetFields();
          })
        }
      >
        <Form.Item
          name="infoName"
          rules={[
            { required: true, whitespace: true, message: 'Giv oplysningen et navn' },
            { max: 100, message: 'Navnet kan højst være 100 tegn' },
            {
              validator: async (_, name: string | undefined) => {
                if (name && taken.has(name.trim().toLowerCase())) throw new Error('Oplysningen findes allerede; ret den i listen');
              },
            },
          ]}
        >
          <AutoComplete
            aria-label="Ny oplysning"
            placeholder="Oplysning, f.eks. Skostørrelse"
            style={{ width: 240 }}
            options={SUGGESTED_NAMES.filter((name) => !taken.has(name.toLowerCase())).map((name) => ({ value: name }))}
            showSearch={{ filterOption: (input, option) => (option?.value ?? '').toLowerCase().includes(input.toLowerCase()) }}
          />
        </Form.Item>
        <Form.Item name="infoValue" rules={[{ required: true, whitespace: true, message: 'Skriv en værdi' }]}>
          <Input aria-label="Værdi" placeholder="Værdi" style={{ width: 220 }} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" icon={<PlusOutlined />} loading={save.isPending}>
            Tilføj
          </Button>
        </Form.Item>
      </Form>
    </>
  );
}
