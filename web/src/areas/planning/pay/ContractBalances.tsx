import { useState } from 'react';
import { App, Button, Flex, Input, InputNumber, List, Popconfirm, Typography } from 'antd';
import type { EmployeeDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatDate, formatDateTime, formatNumber } from '../../../ui/format.ts';

type ContractBalance = EmployeeDto['contractBalances'][number];

interface Props {
  balances: readonly ContractBalance[];
  /** The grid's range: the balance covers it, and a correction is made over it. */
  range: { start: string; end: string };
  canPlan: boolean;
  /** After a correction: the grid's rows of the employment are read again. */
  onChanged: (employmentId: number) => void;
}

const signed = (value: number) => `${value > 0 ? '+' : ''}${formatNumber(value, 2)} t`;

/** Contract balances (mean activity) of the range with their corrections; planners correct one with a comment (AdjustContractBalance). */
export function ContractBalances({ balances, range, canPlan, onChanged }: Props) {
  if (balances.length === 0) return null;
  return (
    <section className="balance-account" data-account="Kontraktsaldo" style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>Kontraktsaldo</Typography.Title>
      {balances.map((balance) => (
        <ContractBalanceView key={`${balance.employmentId}:${balance.payAccountRuleMeanActivityBalanceId}`} balance={balance} range={range} canPlan={canPlan} onChanged={onChanged} />
      ))}
    </section>
  );
}

function ContractBalanceView({ balance, range, canPlan, onChanged }: { balance: ContractBalance } & Omit<Props, 'balances'>) {
  const { message } = App.useApp();
  const [change, setChange] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [saving, setSaving] = useState(false);

  async function adjust() {
    if (!change) return;
    setSaving(true);
    try {
      await api.plan.adjustContractBalance({
        employmentId: balance.employmentId,
        payAccountRuleMeanActivityBalanceId: balance.payAccountRuleMeanActivityBalanceId,
        changeValue: change,
        start: range.start,
        end: range.end,
        comment: comment.trim() || undefined,
      });
      void message.success(`Kontraktsaldoen er rettet med ${signed(change)}.`);
      setChange(null);
      setComment('');
      onChanged(balance.employmentId);
    } catch (error) {
      void message.error(errorText(error));
    }
    setSaving(false);
  }

  return (
    <div className="contract-balance" data-rule={balance.payAccountRuleMeanActivityBalanceId} style={{ marginBottom: 16 }}>
      <Typography.Text strong>
        {balance.name}, {formatDate(balance.startDate)} – {formatDate(balance.endDate)}: <span data-testid="contract-balance-value">{signed(balance.balance)}</span>
      </Typography.Text>
      {balance.corrections.length > 0 && (
        <List
          size="small"
          dataSource={balance.corrections}
          renderItem={(correction) => (
            <List.Item>
              Rettet {signed(correction.value)} af {correction.by} {formatDateTime(correction.at)}
              {correction.comment ? `: ${correction.comment}` : ''}
            </List.Item>
          )}
        />
      )}
      {canPlan && (
        <Flex gap={8} wrap align="center" style={{ marginTop: 8 }}>
          <InputNumber aria-label="Rettelse i timer" placeholder="Timer, fx 2,5" decimalSeparator="," min={-10000} max={10000} precision={2} value={change} onChange={setChange} style={{ width: 140 }} />
          <Input aria-label="Kommentar til rettelsen" placeholder="Kommentar" maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} style={{ flex: 1, minWidth: 160 }} />
          <Popconfirm
            title={change ? `Ret kontraktsaldoen med ${signed(change)}?` : 'Skriv en rettelse forskellig fra 0'}
            okText="Ret"
            cancelText="Annuller"
            disabled={!change}
            onConfirm={() => void adjust()}
          >
            <Button disabled={!change} loading={saving}>
              Ret kontraktsaldo
            </Button>
          </Popconfirm>
        </Flex>
      )}
    </div>
  );
}
