import { useState } from 'react';
import { App, Col, Form, Input, Row } from 'antd';
import { EditorModal } from '../../../ui/EditorModal.tsx';
import { saveNextOfKinRequest, type EmployeeDetailDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { useSaveNextOfKin } from './employee-mutations.ts';

export type NextOfKin = EmployeeDetailDto['nextOfKin'][number];

interface Values {
  name: string;
  relation: string;
  telephone: string;
  email: string;
  address: string;
}

const shape = saveNextOfKinRequest.shape;
const rules = {
  name: [schemaRule(shape.name)],
  relation: [schemaRule(shape.relation)],
  telephone: [schemaRule(shape.telephone)],
  email: [schemaRule(shape.email)],
  address: [schemaRule(shape.address)],
};

interface Props {
  open: boolean;
  employeeId: number;
  /** Null: new next of kin. */
  kin: NextOfKin | null;
  onClose: () => void;
}

/** Who to contact if something happens to the employee at sea. */
export function NextOfKinModal({ open, employeeId, kin, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveNextOfKin();

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    const text = (value: string | undefined) => value?.trim() || null;
    setProblem(null);
    save.mutate(
      {
        nextOfKinId: kin?.nextOfKinId ?? null,
        employeeId,
        name: values.name.trim(),
        relation: text(values.relation),
        telephone: text(values.telephone),
        email: text(values.email),
        address: text(values.address),
      },
      {
        onSuccess: () => {
          void message.success(`${values.name.trim()} er gemt som pårørende.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorModal
      title={kin ? 'Rediger pårørende' : 'Tilføj pårørende'}
      open={open}
      onCancel={close}
      okText="Gem pårørende"
      saving={save.isPending}
      onOk={() => form.submit()}
      width={600}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="next-of-kin"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          name: kin?.name ?? '',
          relation: kin?.relation ?? '',
          telephone: kin?.telephone ?? '',
          email: kin?.email ?? '',
          address: kin?.address ?? '',
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={14}>
            <Form.Item label="Navn" name="name" rules={rules.name} required>
              <Input autoComplete="off" autoFocus />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Relation" name="relation" rules={rules.relation}>
              <Input autoComplete="off" placeholder="F.eks. ægtefælle eller mor" />
            </Form.Item>
          </Col>
          <Col xs={24} md={10}>
            <Form.Item label="Telefon" name="telephone" rules={rules.telephone}>
              <Input autoComplete="off" inputMode="tel" />
            </Form.Item>
          </Col>
          <Col xs={24} md={14}>
            <Form.Item label="Email" name="email" rules={rules.email}>
              <Input autoComplete="off" inputMode="email" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Adresse" name="address" rules={rules.address}>
              <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorModal>
  );
}
