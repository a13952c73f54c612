import { useEffect, useState } from 'react';
import { Button, Descriptions, Drawer, Empty, Flex, Input, Skeleton, Switch, Table, Typography } from 'antd';
import type { ClosingEmployeeDto } from '@kaj/contract';
import { formatDate, formatDateTime, formatNumber } from '../../../ui/format.ts';
import { useClosingActions, useClosingDetail } from './closing-queries.ts';
import { ClosingStateTags } from './closing-state.tsx';

type Account = ClosingEmployeeDto['activities'][number];

const amount = (value: number) => formatNumber(value, 2);

interface Props {
  employmentId: number | null;
  period: string;
  periodEnd: string;
  /** Planners may change the comment and the excluded flag. */
  plans: boolean;
  onClose: () => void;
}

/** One employment's closing: each account's opening balance, activity, closing activities and closing balance, the postings behind them, and the export values. */
export function ClosingDrawer({ employmentId, period, periodEnd, plans, onClose }: Props) {
  const detail = useClosingDetail(employmentId, period);
  const closing = detail.data ?? null;
  return (
    <Drawer open={employmentId !== null} onClose={onClose} size={860} destroyOnHidden title={closing ? `Afslutning: ${closing.employeeName}` : 'Afslutning'}>
      {!closing ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={20} data-testid="closing-detail">
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label="Status">
              <ClosingStateTags closing={closing} />
            </Descriptions.Item>
            <Descriptions.Item label="Afslutningsdato">{formatDate(closing.closingDate)}</Descriptions.Item>
            <Descriptions.Item label="Låst">{closing.lockedAt ? `${formatDateTime(closing.lockedAt)} af ${closing.lockedBy ?? 'ukendt'}` : 'Ikke låst'}</Descriptions.Item>
            <Descriptions.Item label="Kommentar">{closing.comment ?? ''}</Descriptions.Item>
          </Descriptions>
          <AccountsTable accounts={closing.activities} />
          <div>
            <Typography.Title level={5}>Eksportværdier</Typography.Title>
            <Table
              size="small"
              pagination={false}
              rowKey={(row) => `${row.exportAccountId}-${row.departmentPropertyId ?? ''}`}
              dataSource={closing.exportValues}
              locale={{ emptyText: 'Ingen værdier til Lessor' }}
              columns={[
                { title: 'Lønart', dataIndex: 'account', width: 80 },
                { title: 'Navn', dataIndex: 'name' },
                { title: 'Afdeling', dataIndex: 'departmentCode', width: 100 },
                { title: 'Periode', render: (_, row) => `${formatDate(row.startDate)} – ${formatDate(row.endDate)}` },
                { title: 'Værdi', dataIndex: 'value', align: 'right', render: amount },
              ]}
            />
          </div>
          {plans && !closing.exported && <CommentForm closing={closing} periodEnd={periodEnd} />}
        </Flex>
      )}
    </Drawer>
  );
}

function AccountsTable({ accounts }: { accounts: readonly Account[] }) {
  if (accounts.length === 0) return <Empty description="Ingen bevægelser i måneden" />;
  return (
    <Table<Account>
      size="small"
      pagination={false}
      rowKey="payAccountId"
      dataSource={[...accounts]}
      data-testid="closing-accounts"
      expandable={{
        rowExpandable: (row) => row.postings.length > 0,
        expandedRowRender: (row) => (
          <Table
            size="small"
            pagination={false}
            rowKey={(posting) => `${posting.payAccountActivityId ?? ''}-${posting.date}`}
            dataSource={row.postings}
            columns={[
              { title: 'Dato', dataIndex: 'date', render: formatDate, width: 130 },
              { title: 'Regel', dataIndex: 'ruleName' },
              { title: 'Vagt', dataIndex: 'realisedWatchId', render: (id: number | null) => (id === null ? 'Ingen vagt' : `Vagt ${id}`) },
              { title: 'Værdi', dataIndex: 'value', align: 'right', render: amount },
            ]}
          />
        ),
      }}
      columns={[
        { title: 'Lønkonto', dataIndex: 'payAccountName' },
        { title: 'Primo', dataIndex: 'openingBalance', align: 'right', render: amount },
        { title: 'Aktivitet', dataIndex: 'activity', align: 'right', render: amount },
        {
          title: 'Afslutningsaktiviteter',
          render: (_, row) =>
            row.closingActivities.map((activity) => (
              <div key={`${activity.typeId}-${activity.value}`}>
                {activity.typeName} {amount(activity.value)}
              </div>
            )),
        },
        { title: 'Ultimo', dataIndex: 'closingBalance', align: 'right', render: (value: number) => <strong>{amount(value)}</strong> },
      ]}
    />
  );
}

function CommentForm({ closing, periodEnd }: { closing: ClosingEmployeeDto; periodEnd: string }) {
  const { save } = useClosingActions();
  const [comment, setComment] = useState(closing.comment ?? '');
  const [excluded, setExcluded] = useState(closing.excluded);
  useEffect(() => {
    setComment(closing.comment ?? '');
    setExcluded(closing.excluded);
  }, [closing.comment, closing.excluded]);
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        Kommentar og eksport
      </Typography.Title>
      <Input.TextArea aria-label="Kommentar til afslutningen" rows={2} maxLength={1000} value={comment} onChange={(event) => setComment(event.target.value)} />
      <Flex gap={8} align="center">
        <Switch id="closing-excluded" size="small" checked={excluded} onChange={setExcluded} />
        <label htmlFor="closing-excluded">Udelad af eksporten til Lessor</label>
        <Button
          type="primary"
          style={{ marginLeft: 'auto' }}
          loading={save.isPending}
          onClick={() => save.mutate({ employmentId: closing.employmentId, period: closing.period, end: periodEnd, comment: comment.trim(), excluded })}
        >
          Gem
        </Button>
      </Flex>
    </Flex>
  );
}
