import { App, Button, Card, Flex, Result, Skeleton, Tabs, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { AgreementDto } from '@kaj/contract';
import { errorText } from '../../../api/show-error.ts';
import { useAgreement } from '../shared/pay-config-queries.ts';
import { AgreementExportAccountsTab } from './AgreementExportAccountsTab.tsx';
import { AgreementPayAccountsTab } from './AgreementPayAccountsTab.tsx';
import { AgreementPropertiesTab } from './AgreementPropertiesTab.tsx';
import { AgreementRulesTab } from './AgreementRulesTab.tsx';
import { useDeleteAgreement } from './use-agreement-mutations.ts';

interface Props {
  agreementId: number | null;
  parentCode: string | null;
  onCreateChild: (parentId: number) => void;
  onEdit: (agreement: AgreementDto) => void;
  onDeleted: () => void;
}

/** The selected agreement: its rules, export accounts, properties and pay accounts. */
export function AgreementDetailCard({ agreementId, parentCode, onCreateChild, onEdit, onDeleted }: Props) {
  const { modal, message } = App.useApp();
  const agreement = useAgreement(agreementId);
  const remove = useDeleteAgreement();

  if (agreementId === null) {
    return (
      <Card>
        <Result status="info" title="Vælg en overenskomst" subTitle="Vælg en overenskomst i træet for at se og ændre dens regler." />
      </Card>
    );
  }
  const data = agreement.data;
  if (!data) {
    return <Card>{agreement.isLoading ? <Skeleton active paragraph={{ rows: 8 }} /> : <Result status="warning" title="Overenskomsten findes ikke" />}</Card>;
  }

  function confirmDelete(target: AgreementDto) {
    modal.confirm({
      title: `Slet ${target.code}?`,
      content: 'En overenskomst kan kun slettes, når den hverken har underoverenskomster, ansættelser eller eksportpriser. Dens regler bevares.',
      okText: 'Slet',
      okButtonProps: { danger: true },
      cancelText: 'Annuller',
      onOk: () =>
        remove.mutateAsync(target.agreementId).then(
          () => {
            void message.success(`${target.code} er slettet.`);
            onDeleted();
          },
          (error: unknown) => {
            modal.error({ title: `${target.code} kan ikke slettes`, content: errorText(error), okText: 'OK' });
          },
        ),
    });
  }

  const ownRules = data.rules.filter((rule) => !rule.inherited).length;
  return (
    <Card
      title={
        <Flex vertical gap={0} style={{ padding: '12px 0' }}>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {data.code} · {data.name}
          </Typography.Title>
          <Typography.Text type="secondary" style={{ fontWeight: 'normal', fontSize: 13 }}>
            {parentCode ? `Under ${parentCode} · ${ownRules} egne og ${data.rules.length - ownRules} arvede regler` : `Øverst i træet · ${ownRules} regler`}
            {data.stcwException ? ' · STCW-undtagelsen gælder for hviletid' : ''}
          </Typography.Text>
        </Flex>
      }
      extra={
        <Flex gap={8} wrap>
          <Button icon={<PlusOutlined />} onClick={() => onCreateChild(data.agreementId)}>
            Ny underoverenskomst
          </Button>
          <Button icon={<EditOutlined />} onClick={() => onEdit(data)}>
            Rediger
          </Button>
          <Button danger icon={<DeleteOutlined />} onClick={() => confirmDelete(data)} aria-label={`Slet ${data.code}`} />
        </Flex>
      }
    >
      <Tabs
        items={[
          { key: 'rules', label: `Regler (${data.rules.length})`, children: <AgreementRulesTab key={data.agreementId} agreement={data} /> },
          { key: 'export', label: `Eksportkonti (${data.exportAccounts.length})`, children: <AgreementExportAccountsTab key={data.agreementId} agreement={data} /> },
          { key: 'properties', label: 'Egenskaber', children: <AgreementPropertiesTab key={data.agreementId} agreement={data} /> },
          { key: 'pay-accounts', label: `Lønkonti (${data.payAccounts.length})`, children: <AgreementPayAccountsTab key={data.agreementId} agreement={data} /> },
        ]}
      />
    </Card>
  );
}
