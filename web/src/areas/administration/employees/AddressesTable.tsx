import { useState } from 'react';
import { App, Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { EmployeeAddressDto } from '@kaj/contract';
import { addressLine, locationTypeLabel, useEmployeeAddresses, useRemoveAddress, validityText } from './address-car-queries.ts';
import { AddressModal } from './AddressModal.tsx';
import { actionsColumn } from '../../../ui/actions-column.tsx';

/** The employee's home, work and other addresses (used by mileage registration). */
export function AddressesTable({ employeeId }: { employeeId: number }) {
  const { modal, message } = App.useApp();
  const addresses = useEmployeeAddresses(employeeId);
  const remove = useRemoveAddress(employeeId);
  const [editing, setEditing] = useState<{ address: EmployeeAddressDto | null } | null>(null);

  function confirmDelete(address: EmployeeAddressDto) {
    modal.confirm({
      title: 'Slet adressen?',
      content: `${addressLine(address)} slettes fra medarbejderen.`,
      okText: 'Slet adresse',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () => remove.mutateAsync(address.employeeAddressId).then(() => void message.success('Adressen er slettet.'), () => undefined),
    });
  }

  const columns: TableColumnsType<EmployeeAddressDto> = [
    {
      title: 'Type',
      key: 'type',
      width: 110,
      sorter: (a, b) => locationTypeLabel(a.locationType).localeCompare(locationTypeLabel(b.locationType), 'da'),
      render: (_, address) => <Tag>{locationTypeLabel(address.locationType)}</Tag>,
    },
    { title: 'Adresse', key: 'address', ellipsis: true, render: (_, address) => addressLine(address) },
    { title: 'Gyldig', key: 'validity', width: 210, render: (_, address) => validityText(address) },
    actionsColumn({ subject: (address) => `adressen ${addressLine(address)}`, onEdit: (address) => setEditing({ address }), onDelete: confirmDelete }),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>Hjem- og arbejdsadresser bruges, når medarbejderen registrerer kørsel.</span>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ address: null })}>
          Tilføj adresse
        </Button>
      </Flex>
      <Table<EmployeeAddressDto>
        rowKey="employeeAddressId"
        columns={columns}
        dataSource={addresses.data ?? []}
        loading={addresses.isLoading}
        size="small"
        pagination={false}
        locale={{ emptyText: 'Der er ingen adresser registreret.' }}
        data-testid="addresses-table"
      />
      <AddressModal open={editing !== null} employeeId={employeeId} address={editing?.address ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
