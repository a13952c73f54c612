import { useState } from 'react';
import { App, Button, Flex, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined, SwapOutlined } from '@ant-design/icons';
import type { EmployeeDetailDto } from '@kaj/contract';
import { useDeleteEmployment } from './employee-mutations.ts';
import { EmploymentModal } from './EmploymentModal.tsx';
import { employmentState, periodLabel, periodPhrase, propertyOfType, stateLabels, type EmploymentRecord } from './employment-view.ts';
import { MoveEmploymentModal } from './MoveEmploymentModal.tsx';
import { useDepartments, useEmploymentPropertyTypes } from './use-employment-choices.ts';

type Dialog = { kind: 'edit'; employment: EmploymentRecord | null } | { kind: 'move'; employment: EmploymentRecord } | null;

/** The employee's employments over time, with add, edit, move and delete. */
export function EmploymentsTable({ employee }: { employee: EmployeeDetailDto }) {
  const { modal, message } = App.useApp();
  const types = useEmploymentPropertyTypes();
  const departments = useDepartments();
  const remove = useDeleteEmployment();
  const [dialog, setDialog] = useState<Dialog>(null);
  const isDraft = employee.masterId !== null;

  function confirmDelete(employment: EmploymentRecord) {
    modal.confirm({
      title: 'Slet ansættelsen?',
      content: `Ansættelsen ${periodPhrase(employment)} under ${employment.agreementName} slettes. En ansættelse med vagter eller lukninger kan ikke slettes; giv den i stedet en slutdato.`,
      okText: 'Slet ansættelse',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () => remove.mutateAsync(employment.employmentId).then(() => void message.success('Ansættelsen er slettet.'), () => undefined),
    });
  }

  const columns: TableColumnsType<EmploymentRecord> = [
    {
      title: 'Periode',
      key: 'period',
      width: 210,
      render: (_, employment) => {
        const state = employmentState(employment);
        return (
          <Flex vertical gap={2}>
            <span style={{ whiteSpace: 'nowrap' }}>{periodLabel(employment)}</span>
            <Flex gap={4} wrap>
              <Tag color={stateLabels[state].color}>{stateLabels[state].text}</Tag>
              {employment.isSecondary && <Tag>Sekundær</Tag>}
              {employment.defaultHidden && <Tag>Skjult</Tag>}
            </Flex>
          </Flex>
        );
      },
    },
    { title: 'Overenskomst', dataIndex: 'agreementName' },
    {
      title: 'Afdeling',
      key: 'department',
      render: (_, employment) => {
        const department = propertyOfType(employment, types.department);
        return department ? departments.path(department.propertyId, department.name) : '–';
      },
    },
    { title: 'Stilling', key: 'position', render: (_, employment) => propertyOfType(employment, types.position)?.name ?? '–' },
    { title: 'Beskrivelse', dataIndex: 'description', ellipsis: true, render: (text: string | null) => text ?? '' },
    {
      title: <Tooltip title="Beregningsrækkefølge">Rækkef.</Tooltip>,
      dataIndex: 'calculationOrder',
      width: 80,
      align: 'right',
    },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 120,
      align: 'right',
      render: (_, employment) => (
        <Flex gap={2} justify="flex-end">
          <Tooltip title="Rediger">
            <Button type="text" icon={<EditOutlined />} aria-label={`Rediger ansættelsen ${periodPhrase(employment)}`} onClick={() => setDialog({ kind: 'edit', employment })} />
          </Tooltip>
          {!isDraft && (
            <Tooltip title="Flyt til en anden medarbejder">
              <Button type="text" icon={<SwapOutlined />} aria-label={`Flyt ansættelsen ${periodPhrase(employment)}`} onClick={() => setDialog({ kind: 'move', employment })} />
            </Tooltip>
          )}
          <Tooltip title="Slet">
            <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Slet ansættelsen ${periodPhrase(employment)}`} onClick={() => confirmDelete(employment)} />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <span style={{ color: 'rgba(0,0,0,0.45)' }}>Vagter planlægges på ansættelsen. Når en medarbejder stopper, sættes en slutdato.</span>
        <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'edit', employment: null })}>
          Tilføj ansættelse
        </Button>
      </Flex>
      <Table<EmploymentRecord>
        rowKey="employmentId"
        columns={columns}
        dataSource={employee.employments}
        size="small"
        pagination={false}
        locale={{ emptyText: 'Medarbejderen har ingen ansættelser endnu.' }}
        data-testid="employments-table"
      />
      <EmploymentModal
        open={dialog?.kind === 'edit'}
        employeeId={employee.employeeId}
        employment={dialog?.kind === 'edit' ? dialog.employment : null}
        onClose={() => setDialog(null)}
      />
      <MoveEmploymentModal employee={employee} employment={dialog?.kind === 'move' ? dialog.employment : null} onClose={() => setDialog(null)} />
    </>
  );
}
