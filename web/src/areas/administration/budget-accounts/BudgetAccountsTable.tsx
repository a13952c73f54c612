import { useState } from 'react';
import { App, Button, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { BudgetAccountDto } from '@kaj/contract';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { useRuleLookups } from '../shared/pay-rule-editor/use-rule-lookups.ts';
import { BudgetAccountDrawer } from './BudgetAccountDrawer.tsx';
import { useBudgetAccounts, useDeleteBudgetAccount } from './use-budget.ts';
import { actionsColumn } from '../../../ui/actions-column.tsx';

/** The budget accounts in report order, with what each is measured on. */
export function BudgetAccountsTable() {
  const app = App.useApp();
  const accounts = useBudgetAccounts();
  const lookups = useRuleLookups();
  const remove = useDeleteBudgetAccount();
  const [drawer, setDrawer] = useState<{ account: BudgetAccountDto | null } | null>(null);
  const nextSortOrder = (accounts.data ?? []).reduce((max, account) => Math.max(max, account.sortOrder), 0) + 10;

  function askDelete(account: BudgetAccountDto) {
    confirmDelete(app, {
      what: `budgetkontoen ${account.name}`,
      content: 'En budgetkonto kan kun slettes, når intet FTE-budget bruger den.',
      run: () => remove.mutateAsync(account.budgetAccountId),
      done: `Budgetkontoen ${account.name} er slettet.`,
    });
  }

  const columns: TableColumnsType<BudgetAccountDto> = [
    { title: 'Sortering', dataIndex: 'sortOrder', width: 100, sorter: (a, b) => a.sortOrder - b.sortOrder, defaultSortOrder: 'ascend' },
    {
      title: 'Budgetkonto',
      dataIndex: 'name',
      render: (name: string, account) => (
        <a
          href={`#budgetkonto-${account.budgetAccountId}`}
          onClick={(event) => {
            event.preventDefault();
            setDrawer({ account });
          }}
        >
          {name}
        </a>
      ),
    },
    { title: 'Gruppe', dataIndex: 'budgetGroup', width: 160, render: (group: string | null) => group ?? '—' },
    {
      title: 'Måles på',
      key: 'measure',
      render: (_, account) =>
        account.type === 'payAccount'
          ? `Lønkonto ${lookups.payAccount(account.payAccountId) ?? ''}`
          : `Normtimer, budgetegenskab ${lookups.property(account.propertyId) ?? 'ikke valgt'}`,
    },
    actionsColumn({ subject: (account) => account.name, onEdit: (account) => setDrawer({ account }), onDelete: askDelete, small: true }),
  ];

  return (
    <>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">FTE-rapporten stiller budgettet på hver konto over for den realiserede FTE.</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawer({ account: null })}>
          Ny budgetkonto
        </Button>
      </Flex>
      <Table<BudgetAccountDto>
        rowKey="budgetAccountId"
        columns={columns}
        dataSource={accounts.data ?? []}
        loading={accounts.isLoading}
        size="small"
        pagination={false}
        locale={{ emptyText: accounts.isLoading ? ' ' : 'Der er ingen budgetkonti endnu.' }}
      />
      <BudgetAccountDrawer open={drawer !== null} account={drawer?.account ?? null} nextSortOrder={nextSortOrder} onClose={() => setDrawer(null)} />
    </>
  );
}
