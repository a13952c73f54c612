import { App, DatePicker, Drawer, Empty, Flex, Table, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { BalancePostingDto, EmployeeDto, PayAccountBalanceDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { formatDate, formatNumber } from '../../../ui/format.ts';
import { planningKey } from '../planning-queries.ts';
import { periodOf } from '@kaj/calendar';
import { formatFigure } from './pay-figures.ts';
import { ContractBalances } from './ContractBalances.tsx';

/** Whose balances the drawer explains, up to which date, and the account the planner clicked (shown first). */
export interface BalanceTarget {
  employeeId: number;
  employmentId: number;
  name: string;
  calcTo: string;
  payAccountId: number;
}

interface Props {
  target: BalanceTarget | null;
  /** Planners may change when a balance expires. */
  canPlan: boolean;
  onClose: () => void;
  /** After a change of expiry or contract balance: the grid's rows of the employment are read again. */
  onChanged: (employmentId: number) => void;
  /** The row's contract balances over the grid's range (from the grid, so a correction shows at once). */
  contractBalances: EmployeeDto['contractBalances'];
  range: { start: string; end: string };
}

const KIND_TEXT: Record<BalancePostingDto['kind'], { text: string; color: string }> = {
  earned: { text: 'Optjent', color: 'green' },
  spent: { text: 'Brugt', color: 'blue' },
  expired: { text: 'Udløbet', color: 'red' },
  received: { text: 'Overført', color: 'purple' },
};

const balanceKey = (target: BalanceTarget) => [...planningKey, 'balance', target.employeeId, target.calcTo] as const;

/** A balance's explanation (GetBalance): every account's balances per balance year, each with the postings that make it. */
export function BalanceDrawer({ target, canPlan, onClose, onChanged, contractBalances, range }: Props) {
  const balances = useQuery({
    queryKey: target ? balanceKey(target) : [...planningKey, 'balance', null],
    queryFn: async () => (target ? ((await api.plan.getBalance({ employeeId: target.employeeId, calcTo: target.calcTo })) ?? []) : []),
    enabled: target !== null,
    staleTime: 0,
    meta: { errorTitle: 'Saldiene kunne ikke hentes' },
  });
  const accounts = groupByAccount(balances.data ?? [], target?.payAccountId ?? null);

  return (
    <Drawer open={target !== null} onClose={onClose} title={target ? `Saldi for ${target.name} pr. ${formatDate(target.calcTo)}` : 'Saldi'} size={600} destroyOnHidden>
      {balances.isLoading && <Typography.Text type="secondary">Henter saldiene …</Typography.Text>}
      {balances.isSuccess && accounts.length === 0 && <Empty description="Medarbejderen har ingen saldi." />}
      {target &&
        accounts.map(([payAccountId, list]) => (
          <section key={payAccountId} className="balance-account" data-account={list[0]?.payAccountName} style={{ marginBottom: 24 }}>
            <Typography.Title level={5}>{list[0]?.payAccountName}</Typography.Title>
            {list.map((balance) => (
              <BalanceYear key={balance.payAccountBalanceId} balance={balance} target={target} canPlan={canPlan} onChanged={onChanged} />
            ))}
          </section>
        ))}
      {/* After the balances, so the account the planner clicked stays first. */}
      {target && <ContractBalances balances={contractBalances} range={range} canPlan={canPlan} onChanged={onChanged} />}
    </Drawer>
  );
}

/** The clicked account first, then the others by name; a balance year's balances in year order. */
function groupByAccount(balances: readonly PayAccountBalanceDto[], first: number | null): [number, PayAccountBalanceDto[]][] {
  const groups = new Map<number, PayAccountBalanceDto[]>();
  for (const balance of balances) groups.set(balance.payAccountId, [...(groups.get(balance.payAccountId) ?? []), balance]);
  for (const list of groups.values()) list.sort((a, b) => a.balanceYear.localeCompare(b.balanceYear));
  return [...groups].sort(([a, x], [b, y]) => Number(b === first) - Number(a === first) || (x[0]?.payAccountName ?? '').localeCompare(y[0]?.payAccountName ?? '', 'da'));
}

function BalanceYear({ balance, target, canPlan, onChanged }: { balance: PayAccountBalanceDto; target: BalanceTarget; canPlan: boolean; onChanged: Props['onChanged'] }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();

  async function changeExpiry(expiryDate: string | null) {
    try {
      await api.plan.setBalanceExpiryDate({ employmentid: target.employmentId, payAccountBalanceId: balance.payAccountBalanceId, expiryDate: expiryDate ?? undefined, period: periodOf(target.calcTo) });
      void message.success(expiryDate ? `Saldoen udløber nu ${formatDate(expiryDate)}.` : 'Saldoen udløber nu ikke.');
      await queryClient.invalidateQueries({ queryKey: balanceKey(target) });
      onChanged(target.employmentId);
    } catch (error) {
      void message.error(errorText(error));
    }
  }

  return (
    <div className="balance-year" data-year={balance.balanceYear} style={{ marginBottom: 16 }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>
          Saldoår {balance.balanceYear}: <span data-testid="balance-value">{formatFigure(balance.balance, balance.unit)}</span>
        </Typography.Text>
        <Flex align="center" gap={6}>
          <Typography.Text type="secondary">Udløber</Typography.Text>
          {canPlan ? (
            <DatePicker
              aria-label={`Udløbsdato for saldoår ${balance.balanceYear}`}
              format="DD-MM-YYYY"
              size="small"
              placeholder="Aldrig"
              value={balance.expiryDate ? dayjs(balance.expiryDate) : null}
              onChange={(value) => void changeExpiry(value ? value.format('YYYY-MM-DD') : null)}
            />
          ) : (
            <Typography.Text>{balance.expiryDate ? formatDate(balance.expiryDate) : 'aldrig'}</Typography.Text>
          )}
        </Flex>
      </Flex>
      <Table<BalancePostingDto>
        size="small"
        pagination={false}
        rowKey={(posting, index) => `${posting.kind}${posting.date}${posting.realisedWatchId ?? ''}${posting.payAccountRuleId ?? ''}${index ?? 0}`}
        dataSource={balance.postings ?? []}
        locale={{ emptyText: 'Ingen posteringer' }}
        columns={[
          { title: 'Dato', dataIndex: 'date', render: (date: string) => formatDate(date), width: 110 },
          { title: 'Art', dataIndex: 'kind', render: (kind: BalancePostingDto['kind']) => <Tag color={KIND_TEXT[kind].color}>{KIND_TEXT[kind].text}</Tag>, width: 90 },
          { title: 'Værdi', dataIndex: 'value', align: 'right', render: (value: number) => formatNumber(value, 2), width: 90 },
          { title: 'Regel', dataIndex: 'ruleName', render: (name: string | null) => name ?? '–' },
          { title: 'Vagt', key: 'watch', render: (_, posting) => (posting.realisedWatchId !== null ? `Vagt ${formatDate(posting.date)}` : '–'), width: 140 },
        ]}
      />
    </div>
  );
}
