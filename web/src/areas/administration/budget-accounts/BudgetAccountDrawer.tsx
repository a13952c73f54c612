import { useEffect, useState } from 'react';
import { App, Col, Form, Input, Radio, Row } from 'antd';
import { saveBudgetAccountRequest, type BudgetAccountDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { schemaRule } from '../../../ui/form-rules.ts';
import { DecimalInput } from '../shared/pay-config-inputs.tsx';
import { PayAccountSelect, PropertySelect } from '../shared/pay-config-selects.tsx';
import { useSaveBudgetAccount } from './use-budget.ts';
import { EditorDrawer } from '../../../ui/EditorDrawer.tsx';

interface Values {
  name: string;
  budgetGroup: string | null;
  sortOrder: number | null;
  type: BudgetAccountDto['type'];
  payAccountId: number | null;
  propertyId: number | null;
}

const BUDGET_TYPES = ['budget'] as const;

/** Create (account null) or edit a budget account: how the FTE report measures its realised FTE. */
export function BudgetAccountDrawer({ open, account, nextSortOrder, onClose }: { open: boolean; account: BudgetAccountDto | null; nextSortOrder: number; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSaveBudgetAccount();
  const type = Form.useWatch('type', form);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(account ? { ...account } : { name: '', budgetGroup: null, sortOrder: nextSortOrder, type: 'normHours', payAccountId: null, propertyId: null });
  }, [open, account, nextSortOrder, form]);

  function close() {
    setProblem(null);
    onClose();
  }

  function submit(values: Values) {
    setProblem(null);
    save.mutate(
      {
        budgetAccountId: account?.budgetAccountId ?? null,
        name: values.name.trim(),
        budgetGroup: values.budgetGroup?.trim() || null,
        sortOrder: values.sortOrder ?? 0,
        type: values.type,
        payAccountId: values.type === 'payAccount' ? values.payAccountId : null,
        propertyId: values.type === 'normHours' ? values.propertyId : null,
      },
      {
        onSuccess: () => {
          void message.success(`Budgetkontoen ${values.name.trim()} er gemt.`);
          close();
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  }

  return (
    <EditorDrawer
      title={account ? `Rediger ${account.name}` : 'Ny budgetkonto'}
      open={open}
      onClose={close}
      size={480}
      saving={save.isPending}
      onSave={() => form.submit()}
      problem={problem}
    >
      <Form<Values> form={form} name="budget-account" layout="vertical" onFinish={submit}>
        <Form.Item label="Navn" name="name" rules={[schemaRule(saveBudgetAccountRequest.shape.name)]} required tooltip="Navnet, budgetarket nævner kontoen ved.">
          <Input maxLength={100} />
        </Form.Item>
        <Row gutter={16}>
          <Col span={16}>
            <Form.Item label="Gruppe" name="budgetGroup" tooltip="Overskriften, FTE-rapporten samler kontoen under, f.eks. Besætning.">
              <Input maxLength={100} placeholder="Ingen" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label="Sortering" name="sortOrder" rules={[{ required: true, type: 'number', message: 'Angiv sorteringen som et helt tal.' }]}>
              <DecimalInput precision={0} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="Måles på" name="type" tooltip="Hvordan FTE-rapporten finder den realiserede FTE for kontoen.">
          <Radio.Group
            options={[
              { value: 'normHours', label: 'Normtimer for besætningen med budgetegenskaben' },
              { value: 'payAccount', label: 'Timerne på en lønkonto' },
            ]}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        {type === 'payAccount' ? (
          <Form.Item label="Lønkonto" name="payAccountId" rules={[{ required: true, message: 'En budgetkonto, der måles på en lønkonto, skal have lønkontoen.' }]}>
            <PayAccountSelect />
          </Form.Item>
        ) : (
          <Form.Item label="Budgetegenskab" name="propertyId" tooltip="Besætningsmedlemmer med denne budgetegenskab tæller på kontoen, f.eks. Fast besætning.">
            <PropertySelect typeKeys={BUDGET_TYPES} placeholder="Vælg budgetegenskab" />
          </Form.Item>
        )}
      </Form>
    </EditorDrawer>
  );
}
