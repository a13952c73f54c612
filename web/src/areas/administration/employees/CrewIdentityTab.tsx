import { useEffect } from 'react';
import { Alert, App, Button, Col, DatePicker, Form, Input, Row, Select, Spin, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { CrewIdentityDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatDate } from '../../../ui/format.ts';

interface Values {
  nationality: string;
  birthPlace: string;
  identityDocumentType: CrewIdentityDto['identityDocumentType'];
  identityDocumentNumber: string;
  identityDocumentExpiry: Dayjs | null;
}

const key = (employeeId: number) => ['employees', 'crew-identity', employeeId];

/**
 * What the crew list (IMO FAL Form 5) needs beyond the employee record: nationality, place of birth and the identity
 * document. Personal data: only Admin and the department's planners read and change it here (issue 17).
 */
export function CrewIdentityTab({ employeeId }: { employeeId: number }) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const identity = useQuery({ queryKey: key(employeeId), queryFn: () => api.employee.getCrewIdentity({ employeeId }) });
  useEffect(() => {
    const data = identity.data;
    if (!data) return;
    form.setFieldsValue({
      nationality: data.nationality ?? '',
      birthPlace: data.birthPlace ?? '',
      identityDocumentType: data.identityDocumentType,
      identityDocumentNumber: data.identityDocumentNumber ?? '',
      identityDocumentExpiry: data.identityDocumentExpiry ? dayjs(data.identityDocumentExpiry) : null,
    });
  }, [identity.data, form]);
  const save = useMutation({
    mutationFn: (values: Values) =>
      api.employee.saveCrewIdentity(
        { employeeId },
        { ...values, identityDocumentType: values.identityDocumentType ?? null, identityDocumentExpiry: values.identityDocumentExpiry?.format('YYYY-MM-DD') ?? null },
      ),
    onSuccess: (saved) => {
      client.setQueryData(key(employeeId), saved);
      void message.success('Oplysningerne til besætningslisten er gemt.');
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });

  if (identity.isLoading) return <Spin />;
  if (identity.isError) return <Alert type="error" showIcon title="Oplysningerne kunne ikke hentes" description={errorText(identity.error)} />;
  return (
    <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} aria-label="Besætningsliste">
      <Typography.Paragraph type="secondary">
        Står på besætningslisten (IMO FAL-formular 5) sammen med navn, stilling og fødselsdato
        {identity.data?.birthDate ? ` (${formatDate(identity.data.birthDate)})` : ' (skrives på medarbejderen ovenfor)'}.
      </Typography.Paragraph>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="Nationalitet" name="nationality">
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Fødested" name="birthPlace">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item label="Identitetsdokument" name="identityDocumentType">
            <Select
              allowClear
              aria-label="Identitetsdokument"
              options={[
                { value: 'seamansBook', label: 'Søfartsbog' },
                { value: 'passport', label: 'Pas' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="Dokumentnummer" name="identityDocumentNumber" dependencies={['identityDocumentType']} rules={[({ getFieldValue }) => ({ validator: (_, value: string) => (!value || getFieldValue('identityDocumentType') ? Promise.resolve() : Promise.reject(new Error('Vælg søfartsbog eller pas'))) })]}>
            <Input maxLength={40} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label="Udløber" name="identityDocumentExpiry">
            <DatePicker format="DD-MM-YYYY" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        Gem
      </Button>
    </Form>
  );
}
