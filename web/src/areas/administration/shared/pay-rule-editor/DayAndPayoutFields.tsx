import { AutoComplete, Checkbox, Col, Form, Row } from 'antd';
import { DecimalInput, MonthSelect } from '../pay-config-inputs.tsx';
import { PropertySelect } from '../pay-config-selects.tsx';
import { dayRules, factorRules, payoutMonthRule, required } from './field-rules.ts';
import { namedDays } from './rule-kinds.ts';

const dayOptions = namedDays.map((day) => ({ value: day }));

/** Fields of a special day: hours worked on one date × factor. */
export function SpecialDayFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label="Dag"
          name={['details', 'day']}
          rules={dayRules}
          required
          tooltip="MM-DD (f.eks. 12-31) eller en helligdag eller mærkedag ved navn (f.eks. juleaften, skærtorsdag); bevægelige helligdage findes selv hvert år."
        >
          <AutoComplete options={dayOptions} placeholder="MM-DD eller f.eks. juleaften" showSearch={{ filterOption: true }} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Faktor" name={['details', 'factor']} rules={factorRules} required tooltip="Timerne på dagen ganges med faktoren.">
          <DecimalInput />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Fields of a changed property: a watch property on an employment with another property (acting in a higher position). */
export function ChangedPropertyFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          label="Ansættelsens egenskab"
          name={['details', 'agreementPropertyId']}
          rules={[required('Vælg egenskaben, ansættelsen skal have.')]}
          required
          tooltip="Ansættelser med denne egenskab, f.eks. Stilling: Styrmand."
        >
          <PropertySelect />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Vagtens egenskab"
          name={['details', 'watchPropertyId']}
          rules={[required('Vælg egenskaben, vagten skal have.')]}
          required
          tooltip="… når vagten har denne egenskab, f.eks. Stilling: Overstyrmand."
        >
          <PropertySelect />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Faktor" name={['details', 'factor']} rules={factorRules} required tooltip="Vagtens timer ganges med faktoren.">
          <DecimalInput />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Fields of a cash compensation: the positive balance paid out every month or in one month. */
export function CashCompensationFields() {
  const everyMonth = Form.useWatch<boolean>(['details', 'everyMonth']);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Udbetaling" name={['details', 'everyMonth']} valuePropName="checked" tooltip="Markeret: den positive saldo udbetales ved hver månedslukning.">
          <Checkbox>Hver måned</Checkbox>
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Måned"
          name={['details', 'month']}
          rules={[payoutMonthRule]}
          dependencies={[['details', 'everyMonth']]}
          tooltip="Måneden, hvis lukning udbetaler saldoen, f.eks. april."
        >
          <MonthSelect disabled={everyMonth === true} allowClear />
        </Form.Item>
      </Col>
    </Row>
  );
}
