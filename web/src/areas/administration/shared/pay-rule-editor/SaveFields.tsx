import { Checkbox, Col, Form, Row } from 'antd';
import { DecimalInput, MonthSelect } from '../pay-config-inputs.tsx';
import { detailRules, factorRules, required } from './field-rules.ts';

const monthOffset = (
  <Form.Item
    label="Månedsforskydning"
    name={['details', 'saveMonthOffset']}
    rules={detailRules('saveMonthOffset', 'Angiv forskydningen i hele måneder (0: samme måned).')}
    required
    tooltip="Bogfør i måneden plus dette antal måneder; 0 er samme måned, 1 måneden efter."
  >
    <DecimalInput precision={0} suffix="mdr." />
  </Form.Item>
);

/** Fields of an hourly save: every realised watch posts hours × factor. */
export function HourlySaveFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Faktor" name={['details', 'factor']} rules={factorRules} required tooltip="Vagtens timer ganges med faktoren.">
          <DecimalInput />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {monthOffset}
      </Col>
    </Row>
  );
}

/** Fields of a monthly save: a fixed value every month into a balance year (2,08 feriedage). */
export function MonthlySaveFields() {
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Værdi pr. måned"
            name={['details', 'value']}
            rules={detailRules('value', 'Angiv værdien, der bogføres hver måned.')}
            required
            tooltip="Det, der bogføres hver måned, i kontoens enhed, f.eks. 2,08 feriedage."
          >
            <DecimalInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Saldoåret starter i"
            name={['details', 'saveStartMonth']}
            rules={[required('Vælg måneden, saldoåret starter i.')]}
            required
            tooltip="Måneden, hvor saldoåret begynder, f.eks. september for ferie efter ferieloven."
          >
            <MonthSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          {monthOffset}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Udløber efter" name={['details', 'expiresInMonths']} rules={detailRules('expiresInMonths')} tooltip="Valgfri: saldoen udløber så mange måneder efter saldoårets start, f.eks. 16 for ferie.">
            <DecimalInput precision={0} suffix="mdr." placeholder="Udløber ikke" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['details', 'relativeToPayAccount']}
        valuePropName="checked"
        extra="En ansættelse en del af måneden får en forholdsmæssig del efter ansættelsesdagene."
      >
        <Checkbox>Forholdsmæssigt efter ansættelsesdage</Checkbox>
      </Form.Item>
    </>
  );
}
