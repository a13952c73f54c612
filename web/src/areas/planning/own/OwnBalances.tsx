import { Card, List, Typography } from 'antd';
import type { PayAccountBalanceDto, PayAccountUnit } from '@kaj/contract';
import { formatNumber } from '../../../ui/format.ts';

const UNITS: Record<PayAccountUnit, string> = { hours: 'timer', days: 'dage', kroner: 'kr.', count: 'stk.' };

/** The employee's balances at the end of the month shown, planned absence included (a granted holiday shows here). */
export function OwnBalances({ balances }: { balances: readonly PayAccountBalanceDto[] }) {
  if (balances.length === 0) return null;
  return (
    <Card size="small" title="Saldi ved månedens slut">
      <List
        size="small"
        dataSource={[...balances]}
        rowKey={(balance) => `${balance.payAccountId}-${balance.balanceYear}`}
        renderItem={(balance) => (
          <List.Item data-testid={`own-balance-${balance.payAccountName}`}>
            <Typography.Text>
              {balance.payAccountName} {balance.balanceYear}
            </Typography.Text>
            <Typography.Text strong>
              {formatNumber(balance.balance, 2)} {UNITS[balance.unit]}
            </Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
