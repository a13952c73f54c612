import { useState } from 'react';
import { Button, Flex, Table, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { EmployeeDetailDto } from '@kaj/contract';
import { NextOfKinModal, type NextOfKin } from './NextOfKinModal.tsx';

/** The employee's next of kin. */
export function NextOfKinList({ employee }: { employee: EmployeeDetailDto }) {
  const [editing, setEditing] = useState<{ kin: NextOfKin | null } | null>(null);

  const columns: TableColumnsType<NextOfKin> = [
    { title: 'Navn', dataIndex: 'name' },
    { title: 'Relation', dataIndex: 'relation' },
    { title: 'Telefon', dataIndex: 'telephone' },
    { title: 'Email', dataIndex: 'email', ellipsis: true },
    { title: 'Adresse', dataIndex: 'address', ellipsis: true },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 56,
      align: 'right',
      render: (_, kin) => (
        <Tooltip title="Rediger">
          <Button type="text" icon={<EditOutlined />} aria-label={`Rediger ${kin.name}`} onClick={() => setEditing({ kin })} />
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>Hvem der skal kontaktes, hvis der sker medarbejderen noget.</span>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ kin: null })}>
          Tilføj pårørende
        </Button>
      </Flex>
      <Table<NextOfKin>
        rowKey="nextOfKinId"
        columns={columns}
        dataSource={employee.nextOfKin}
        size="small"
        pagination={false}
        locale={{ emptyText: 'Der er ingen pårørende registreret.' }}
      />
      <NextOfKinModal open={editing !== null} employeeId={employee.employeeId} kin={editing?.kin ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
