import { useMemo, useState } from 'react';
import { Button, DatePicker, Flex, Select } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { api } from '../../../api/client.ts';
import { useDownload } from '../../../ui/use-download.ts';
import { useAllProperties, useDepartments, usePropertyTypes } from '../shared/pay-config-queries.ts';
import { BudgetFteGrid } from './BudgetFteGrid.tsx';
import { BudgetFteOverview } from './BudgetFteOverview.tsx';
import { BudgetImportButton } from './BudgetImportButton.tsx';
import { useBudgetAccounts, useBudgetFte } from './use-budget.ts';

/** Position groups are properties of the Stillingsgruppe type. */
function usePositionGroups() {
  const types = usePropertyTypes();
  const properties = useAllProperties();
  return useMemo(() => {
    const typeId = (types.data ?? []).find((type) => type.key === 'positionGroup')?.propertyTypeId;
    return (properties.data ?? [])
      .filter((property) => property.propertyTypeId === typeId && !property.disabled)
      .map((property) => ({ value: property.propertyId, label: property.name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'da'));
  }, [types.data, properties.data]);
}

/** Budget FTE per department, budget account, position group and month, with Excel import and download. */
export function BudgetFtePanel() {
  const [year, setYear] = useState(() => dayjs().year());
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const workbook = useDownload('Budgettet kunne ikke hentes som Excel');
  const fte = useBudgetFte(year);
  const accounts = useBudgetAccounts();
  const departments = useDepartments();
  const positionGroups = usePositionGroups();
  const department = (departments.data ?? []).find((candidate) => candidate.propertyId === departmentId) ?? null;
  const departmentLines = useMemo(() => (fte.data ?? []).filter((line) => line.departmentPropertyId === departmentId), [fte.data, departmentId]);
  const accountNames = new Map((accounts.data ?? []).map((account) => [account.budgetAccountId, account.name]));
  const groupNames = new Map(positionGroups.map((group) => [group.value, group.label]));
  const departmentOptions = (departments.data ?? [])
    .filter((candidate) => candidate.selectable)
    .map((candidate) => ({ value: candidate.propertyId, label: candidate.code ? `${candidate.code} ${candidate.name}` : candidate.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'da'));

  const downloadWorkbook = () => workbook.download(() => api.budget.getBudgetFteWorkbook({ year }), `budget-fte-${year}.xlsx`);

  return (
    <>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
        <Flex gap={12} wrap>
          <DatePicker
            picker="year"
            value={dayjs().year(year)}
            onChange={(value) => value && setYear(value.year())}
            allowClear={false}
            aria-label="År"
            style={{ width: 110 }}
          />
          <Select<number>
            value={departmentId ?? undefined}
            onChange={(value) => setDepartmentId(value ?? null)}
            options={departmentOptions}
            allowClear
            placeholder="Alle afdelinger"
            aria-label="Afdeling"
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 240 }}
          />
        </Flex>
        <Flex gap={8} wrap>
          <Button icon={<DownloadOutlined />} onClick={() => void downloadWorkbook()} loading={workbook.busy !== null}>
            Hent som Excel
          </Button>
          <BudgetImportButton year={year} />
        </Flex>
      </Flex>
      {department ? (
        <BudgetFteGrid
          key={`${department.propertyId}-${year}`}
          year={year}
          departmentId={department.propertyId}
          departmentName={department.code ?? department.name}
          lines={departmentLines}
          positionGroups={positionGroups}
        />
      ) : (
        <BudgetFteOverview
          lines={fte.data ?? []}
          isLoading={fte.isLoading}
          year={year}
          accountName={(id) => accountNames.get(id) ?? `#${id}`}
          groupName={(id) => groupNames.get(id) ?? `#${id}`}
          onOpenDepartment={setDepartmentId}
        />
      )}
    </>
  );
}
