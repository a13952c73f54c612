import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { BudgetAccountsTable } from './BudgetAccountsTable.tsx';
import { BudgetFtePanel } from './BudgetFtePanel.tsx';

/** /administration/budget-accounts: budget accounts and the budget FTE per department, account, position group and month. */
export function BudgetAccountsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('fane') === 'fte' ? 'fte' : 'konti';
  return (
    <>
      <PageHeader
        title="Budgetkonti"
        description="Budgetkontiene og årets FTE-budget pr. afdeling, budgetkonto, stillingsgruppe og måned. FTE-rapporten stiller budgettet over for den realiserede FTE."
      />
      <Card>
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'fte' ? { fane: 'fte' } : {}, { replace: true })}
          items={[
            { key: 'konti', label: 'Budgetkonti', children: <BudgetAccountsTable /> },
            { key: 'fte', label: 'FTE-budget', children: <BudgetFtePanel /> },
          ]}
        />
      </Card>
    </>
  );
}
