import { useState } from 'react';
import { App, Button, Checkbox, Divider, Flex, Form, Typography } from 'antd';
import type { AgreementDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { usePropertyTypes } from '../shared/pay-config-queries.ts';
import { PropertyMultiSelect } from '../shared/pay-config-selects.tsx';
import { useAgreementLink, useSaveAgreement } from './use-agreement-mutations.ts';
import { SaveProblem } from '../../../ui/SaveProblem.tsx';

interface Values {
  defaultPropertyIds: number[];
  potentialPropertyIds: number[];
}

/** The property types an employment under the agreement carries, and the default and potential properties. */
export function AgreementPropertiesTab({ agreement }: { agreement: AgreementDto }) {
  const { message } = App.useApp();
  const types = usePropertyTypes();
  const link = useAgreementLink();
  const save = useSaveAgreement();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const chosenTypes = new Set(agreement.propertyTypeIds);
  const visibleTypes = (types.data ?? []).filter((type) => !type.hidden || chosenTypes.has(type.propertyTypeId));

  function toggleType(propertyTypeId: number, name: string, checked: boolean) {
    link.mutate(
      { action: checked ? 'addPropertyType' : 'removePropertyType', agreementId: agreement.agreementId, propertyTypeId },
      { onSuccess: () => void message.success(checked ? `${name} er tilføjet ${agreement.code}.` : `${name} er fjernet fra ${agreement.code}.`) },
    );
  }

  function submit(values: Values) {
    setProblem(null);
    save.mutate(
      {
        agreementId: agreement.agreementId,
        code: agreement.code,
        name: agreement.name,
        parentId: agreement.parentId,
        defaultPropertyIds: values.defaultPropertyIds,
        potentialPropertyIds: values.potentialPropertyIds,
      },
      { onSuccess: () => void message.success(`Egenskaberne for ${agreement.code} er gemt.`), onError: (error) => setProblem(errorText(error)) },
    );
  }

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Egenskabstyper
      </Typography.Title>
      <Typography.Paragraph type="secondary">De typer egenskaber, en ansættelse under {agreement.code} har, f.eks. Afdeling, Stilling og Jobgruppe.</Typography.Paragraph>
      <Flex wrap gap="8px 20px">
        {visibleTypes.map((type) => (
          <Checkbox
            key={type.propertyTypeId}
            checked={chosenTypes.has(type.propertyTypeId)}
            disabled={link.isPending}
            onChange={(event) => toggleType(type.propertyTypeId, type.name, event.target.checked)}
          >
            {type.name}
          </Checkbox>
        ))}
      </Flex>
      <Divider />
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Standard- og mulige egenskaber
      </Typography.Title>
      <SaveProblem problem={problem} />
      <Form<Values>
        form={form}
        name="agreement-properties"
        layout="vertical"
        initialValues={{
          defaultPropertyIds: agreement.properties.filter((property) => property.isDefault).map((property) => property.propertyId),
          potentialPropertyIds: agreement.properties.filter((property) => !property.isDefault).map((property) => property.propertyId),
        }}
        onFinish={submit}
        style={{ maxWidth: 640 }}
      >
        <Form.Item label="Standardegenskaber" name="defaultPropertyIds" tooltip="Gives til nye ansættelser under overenskomsten, f.eks. jobgruppen Menige.">
          <PropertyMultiSelect typeIds={agreement.propertyTypeIds} placeholder="Ingen" />
        </Form.Item>
        <Form.Item
          label="Mulige egenskaber"
          name="potentialPropertyIds"
          dependencies={['defaultPropertyIds']}
          tooltip="Kan vælges på ansættelser under overenskomsten, f.eks. stillingerne Matros og Motormand."
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: number[] | undefined) => {
                const defaults = new Set((getFieldValue('defaultPropertyIds') as number[] | undefined) ?? []);
                if ((value ?? []).some((id) => defaults.has(id))) throw new Error('En egenskab er enten standard eller mulig, ikke begge.');
              },
            }),
          ]}
        >
          <PropertyMultiSelect typeIds={agreement.propertyTypeIds} placeholder="Ingen" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          Gem egenskaber
        </Button>
      </Form>
    </>
  );
}
