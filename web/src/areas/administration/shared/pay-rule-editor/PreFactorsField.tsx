import { Button, Flex, Form, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DecimalInput } from '../pay-config-inputs.tsx';
import { PropertySelect } from '../pay-config-selects.tsx';
import { factorRules, uniquePreFactorRule } from './field-rules.ts';

/** Pre-factors: the hours of a watch with the property are multiplied before the rule applies (0 ignores such watches). */
export function PreFactorsField({ disabled }: { disabled?: boolean }) {
  return (
    <Form.List name="preFactors">
      {(fields, { add, remove }) => (
        <>
          {fields.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ marginTop: 0 }}>
              Ingen forfaktorer: alle vagter tæller med deres fulde timer.
            </Typography.Paragraph>
          )}
          {fields.map((field, index) => (
            <Flex key={field.key} gap={8} align="flex-start">
              <Form.Item
                name={[field.name, 'propertyId']}
                rules={[uniquePreFactorRule(index)]}
                style={{ flex: 2 }}
                label={index === 0 ? 'Forfaktorens egenskab' : undefined}
              >
                <PropertySelect />
              </Form.Item>
              <Form.Item name={[field.name, 'factor']} rules={factorRules} style={{ flex: 1 }} label={index === 0 ? 'Forfaktor' : undefined}>
                <DecimalInput />
              </Form.Item>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label={`Fjern forfaktor ${index + 1}`}
                onClick={() => remove(field.name)}
                disabled={disabled}
                style={{ marginTop: index === 0 ? 30 : 0 }}
              />
            </Flex>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ propertyId: null, factor: 0 })} disabled={disabled}>
            Tilføj forfaktor
          </Button>
        </>
      )}
    </Form.List>
  );
}
