import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { App, Button, DatePicker, Empty, Flex, Popconfirm, Table, Typography } from 'antd';
import { CheckOutlined, LockOutlined, UnlockOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ClosingEmployeeDto, SimpleClosingDto } from '@kaj/contract';
import { useAuth } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { formatNumber } from '../../../ui/format.ts';
import { today } from '../../../ui/copenhagen-time.ts';
import { monthRange } from '../grid/grid-dates.ts';
import { DepartmentPicker } from '../DepartmentPicker.tsx';
import { useDepartments } from '../planning-queries.ts';
import { ClosingDrawer } from './ClosingDrawer.tsx';
import { LockModal } from './LockModal.tsx';
import { closingsKey, useClosingActions, useMonthClosings, useRowClosings } from './closing-queries.ts';
import { ClosingStateTags } from './closing-state.tsx';
import { RecalculationProgress } from '../../../ui/RecalculationProgress.tsx';
import { useQueryClient } from '@tanstack/react-query';

/** Closings are usually made for the month just ended. */
const lastMonth = () => monthRange(dayjs(today()).subtract(1, 'month').format('YYYY-MM-DD'));

/** /planning/closings: the month's employments with their closing state, balances and export values; lock, unlock and validate. */
export function ClosingsPage() {
  const auth = useAuth();
  const { message } = App.useApp();
  const plans = auth.isAdmin || auth.isPlanner || auth.isApproverWithPlanningRight;
  const validates = plans || auth.isApprover;
  // The shared Ship login sees the closings' state only: no balances, export values or postings (issue 17).
  const figures = validates;
  // A link from elsewhere (a Lessor export line) opens one employment's closing: ?employmentId=…&period=….
  const [params] = useSearchParams();
  const linkedPeriod = params.get('period');
  const linkedEmployment = Number(params.get('employmentId')) || null;
  const [month, setMonth] = useState(() => (linkedPeriod && dayjs(linkedPeriod, 'YYYY-MM-DD', true).isValid() ? monthRange(linkedPeriod) : lastMonth()));
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [locking, setLocking] = useState<SimpleClosingDto[] | null>(null);
  const [shown, setShown] = useState<number | null>(linkedEmployment);
  const departments = useDepartments();
  const closings = useMonthClosings(month.start, departmentId);
  const rows = useMemo(() => closings.data ?? [], [closings.data]);
  const details = useRowClosings(figures ? rows : []);
  const detailOf = new Map(details.flatMap((query) => (query.data ? [[query.data.employmentId, query.data] as const] : [])));
  const { unlock, validate } = useClosingActions();

  const chosen = rows.filter((row) => selected.includes(row.employmentId));
  const toLock = chosen.filter((row) => !row.locked);
  const toUnlock = chosen.filter((row) => row.locked && !row.exported && row.closingId !== null);
  const toValidate = chosen.filter((row) => row.locked && !row.validated && row.closingId !== null);
  const monthTitle = dayjs(month.start).format('MMMM YYYY');
  // A finished recalculation changes the open months' figures: read them again.
  const queryClient = useQueryClient();
  const afterRecalculation = useCallback(() => void queryClient.invalidateQueries({ queryKey: closingsKey }), [queryClient]);

  return (
    <Flex vertical gap={16} className="closings-page">
      <PageHeader title="Månedsafslutning" description="Lås, lås op og valider medarbejdernes måneder. En låst måned fryser vagter, saldi og eksportværdier." />
      <RecalculationProgress onFinished={afterRecalculation} />
      <Flex gap={12} wrap align="center">
        <DepartmentPicker
          departments={departments.data ?? []}
          value={departmentId}
          onChange={(id) => {
            setDepartmentId(id);
            setSelected([]);
          }}
        />
        <DatePicker
          picker="month"
          aria-label="Måned"
          format="MMMM YYYY"
          allowClear={false}
          value={dayjs(month.start)}
          onChange={(value) => {
            if (!value) return;
            setMonth(monthRange(value.format('YYYY-MM-DD')));
            setSelected([]);
          }}
        />
        {plans && (
          <Button type="primary" icon={<LockOutlined />} disabled={toLock.length === 0} onClick={() => setLocking(toLock)}>
            Lås valgte{toLock.length > 0 ? ` (${toLock.length})` : ''}
          </Button>
        )}
        {plans && (
          <Popconfirm
            title={toUnlock.length === 1 ? `Lås ${toUnlock[0]!.employeeName}s ${monthTitle} op?` : `Lås ${toUnlock.length} måneder op?`}
            description="De frosne saldi og eksportværdier slettes, vagterne kan ændres igen, og måneden genberegnes."
            okText="Lås op"
            okButtonProps={{ danger: true }}
            cancelText="Annuller"
            disabled={toUnlock.length === 0}
            onConfirm={() =>
              unlock.mutate(
                toUnlock.map((row) => row.closingId!),
                { onSuccess: () => void message.success(`${toUnlock.length === 1 ? 'Måneden er' : `${toUnlock.length} måneder er`} låst op.`) },
              )
            }
          >
            <Button icon={<UnlockOutlined />} disabled={toUnlock.length === 0} loading={unlock.isPending}>
              Lås op{toUnlock.length > 0 ? ` (${toUnlock.length})` : ''}
            </Button>
          </Popconfirm>
        )}
        {validates && (
          <Button
            icon={<CheckOutlined />}
            disabled={toValidate.length === 0}
            loading={validate.isPending}
            onClick={() => validate.mutate({ closingIds: toValidate.map((row) => row.closingId!), state: true }, { onSuccess: () => void message.success('Afslutningerne er valideret.') })}
          >
            Valider
          </Button>
        )}
      </Flex>
      {departmentId === null ? (
        <Empty description="Vælg en afdeling for at se månedens afslutninger." />
      ) : (
        <Table<SimpleClosingDto>
          size="middle"
          rowKey="employmentId"
          loading={closings.isFetching}
          dataSource={rows}
          pagination={false}
          data-testid="closings-table"
          rowSelection={plans || validates ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
          locale={{ emptyText: 'Ingen ansættelser i måneden' }}
          columns={[
            { title: 'Medarbejder', dataIndex: 'employeeName', render: (name: string, row) => (figures ? <a onClick={() => setShown(row.employmentId)}>{name}</a> : name) },
            { title: 'Status', width: 190, render: (_, row) => <ClosingStateTags closing={row} /> },
            { title: 'Kommentar', dataIndex: 'comment', ellipsis: true },
            ...(figures
              ? [
                  { title: 'Saldi ved udgangen', render: (_: unknown, row: SimpleClosingDto) => <Balances closing={detailOf.get(row.employmentId)} /> },
                  { title: 'Eksportværdier', render: (_: unknown, row: SimpleClosingDto) => <ExportValues closing={detailOf.get(row.employmentId)} /> },
                ]
              : []),
          ]}
        />
      )}
      <LockModal
        closings={locking}
        monthTitle={monthTitle}
        onClose={() => setLocking(null)}
        onLocked={(count) => {
          setSelected([]);
          void message.success(`${count === 1 ? 'Måneden er' : `${count} måneder er`} låst.`);
        }}
      />
      <ClosingDrawer employmentId={figures ? shown : null} period={month.start} periodEnd={month.end} plans={plans} onClose={() => setShown(null)} />
    </Flex>
  );
}

function Balances({ closing }: { closing: ClosingEmployeeDto | undefined }) {
  if (!closing) return <Typography.Text type="secondary">…</Typography.Text>;
  const accounts = closing.activities.filter((account) => account.closingBalance !== 0 || account.closingActivities.length > 0);
  if (accounts.length === 0) return <Typography.Text type="secondary">Ingen saldi</Typography.Text>;
  return (
    <Flex vertical>
      {accounts.map((account) => (
        <span key={account.payAccountId}>
          {account.payAccountName}: <strong>{formatNumber(account.closingBalance, 2)}</strong>
        </span>
      ))}
    </Flex>
  );
}

function ExportValues({ closing }: { closing: ClosingEmployeeDto | undefined }) {
  if (!closing) return <Typography.Text type="secondary">…</Typography.Text>;
  if (closing.exportValues.length === 0) return <Typography.Text type="secondary">Ingen</Typography.Text>;
  return (
    <Flex vertical>
      {closing.exportValues.map((value) => (
        <span key={`${value.exportAccountId}-${value.departmentPropertyId ?? ''}`}>
          {value.account} {value.name}: {formatNumber(value.value, 2)}
        </span>
      ))}
    </Flex>
  );
}
