import { useState } from 'react';
import { App, Col, Form, Input, Row, Select } from 'antd';
import { EditorModal } from '../../../ui/EditorModal.tsx';
import dayjs, { type Dayjs } from 'dayjs';
import type { EmployeeAddressDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { locationTypeLabels, useSaveAddress } from './address-car-queries.ts';
import { isoOrNull, ValidityFields } from './ValidityFields.tsx';

interface Values {
  locationType: EmployeeAddressDto['locationType'];
  text: string;
  roadName: string;
  houseNumber: string;
  floor: string;
  door: string;
  postalCode: string;
  city: string;
  validFrom: Dayjs | null;
  validTo: Dayjs | null;
}

type Part = 'roadName' | 'houseNumber' | 'postalCode' | 'city';
const partLabels: Record<Part, string> = { roadName: 'Vejnavn', houseNumber: 'Husnummer', postalCode: 'Postnummer', city: 'By' };

/** Each part of the address is needed unless the address is written as one line. */
const neededWithoutText = (name: Part) => ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
  validator: async (_: unknown, value: string | undefined) => {
    const text = (getFieldValue('text') as string | undefined)?.trim();
    if (!text && !value?.trim()) throw new Error(`${partLabels[name]} skal udfyldes, når adressen ikke er skrevet som én linje`);
  },
});

interface Props {
  open: boolean;
  employeeId: number;
  /** Null: a new address. */
  address: EmployeeAddressDto | null;
  onClose: () => void;
}

/** Create or edit one of the employee's addresses (home, work, other). */
export function AddressModal({ open, employeeId, address, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveAddress(employeeId);

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    const text = (value: string | undefined) => value?.trim() || null;
    setProblem(null);
    save.mutate(
      {
        employeeAddressId: address?.employeeAddressId ?? null,
        locationType: values.locationType,
        text: text(values.text),
        roadName: text(values.roadName),
        houseNumber: text(values.houseNumber),
        floor: text(values.floor),
        door: text(values.door),
        postalCode: text(values.postalCode),
        city: text(values.city),
        validFrom: isoOrNull(values.validFrom),
        validTo: isoOrNull(values.validTo),
        x: address?.x ?? null,
        y: address?.y ?? null,
        dawaId: address?.dawaId ?? null,
      },
      {
        onSuccess: () => {
          void message.success('Adressen er gemt.');
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorModal
      title={address ? 'Rediger adresse' : 'Tilføj adresse'}
      open={open}
      onCancel={close}
      okText="Gem adresse"
      saving={save.isPending}
      onOk={() => form.submit()}
      width={640}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="employee-address"
        layout="vertical"
        onFinish={submit}
        initialValues={{
          locationType: address?.locationType ?? 2,
          text: address?.text ?? '',
          roadName: address?.roadName ?? '',
          houseNumber: address?.houseNumber ?? '',
          floor: address?.floor ?? '',
          door: address?.door ?? '',
          postalCode: address?.postalCode ?? '',
          city: address?.city ?? '',
          validFrom: address?.validFrom ? dayjs(address.validFrom) : null,
          validTo: address?.validTo ? dayjs(address.validTo) : null,
        }}
      >
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Type" name="locationType" rules={[{ required: true, message: 'Vælg en type' }]}>
              <Select options={[...locationTypeLabels]} autoFocus />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item label="Adresse som én linje" name="text" rules={[{ max: 300, message: 'Teksten kan højst være 300 tegn' }]} extra="Eller udfyld felterne herunder.">
              <Input autoComplete="off" placeholder="F.eks. Havnegade 12, 2. tv, 8000 Aarhus C" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label="Vejnavn" name="roadName" dependencies={['text']} rules={[neededWithoutText('roadName'), { max: 100, message: 'Vejnavnet kan højst være 100 tegn' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Husnummer" name="houseNumber" dependencies={['text']} rules={[neededWithoutText('houseNumber'), { max: 20, message: 'Husnummeret kan højst være 20 tegn' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Etage" name="floor" rules={[{ max: 10, message: 'Etagen kan højst være 10 tegn' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item label="Dør" name="door" rules={[{ max: 10, message: 'Døren kan højst være 10 tegn' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} md={4}>
            <Form.Item
              label="Postnr."
              name="postalCode"
              dependencies={['text']}
              rules={[neededWithoutText('postalCode'), { pattern: /^\d{4}$/, message: 'Postnummeret skal være fire cifre' }]}
            >
              <Input autoComplete="off" inputMode="numeric" maxLength={4} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="By" name="city" dependencies={['text']} rules={[neededWithoutText('city'), { max: 100, message: 'Bynavnet kan højst være 100 tegn' }]}>
              <Input autoComplete="off" />
            </Form.Item>
          </Col>
          <ValidityFields />
        </Row>
      </Form>
    </EditorModal>
  );
}
