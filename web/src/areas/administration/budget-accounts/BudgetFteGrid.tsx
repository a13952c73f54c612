import { useEffect, useState } from 'react';
import { App, Button, Flex, Form, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { BudgetFteLineDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { formatNumber } from '../../../ui/format.ts';
import { SHORT_MONTHS } from './budget-months.ts';
import { useBudgetAccounts, useSaveBudgetFte } from './use-budget.ts';
import { SaveProblem } from '../../../ui/SaveProblem.tsx';

interface Line {
  budgetAccountId: number | null;
  positionGroupId: number | null;
  months: (number | null)[];
}

interface Values {
  lines: Line[];
}

interface Props {
  year: number;
  departmentId: number;
  departmentName: string;
  lines: readonly BudgetFteLineDto[];
  positionGroups: readonly { value: number; label: string }[];
}

const emptyLine = (): Line => ({ budgetAccountId: null, positionGroupId: null, months: Array.from({ length: 12 }, () => 0) });

/** One department's budget FTE for a year: a line per budget account and position group, month by month. */
export function BudgetFteGrid({ year, departmentId, departmentName, lines, positionGroups }: Props) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [problem, setProblem] = useState<string | null>(null);
  const accounts = useBudgetAccounts();
  const save = useSaveBudgetFte();
  const accountOptions = (accounts.data ?? []).map((account) => ({ value: account.budgetAccountId, label: account.name }));
  const watched = Form.useWatch('lines', form);

  useEffect(() => {
    form.resetFields();
    form.setFieldsValue({ lines: lines.map((line) => ({ budgetAccountId: line.budgetAccountId, positionGroupId: line.positionGroupId, months: [...line.months] })) });
  }, [lines, form]);

  function submit(values: Values) {
    setProblem(null);
    const body = values.lines.map((line) => ({
      budgetAccountId: line.budgetAccountId ?? 0,
      positionGroupId: line.positionGroupId ?? 0,
      months: line.months.map((value) => value ?? 0),
    }));
    save.mutate(
      { year, departmentId, lines: body },
      { onSuccess: () => void message.success(`Budgettet for ${departmentName} ${year} er gemt.`), onError: (error) => setProblem(errorText(error)) },
    );
  }

  return (
    <Form<Values> form={form} name="budget-fte" onFinish={submit}>
      <SaveProblem problem={problem} />
      <Form.List name="lines">
        {(fields, { add, remove }) => {
          const columns: TableColumnsType<(typeof fields)[number]> = [
            {
              title: 'Budgetkonto',
              key: 'account',
              width: 170,
              fixed: 'left',
              render: (_, field) => (
                <Form.Item name={[field.name, 'budgetAccountId']} rules={[{ required: true, message: 'Vælg budgetkonto.' }]} style={{ margin: 0 }}>
                  <Select<number> options={accountOptions} placeholder="Budgetkonto" aria-label={`Budgetkonto, linje ${field.name + 1}`} />
                </Form.Item>
              ),
            },
            {
              title: 'Stillingsgruppe',
              key: 'group',
              width: 170,
              fixed: 'left',
              render: (_, field, index) => (
                <Form.Item
                  name={[field.name, 'positionGroupId']}
                  style={{ margin: 0 }}
                  rules={[
                    { required: true, message: 'Vælg stillingsgruppe.' },
                    ({ getFieldValue }) => ({
                      validator: async (_rule, value: number | null) => {
                        const all = (getFieldValue('lines') as Line[] | undefined) ?? [];
                        const mine = all[index];
                        if (all.some((line, other) => other < index && line.positionGroupId === value && line.budgetAccountId === mine?.budgetAccountId)) {
                          throw new Error('Linjen findes allerede.');
                        }
                      },
                    }),
                  ]}
                >
                  <Select<number> options={[...positionGroups]} placeholder="Stillingsgruppe" aria-label={`Stillingsgruppe, linje ${field.name + 1}`} />
                </Form.Item>
              ),
            },
            ...SHORT_MONTHS.map((month, monthIndex) => ({
              title: month,
              key: month,
              width: 74,
              render: (_: unknown, field: (typeof fields)[number]) => (
                <Form.Item name={[field.name, 'months', monthIndex]} style={{ margin: 0 }}>
                  <InputNumber<number> min={0} max={10000} precision={2} decimalSeparator="," controls={false} aria-label={`${month}, linje ${field.name + 1}`} style={{ width: '100%' }} />
                </Form.Item>
              ),
            })),
            {
              title: 'Gns.',
              key: 'mean',
              width: 70,
              align: 'right',
              render: (_: unknown, field: (typeof fields)[number]) => {
                const months = watched?.[field.name]?.months ?? [];
                return formatNumber(months.reduce<number>((sum, value) => sum + (value ?? 0), 0) / 12, 2);
              },
            },
            {
              title: <span className="visually-hidden">Fjern</span>,
              key: 'remove',
              width: 48,
              render: (_: unknown, field: (typeof fields)[number]) => (
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Fjern linje ${field.name + 1}`} onClick={() => remove(field.name)} />
              ),
            },
          ];
          return (
            <>
              <Table
                rowKey="key"
                columns={columns}
                dataSource={fields}
                size="small"
                pagination={false}
                scroll={{ x: 1350 }}
                locale={{ emptyText: `${departmentName} har intet budget for ${year}.` }}
              />
              <Flex gap={8} style={{ marginTop: 12 }}>
                <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(emptyLine())}>
                  Tilføj linje
                </Button>
                <Button type="primary" htmlType="submit" loading={save.isPending}>
                  Gem budget for {departmentName}
                </Button>
              </Flex>
            </>
          );
        }}
      </Form.List>
    </Form>
  );
}
