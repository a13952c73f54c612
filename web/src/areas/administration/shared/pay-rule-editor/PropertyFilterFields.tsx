import { Checkbox, Col, Form, Radio, Row } from 'antd';
import { DecimalInput } from '../pay-config-inputs.tsx';
import { PropertySelect } from '../pay-config-selects.tsx';
import { detailRules, factorRules, ruleProperty } from './field-rules.ts';

/** Fields of the property-based kinds: single property, split at midnight, use future and step. */
export function PropertyFilterFields({ step }: { step: boolean }) {
  const hourLimit = Form.useWatch<number | null>(['details', 'hourLimit']);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Egenskab" name={['details', 'propertyId']} rules={ruleProperty} required tooltip="Vagter med denne egenskab tæller, f.eks. Sejlads eller Fravær: Ferie.">
            <PropertySelect />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Og egenskab" name={['details', 'propertyId2']} tooltip="Valgfri: vagten skal også have denne egenskab.">
            <PropertySelect placeholder="Ingen" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Ikke egenskab" name={['details', 'notPropertyId']} tooltip="Valgfri: vagter med denne egenskab tæller ikke.">
            <PropertySelect placeholder="Ingen" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Heller ikke egenskab" name={['details', 'notPropertyId2']} tooltip="Valgfri: vagter med denne egenskab tæller heller ikke.">
            <PropertySelect placeholder="Ingen" />
          </Form.Item>
        </Col>
      </Row>
      {step ? (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item label="Grænse (timer)" name={['details', 'cutValue']} rules={detailRules('cutValue', 'Angiv grænsen i timer.')} required tooltip="Timerne pr. vagt, hvor trappen skifter faktor, f.eks. 3 for de første 3 overtimer.">
              <DecimalInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Faktor op til grænsen" name={['details', 'factorBelow']} rules={factorRules} required tooltip="Timerne op til grænsen ganges med denne faktor (0: tæller ikke).">
              <DecimalInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="Faktor over grænsen" name={['details', 'factorAbove']} rules={factorRules} required tooltip="Timerne over grænsen ganges med denne faktor (0: tæller ikke).">
              <DecimalInput />
            </Form.Item>
          </Col>
        </Row>
      ) : (
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item label="Faktor" name={['details', 'factor']} rules={factorRules} required tooltip="Timerne ganges med faktoren; -1 trækker timerne fra saldoen (f.eks. afviklet afspadsering).">
              <DecimalInput />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="Fast værdi" name={['details', 'fixedValue']} rules={detailRules('fixedValue')} tooltip="Valgfri: bogfør denne værdi pr. vagt i stedet for timer × faktor, f.eks. 1 kort vagt.">
              <DecimalInput placeholder="Timer × faktor" />
            </Form.Item>
          </Col>
        </Row>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Timer pr. dag" name={['details', 'hoursPrDay']} rules={detailRules('hoursPrDay')} tooltip="Valgfri: omregner timer til dage, f.eks. 7,4 timer = 1 feriedag.">
            <DecimalInput placeholder="Ingen omregning" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Dage pr. uge" name={['details', 'daysPrWeek']} rules={detailRules('daysPrWeek')} tooltip="Valgfri: omregner kalenderdage til arbejdsdage (× dage pr. uge / 7).">
            <DecimalInput placeholder="Ingen omregning" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Timegrænse" name={['details', 'hourLimit']} rules={detailRules('hourLimit')} tooltip="Valgfri: kun vagter under grænsen, eller på mindst grænsen, tæller.">
            <DecimalInput placeholder="Alle vagter" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Vagter, der tæller" name={['details', 'lessThan']} tooltip="Med en timegrænse: vælg om korte eller lange vagter tæller.">
            <Radio.Group
              disabled={hourLimit === null || hourLimit === undefined}
              options={[
                { value: true, label: 'Under grænsen' },
                { value: false, label: 'Mindst grænsen' },
              ]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name={['details', 'useClockTime']} valuePropName="checked" extra="Tæl vagtens tidsrum fra start til slut i stedet for den betalte tid.">
        <Checkbox>Brug klokketid i stedet for betalt tid</Checkbox>
      </Form.Item>
    </>
  );
}
