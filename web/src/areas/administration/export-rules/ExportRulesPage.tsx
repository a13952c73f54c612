import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { ExportAccountDto } from '@kaj/contract';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { describeExportSource } from '../shared/export-account-source.ts';
import { byId, useExportAccounts, usePropertyTypes } from '../shared/pay-config-queries.ts';
import { useRuleLookups } from '../shared/pay-rule-editor/use-rule-lookups.ts';
import { usePayConfigUsage } from '../shared/use-pay-config-usage.ts';
import { ExportAccountDrawer } from './ExportAccountDrawer.tsx';
import { useDeleteExportAccount } from './use-export-account-mutations.ts';
import { actionsColumn } from '../../../ui/actions-column.tsx';

/** /administration/export-rules: the export accounts, each a Lessor wage type with the numbers it carries. */
export function ExportRulesPage() {
  const app = App.useApp();
  const accounts = useExportAccounts();
  const lookups = useRuleLookups();
  const usage = usePayConfigUsage();
  const propertyTypes = byId(usePropertyTypes().data, 'propertyTypeId');
  const remove = useDeleteExportAccount();
  const [search, setSearch] = useState('');
  const [drawer, setDrawer] = useState<{ account: ExportAccountDto | null } | null>(null);

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    const all = accounts.data ?? [];
    return term ? all.filter((account) => `${account.account} ${account.name}`.toLowerCase().includes(term)) : all;
  }, [accounts.data, search]);

  function askDelete(account: ExportAccountDto) {
    confirmDelete(app, {
      what: `lønart ${account.account} ${account.name}`,
      content: 'En eksportkonto kan kun slettes, når ingen overenskomst eksporterer på den.',
      run: () => remove.mutateAsync(account.exportAccountId),
      done: `Lønart ${account.account} er slettet.`,
    });
  }

  const columns: TableColumnsType<ExportAccountDto> = [
    { title: 'Lønart', dataIndex: 'account', width: 90, sorter: (a, b) => a.account.localeCompare(b.account), defaultSortOrder: 'ascend' },
    {
      title: 'Navn',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name, 'da'),
      render: (name: string, account) => (
        <a
          href={`#lonart-${account.exportAccountId}`}
          onClick={(event) => {
            event.preventDefault();
            setDrawer({ account });
          }}
        >
          {name}
        </a>
      ),
    },
    { title: 'Henter fra', key: 'source', render: (_, account) => describeExportSource(account, lookups) },
    {
      title: 'Opdeling',
      dataIndex: 'propertyTypeId',
      width: 120,
      render: (id: number | null) => (id ? `Pr. ${propertyTypes.get(id)?.name.toLowerCase() ?? ''}` : '—'),
    },
    {
      title: 'DIS',
      dataIndex: 'isDis',
      width: 70,
      filters: [
        { text: 'Kun DIS', value: true },
        { text: 'Ikke DIS', value: false },
      ],
      onFilter: (value, account) => account.isDis === value,
      render: (isDis: boolean) => (isDis ? <Tag color="geekblue">DIS</Tag> : null),
    },
    {
      title: 'Overenskomster',
      key: 'usedBy',
      width: 250,
      render: (_, account) => {
        const codes = usage.exportAccounts.get(account.exportAccountId) ?? [];
        if (codes.length === 0) return <Typography.Text type="secondary">Ingen</Typography.Text>;
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
    actionsColumn({ subject: (account) => `${account.account} ${account.name}`, onEdit: (account) => setDrawer({ account }), onDelete: askDelete, small: true }),
  ];

  return (
    <>
      <PageHeader
        title="Eksportregler"
        description="Eksportkontiene oversætter lønkonti, afslutningsaktiviteter og fravær til Lessors lønarter. En overenskomst eksporterer på de eksportkonti, den har valgt."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ account: null })}>
            Ny eksportkonto
          </Button>
        }
      />
      <Card>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Søg på lønart eller navn"
          aria-label="Søg eksportkonti"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 320, marginBottom: 16 }}
        />
        <Table<ExportAccountDto>
          rowKey="exportAccountId"
          columns={columns}
          dataSource={visible}
          loading={accounts.isLoading}
          size="small"
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: accounts.isLoading ? ' ' : search ? 'Ingen eksportkonti matcher søgningen.' : 'Der er ingen eksportkonti endnu.' }}
          scroll={{ x: 900 }}
        />
      </Card>
      <ExportAccountDrawer open={drawer !== null} account={drawer?.account ?? null} onClose={() => setDrawer(null)} />
    </>
  );
}
