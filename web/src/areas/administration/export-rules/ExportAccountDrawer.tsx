import { useEffect, useState } from 'react';
import { Alert, App, Checkbox, Col, Divider, Flex, Form, Input, Radio, Row, Select } from 'antd';
import { saveExportAccountRequest, wageType, type ExportAccountDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { numberRules } from '../../../ui/number-bounds.ts';
import { DecimalInput } from '../shared/pay-config-inputs.tsx';
import { usePropertyTypes } from '../shared/pay-config-queries.ts';
import { ClosingTypeSelect, PayAccountSelect, PropertySelect } from '../shared/pay-config-selects.tsx';
import { useSaveExportAccount } from './use-export-account-mutations.ts';
import { EditorDrawer } from '../../../ui/EditorDrawer.tsx';

type Source = 'payAccount' | 'closingType' | 'absence' | 'mileage';

interface Values {
  name: string;
  account: string;
  source: Source;
  payAccountId: number | null;
  payAccountClosingActivityTypeId: number | null;
  vacationPropertyId: number | null;
  exportFactor: number | null;
  inDays: boolean;
  countCalendarDays: boolean;
  propertyTypeId: number | null;
  isDis: boolean;
  periodIndication: string | null;
  year: number | null;
}

const ABSENCE = ['absence'] as const;

function sourceOf(account: ExportAccountDto): Source {
  if (account.mileage) return 'mileage';
  if (account.vacationPropertyId !== null) return 'absence';
  if (account.payAccountClosingActivityTypeId !== null) return 'closingType';
  return 'payAccount';
}

function valuesOf(account: ExportAccountDto | null): Values {
  if (!account) {
    return {
      name: '',
      account: '',
      source: 'payAccount',
      payAccountId: null,
      payAccountClosingActivityTypeId: null,
      vacationPropertyId: null,
      exportFactor: 1,
      inDays: false,
      countCalendarDays: false,
      propertyTypeId: null,
      isDis: false,
      periodIndication: null,
      year: null,
    };
  }
  return { ...account, source: sourceOf(account) };
}

/** Create (account null) or edit an export account: a Lessor wage type and where its numbers come from (DOMAIN.md section 9). */
export function ExportAccountDrawer({ open, account, onClose }: { open: boolean; account: ExportAccountDto | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveExportAccount();
  const propertyTypes = usePropertyTypes();
  const source = Form.useWatch('source', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(valuesOf(account));
  }, [open, account, form]);

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    setProblem(null);
    const absence = values.source === 'absence';
    const mileage = values.source === 'mileage';
    save.mutate(
      {
        exportAccountId: account?.exportAccountId ?? null,
        name: values.name.trim(),
        account: values.account.trim(),
        payAccountId: absence || mileage ? null : values.payAccountId,
        payAccountClosingActivityTypeId: values.source === 'closingType' ? values.payAccountClosingActivityTypeId : null,
        vacationPropertyId: absence ? values.vacationPropertyId : null,
        countCalendarDays: absence && values.countCalendarDays,
        exportFactor: values.exportFactor ?? 1,
        inDays: values.inDays,
        propertyTypeId: values.propertyTypeId ?? null,
        isDis: values.isDis,
        periodIndication: values.periodIndication?.trim() || null,
        year: values.year ?? null,
        mileage,
      },
      {
        onSuccess: () => {
          void message.success(`Lønart ${values.account.trim()} ${values.name.trim()} er gemt.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorDrawer
      title={account ? `Rediger ${account.account} ${account.name}` : 'Ny eksportkonto'}
      open={open}
      onClose={close}
      size={600}
      saving={save.isPending}
      onSave={() => form.submit()}
      problem={problem}
    >
      <Form<Values> form={form} name="export-account" layout="vertical" onFinish={submit}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label="Lønart" name="account" rules={[schemaRule(wageType)]} required tooltip="Lessors lønart, fire cifre, f.eks. 1310.">
              <Input maxLength={4} inputMode="numeric" placeholder="0000" />
            </Form.Item>
          </Col>
          <Col span={16}>
            <Form.Item label="Navn" name="name" rules={[schemaRule(saveExportAccountRequest.shape.name)]} required>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">Henter fra</Divider>
        <Form.Item name="source">
          <Radio.Group
            optionType="button"
            options={[
              { value: 'payAccount', label: 'Lønkonto' },
              { value: 'closingType', label: 'Afslutningstype' },
              { value: 'absence', label: 'Fravær' },
              { value: 'mileage', label: 'Kørsel' },
            ]}
          />
        </Form.Item>
        {source === 'mileage' && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title="Godkendt kørsel for alle medarbejdere: km pr. statstakst, en linje pr. takst. Kun én eksportkonto kan føre kørslen, og den gælder uden om overenskomsterne."
          />
        )}
        {source === 'closingType' && (
          <Form.Item
            label="Afslutningstype"
            name="payAccountClosingActivityTypeId"
            rules={[{ required: true, message: 'Vælg afslutningstypen, der eksporteres.' }]}
            tooltip="Lukningens afslutningsaktivitet, f.eks. Udbetaling af afspadsering."
          >
            <ClosingTypeSelect />
          </Form.Item>
        )}
        {source !== 'absence' && source !== 'mileage' && (
          <Form.Item
            label={source === 'closingType' ? 'På lønkonto' : 'Lønkonto'}
            name="payAccountId"
            rules={source === 'payAccount' ? [{ required: true, message: 'Vælg lønkontoen, der eksporteres.' }] : []}
            tooltip={source === 'closingType' ? 'Den lønkonto, afslutningsaktiviteten ligger på.' : 'Periodens aktivitet på lønkontoen eksporteres.'}
          >
            <PayAccountSelect />
          </Form.Item>
        )}
        {source === 'absence' && (
          <>
            <Form.Item
              label="Fravær"
              name="vacationPropertyId"
              rules={[{ required: true, message: 'Vælg fraværet, der eksporteres.' }]}
              tooltip="Fraværsegenskaben, hvis dage eksporteres som fraværslinjer, f.eks. Ferie."
            >
              <PropertySelect typeKeys={ABSENCE} placeholder="Vælg fravær" />
            </Form.Item>
            <Form.Item name="countCalendarDays" valuePropName="checked" extra="Tæl kalenderdage med fraværet i stedet for vagternes timer, f.eks. for sygdom.">
              <Checkbox>Tæl kalenderdage</Checkbox>
            </Form.Item>
          </>
        )}
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Faktor" name="exportFactor" rules={numberRules(saveExportAccountRequest.shape.exportFactor, 'Faktoren skal være et tal')} tooltip="Værdien ganges med faktoren ved eksporten.">
              <DecimalInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="Opdel pr." name="propertyTypeId" tooltip="Del eksporten op pr. egenskab af denne type, f.eks. pr. afdeling.">
              <Select<number>
                allowClear
                placeholder="Ingen opdeling"
                options={(propertyTypes.data ?? []).map((type) => ({ value: type.propertyTypeId, label: type.name }))}
              />
            </Form.Item>
          </Col>
        </Row>
        <Flex gap={24} wrap>
          <Form.Item name="inDays" valuePropName="checked">
            <Checkbox>Eksportér i dage</Checkbox>
          </Form.Item>
          <Form.Item name="isDis" valuePropName="checked">
            <Checkbox>Kun ansættelser i DIS</Checkbox>
          </Form.Item>
        </Flex>
        <Divider titlePlacement="start">Lessor</Divider>
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item label="Periodeangivelse" name="periodIndication" tooltip="Valgfri: Lessors periodeangivelse for lønarten.">
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item label="År" name="year" rules={numberRules(saveExportAccountRequest.shape.year)} tooltip="Valgfri: det år, lønarten gælder for.">
              <DecimalInput precision={0} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </EditorDrawer>
  );
}
