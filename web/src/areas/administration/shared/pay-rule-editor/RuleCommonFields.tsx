import { Col, Form, Input, Row, Select } from 'antd';
import { savePayAccountRuleRequest, type PayRuleKind } from '@kaj/contract';
import { schemaRule } from '../../../../ui/form-rules.ts';
import { DecimalInput } from '../pay-config-inputs.tsx';
import { usePayRules } from '../pay-config-queries.ts';
import { PayAccountSelect } from '../pay-config-selects.tsx';
import { payAccountRule, requiredNumber } from './field-rules.ts';
import { detailOfKind } from './rule-drafts.ts';
import { postsToOwnAccount, ruleKindOptions, ruleKinds } from './rule-kinds.ts';

const nameRules = [schemaRule(savePayAccountRuleRequest.shape.name)];

interface Props {
  /** The rule being edited, left out of the rules it can override. */
  ruleId: number | null;
  /** An override made from an agreement names its rule for good. */
  overrideFixed: boolean;
}

/** What every rule has: name, kind, pay account, calculation order, rounding, override and description. */
export function RuleCommonFields({ ruleId, overrideFixed }: Props) {
  const form = Form.useFormInstance();
  const kind = Form.useWatch<PayRuleKind>(['details', 'kind']);
  const rules = usePayRules();
  const overrideOptions = (rules.data ?? [])
    .filter((rule) => rule.payAccountRuleId !== ruleId)
    .map((rule) => ({ value: rule.payAccountRuleId, label: rule.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'da'));

  return (
    <>
      <Form.Item label="Navn" name="name" rules={nameRules} required>
        <Input maxLength={100} autoFocus />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Art" name={['details', 'kind']} required extra={kind ? ruleKinds[kind].help : undefined}>
            <Select<PayRuleKind>
              options={ruleKindOptions}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(next) => form.setFieldValue('details', detailOfKind(next, form.getFieldValue('details') as Record<string, unknown>))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Lønkonto"
            name="payAccountId"
            rules={[payAccountRule]}
            dependencies={[['details', 'kind']]}
            required={kind ? postsToOwnAccount(kind) : true}
            tooltip="Kontoen, reglen bogfører på. Gennemsnitsaktivitet og normperiode nævner selv deres konti."
          >
            <PayAccountSelect placeholder={kind && !postsToOwnAccount(kind) ? 'Ingen' : 'Vælg lønkonto'} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            label="Beregningsrækkefølge"
            name="calcOrder"
            rules={[requiredNumber('Angiv beregningsrækkefølgen som et helt tal.')]}
            required
            tooltip="Reglerne kører i stigende rækkefølge; en regel, der læser saldi, ser posteringerne fra regler med lavere tal."
          >
            <DecimalInput precision={0} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Afrunding" name="round" tooltip="Hver postering afrundes til så mange decimaler (halvt væk fra nul). Tom: ingen afrunding.">
            <DecimalInput min={0} max={6} precision={0} suffix="dec." placeholder="Ingen" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Overstyrer" name="overrideId" tooltip="Den arvede regel, som denne regel erstatter i overenskomsten og dens underoverenskomster.">
            <Select<number>
              options={overrideOptions}
              allowClear
              placeholder="Ingen"
              disabled={overrideFixed}
              showSearch={{ optionFilterProp: 'label' }}
              popupMatchSelectWidth={false}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Beskrivelse" name="description" tooltip="Hvad reglen betyder i overenskomsten, med ord medarbejdere og lønkontor forstår.">
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}
