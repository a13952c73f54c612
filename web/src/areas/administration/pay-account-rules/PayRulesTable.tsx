import { useMemo, useState } from 'react';
import { App, Button, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { PAY_RULE_KINDS, type PayAccountRuleDto } from '@kaj/contract';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { byId, usePayAccounts, usePayRules } from '../shared/pay-config-queries.ts';
import { RuleEditorDrawer, type RuleEditorTarget } from '../shared/pay-rule-editor/RuleEditorDrawer.tsx';
import { nextCalcOrder } from '../shared/pay-rule-editor/rule-drafts.ts';
import { ruleKinds } from '../shared/pay-rule-editor/rule-kinds.ts';
import { describeRule } from '../shared/pay-rule-editor/rule-summary.ts';
import { useRuleLookups } from '../shared/pay-rule-editor/use-rule-lookups.ts';
import { usePayConfigUsage } from '../shared/use-pay-config-usage.ts';
import { useDeletePayRule } from './use-pay-config-mutations.ts';
import { actionsColumn } from '../../../ui/actions-column.tsx';

/** Every pay-account rule: kind, account and the agreements that use it; create, edit and delete. */
export function PayRulesTable() {
  const app = App.useApp();
  const rules = usePayRules();
  const usage = usePayConfigUsage();
  const lookups = useRuleLookups();
  const accounts = byId(usePayAccounts().data, 'payAccountId');
  const names = byId(rules.data, 'payAccountRuleId');
  const remove = useDeletePayRule();
  const [editor, setEditor] = useState<RuleEditorTarget | null>(null);
  const [search, setSearch] = useState('');

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    const all = rules.data ?? [];
    return term ? all.filter((rule) => `${rule.name} ${rule.description ?? ''}`.toLowerCase().includes(term)) : all;
  }, [rules.data, search]);

  function askDelete(rule: PayAccountRuleDto) {
    confirmDelete(app, {
      what: `reglen "${rule.name}"`,
      content: 'En regel kan kun slettes, når ingen overenskomst har den, og ingen anden regel overstyrer den.',
      run: () => remove.mutateAsync(rule.payAccountRuleId),
      done: `Reglen "${rule.name}" er slettet.`,
    });
  }

  const columns: TableColumnsType<PayAccountRuleDto> = [
    { title: 'Nr.', dataIndex: 'calcOrder', width: 64, sorter: (a, b) => a.calcOrder - b.calcOrder, defaultSortOrder: 'ascend' },
    {
      title: 'Regel',
      key: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name, 'da'),
      render: (_, rule) => (
        <Flex vertical gap={2}>
          <Flex gap={6} wrap align="center">
            <a
              href={`#regel-${rule.payAccountRuleId}`}
              onClick={(event) => {
                event.preventDefault();
                setEditor({ mode: 'edit', rule });
              }}
            >
              {rule.name}
            </a>
            {rule.overrideId !== null && <Tag color="purple">Overstyrer {names.get(rule.overrideId)?.name ?? `#${rule.overrideId}`}</Tag>}
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {describeRule(rule.details, lookups)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: 'Art',
      key: 'kind',
      width: 190,
      filters: PAY_RULE_KINDS.map((kind) => ({ text: ruleKinds[kind].label, value: kind })),
      onFilter: (value, rule) => rule.details?.kind === value,
      render: (_, rule) => (rule.details ? <Tag color={ruleKinds[rule.details.kind].color}>{ruleKinds[rule.details.kind].label}</Tag> : <Tag>Ingen</Tag>),
    },
    {
      title: 'Lønkonto',
      key: 'account',
      width: 170,
      sorter: (a, b) => (accounts.get(a.payAccountId ?? 0)?.name ?? '').localeCompare(accounts.get(b.payAccountId ?? 0)?.name ?? '', 'da'),
      render: (_, rule) => (rule.payAccountId ? (accounts.get(rule.payAccountId)?.name ?? '') : '—'),
    },
    {
      title: 'Bruges af',
      key: 'usedBy',
      width: 190,
      filters: [{ text: 'Ikke i brug', value: 'unused' }],
      onFilter: (_value, rule) => !usage.rules.has(rule.payAccountRuleId),
      render: (_, rule) => {
        const codes = usage.rules.get(rule.payAccountRuleId) ?? [];
        if (codes.length === 0) return <Typography.Text type="secondary">Ikke i brug</Typography.Text>;
        return (
          <Flex gap={4} wrap>
            {codes.map((code) => (
              <Tag key={code} style={{ marginInlineEnd: 0 }}>
                {code}
              </Tag>
            ))}
          </Flex>
        );
      },
    },
    actionsColumn({ subject: (rule) => rule.name, onEdit: (rule) => setEditor({ mode: 'edit', rule }), onDelete: askDelete, small: true }),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Søg på navn eller beskrivelse"
          aria-label="Søg lønkontoregler"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320 }}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create', calcOrder: nextCalcOrder(rules.data ?? []) })}>
          Ny regel
        </Button>
      </Flex>
      <Table<PayAccountRuleDto>
        rowKey="payAccountRuleId"
        columns={columns}
        dataSource={visible}
        loading={rules.isLoading}
        size="small"
        pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: rules.isLoading ? ' ' : search ? 'Ingen regler matcher søgningen.' : 'Der er ingen lønkontoregler endnu.' }}
        scroll={{ x: 960 }}
      />
      <RuleEditorDrawer target={editor} onClose={() => setEditor(null)} />
    </>
  );
}
