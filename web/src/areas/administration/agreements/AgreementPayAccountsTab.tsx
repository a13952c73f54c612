import { useState } from 'react';
import { App, Button, Col, Form, Row, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { agreementPayAccountDto, type AgreementDto } from '@kaj/contract';
import { numberRules } from '../../../ui/number-bounds.ts';
import { errorText } from '../../../api/show-error.ts';
import { DecimalInput, MonthSelect } from '../shared/pay-config-inputs.tsx';
import { PayAccountSelect } from '../shared/pay-config-selects.tsx';
import { useSaveAgreement } from './use-agreement-mutations.ts';
import { SaveProblem } from '../../../ui/SaveProblem.tsx';

/** How many balance years an agreement keeps, bounded by the contract. */
const numberOfYears = agreementPayAccountDto.shape.numberOfYears;

interface PayAccountRow {
  payAccountId: number | null;
  firstSavingMonth: number | null;
  numberOfYears: number | null;
}

interface Values {
  payAccounts: PayAccountRow[];
}

/** The pay accounts an agreement saves into (AgreementPayAccount): first saving month and balance years kept. */
export function AgreementPayAccountsTab({ agreement }: { agreement: AgreementDto }) {
  const { message } = App.useApp();
  const save = useSaveAgreement();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);

  function submit(values: Values) {
    setProblem(null);
    const payAccounts = values.payAccounts.flatMap((row) =>
      row.payAccountId === null ? [] : [{ payAccountId: row.payAccountId, firstSavingMonth: row.firstSavingMonth ?? null, numberOfYears: row.numberOfYears ?? null }],
    );
    save.mutate(
      { agreementId: agreement.agreementId, code: agreement.code, name: agreement.name, parentId: agreement.parentId, payAccounts },
      { onSuccess: () => void message.success(`Lønkontiene for ${agreement.code} er gemt.`), onError: (error) => setProblem(errorText(error)) },
    );
  }

  return (
    <>
      <Typography.Paragraph type="secondary">
        De lønkonti, {agreement.code} opsparer i: den første måned, der opspares i, og hvor mange saldoår der gemmes. Lønkonti arves ikke.
      </Typography.Paragraph>
      <SaveProblem problem={problem} />
      <Form<Values>
        form={form}
        name="agreement-pay-accounts"
        layout="vertical"
        initialValues={{ payAccounts: agreement.payAccounts.map((row) => ({ ...row })) }}
        onFinish={submit}
        style={{ maxWidth: 760 }}
      >
        <Form.List name="payAccounts">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field, index) => (
                <Row key={field.key} gutter={12} align="top">
                  <Col flex="2">
                    <Form.Item
                      label={index === 0 ? 'Lønkonto' : undefined}
                      name={[field.name, 'payAccountId']}
                      rules={[
                        { required: true, message: 'Vælg lønkontoen.' },
                        ({ getFieldValue }) => ({
                          validator: async (_rule, value: number | null) => {
                            const rows = (getFieldValue('payAccounts') as PayAccountRow[] | undefined) ?? [];
                            if (rows.some((row, other) => other < index && row.payAccountId === value)) throw new Error('Lønkontoen er allerede med.');
                          },
                        }),
                      ]}
                    >
                      <PayAccountSelect allowClear={false} />
                    </Form.Item>
                  </Col>
                  <Col flex="1">
                    <Form.Item label={index === 0 ? 'Første opsparingsmåned' : undefined} name={[field.name, 'firstSavingMonth']}>
                      <MonthSelect allowClear placeholder="Ingen" />
                    </Form.Item>
                  </Col>
                  <Col flex="1">
                    <Form.Item label={index === 0 ? 'Saldoår, der gemmes' : undefined} name={[field.name, 'numberOfYears']} rules={numberRules(numberOfYears)}>
                      <DecimalInput precision={0} placeholder="Alle" />
                    </Form.Item>
                  </Col>
                  <Col flex="none">
                    <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Fjern lønkonto ${index + 1}`} onClick={() => remove(field.name)} style={{ marginTop: index === 0 ? 30 : 0 }} />
                  </Col>
                </Row>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ payAccountId: null, firstSavingMonth: null, numberOfYears: null })} style={{ marginBottom: 16 }}>
                Tilføj lønkonto
              </Button>
            </>
          )}
        </Form.List>
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            Gem lønkonti
          </Button>
        </div>
      </Form>
    </>
  );
}
