import { Card, Empty, List, Typography } from 'antd';
import { RightOutlined } from '@ant-design/icons';
import type { EmployeeDto } from '@kaj/contract';
import { formatDate } from '../../../ui/format.ts';
import { accountsInRows, figureOf, formatFigure, normLine } from '../pay/pay-figures.ts';

interface Props {
  row: EmployeeDto;
  /** Tapping a balance opens its postings, as the planner's drawer shows them. */
  onOpen: (payAccountId: number) => void;
}

/** The employee's own balances at the end of the shown range, and their norm periods. */
export function OwnBalances({ row, onOpen }: Props) {
  const accounts = accountsInRows([row]).filter((account) => figureOf(row, account.payAccountId).balance !== null);
  return (
    <>
      <Card size="small" title={`Saldi pr. ${formatDate(row.periodEnd)}`} className="own-balances">
        {accounts.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Du har ingen saldi." />}
        <List
          dataSource={accounts}
          rowKey="payAccountId"
          split
          renderItem={(account) => (
            <List.Item className="own-balance">
              <button type="button" className="own-balance__button" onClick={() => onOpen(account.payAccountId)} aria-label={`${account.name}: vis posteringer`}>
                <span>{account.name}</span>
                <span className="own-balance__value">
                  <Typography.Text strong>{formatFigure(figureOf(row, account.payAccountId).balance ?? 0, account.unit)}</Typography.Text>
                  <RightOutlined />
                </span>
              </button>
            </List.Item>
          )}
        />
      </Card>
      {row.norms.length > 0 && (
        <Card size="small" title="Norm" className="own-norms">
          <List
            dataSource={row.norms}
            rowKey="payAccountRulePeriodDefId"
            renderItem={(norm) => (
              <List.Item>
                <List.Item.Meta title={`${formatDate(norm.startDate)}–${norm.endDate ? formatDate(norm.endDate) : 'løbende'}`} description={normLine(norm)} />
              </List.Item>
            )}
          />
          {(row.isOverMax || row.isOverTarget) && <Typography.Text type="warning">{row.isOverMax ? 'Du er over normens maksimum.' : 'Du er over normens mål.'}</Typography.Text>}
        </Card>
      )}
    </>
  );
}
