import { useState } from 'react';
import { App, Form, Modal, Select, Typography } from 'antd';
import type { EmployeeDetailDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { employeeLabel, employeeName } from '../shared/employee-record.ts';
import { useEmployeeList } from './employee-queries.ts';
import { useMoveEmployment } from './employee-mutations.ts';
import { periodPhrase, type EmploymentRecord } from './employment-view.ts';
import { SaveProblem } from '../../../ui/SaveProblem.tsx';

interface Props {
  employee: EmployeeDetailDto;
  /** The employment to move; null when the dialog is closed. */
  employment: EmploymentRecord | null;
  onClose: () => void;
}

/** Moves an employment with its watches and closings to another employee, e.g. when a person was created twice. */
export function MoveEmploymentModal({ employee, employment, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ targetId: number | undefined }>();
  const [problem, setProblem] = useState<string | null>(null);
  const employees = useEmployeeList();
  const move = useMoveEmployment();
  const options = (employees.data ?? [])
    .filter((other) => other.employeeId !== employee.employeeId)
    .map((other) => ({ value: other.employeeId, label: employeeLabel(other) }));

  function close() {
    setProblem(null);
    onClose();
  }

  function submit({ targetId }: { targetId: number | undefined }) {
    if (!employment || targetId === undefined) return;
    setProblem(null);
    move.mutate(
      { employmentId: employment.employmentId, employeeId: targetId },
      {
        onSuccess: (target) => {
          void message.success(`Ansættelsen er flyttet til ${target ? employeeName(target) : 'den valgte medarbejder'}.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <Modal
      title="Flyt ansættelse"
      open={employment !== null}
      onCancel={close}
      okText="Flyt ansættelse"
      cancelText="Annuller"
      confirmLoading={move.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {employment && (
        <Typography.Paragraph>
          Ansættelsen {periodPhrase(employment)} under {employment.agreementName} flyttes fra {employeeName(employee)} med alle vagter og
          lukninger. Den må ikke overlappe modtagerens ansættelser, medmindre en af dem er sekundær.
        </Typography.Paragraph>
      )}
      <SaveProblem problem={problem} />
      <Form form={form} name="move-employment" layout="vertical" onFinish={submit}>
        <Form.Item label="Flyt til" name="targetId" rules={[{ required: true, message: 'Vælg den medarbejder, ansættelsen skal flyttes til' }]}>
          <Select showSearch={{ optionFilterProp: 'label' }} placeholder="Søg på nummer eller navn" loading={employees.isLoading} options={options} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
