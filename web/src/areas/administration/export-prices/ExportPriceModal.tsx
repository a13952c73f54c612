import { useState } from 'react';
import { App, Checkbox, Col, Form, Row, Select } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveExportPriceRequest, type ExportPriceDto } from '@kaj/contract';
import { numberRules } from '../../../ui/number-bounds.ts';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { DateInput, DecimalInput } from '../shared/pay-config-inputs.tsx';
import { payConfigKeys, useAgreementList, useDepartments, useExportAccounts } from '../shared/pay-config-queries.ts';
import { EditorModal } from '../../../ui/EditorModal.tsx';

interface Values {
  account: string | null;
  agreementCode: string | null;
  departmentCode: string | null;
  validFrom: string | null;
  value: number | null;
  isDis: boolean;
}

/** Create (price null) or edit an export price: kroner per unit of a wage type, for an agreement and department, from a date. */
export function ExportPriceModal({ target, onClose }: { target: { price: ExportPriceDto | null } | null; onClose: () => void }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const exportAccounts = useExportAccounts();
  const agreements = useAgreementList();
  const departments = useDepartments();
  const price = target?.price ?? null;

  const save = useMutation({
    mutationFn: (values: Values) =>
      api.plan.saveExportPrice(undefined, {
        exportPriceId: price?.exportPriceId ?? null,
        account: values.account ?? '',
        agreementCode: values.agreementCode ?? null,
        departmentCode: values.departmentCode ?? null,
        validFrom: values.validFrom ?? '',
        value: values.value ?? 0,
        isDis: values.isDis,
      }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payConfigKeys.exportPrices }),
  });

  // One option per wage type, even when several export accounts share it.
  const accountOptions = [...new Map((exportAccounts.data ?? []).map((account) => [account.account, `${account.account} ${account.name}`])).entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([value, label]) => ({ value, label }));
  const agreementOptions = (agreements.data ?? [])
    .map((agreement) => ({ value: agreement.code, label: `${agreement.code} ${agreement.name}` }))
    .sort((a, b) => a.value.localeCompare(b.value, 'da'));
  const departmentOptions = (departments.data ?? [])
    .filter((department) => department.code)
    .map((department) => ({ value: department.code ?? '', label: `${department.code} ${department.name}` }))
    .sort((a, b) => a.value.localeCompare(b.value, 'da'));

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    setProblem(null);
    save.mutate(values, {
      onSuccess: () => {
        void message.success(`Prisen for lønart ${values.account} er gemt.`);
        close();
      },
      onError: (error) => setProblem(errorText(error)),
    });
  }

  return (
    <EditorModal
      title={price ? `Rediger pris for lønart ${price.account}` : 'Ny eksportpris'}
      open={target !== null}
      onCancel={close}
      okText="Gem"
      saving={save.isPending}
      onOk={() => form.submit()}
      width={560}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="export-price"
        layout="vertical"
        preserve={false}
        onFinish={submit}
        initialValues={
          price
            ? { ...price }
            : { account: null, agreementCode: null, departmentCode: null, validFrom: null, value: null, isDis: false }
        }
      >
        <Form.Item label="Lønart" name="account" rules={[{ required: true, message: 'Vælg lønarten.' }]} tooltip="Prisen gælder for denne lønart hos Lessor.">
          <Select<string> options={accountOptions} showSearch={{ optionFilterProp: 'label' }} placeholder="Vælg lønart" autoFocus />
        </Form.Item>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Overenskomst" name="agreementCode" tooltip="Tom: prisen gælder alle overenskomster.">
              <Select<string> options={agreementOptions} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Alle overenskomster" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Afdeling" name="departmentCode" tooltip="Tom: prisen gælder alle afdelinger.">
              <Select<string> options={departmentOptions} allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="Alle afdelinger" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Gyldig fra" name="validFrom" rules={[{ required: true, message: 'Vælg datoen, prisen gælder fra.' }]}>
              <DateInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Pris"
              name="value"
              rules={numberRules(saveExportPriceRequest.shape.value, 'Angiv prisen i kroner.')}
              tooltip="Kroner pr. enhed af lønarten (time, dag eller stk.), i hele øre."
            >
              <DecimalInput precision={2} suffix="kr." />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item name="isDis" valuePropName="checked" extra="Prisen gælder ansættelser i Dansk Internationalt Skibsregister.">
          <Checkbox>DIS</Checkbox>
        </Form.Item>
      </Form>
    </EditorModal>
  );
}
