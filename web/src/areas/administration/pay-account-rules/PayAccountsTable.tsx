import { useMemo, useState } from 'react';
import { App, Button, Flex, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PAY_ACCOUNT_TYPES, type PayAccountDto } from '@kaj/contract';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { monthName } from '../shared/months.ts';
import { byId, usePayAccounts } from '../shared/pay-config-queries.ts';
import { PayAccountDrawer } from './PayAccountDrawer.tsx';
import { useDeletePayAccount } from './use-pay-config-mutations.ts';
import { actionsColumn } from '../../../ui/actions-column.tsx';

interface AccountNode extends PayAccountDto {
  children?: AccountNode[];
}

/** The accounts as a tree: a child account under its parent. */
function accountTree(accounts: readonly PayAccountDto[]): AccountNode[] {
  const sorted = [...accounts].sort((a, b) => a.name.localeCompare(b.name, 'da'));
  const ids = new Set(sorted.map((account) => account.payAccountId));
  const build = (parentId: number | null): AccountNode[] =>
    sorted
      .filter((account) => (parentId === null ? account.parentId === null || !ids.has(account.parentId) : account.parentId === parentId))
      .map((account) => {
        const children = build(account.payAccountId);
        return children.length > 0 ? { ...account, children } : { ...account };
      });
  return build(null);
}

/** Pay accounts (DOMAIN.md section 6): unit, balance or flow, balance year, overflow and shown year. */
export function PayAccountsTable() {
  const app = App.useApp();
  const accounts = usePayAccounts();
  const remove = useDeletePayAccount();
  const names = byId(accounts.data, 'payAccountId');
  const tree = useMemo(() => accountTree(accounts.data ?? []), [accounts.data]);
  const [drawer, setDrawer] = useState<{ account: PayAccountDto | null } | null>(null);

  function askDelete(account: PayAccountDto) {
    confirmDelete(app, {
      what: `lønkontoen ${account.name}`,
      content: 'En lønkonto kan kun slettes, når ingen regel, overenskomst, eksportkonto, budgetkonto eller anden lønkonto henviser til den.',
      run: () => remove.mutateAsync(account.payAccountId),
      done: `Lønkontoen ${account.name} er slettet.`,
    });
  }

  const columns: TableColumnsType<AccountNode> = [
    {
      title: 'Lønkonto',
      dataIndex: 'name',
      render: (name: string, account) => (
        <a
          href={`#lonkonto-${account.payAccountId}`}
          onClick={(event) => {
            event.preventDefault();
            setDrawer({ account });
          }}
        >
          {name}
        </a>
      ),
    },
    { title: 'Enhed', dataIndex: 'unit', width: 90, render: (unit: PayAccountDto['unit']) => PAY_ACCOUNT_TYPES[unit].name },
    {
      title: 'Saldo',
      key: 'balance',
      width: 210,
      render: (_, account) => (
        <Flex gap={4} wrap>
          {account.carriesBalance ? <Tag color="blue">Saldo</Tag> : <Tag>Flow</Tag>}
          {account.useParentBalance && <Tag color="purple">Overordnet saldo</Tag>}
        </Flex>
      ),
    },
    {
      title: 'Saldoår starter',
      dataIndex: 'saldoStartMonth',
      width: 140,
      render: (month: number | null, account) => (account.carriesBalance ? (month ? monthName(month) : 'januar') : '—'),
    },
    { title: 'Udløb til', dataIndex: 'useForOverflowId', width: 170, render: (id: number | null) => (id ? (names.get(id)?.name ?? '') : '—') },
    { title: 'Vist år', dataIndex: 'displayOffsetYear', width: 80, render: (offset: number) => (offset === 0 ? '—' : offset > 0 ? `+${offset}` : String(offset)) },
    actionsColumn({ subject: (account) => account.name, onEdit: (account) => setDrawer({ account }), onDelete: askDelete, small: true }),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">
          En saldokonto bærer saldoen videre; en flowkonto nulstilles hver periode. Underkonti vises under deres overordnede konto.
        </Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ account: null })}>
          Ny lønkonto
        </Button>
      </Flex>
      <Table<AccountNode>
        // Mounted again once the accounts are in, so every parent starts expanded.
        key={accounts.data ? 'loaded' : 'loading'}
        rowKey="payAccountId"
        columns={columns}
        dataSource={tree}
        loading={accounts.isLoading}
        size="small"
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        locale={{ emptyText: accounts.isLoading ? ' ' : 'Der er ingen lønkonti endnu.' }}
        scroll={{ x: 900 }}
      />
      <PayAccountDrawer open={drawer !== null} account={drawer?.account ?? null} onClose={() => setDrawer(null)} />
    </>
  );
}
