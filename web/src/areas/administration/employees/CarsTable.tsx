import { useState } from 'react';
import { App, Button, Flex, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { EmployeeCarDto } from '@kaj/contract';
import { useEmployeeCars, useRemoveCar, validityText } from './address-car-queries.ts';
import { CarModal } from './CarModal.tsx';

/** The employee's cars for mileage registration. */
export function CarsTable({ employeeId }: { employeeId: number }) {
  const { modal, message } = App.useApp();
  const cars = useEmployeeCars(employeeId);
  const remove = useRemoveCar(employeeId);
  const [editing, setEditing] = useState<{ car: EmployeeCarDto | null } | null>(null);

  function confirmDelete(car: EmployeeCarDto) {
    modal.confirm({
      title: 'Slet bilen?',
      content: `Bilen ${car.licenseplate} slettes fra medarbejderen.`,
      okText: 'Slet bil',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () => remove.mutateAsync(car.employeeCarId).then(() => void message.success('Bilen er slettet.'), () => undefined),
    });
  }

  const columns: TableColumnsType<EmployeeCarDto> = [
    { title: 'Nummerplade', dataIndex: 'licenseplate', sorter: (a, b) => a.licenseplate.localeCompare(b.licenseplate, 'da') },
    { title: 'Firmabil', key: 'company', width: 110, render: (_, car) => (car.isCompanyCar ? <Tag color="blue">Firmabil</Tag> : 'Nej') },
    { title: 'Gyldig', key: 'validity', width: 210, render: (_, car) => validityText(car) },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 90,
      align: 'right',
      render: (_, car) => (
        <Flex gap={2} justify="flex-end">
          <Tooltip title="Rediger">
            <Button type="text" icon={<EditOutlined />} aria-label={`Rediger bilen ${car.licenseplate}`} onClick={() => setEditing({ car })} />
          </Tooltip>
          <Tooltip title="Slet">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Slet bilen ${car.licenseplate}`} onClick={() => confirmDelete(car)} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>Biler, medarbejderen kan registrere kørsel i.</span>
        <Button icon={<PlusOutlined />} onClick={() => setEditing({ car: null })}>
          Tilføj bil
        </Button>
      </Flex>
      <Table<EmployeeCarDto>
        rowKey="employeeCarId"
        columns={columns}
        dataSource={cars.data ?? []}
        loading={cars.isLoading}
        size="small"
        pagination={false}
        locale={{ emptyText: 'Der er ingen biler registreret.' }}
        data-testid="cars-table"
      />
      <CarModal open={editing !== null} employeeId={employeeId} car={editing?.car ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
