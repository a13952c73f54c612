import { useState } from 'react';
import { App, Button, DatePicker, Form, InputNumber, Modal, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import type { MileageRateDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';

interface Values {
  validFrom: Dayjs;
  highRate: number;
  lowRate: number;
  thresholdKm: number;
}

const ratesKey = ['administration', 'mileage-rates'];

/** Kørselstakster: the state's tax-free rates per km from a date (DOMAIN.md section 13). */
export function MileageRatesPage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<MileageRateDto | 'new' | null>(null);
  const [form] = Form.useForm<Values>();
  const rates = useQuery({ queryKey: ratesKey, queryFn: () => api.plan.getMileageRates() });
  const onError = (error: unknown) => void message.error(errorText(error));
  const save = useMutation({
    mutationFn: (values: Values) =>
      api.plan.saveMileageRate(null, {
        mileageRateId: editing !== 'new' && editing ? editing.mileageRateId : null,
        validFrom: values.validFrom.format('YYYY-MM-DD'),
        highRate: values.highRate,
        lowRate: values.lowRate,
        thresholdKm: values.thresholdKm,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(ratesKey, saved);
      void message.success('Taksten er gemt.');
      setEditing(null);
    },
    meta: { silentError: true },
    onError,
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.plan.deleteMileageRate({ mileageRateId: id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ratesKey });
      void message.success('Taksten er slettet.');
    },
    meta: { silentError: true },
    onError,
  });

  function open(rate: MileageRateDto | 'new') {
    setEditing(rate);
    form.setFieldsValue(
      rate === 'new' ? { validFrom: dayjs().add(1, 'year').startOf('year'), thresholdKm: 20000 } : { validFrom: dayjs(rate.validFrom), highRate: rate.highRate, lowRate: rate.lowRate, thresholdKm: rate.thresholdKm },
    );
  }

  return (
    <>
      <PageHeader
        title="Kørselstakster"
        description="Statens skattefri takster pr. km: den høje op til grænsen i et kalenderår, den lave derover. En takst, som en låst måneds kørsel er betalt efter, kan ikke ændres."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
            Ny takst
          </Button>
        }
      />
      <Table<MileageRateDto>
        rowKey="mileageRateId"
        loading={rates.isLoading}
        dataSource={rates.data ?? []}
        pagination={false}
        columns={[
          { title: 'Gyldig fra', render: (_, rate) => formatDate(rate.validFrom) },
          { title: 'Høj sats (kr./km)', align: 'right', render: (_, rate) => formatNumber(rate.highRate, 2) },
          { title: 'Lav sats (kr./km)', align: 'right', render: (_, rate) => formatNumber(rate.lowRate, 2) },
          { title: 'Grænse (km/år)', align: 'right', render: (_, rate) => formatNumber(rate.thresholdKm) },
          { title: '', render: (_, rate) => (rate.inUse ? <Tag>Brugt i låst måned</Tag> : null) },
          {
            title: '',
            render: (_, rate) =>
              rate.inUse ? null : (
                <Space>
                  <Button size="small" onClick={() => open(rate)}>
                    Rediger
                  </Button>
                  <Popconfirm title="Slet taksten?" okText="Slet" cancelText="Annuller" onConfirm={() => remove.mutate(rate.mileageRateId)}>
                    <Button size="small" danger>
                      Slet
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Modal title={editing === 'new' ? 'Ny takst' : 'Rediger takst'} open={editing !== null} onCancel={() => setEditing(null)} okText="Gem" cancelText="Annuller" confirmLoading={save.isPending} onOk={() => form.submit()} destroyOnHidden>
        <Form form={form} layout="vertical" onFinish={(values) => save.mutate(values)} requiredMark={false}>
          <Form.Item name="validFrom" label="Gyldig fra" rules={[{ required: true, message: 'Vælg datoen' }]}>
            <DatePicker format="D. MMM YYYY" style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="highRate" label="Høj sats (kr./km)" rules={[{ required: true, message: 'Skriv satsen' }]}>
            <InputNumber min={0} max={100} step={0.01} precision={2} decimalSeparator="," style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="lowRate" label="Lav sats (kr./km)" rules={[{ required: true, message: 'Skriv satsen' }]}>
            <InputNumber min={0} max={100} step={0.01} precision={2} decimalSeparator="," style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="thresholdKm" label="Grænse (km pr. kalenderår)" rules={[{ required: true, message: 'Skriv grænsen' }]}>
            <InputNumber min={0} max={1000000} step={1000} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
