import { useState } from 'react';
import { App, Checkbox, Col, Form, Input, Row } from 'antd';
import { EditorModal } from '../../../ui/EditorModal.tsx';
import dayjs, { type Dayjs } from 'dayjs';
import { saveEmployeeCarRequest, type EmployeeCarDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { useSaveCar } from './address-car-queries.ts';
import { isoOrNull, ValidityFields } from './ValidityFields.tsx';

interface Values {
  licenseplate: string;
  isCompanyCar: boolean;
  validFrom: Dayjs | null;
  validTo: Dayjs | null;
}

const plateRules = [{ required: true, whitespace: true, message: 'Nummerplade skal udfyldes' }, schemaRule(saveEmployeeCarRequest.shape.licenseplate)];

interface Props {
  open: boolean;
  employeeId: number;
  /** Null: a new car. */
  car: EmployeeCarDto | null;
  onClose: () => void;
}

/** Create or edit one of the employee's cars; a company car earns no mileage allowance. */
export function CarModal({ open, employeeId, car, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveCar(employeeId);

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    setProblem(null);
    save.mutate(
      {
        employeeCarId: car?.employeeCarId ?? null,
        licenseplate: values.licenseplate.trim(),
        isCompanyCar: values.isCompanyCar,
        validFrom: isoOrNull(values.validFrom),
        validTo: isoOrNull(values.validTo),
      },
      {
        onSuccess: (saved) => {
          void message.success(`Bilen ${saved?.licenseplate ?? ''} er gemt.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorModal
      title={car ? 'Rediger bil' : 'Tilføj bil'}
      open={open}
      onCancel={close}
      okText="Gem bil"
      saving={save.isPending}
      onOk={() => form.submit()}
      width={520}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="employee-car"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          licenseplate: car?.licenseplate ?? '',
          isCompanyCar: car?.isCompanyCar ?? false,
          validFrom: car?.validFrom ? dayjs(car.validFrom) : null,
          validTo: car?.validTo ? dayjs(car.validTo) : null,
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Nummerplade" name="licenseplate" rules={plateRules} required>
              <Input autoComplete="off" autoFocus placeholder="F.eks. AB 12 345" style={{ textTransform: 'uppercase' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label=" " name="isCompanyCar" valuePropName="checked" extra="En firmabil giver ikke kørselsgodtgørelse.">
              <Checkbox>Firmabil</Checkbox>
            </Form.Item>
          </Col>
          <ValidityFields />
        </Row>
      </Form>
    </EditorModal>
  );
}
