import { Button, Flex, Form, InputNumber, Select } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { DetailPropertyChoices } from './use-detail-properties.ts';
import type { PropertyValues } from './watch-code-form.ts';

type Path = (string | number)[];

interface Props {
  /** Absolute path of the watch (detail) in the form, e.g. ["details", 0]. */
  detailPath: Path;
  /** A label for screen readers: "Vagt 1". */
  detailLabel: string;
  choices: DetailPropertyChoices;
}

function PropertyRow({ detailPath, detailLabel, choices, name, index, onRemove }: Props & { name: number; index: number; onRemove: () => void }) {
  const form = Form.useFormInstance();
  const path = [...detailPath, 'properties', name];
  const propertyId = Form.useWatch<number | undefined>([...path, 'propertyId'], form);
  const chosen = propertyId === undefined ? undefined : choices.byId.get(propertyId);
  const label = `${detailLabel}, egenskab ${index + 1}`;

  return (
    <Flex gap={8} align="flex-start">
      <Form.Item
        name={[name, 'propertyId']}
        validateFirst
        style={{ marginBottom: 8 }}
        rules={[
          { required: true, message: 'Vælg en egenskab' },
          {
            validator: async (_, value: number | undefined) => {
              const all: PropertyValues[] = form.getFieldValue([...detailPath, 'properties']) ?? [];
              if (all.filter((property) => property?.propertyId === value).length > 1) throw new Error('Egenskaben er valgt to gange på denne vagt');
            },
          },
        ]}
      >
        <Select
          aria-label={label}
          placeholder="Vælg egenskab"
          options={choices.options}
          loading={choices.isLoading}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ width: 180 }}
          onChange={() => form.setFieldValue([...path, 'value'], null)}
        />
      </Form.Item>
      {chosen?.type.canHaveValue && (
        <Form.Item name={[name, 'value']} style={{ marginBottom: 8 }}>
          <InputNumber aria-label={`${label}, værdi`} placeholder="Værdi" decimalSeparator="," step={0.5} style={{ width: 96 }} />
        </Form.Item>
      )}
      <Button type="text" icon={<CloseOutlined />} aria-label={`Fjern ${label}`} onClick={onRemove} />
    </Flex>
  );
}

/** The properties of one watch of a code (Sejlads, Ferie, a Tillæg with its value …). */
export function DetailPropertiesList(props: Props) {
  return (
    <Form.List name={[props.detailPath[props.detailPath.length - 1]!, 'properties']}>
      {(fields, { add, remove }) => (
        <div>
          <div className="watch-detail-properties__label">Egenskaber</div>
          {fields.map((field, index) => (
            <PropertyRow key={field.key} {...props} name={field.name} index={index} onRemove={() => remove(field.name)} />
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ value: null })} style={{ marginBottom: 12 }}>
            Tilføj egenskab
          </Button>
        </div>
      )}
    </Form.List>
  );
}
