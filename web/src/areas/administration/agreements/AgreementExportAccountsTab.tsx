import { useState } from 'react';
import { App, Button, Flex, Select, Table, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { DisconnectOutlined, PlusOutlined } from '@ant-design/icons';
import type { AgreementDto, ExportAccountDto } from '@kaj/contract';
import { describeExportSource } from '../shared/export-account-source.ts';
import { useExportAccounts } from '../shared/pay-config-queries.ts';
import { useRuleLookups } from '../shared/pay-rule-editor/use-rule-lookups.ts';
import { useAgreementLink } from './use-agreement-mutations.ts';

/** The export accounts (Lessor wage types) an agreement exports on: attach and remove. */
export function AgreementExportAccountsTab({ agreement }: { agreement: AgreementDto }) {
  const { message } = App.useApp();
  const link = useAgreementLink();
  const lookups = useRuleLookups();
  const all = useExportAccounts();
  const [chosen, setChosen] = useState<number | null>(null);
  const attached = new Set(agreement.exportAccounts.map((account) => account.exportAccountId));
  const choices = (all.data ?? [])
    .filter((account) => !attached.has(account.exportAccountId))
    .map((account) => ({ value: account.exportAccountId, label: `${account.account} ${account.name}` }));

  function attach() {
    if (chosen === null) return;
    const label = choices.find((choice) => choice.value === chosen)?.label ?? 'Eksportkontoen';
    link.mutate(
      { action: 'addExportAccount', agreementId: agreement.agreementId, exportAccountId: chosen },
      {
        onSuccess: () => {
          setChosen(null);
          void message.success(`${label} er tilføjet ${agreement.code}.`);
        },
      },
    );
  }

  function detach(account: ExportAccountDto) {
    link.mutate(
      { action: 'removeExportAccount', agreementId: agreement.agreementId, exportAccountId: account.exportAccountId },
      { onSuccess: () => void message.success(`${account.account} ${account.name} er fjernet fra ${agreement.code}.`) },
    );
  }

  const columns: TableColumnsType<ExportAccountDto> = [
    { title: 'Lønart', dataIndex: 'account', width: 90, sorter: (a, b) => a.account.localeCompare(b.account), defaultSortOrder: 'ascend' },
    { title: 'Navn', dataIndex: 'name' },
    { title: 'Henter fra', key: 'source', render: (_, account) => describeExportSource(account, lookups) },
    { title: 'DIS', dataIndex: 'isDis', width: 70, render: (isDis: boolean) => (isDis ? <Tag color="geekblue">DIS</Tag> : null) },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 60,
      align: 'right',
      render: (_, account) => (
        <Tooltip title={`Fjern fra ${agreement.code}`}>
          <Button type="text" size="small" danger icon={<DisconnectOutlined />} aria-label={`Fjern ${account.account} ${account.name}`} onClick={() => detach(account)} />
        </Tooltip>
      ),
    },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">
        Lønarterne, som ansættelser under {agreement.code} eksporteres på til Lessor. Eksportkonti arves ikke; hver overenskomst vælger sine egne.
      </Typography.Paragraph>
      <Flex gap={8} style={{ marginBottom: 12, maxWidth: 560 }}>
        <Select<number>
          value={chosen ?? undefined}
          onChange={(value) => setChosen(value ?? null)}
          options={choices}
          placeholder="Vælg eksportkonto"
          aria-label="Eksportkonto, der skal tilføjes"
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          loading={all.isLoading}
          style={{ flex: 1 }}
        />
        <Button icon={<PlusOutlined />} onClick={attach} disabled={chosen === null} loading={link.isPending && link.variables?.action === 'addExportAccount'}>
          Tilføj
        </Button>
      </Flex>
      <Table<ExportAccountDto>
        rowKey="exportAccountId"
        columns={columns}
        dataSource={agreement.exportAccounts}
        size="small"
        pagination={false}
        locale={{ emptyText: 'Overenskomsten eksporterer ikke på nogen lønarter endnu.' }}
      />
    </>
  );
}
