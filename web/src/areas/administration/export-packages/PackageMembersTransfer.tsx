import { Transfer, type TransferProps } from 'antd';
import type { ExportPackageDto } from '@kaj/contract';
import { employeeLabel, type EmployeeRecord } from '../shared/employee-record.ts';
import { useEmployeesWithoutPackage, useExportPackage, useMovePackageMembers } from './export-package-queries.ts';

interface Item {
  key: string;
  label: string;
}

const toItem = (employee: EmployeeRecord): Item => ({ key: String(employee.employeeId), label: employeeLabel(employee) });

/** Employees in no package on the left, the package's on the right; moving them adds or removes them. */
export function PackageMembersTransfer({ exportPackage }: { exportPackage: ExportPackageDto }) {
  const detail = useExportPackage(exportPackage.exportPackageId);
  const without = useEmployeesWithoutPackage();
  const move = useMovePackageMembers();
  const members = detail.data?.employees ?? [];
  const items = [...(without.data ?? []), ...members].map(toItem).sort((a, b) => a.label.localeCompare(b.label, 'da', { numeric: true }));

  const onChange: TransferProps<Item>['onChange'] = (_targetKeys, direction, moveKeys) => {
    move.mutate({ exportPackageId: exportPackage.exportPackageId, add: direction === 'right', employeeIds: moveKeys.map(Number) });
  };

  return (
    <Transfer<Item>
      dataSource={items}
      targetKeys={members.map((employee) => String(employee.employeeId))}
      onChange={onChange}
      render={(item) => item.label}
      titles={['Uden pakke', `I ${exportPackage.name}`]}
      showSearch
      filterOption={(input, item) => item.label.toLowerCase().includes(input.toLowerCase())}
      disabled={move.isPending || detail.isLoading || without.isLoading}
      locale={{ searchPlaceholder: 'Søg på nummer eller navn', notFoundContent: 'Ingen medarbejdere', itemUnit: 'medarbejder', itemsUnit: 'medarbejdere' }}
      styles={{ section: { flex: 1, height: 460 } }}
      style={{ width: '100%' }}
      operations={['Tilføj', 'Fjern']}
    />
  );
}
