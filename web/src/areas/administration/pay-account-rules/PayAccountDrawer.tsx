import { useEffect, useState } from 'react';
import { App, Checkbox, Form, Input, Radio } from 'antd';
import { PAY_ACCOUNT_TYPES, PAY_ACCOUNT_UNITS, savePayAccountRequest, type PayAccountDto, type PayAccountUnit } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { numberRules } from '../../../ui/number-bounds.ts';
import { DecimalInput, MonthSelect } from '../shared/pay-config-inputs.tsx';
import { usePayAccounts } from '../shared/pay-config-queries.ts';
import { PayAccountSelect } from '../shared/pay-config-selects.tsx';
import { useSavePayAccount } from './use-pay-config-mutations.ts';
import { EditorDrawer } from '../../../ui/EditorDrawer.tsx';

interface Values {
  name: string;
  unit: PayAccountUnit;
  parentId: number | null;
  useParentBalance: boolean;
  carriesBalance: boolean;
  saldoStartMonth: number | null;
  useForOverflowId: number | null;
  displayOffsetYear: number | null;
}

const unitOptions = PAY_ACCOUNT_UNITS.map((unit) => ({ value: unit, label: PAY_ACCOUNT_TYPES[unit].name }));
const blank: Values = { name: '', unit: 'hours', parentId: null, useParentBalance: false, carriesBalance: false, saldoStartMonth: null, useForOverflowId: null, displayOffsetYear: 0 };

/** Create (account null) or edit a pay account (DOMAIN.md section 6). */
export function PayAccountDrawer({ open, account, onClose }: { open: boolean; account: PayAccountDto | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSavePayAccount();
  const accounts = usePayAccounts();
  const parentId = Form.useWatch('parentId', form);
  const carriesBalance = Form.useWatch('carriesBalance', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(account ? { ...account } : blank);
  }, [open, account, form]);

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    setProblem(null);
    const flow = !values.carriesBalance;
    save.mutate(
      {
        payAccountId: account?.payAccountId ?? null,
        name: values.name.trim(),
        unit: values.unit,
        parentId: values.parentId ?? null,
        useParentBalance: values.parentId ? values.useParentBalance : false,
        carriesBalance: values.carriesBalance,
        saldoStartMonth: flow ? null : (values.saldoStartMonth ?? null),
        useForOverflowId: flow ? null : (values.useForOverflowId ?? null),
        displayOffsetYear: values.displayOffsetYear ?? 0,
      },
      {
        onSuccess: () => {
          void message.success(`Lønkontoen ${values.name.trim()} er gemt.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorDrawer
      title={account ? `Rediger ${account.name}` : 'Ny lønkonto'}
      open={open}
      onClose={close}
      size={520}
      saving={save.isPending}
      onSave={() => form.submit()}
      problem={problem}
    >
      <Form<Values> form={form} name="pay-account" layout="vertical" onFinish={submit}>
        <Form.Item label="Navn" name="name" rules={[schemaRule(savePayAccountRequest.shape.name)]} required>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="Enhed" name="unit" required tooltip="Hvad kontoen tæller: timer, dage, kroner eller et antal.">
          <Radio.Group options={unitOptions} optionType="button" />
        </Form.Item>
        <Form.Item label="Overordnet konto" name="parentId" tooltip="Kontoen vises under den overordnede, f.eks. Lørdagstillæg under Weekend- og helligdagstillæg.">
          <PayAccountSelect placeholder="Ingen" exclude={account ? [account.payAccountId] : []} />
        </Form.Item>
        <Form.Item
          name="useParentBalance"
          valuePropName="checked"
          dependencies={['parentId', 'unit']}
          extra="Kontoen bogfører i den overordnede kontos saldo, f.eks. Ferie, overført i Ferie."
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: boolean) => {
                if (!value) return;
                const parent = (accounts.data ?? []).find((candidate) => candidate.payAccountId === getFieldValue('parentId'));
                if (parent && parent.unit !== getFieldValue('unit')) throw new Error('En konto, der bruger den overordnede kontos saldo, skal have samme enhed som den.');
              },
            }),
          ]}
        >
          <Checkbox disabled={!parentId}>Brug den overordnede kontos saldo</Checkbox>
        </Form.Item>
        <Form.Item label="Saldo" name="carriesBalance" tooltip="En saldokonto bærer saldoen fra periode til periode; en flowkonto nulstilles hver periode.">
          <Radio.Group
            options={[
              { value: true, label: 'Saldo fra periode til periode' },
              { value: false, label: 'Flow, nulstilles hver periode' },
            ]}
          />
        </Form.Item>
        <Form.Item label="Saldoåret starter i" name="saldoStartMonth" tooltip="Måneden, saldoåret begynder i, f.eks. september for ferie. Tom: kalenderåret.">
          <MonthSelect allowClear placeholder="Januar (kalenderår)" disabled={!carriesBalance} />
        </Form.Item>
        <Form.Item label="Udløb overføres til" name="useForOverflowId" tooltip="Kontoen, der modtager det, der udløber, f.eks. Ferie til udbetaling. Tom: udløbet forsvinder.">
          <PayAccountSelect placeholder="Ingen (udløber)" exclude={account ? [account.payAccountId] : []} disabled={!carriesBalance} />
        </Form.Item>
        <Form.Item
          label="Vist år forskudt"
          name="displayOffsetYear"
          tooltip="Flytter det år, der vises for et saldoår; med +1 vises ferieåret 2025/26 som 2026."
          rules={numberRules(savePayAccountRequest.shape.displayOffsetYear)}
        >
          <DecimalInput precision={0} suffix="år" />
        </Form.Item>
      </Form>
    </EditorDrawer>
  );
}
