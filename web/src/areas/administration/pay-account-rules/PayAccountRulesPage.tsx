import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { ClosingTypesTable } from './ClosingTypesTable.tsx';
import { PayAccountsTable } from './PayAccountsTable.tsx';
import { PayRulesTable } from './PayRulesTable.tsx';

const tabs = ['regler', 'lonkonti', 'afslutningstyper'] as const;
type Tab = (typeof tabs)[number];

/** /administration/pay-account-rules: the rules, the pay accounts they post to and the kinds of closing activity. */
export function PayAccountRulesPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('fane');
  const tab: Tab = tabs.find((candidate) => candidate === requested) ?? 'regler';

  return (
    <>
      <PageHeader
        title="Lønkontoregler"
        description="Reglerne gør realiserede vagter til posteringer på lønkonti: tillæg, opsparing, normperioder og udbetalinger. En regel virker, når en overenskomst har den."
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'regler' ? {} : { fane: key }, { replace: true })}
          items={[
            { key: 'regler', label: 'Regler', children: <PayRulesTable /> },
            { key: 'lonkonti', label: 'Lønkonti', children: <PayAccountsTable /> },
            { key: 'afslutningstyper', label: 'Afslutningstyper', children: <ClosingTypesTable /> },
          ]}
        />
      </Card>
    </>
  );
}
