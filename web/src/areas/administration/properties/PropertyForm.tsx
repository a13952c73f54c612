import { useRef, useState } from 'react';
import { Alert, App, Button, Col, Flex, Form, Input, Row, Switch, type FormRule } from 'antd';
import type { PropertyTreeNodeDto, PropertyTypeDto } from '@kaj/contract';
import { errorText, isHandledByLogout } from '../../../api/show-error.ts';
import { PropertyTreeSelect } from '../shared/PropertyTreeSelect.tsx';
import { useAddProperty, useEditProperty, type PropertyChanges } from './property-mutations.ts';
import { codeOwner, subtreeIds } from './property-tree-data.ts';

interface Props {
  type: PropertyTypeDto;
  tree: readonly PropertyTreeNodeDto[];
  /** The property being edited, or none when a new one is made below `parentId`. */
  property: PropertyTreeNodeDto | null;
  parentId: number | null;
  onSaved: (property: { propertyId: number; parentId: number | null }) => void;
  onCancel: () => void;
  /** Told when the form gets changes that are not saved, so leaving it can ask first. */
  onDirty: (dirty: boolean) => void;
}

const nameRules: FormRule[] = [
  { required: true, whitespace: true, message: 'Navn skal udfyldes' },
  { max: 100, message: 'Navnet kan højst være 100 tegn' },
];

/** Name, code, place and flags of one property; a refused save keeps what was typed and shows the server's reason. */
export function PropertyForm({ type, tree, property, parentId, onSaved, onCancel, onDirty }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PropertyChanges>();
  const add = useAddProperty();
  const edit = useEditProperty();
  const [refusal, setRefusal] = useState<string | null>(null);
  const addAnother = useRef(false);
  const excluded = property ? subtreeIds(property) : undefined;

  const codeRules: FormRule[] = [
    { max: 20, message: 'Koden kan højst være 20 tegn' },
    {
      validator: async (_rule, value: string | undefined) => {
        const owner = value ? codeOwner(tree, value, property?.propertyId) : undefined;
        if (owner) throw new Error(`Koden ${value?.trim()} bruges allerede af ${owner.name}.`);
      },
    },
  ];

  function fail(error: unknown) {
    if (!isHandledByLogout(error)) setRefusal(errorText(error));
  }

  function save(values: PropertyChanges) {
    setRefusal(null);
    const changes = { ...values, name: values.name.trim(), code: values.code?.trim() || null, parentId: values.parentId ?? null };
    if (property) {
      edit.mutate(
        { propertyId: property.propertyId, changes },
        {
          onSuccess: (saved) => {
            onDirty(false);
            void message.success(`${saved.name} er gemt.`);
            onSaved(saved);
          },
          onError: fail,
        },
      );
      return;
    }
    add.mutate(
      { typeId: type.propertyTypeId, changes },
      {
        onSuccess: (created) => {
          onDirty(false);
          void message.success(`${created.name} er oprettet.`);
          if (!addAnother.current) return onSaved(created);
          form.resetFields(['name', 'code']);
          form.getFieldInstance('name')?.focus();
        },
        onError: fail,
      },
    );
  }

  const initialValues: PropertyChanges = property
    ? { name: property.name, code: property.code ?? '', parentId: property.parentId, selectable: property.selectable, disabled: property.disabled, isCatering: property.isCatering }
    : { name: '', code: '', parentId, selectable: true, disabled: false, isCatering: false };

  return (
    <Form<PropertyChanges>
      form={form}
      name="property"
      layout="vertical"
      initialValues={initialValues}
      onFinish={save}
      onValuesChange={() => onDirty(true)}
    >
      {refusal && <Alert type="error" showIcon title="Kunne ikke gemmes" description={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item label="Navn" name="name" rules={nameRules} required>
        <Input autoFocus={!property} maxLength={100} />
      </Form.Item>
      <Form.Item label="Kode" name="code" rules={codeRules} extra={`Unik blandt typens egenskaber, f.eks. til lønsystemet og budgettet.`}>
        <Input maxLength={20} style={{ maxWidth: 200 }} />
      </Form.Item>
      <Form.Item label="Ligger under" name="parentId" extra="Tom: øverst i træet. Du kan også trække en egenskab hen på en anden i træet.">
        <PropertyTreeSelect typeId={type.propertyTypeId} mode="parent" excludedIds={excluded} placeholder="Øverst i træet" />
      </Form.Item>
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item label="Kan vælges" name="selectable" valuePropName="checked" extra="Slå fra for en gruppe, der kun samler andre (f.eks. et rederi).">
            <Switch />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item label="Deaktiveret" name="disabled" valuePropName="checked" extra="Kan ikke vælges til noget nyt; historikken bevares.">
            <Switch />
          </Form.Item>
        </Col>
        {type.key === 'department' && (
          <Col span={12}>
            <Form.Item label="Cateringafdeling" name="isCatering" valuePropName="checked" extra="Cafeteria, restaurant, kantine: tælles i Catering: Vagtrapport.">
              <Switch />
            </Form.Item>
          </Col>
        )}
      </Row>
      <Flex gap={8} wrap>
        <Button
          type="primary"
          htmlType="submit"
          loading={(add.isPending && !addAnother.current) || edit.isPending}
          onClick={() => (addAnother.current = false)}
        >
          {property ? 'Gem' : 'Opret'}
        </Button>
        {!property && (
          <Button htmlType="submit" loading={add.isPending && addAnother.current} onClick={() => (addAnother.current = true)}>
            Opret og tilføj en til
          </Button>
        )}
        <Button onClick={onCancel}>Annuller</Button>
      </Flex>
    </Form>
  );
}
