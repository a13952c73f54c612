import { useMemo, useState } from 'react';
import { App, Button, Flex, Input, Segmented, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { CalendarOutlined, CopyOutlined, DisconnectOutlined, EditOutlined, LinkOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { AgreementDto } from '@kaj/contract';
import { formatDate } from '../../../ui/format.ts';
import { byId, usePayAccounts, usePayRules, type AgreementRule } from '../shared/pay-config-queries.ts';
import { RuleEditorDrawer, type RuleEditorTarget } from '../shared/pay-rule-editor/RuleEditorDrawer.tsx';
import { nextCalcOrder } from '../shared/pay-rule-editor/rule-drafts.ts';
import { ruleKinds } from '../shared/pay-rule-editor/rule-kinds.ts';
import { describeRule } from '../shared/pay-rule-editor/rule-summary.ts';
import { useRuleLookups } from '../shared/pay-rule-editor/use-rule-lookups.ts';
import { RuleDatesModal, type RuleDatesTarget } from './RuleDatesModal.tsx';
import { useAgreementLink } from './use-agreement-mutations.ts';
import './agreement-rules.css';

type Show = 'all' | 'own' | 'inherited';

function validity(rule: AgreementRule): string {
  if (rule.startDate && rule.endDate) return `${formatDate(rule.startDate)} – ${formatDate(rule.endDate)}`;
  if (rule.startDate) return `Fra ${formatDate(rule.startDate)}`;
  if (rule.endDate) return `Til ${formatDate(rule.endDate)}`;
  return 'Altid';
}

/** An agreement's rules in calculation order: its own, and those it inherits (which it can override). */
export function AgreementRulesTab({ agreement }: { agreement: AgreementDto }) {
  const { modal, message } = App.useApp();
  const link = useAgreementLink();
  const lookups = useRuleLookups();
  const accounts = byId(usePayAccounts().data, 'payAccountId');
  const ruleNames = byId(usePayRules().data, 'payAccountRuleId');
  const [editor, setEditor] = useState<RuleEditorTarget | null>(null);
  const [dates, setDates] = useState<RuleDatesTarget | null>(null);
  const [show, setShow] = useState<Show>('all');
  const [search, setSearch] = useState('');
  const ref = { agreementId: agreement.agreementId, code: agreement.code };

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    return agreement.rules
      .filter((rule) => show === 'all' || (show === 'own') !== rule.inherited)
      .filter((rule) => !term || `${rule.name} ${rule.description ?? ''}`.toLowerCase().includes(term));
  }, [agreement.rules, show, search]);

  function confirmRemove(rule: AgreementRule) {
    modal.confirm({
      title: `Fjern "${rule.name}" fra ${agreement.code}?`,
      content: 'Reglen holder op med at gælde for overenskomsten og dens underoverenskomster. Selve reglen bevares og kan tilføjes igen.',
      okText: 'Fjern',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () =>
        link
          .mutateAsync({ action: 'removeRule', agreementId: agreement.agreementId, payAccountRuleId: rule.payAccountRuleId })
          .then(() => void message.success(`"${rule.name}" er fjernet fra ${agreement.code}.`)),
    });
  }

  const open = (rule: AgreementRule) =>
    setEditor(rule.inherited ? { mode: 'view', rule, inheritedFrom: rule.inheritedFrom } : { mode: 'edit', rule });

  const columns: TableColumnsType<AgreementRule> = [
    { title: 'Nr.', dataIndex: 'calcOrder', width: 64, sorter: (a, b) => a.calcOrder - b.calcOrder, defaultSortOrder: 'ascend' },
    {
      title: 'Regel',
      key: 'name',
      render: (_, rule) => (
        <Flex vertical gap={2}>
          <Flex gap={6} wrap align="center">
            <a
              href={`#regel-${rule.payAccountRuleId}`}
              onClick={(event) => {
                event.preventDefault();
                open(rule);
              }}
            >
              {rule.name}
            </a>
            {rule.inherited && <Tag color="blue">Arvet fra {rule.inheritedFrom}</Tag>}
            {rule.overrideId !== null && <Tag color="purple">Overstyrer {ruleNames.get(rule.overrideId)?.name ?? `#${rule.overrideId}`}</Tag>}
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
      width: 150,
      render: (_, rule) => (rule.details ? <Tag color={ruleKinds[rule.details.kind].color}>{ruleKinds[rule.details.kind].label}</Tag> : <Tag>Ingen</Tag>),
    },
    { title: 'Lønkonto', key: 'account', width: 140, render: (_, rule) => (rule.payAccountId ? (accounts.get(rule.payAccountId)?.name ?? '') : '—') },
    { title: 'Gælder', key: 'validity', width: 110, render: (_, rule) => validity(rule) },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 110,
      align: 'right',
      render: (_, rule) =>
        rule.inherited ? (
          <Button size="small" icon={<CopyOutlined />} onClick={() => setEditor({ mode: 'override', agreement: ref, rule })} aria-label={`Overstyr ${rule.name}`}>
            Overstyr
          </Button>
        ) : (
          <Flex gap={2} justify="flex-end">
            <Tooltip title="Rediger regel">
              <Button type="text" size="small" icon={<EditOutlined />} aria-label={`Rediger ${rule.name}`} onClick={() => open(rule)} />
            </Tooltip>
            <Tooltip title="Gyldighed">
              <Button type="text" size="small" icon={<CalendarOutlined />} aria-label={`Gyldighed for ${rule.name}`} onClick={() => setDates({ mode: 'dates', rule })} />
            </Tooltip>
            <Tooltip title={`Fjern fra ${agreement.code}`}>
              <Button type="text" size="small" danger icon={<DisconnectOutlined />} aria-label={`Fjern ${rule.name}`} onClick={() => confirmRemove(rule)} />
            </Tooltip>
          </Flex>
        ),
    },
  ];

  const ownCount = agreement.rules.filter((rule) => !rule.inherited).length;
  return (
    <>
      <Flex justify="space-between" gap={12} wrap style={{ marginBottom: 12 }}>
        <Flex gap={12} wrap align="center">
          <Segmented<Show>
            value={show}
            onChange={setShow}
            options={[
              { value: 'all', label: `Alle (${agreement.rules.length})` },
              { value: 'own', label: `Egne (${ownCount})` },
              { value: 'inherited', label: `Arvede (${agreement.rules.length - ownCount})` },
            ]}
          />
          <Input allowClear prefix={<SearchOutlined />} placeholder="Søg i reglerne" aria-label="Søg i reglerne" value={search} onChange={(event) => setSearch(event.target.value)} style={{ width: 200 }} />
        </Flex>
        <Flex gap={8}>
          <Button icon={<LinkOutlined />} onClick={() => setDates({ mode: 'add' })}>
            Tilføj eksisterende
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditor({ mode: 'create', agreement: ref, calcOrder: nextCalcOrder(agreement.rules) })}>
            Ny regel
          </Button>
        </Flex>
      </Flex>
      <Table<AgreementRule>
        rowKey="payAccountRuleId"
        columns={columns}
        dataSource={visible}
        size="small"
        pagination={false}
        rowClassName={(rule) => (rule.inherited ? 'row-inherited' : '')}
        locale={{ emptyText: search ? 'Ingen regler matcher søgningen.' : 'Overenskomsten har ingen regler endnu.' }}
        scroll={{ x: 820 }}
      />
      <RuleEditorDrawer target={editor} onClose={() => setEditor(null)} onOverride={(rule) => setEditor({ mode: 'override', agreement: ref, rule })} />
      <RuleDatesModal agreement={agreement} target={dates} onClose={() => setDates(null)} />
    </>
  );
}
