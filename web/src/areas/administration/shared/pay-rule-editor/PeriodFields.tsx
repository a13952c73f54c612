import { AutoComplete, Checkbox, Col, Flex, Form, Row, Tooltip } from 'antd';
import { DecimalInput, TimeOfDayInput } from '../pay-config-inputs.tsx';
import { PropertySelect } from '../pay-config-selects.tsx';
import { detailRules, factorRules, pairedRule, periodPropertyRule, specialDateRules, timeRules } from './field-rules.ts';
import { namedDays } from './rule-kinds.ts';

/** The day filters of a period rule; none selected means every day. */
const dayFilters = [
  { name: 'workDay', label: 'Hverdage', help: 'Mandag-fredag, der ikke er helligdag.' },
  { name: 'saturday', label: 'Lørdage', help: 'Alle lørdage.' },
  { name: 'holiSunday', label: 'Søn- og helligdage', help: 'Søndage og alle helligdage.' },
  { name: 'holiNotSunday', label: 'Helligdage, ikke søndag', help: 'Helligdage, der ikke falder på en søndag.' },
  { name: 'holiNotWeekend', label: 'Helligdage på hverdage', help: 'Helligdage mandag-fredag.' },
  { name: 'notHoliSunday', label: 'Ikke søn- og helligdage', help: 'Alle dage undtagen søndage og helligdage (lørdag tæller med).' },
] as const;

const dayOptions = namedDays.map((day) => ({ value: day }));

/** Fields of a period rule: a daily time window on chosen kinds of day, or on one special date. */
export function PeriodFields() {
  const form = Form.useFormInstance();
  const specialDate = Form.useWatch<string | null>(['details', 'specialDate'], { preserve: true });
  const onlySpecialDate = specialDate !== null && specialDate !== undefined;
  const details = Form.useWatch<Partial<Record<string, unknown>> | undefined>('details');
  const anyDay = dayFilters.some((filter) => details?.[filter.name] === true);

  function toggleSpecialDate(checked: boolean) {
    form.setFieldValue(['details', 'specialDate'], checked ? '' : null);
    if (checked) for (const filter of dayFilters) form.setFieldValue(['details', filter.name], false);
  }

  return (
    <>
      <Row gutter={16}>
        <Col xs={12} md={8}>
          <Form.Item label="Fra kl." name={['details', 'fromTime']} rules={timeRules.fromTime} required tooltip="Vinduets start hver dag.">
            <TimeOfDayInput />
          </Form.Item>
        </Col>
        <Col xs={12} md={8}>
          <Form.Item
            label="Til kl."
            name={['details', 'toTime']}
            rules={timeRules.toTime}
            required
            tooltip="Vinduets slut. Ligger den på eller før fra-tiden, slutter vinduet næste dag; 00:00-00:00 er hele døgnet."
          >
            <TimeOfDayInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="Faktor" name={['details', 'factor']} rules={factorRules} required tooltip="Timerne i vinduet ganges med faktoren.">
            <DecimalInput />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="Dage" tooltip="Vinduet gælder på de dagtyper, der er valgt. Ingen valgt: alle dage." extra={onlySpecialDate || anyDay ? undefined : 'Ingen valgt: alle dage.'}>
        <Flex wrap gap="4px 16px">
          {dayFilters.map((filter) => (
            <Form.Item key={filter.name} name={['details', filter.name]} valuePropName="checked" noStyle>
              <Checkbox disabled={onlySpecialDate ? true : undefined}>
                <Tooltip title={filter.help}>{filter.label}</Tooltip>
              </Checkbox>
            </Form.Item>
          ))}
          <Checkbox checked={onlySpecialDate} onChange={(event) => toggleSpecialDate(event.target.checked)}>
            <Tooltip title="Vinduet gælder kun på én bestemt dato, f.eks. grundlovsdag fra kl. 12.">Kun særlig dato</Tooltip>
          </Checkbox>
        </Flex>
      </Form.Item>
      {onlySpecialDate && (
        <Form.Item
          label="Særlig dato"
          name={['details', 'specialDate']}
          rules={specialDateRules}
          required
          tooltip="MM-DD (f.eks. 12-24) eller navnet på en helligdag eller mærkedag (f.eks. grundlovsdag)."
        >
          <AutoComplete options={dayOptions} placeholder="MM-DD eller f.eks. grundlovsdag" showSearch={{ filterOption: true }} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Egenskab"
            name={['details', 'propertyId']}
            rules={[periodPropertyRule]}
            dependencies={[['details', 'notProperty']]}
            tooltip="Valgfri: kun vagter med egenskaben tæller (eller uden, se nedenfor)."
          >
            <PropertySelect placeholder="Alle vagter" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label=" " colon={false} name={['details', 'notProperty']} valuePropName="checked">
            <Checkbox>Kun vagter uden egenskaben</Checkbox>
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        name={['details', 'checkOverlap']}
        valuePropName="checked"
        extra="Markeret: kun vagtens minutter inde i vinduet tæller. Ikke markeret: hele vagten tæller, hvis den starter i vinduet."
      >
        <Checkbox>Tæl kun minutter i vinduet (checkOverlap)</Checkbox>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            label="Grænse (timer)"
            name={['details', 'cutValue']}
            rules={[pairedRule('factorAbove', 'Angiv både grænsen og faktoren over grænsen, eller ingen af dem.'), ...detailRules('cutValue')]}
            dependencies={[['details', 'factorAbove']]}
            tooltip="Valgfri: timer over grænsen pr. vagt ganges med faktoren over grænsen i stedet."
          >
            <DecimalInput placeholder="Ingen grænse" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="Faktor over grænsen"
            name={['details', 'factorAbove']}
            rules={[pairedRule('cutValue', 'Angiv både grænsen og faktoren over grænsen, eller ingen af dem.'), ...detailRules('factor')]}
            dependencies={[['details', 'cutValue']]}
            tooltip="Faktoren for timerne over grænsen."
          >
            <DecimalInput placeholder="Ingen grænse" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
