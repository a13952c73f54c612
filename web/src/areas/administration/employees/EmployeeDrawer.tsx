import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Drawer, Flex, Form, Skeleton, Tabs, Tag } from 'antd';
import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import type { EmployeeDetailDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { useAuth } from '../../../app/session/use-session.ts';
import { employeeName } from '../shared/employee-record.ts';
import { useEmployeeDetail } from './employee-queries.ts';
import { useSaveEmployee } from './employee-mutations.ts';
import { EmployeeForm, toEmployeeBody, toEmployeeValues, type EmployeeValues } from './EmployeeForm.tsx';
import { AddressesTable } from './AddressesTable.tsx';
import { CarsTable } from './CarsTable.tsx';
import { EmploymentsTable } from './EmploymentsTable.tsx';
import { CrewIdentityTab } from './CrewIdentityTab.tsx';
import { HistoryPanel } from '../../../ui/history/HistoryPanel.tsx';
import dayjs from 'dayjs';
import { today } from '../../../ui/copenhagen-time.ts';
import { NamedInfoTable } from './NamedInfoTable.tsx';
import { NextOfKinList } from './NextOfKinList.tsx';
import { useEmployeeActions } from './use-employee-actions.tsx';

export type EditorTarget = number | 'new' | null;

/** The history first shows this month and the two before it: the months being approved, closed and exported. */
const recentMonths = () => {
  const now = dayjs(today());
  return { from: now.subtract(2, 'month').startOf('month').format('YYYY-MM-DD'), to: now.endOf('month').format('YYYY-MM-DD') };
};

interface Props {
  target: EditorTarget;
  onOpen: (employeeId: number) => void;
  onClose: () => void;
}

function DraftBanner({ employee, onOpen }: { employee: EmployeeDetailDto; onOpen: (id: number) => void }) {
  if (employee.masterId !== null) {
    return (
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title="Dette er en kladde"
        description="Kladden er en kopi til fri planlægning. Den kommer ikke med i lukninger, eksport eller medarbejderens egne visninger."
        action={<Button onClick={() => onOpen(employee.masterId ?? 0)}>Åbn medarbejderen</Button>}
      />
    );
  }
  if (employee.draftId === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title="Medarbejderen har en kladde"
      action={<Button onClick={() => onOpen(employee.draftId ?? 0)}>Åbn kladden</Button>}
    />
  );
}

/** Create or edit an employee: own fields, employments, next of kin and named information. */
export function EmployeeDrawer({ target, onOpen, onClose }: Props) {
  const { modal, message } = App.useApp();
  const { isAdmin } = useAuth();
  const [form] = Form.useForm<EmployeeValues>();
  const [problem, setProblem] = useState<string | null>(null);
  const employeeId = typeof target === 'number' ? target : null;
  const detail = useEmployeeDetail(employeeId);
  const save = useSaveEmployee();
  const { confirmDelete, confirmDraft } = useEmployeeActions();
  const employee = employeeId !== null ? (detail.data ?? null) : null;
  const loadedFor = useRef<EditorTarget>(null);
  /** What the form held when it was filled or last saved: closing with anything else asks first. */
  const baseline = useRef<EmployeeValues>(toEmployeeValues(null));

  function fill(values: EmployeeValues) {
    form.resetFields();
    form.setFieldsValue(values);
    baseline.current = values;
  }

  // The form is filled when another employee is opened, never when the same one is refetched: unsaved edits stay.
  useEffect(() => {
    if (target === null || loadedFor.current === target) return;
    if (target !== 'new' && !employee) return;
    fill(toEmployeeValues(employee));
    setProblem(null);
    loadedFor.current = target;
  }, [target, employee]);

  const hasChanges = () => JSON.stringify(toEmployeeBody(null, form.getFieldsValue(true))) !== JSON.stringify(toEmployeeBody(null, baseline.current));

  function close() {
    const leave = () => {
      loadedFor.current = null;
      onClose();
    };
    if (!hasChanges()) return leave();
    modal.confirm({
      title: 'Luk uden at gemme?',
      content: 'Dine ændringer af medarbejderens oplysninger er ikke gemt.',
      okText: 'Luk uden at gemme',
      cancelText: 'Bliv',
      onOk: leave,
    });
  }

  function submit(entered: EmployeeValues) {
    // Fields not shown (the user link for a planner, both links on a draft) keep their value; a planner may not change them.
    const kept = baseline.current;
    const values = isAdmin ? { ...kept, ...entered } : { ...kept, ...entered, exportPackageId: kept.exportPackageId, userId: kept.userId };
    setProblem(null);
    save.mutate(toEmployeeBody(employeeId, values), {
      onSuccess: (saved) => {
        if (!saved) return;
        void message.success(target === 'new' ? `${employeeName(saved)} er oprettet. Tilføj nu en ansættelse.` : `${employeeName(saved)} er gemt.`);
        fill(toEmployeeValues(saved));
        loadedFor.current = saved.employeeId;
        if (target === 'new') onOpen(saved.employeeId);
      },
      onError: (error) => setProblem(errorText(error)),
    });
  }

  const isDraft = employee?.masterId != null;
  const title = target === 'new' ? 'Ny medarbejder' : employee ? employeeName(employee) : 'Medarbejder';

  return (
    <Drawer
      title={
        <Flex gap={8} align="center">
          {title}
          {employee?.code && <Tag>{employee.code}</Tag>}
          {isDraft && <Tag color="purple">Kladde</Tag>}
        </Flex>
      }
      open={target !== null}
      onClose={close}
      size={980}
      forceRender
      extra={
        employee &&
        !isDraft &&
        employee.draftId === null && (
          <Button icon={<CopyOutlined />} onClick={() => confirmDraft(employee, onOpen)}>
            Lav kladde
          </Button>
        )
      }
      footer={
        <Flex justify="space-between" gap={8}>
          <div>
            {employee && (
              <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(employee, onClose)}>
                {isDraft ? 'Slet kladden' : 'Slet medarbejder'}
              </Button>
            )}
          </div>
          <Flex gap={8}>
            <Button onClick={close}>Luk</Button>
            <Button type="primary" loading={save.isPending} onClick={() => form.submit()}>
              {target === 'new' ? 'Opret medarbejder' : 'Gem medarbejder'}
            </Button>
          </Flex>
        </Flex>
      }
    >
      {employeeId !== null && detail.isLoading ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          {detail.isError && <Alert type="error" showIcon title="Medarbejderen kunne ikke hentes" description={errorText(detail.error)} style={{ marginBottom: 16 }} />}
          {employee && <DraftBanner employee={employee} onOpen={onOpen} />}
          {problem && <Alert type="error" showIcon title={problem} role="alert" style={{ marginBottom: 16 }} closable={{ onClose: () => setProblem(null) }} />}
          <EmployeeForm form={form} open={target !== null} isAdmin={isAdmin} isDraft={isDraft} isNew={target === 'new'} onFinish={submit} />
          {target === 'new' && (
            <Alert type="info" showIcon title="Når medarbejderen er oprettet, kan du tilføje ansættelser, pårørende og andre oplysninger." />
          )}
          {employee && (
            <Tabs
              style={{ marginTop: 8 }}
              items={[
                { key: 'employments', label: `Ansættelser (${employee.employments.length})`, children: <EmploymentsTable employee={employee} /> },
                { key: 'kin', label: `Pårørende (${employee.nextOfKin.length})`, children: <NextOfKinList employee={employee} /> },
                { key: 'info', label: `Oplysninger (${employee.namedInfo.length})`, children: <NamedInfoTable employee={employee} /> },
                { key: 'crew-identity', label: 'Besætningsliste', children: <CrewIdentityTab employeeId={employee.employeeId} /> },
                { key: 'addresses', label: 'Adresser', children: <AddressesTable employeeId={employee.employeeId} /> },
                { key: 'cars', label: 'Biler', children: <CarsTable employeeId={employee.employeeId} /> },
                { key: 'history', label: 'Historik', children: <HistoryPanel employeeId={employee.employeeId} {...recentMonths()} /> },
              ]}
            />
          )}
        </>
      )}
    </Drawer>
  );
}
