import { Checkbox, Col, Form, Radio, Row } from 'antd';
import { DecimalInput } from '../pay-config-inputs.tsx';
import { ClosingTypeSelect, PayAccountSelect } from '../pay-config-selects.tsx';
import { detailRules, differentFrom, factorRules, normLimitRule, required } from './field-rules.ts';

const targetField = (help: string) => (
  <Form.Item label="Mål (timer pr. uge)" name={['details', 'targetActivity']} rules={detailRules('targetActivity', 'Angiv målet i timer pr. uge.')} required tooltip={help}>
    <DecimalInput suffix="t/uge" />
  </Form.Item>
);

/** Fields of a mean activity: the activity of up to three accounts against a weekly target. */
export function MeanActivityFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        {targetField('Målet pr. uge, forholdsmæssigt efter ansættelsens dage, f.eks. 37.')}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Konto" name={['details', 'payAccountId']} rules={[required('Vælg kontoen, hvis aktivitet måles.')]} required tooltip="Kontoen, hvis aktivitet holdes op mod målet, f.eks. Normtimer.">
          <PayAccountSelect />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Konto 2" name={['details', 'payAccountId2']} tooltip="Valgfri: en konto mere, hvis aktivitet lægges til.">
          <PayAccountSelect placeholder="Ingen" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Konto 3" name={['details', 'payAccountId3']} tooltip="Valgfri: en tredje konto, hvis aktivitet lægges til.">
          <PayAccountSelect placeholder="Ingen" />
        </Form.Item>
      </Col>
    </Row>
  );
}

const lengthUnits = [
  { value: 'months', label: 'Måneder' },
  { value: 'weeks', label: 'Uger' },
  { value: 'monthWeeks', label: 'Hele uger i måneder' },
] as const;
type LengthUnit = (typeof lengthUnits)[number]['value'];

/** A norm period is months, weeks or the whole weeks of some months long: one number in one of three fields. */
function NormLengthField() {
  const form = Form.useFormInstance();
  const months = Form.useWatch<number | null>(['details', 'months'], { preserve: true });
  const weeks = Form.useWatch<number | null>(['details', 'weeks'], { preserve: true });
  const unit: LengthUnit = weeks !== null && weeks !== undefined ? 'weeks' : months !== null && months !== undefined ? 'months' : 'monthWeeks';

  function changeUnit(next: LengthUnit) {
    const current = (form.getFieldValue(['details', unit]) as number | null) ?? null;
    for (const { value } of lengthUnits) form.setFieldValue(['details', value], value === next ? (current ?? 1) : null);
  }

  return (
    <Row gutter={16}>
      <Col xs={24} md={14}>
        <Form.Item label="Længden måles i" tooltip="Hele uger i måneder: de hele uger, der ligger i periodens måneder.">
          <Radio.Group value={unit} onChange={(event) => changeUnit(event.target.value as LengthUnit)} options={lengthUnits.map((option) => ({ ...option }))} />
        </Form.Item>
      </Col>
      <Col xs={24} md={10}>
        <Form.Item label="Længde" name={['details', unit]} rules={detailRules(unit, 'Angiv normperiodens længde.')} required tooltip="Antal måneder eller uger i en normperiode.">
          <DecimalInput precision={0} />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** Fields of a norm period (period activity). */
export function PeriodActivityFields() {
  return (
    <>
      <NormLengthField />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          {targetField('Målet pr. uge i normperioden, f.eks. 37.')}
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Minimum (timer pr. uge)" name={['details', 'minActivity']} rules={[normLimitRule('min'), ...detailRules('minActivity')]} dependencies={[['details', 'targetActivity']]} tooltip="Valgfri: den mindste aktivitet pr. uge.">
            <DecimalInput placeholder="Intet" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Maksimum (timer pr. uge)" name={['details', 'maxActivity']} rules={[normLimitRule('max'), ...detailRules('maxActivity')]} dependencies={[['details', 'targetActivity']]} tooltip="Valgfri: over maksimum markeres medarbejderen i planen, f.eks. 48.">
            <DecimalInput placeholder="Intet" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Kildekonto" name={['details', 'sourcePayAccountId']} rules={[required('Vælg kontoen, normperioden måler.')]} required tooltip="Kontoen, hvis aktivitet måles mod målet, f.eks. Normtimer.">
            <PayAccountSelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Flyt overskud til"
            name={['details', 'moveToPayAccountId']}
            rules={[differentFrom('sourcePayAccountId', 'Overskuddet skal flyttes til en anden konto end den, det kommer fra.')]}
            dependencies={[['details', 'sourcePayAccountId']]}
            tooltip="Valgfri: ved periodens slutning flyttes overskuddet × faktor hertil, f.eks. Afspadsering."
          >
            <PayAccountSelect placeholder="Flyttes ikke" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Faktor" name={['details', 'factor']} rules={factorRules} required tooltip="Overskuddet ganges med faktoren, når det flyttes.">
            <DecimalInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['details', 'hasTimeLoss']} valuePropName="checked" extra="Fravær (tidstab) nedsætter målet for perioden.">
        <Checkbox>Fravær nedsætter målet (tidstab)</Checkbox>
      </Form.Item>
    </>
  );
}

/** Fields of a derived activity: a closing activity of one type made from another. */
export function DerivedActivityFields() {
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label="Kildetype" name={['details', 'sourceTypeId']} rules={[required('Vælg afslutningstypen, der afledes fra.')]} required tooltip="Afslutningsaktiviteten, der afledes fra, f.eks. Udbetaling.">
          <ClosingTypeSelect />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label="Måltype"
          name={['details', 'targetTypeId']}
          rules={[required('Vælg afslutningstypen, der dannes.'), differentFrom('sourceTypeId', 'Kilde- og måltypen skal være forskellige.')]}
          required
          dependencies={[['details', 'sourceTypeId']]}
          tooltip="Afslutningsaktiviteten, der dannes, f.eks. Feriegodtgørelse."
        >
          <ClosingTypeSelect />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label="Faktor" name={['details', 'factor']} rules={factorRules} required tooltip="Kildens værdi ganges med faktoren, f.eks. 0,125 for 12,5 %.">
          <DecimalInput />
        </Form.Item>
      </Col>
    </Row>
  );
}
