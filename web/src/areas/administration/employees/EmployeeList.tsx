import { useEffect, useState } from 'react';
import { Button, Card, Dropdown, Flex, Input, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, FileTextOutlined, MoreOutlined, SearchOutlined } from '@ant-design/icons';
import { byEmployeeCode, employeeName } from '../shared/employee-record.ts';
import { useEmployeeList, useEmployeeSearch, type EmployeeListRecord } from './employee-queries.ts';
import { EmploymentSummaryCell } from './EmploymentSummaryCell.tsx';
import { useEmployeeActions } from './use-employee-actions.tsx';
import { useDepartments } from './use-employment-choices.ts';

/** The text typed in the search field, once the user has paused typing. */
function useDebounced(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

interface Props {
  onOpen: (employeeId: number) => void;
}

/** The employees in reach with their current employment, searchable by employee number, name and initials. */
export function EmployeeList({ onOpen }: Props) {
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed).trim();
  const all = useEmployeeList();
  const found = useEmployeeSearch(search);
  const { confirmDelete, confirmDraft } = useEmployeeActions();
  // The department tree names a department by its path; fetched alongside the list.
  useDepartments();
  const rows = search ? (found.data ?? []) : (all.data ?? []);
  const loading = search ? found.isFetching && !found.data : all.isLoading;

  const columns: TableColumnsType<EmployeeListRecord> = [
    {
      title: 'Nr.',
      dataIndex: 'code',
      width: 90,
      sorter: byEmployeeCode,
      render: (code: string | null) =>
        code ?? (
          <Tooltip title="Uden medarbejdernummer kan medarbejderen ikke eksporteres til Lessor.">
            <Tag color="warning">Mangler</Tag>
          </Tooltip>
        ),
    },
    {
      title: 'Navn',
      key: 'name',
      defaultSortOrder: search ? undefined : 'ascend',
      sorter: (a, b) => a.lastName.localeCompare(b.lastName, 'da') || a.firstName.localeCompare(b.firstName, 'da'),
      render: (_, employee) => (
        <Flex gap={6} align="center" wrap>
          <a
            href={`#medarbejder-${employee.employeeId}`}
            onClick={(event) => {
              event.preventDefault();
              onOpen(employee.employeeId);
            }}
          >
            {employeeName(employee)}
          </a>
          {employee.draftId !== null && <Tag color="purple">Kladde</Tag>}
        </Flex>
      ),
    },
    { title: 'Initialer', dataIndex: 'initials', width: 90, render: (initials: string | null) => initials ?? '' },
    { title: 'Afdeling', key: 'department', render: (_, employee) => <EmploymentSummaryCell employments={employee.currentEmployments} field="department" /> },
    { title: 'Stilling', key: 'position', render: (_, employee) => <EmploymentSummaryCell employments={employee.currentEmployments} field="position" /> },
    { title: 'Overenskomst', key: 'agreement', render: (_, employee) => <EmploymentSummaryCell employments={employee.currentEmployments} field="agreement" /> },
    { title: 'Ansættelse', key: 'period', width: 230, render: (_, employee) => <EmploymentSummaryCell employments={employee.currentEmployments} field="period" /> },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 96,
      fixed: 'right',
      align: 'right',
      render: (_, employee) => (
        <Flex gap={4} justify="flex-end">
          <Tooltip title="Rediger">
            <Button type="text" icon={<EditOutlined />} aria-label={`Rediger ${employeeName(employee)}`} onClick={() => onOpen(employee.employeeId)} />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                employee.draftId === null
                  ? { key: 'draft', icon: <CopyOutlined />, label: 'Lav kladde' }
                  : { key: 'open-draft', icon: <FileTextOutlined />, label: 'Åbn kladde' },
                { type: 'divider' },
                { key: 'delete', icon: <DeleteOutlined />, label: 'Slet medarbejder', danger: true },
              ],
              onClick: ({ key }) => {
                if (key === 'draft') confirmDraft(employee, onOpen);
                else if (key === 'open-draft' && employee.draftId !== null) onOpen(employee.draftId);
                else if (key === 'delete') confirmDelete(employee);
              },
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={`Flere handlinger for ${employeeName(employee)}`} />
          </Dropdown>
        </Flex>
      ),
    },
  ];

  return (
    <Card>
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Søg på medarbejdernummer, navn eller initialer"
          aria-label="Søg medarbejdere"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          style={{ maxWidth: 400 }}
        />
        {all.data && (
          <span style={{ color: 'rgba(0,0,0,0.45)' }} aria-live="polite">
            {search ? `${rows.length} af ${all.data.length} medarbejdere` : `${all.data.length} medarbejdere`}
          </span>
        )}
      </Flex>
      <Table<EmployeeListRecord>
        rowKey="employeeId"
        columns={columns}
        dataSource={rows}
        loading={loading}
        size="middle"
        pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: loading ? ' ' : search ? `Ingen medarbejdere matcher "${search}".` : 'Der er ingen medarbejdere endnu.' }}
        scroll={{ x: 1100 }}
      />
    </Card>
  );
}
