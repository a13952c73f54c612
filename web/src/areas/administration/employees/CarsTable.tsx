import { useState } from 'react';
import { App, Button, Flex, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { EmployeeCarDto } from '@kaj/contract';
import { useEmployeeCars, useRemoveCar, validityText } from './address-car-queries.ts';
import { CarModal } from './CarModal.tsx';
import { actionsColumn } from '../../../ui/actions-column.tsx';

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
    actionsColumn({ subject: (car) => `bilen ${car.licenseplate}`, onEdit: (car) => setEditing({ car }), onDelete: confirmDelete }),
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
