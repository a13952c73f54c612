import { useMemo, useState } from 'react';
import { App, Button, Card, Flex, Input, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExportPriceDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { today as todayInCopenhagen } from '../../../ui/copenhagen-time.ts';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { confirmDelete } from '../shared/confirm-delete.ts';
import { payConfigKeys, useExportAccounts, useExportPrices } from '../shared/pay-config-queries.ts';
import { ExportPriceModal } from './ExportPriceModal.tsx';
import { actionsColumn } from '../../../ui/actions-column.tsx';

const keyOf = (price: ExportPriceDto) => `${price.account}|${price.agreementCode ?? ''}|${price.departmentCode ?? ''}|${price.isDis}`;

/** The ids of the prices in force today: per wage type, agreement, department and DIS, the latest that has started. */
function currentPrices(prices: readonly ExportPriceDto[]): Set<number> {
  const today = todayInCopenhagen();
  const latest = new Map<string, ExportPriceDto>();
  for (const price of prices) {
    if (price.validFrom > today) continue;
    const known = latest.get(keyOf(price));
    if (!known || price.validFrom > known.validFrom) latest.set(keyOf(price), price);
  }
  return new Set([...latest.values()].map((price) => price.exportPriceId));
}

/** /administration/export-prices: kroner per wage type, agreement and department from a date. */
export function ExportPricesPage() {
  const app = App.useApp();
  const queryClient = useQueryClient();
  const prices = useExportPrices();
  const exportAccounts = useExportAccounts();
  const accountNames = useMemo(() => new Map((exportAccounts.data ?? []).map((account) => [account.account, account.name])), [exportAccounts.data]);
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<{ price: ExportPriceDto | null } | null>(null);
  const remove = useMutation({
    mutationFn: (exportPriceId: number) => api.plan.deleteExportPrice(undefined, { exportPriceId }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payConfigKeys.exportPrices }),
  });
  const current = useMemo(() => currentPrices(prices.data ?? []), [prices.data]);

  const visible = useMemo(() => {
    const term = search.trim().toLowerCase();
    const all = prices.data ?? [];
    if (!term) return all;
    return all.filter((price) => [price.account, accountNames.get(price.account), price.agreementCode, price.departmentCode].join(' ').toLowerCase().includes(term));
  }, [prices.data, search, accountNames]);

  function askDelete(price: ExportPriceDto) {
    confirmDelete(app, {
      what: `prisen for lønart ${price.account}`,
      content: `${formatNumber(price.value, 2)} kr. fra ${formatDate(price.validFrom)}${price.agreementCode ? ` for ${price.agreementCode}` : ''} slettes.`,
      run: () => remove.mutateAsync(price.exportPriceId),
      done: `Prisen for lønart ${price.account} er slettet.`,
    });
  }

  const columns: TableColumnsType<ExportPriceDto> = [
    {
      title: 'Lønart',
      dataIndex: 'account',
      sorter: (a, b) => a.account.localeCompare(b.account),
      defaultSortOrder: 'ascend',
      render: (account: string) => (
        <span>
          <strong>{account}</strong> <Typography.Text type="secondary">{accountNames.get(account) ?? ''}</Typography.Text>
        </span>
      ),
    },
    { title: 'Overenskomst', dataIndex: 'agreementCode', width: 130, render: (code: string | null) => code ?? <Typography.Text type="secondary">Alle</Typography.Text> },
    { title: 'Afdeling', dataIndex: 'departmentCode', width: 120, render: (code: string | null) => code ?? <Typography.Text type="secondary">Alle</Typography.Text> },
    { title: 'DIS', dataIndex: 'isDis', width: 70, render: (isDis: boolean) => (isDis ? <Tag color="geekblue">DIS</Tag> : null) },
    {
      title: 'Gyldig fra',
      dataIndex: 'validFrom',
      width: 210,
      sorter: (a, b) => a.validFrom.localeCompare(b.validFrom),
      render: (validFrom: string, price) => (
        <Flex gap={6} align="center" wrap={false}>
          <span style={{ whiteSpace: 'nowrap' }}>{formatDate(validFrom)}</span>
          {current.has(price.exportPriceId) && <Tag color="green">Gældende</Tag>}
        </Flex>
      ),
    },
    { title: 'Pris', dataIndex: 'value', width: 130, align: 'right', sorter: (a, b) => a.value - b.value, render: (value: number) => `${formatNumber(value, 2)} kr.` },
    actionsColumn({ subject: (price) => `pris for ${price.account} fra ${formatDate(price.validFrom)}`, onEdit: (price) => setTarget({ price }), onDelete: askDelete, small: true }),
  ];

  return (
    <>
      <PageHeader
        title="Eksportpriser"
        description="Satser i kroner pr. lønart, eventuelt kun for én overenskomst, én afdeling eller DIS, gældende fra en dato. Lessor-eksporten bruger den nyeste pris, der er trådt i kraft."
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ price: null })}>
            Ny pris
          </Button>
        }
      />
      <Card>
        <Input
          allowClear
          prefix={<SearchOutlined />}
          placeholder="Søg på lønart, overenskomst eller afdeling"
          aria-label="Søg eksportpriser"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ maxWidth: 360, marginBottom: 16 }}
        />
        <Table<ExportPriceDto>
          rowKey="exportPriceId"
          columns={columns}
          dataSource={visible}
          loading={prices.isLoading}
          size="small"
          pagination={{ pageSize: 50, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: prices.isLoading ? ' ' : search ? 'Ingen priser matcher søgningen.' : 'Der er ingen eksportpriser endnu.' }}
          scroll={{ x: 820 }}
        />
      </Card>
      <ExportPriceModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
