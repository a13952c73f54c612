import { useState } from 'react';
import { App, Col, Form, Row, Select } from 'antd';
import type { AgreementDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { DateInput } from '../shared/pay-config-inputs.tsx';
import { usePayRules, type AgreementRule } from '../shared/pay-config-queries.ts';
import { useAgreementLink, useSaveAgreement } from './use-agreement-mutations.ts';
import { EditorModal } from '../../../ui/EditorModal.tsx';

interface Values {
  payAccountRuleId: number | null;
  startDate: string | null;
  endDate: string | null;
}

/** Give an agreement an existing rule (`rule` left out), or change when one of its own rules applies. */
export type RuleDatesTarget = { mode: 'add' } | { mode: 'dates'; rule: AgreementRule };

interface Props {
  agreement: AgreementDto;
  target: RuleDatesTarget | null;
  onClose: () => void;
}

export function RuleDatesModal({ agreement, target, onClose }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const rules = usePayRules();
  const saveAgreement = useSaveAgreement();
  const link = useAgreementLink();
  const rule = target?.mode === 'dates' ? target.rule : null;
  const present = new Set(agreement.rules.map((existing) => existing.payAccountRuleId));
  const choices = (rules.data ?? [])
    .filter((candidate) => !present.has(candidate.payAccountRuleId))
    .map((candidate) => ({ value: candidate.payAccountRuleId, label: candidate.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'da'));

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    const payAccountRuleId = rule?.payAccountRuleId ?? values.payAccountRuleId;
    if (payAccountRuleId === null) return;
    const name = rule?.name ?? choices.find((choice) => choice.value === payAccountRuleId)?.label ?? 'Reglen';
    const onSuccess = () => {
      void message.success(rule ? `Gyldigheden af "${name}" er gemt.` : `"${name}" er tilføjet ${agreement.code}.`);
      close();
    };
    const onError = (error: unknown) => setProblem(errorText(error));
    setProblem(null);
    // Without dates the plain add call does; dates go with the agreement's save (AgreementPayAccountRule).
    if (!rule && !values.startDate && !values.endDate) {
      link.mutate({ action: 'addRule', agreementId: agreement.agreementId, payAccountRuleId }, { onSuccess, onError });
      return;
    }
    saveAgreement.mutate(
      {
        agreementId: agreement.agreementId,
        code: agreement.code,
        name: agreement.name,
        parentId: agreement.parentId,
        rules: [{ payAccountRuleId, startDate: values.startDate ?? null, endDate: values.endDate ?? null, removeRule: false }],
      },
      { onSuccess, onError },
    );
  }

  return (
    <EditorModal
      title={rule ? `Gyldighed for ${rule.name}` : `Tilføj eksisterende regel til ${agreement.code}`}
      open={target !== null}
      onCancel={close}
      okText={rule ? 'Gem' : 'Tilføj'}
      saving={saveAgreement.isPending || link.isPending}
      onOk={() => form.submit()}
      problem={problem}
    >
      <Form<Values>
        form={form}
        name="agreement-rule"
        layout="vertical"
        initialValues={{ payAccountRuleId: null, startDate: rule?.startDate ?? null, endDate: rule?.endDate ?? null }}
        onFinish={submit}
        preserve={false}
      >
        {!rule && (
          <Form.Item label="Regel" name="payAccountRuleId" rules={[{ required: true, message: 'Vælg reglen, der skal tilføjes.' }]} required>
            <Select<number> options={choices} showSearch={{ optionFilterProp: 'label' }} placeholder="Vælg regel" loading={rules.isLoading} autoFocus />
          </Form.Item>
        )}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Gælder fra" name="startDate" tooltip="Tom: reglen gælder fra starten.">
              <DateInput placeholder="Altid" />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              label="Gælder til"
              name="endDate"
              dependencies={['startDate']}
              tooltip="Tom: reglen gælder uden slutdato."
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_rule, value: string | null) => {
                    const start = getFieldValue('startDate') as string | null;
                    if (value && start && value < start) throw new Error('Slutdatoen ligger før startdatoen.');
                  },
                }),
              ]}
            >
              <DateInput placeholder="Uden slutdato" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorModal>
  );
}
