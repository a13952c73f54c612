import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, App, Button, DatePicker, Empty, Flex, Input, Segmented, Table, Tag, Tooltip, Typography } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { APPROVERS, type ApprovalQueueApprovalDto, type ApprovalQueueState, type ApprovalQueueWatchDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { errorText } from '../../../api/show-error.ts';
import { useSession } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { DepartmentPicker } from '../DepartmentPicker.tsx';
import { planningKey } from '../planning-queries.ts';
import { useDepartmentChoice } from '../wishes/use-department-choice.ts';
import { PeriodApprovals } from './PeriodApprovals.tsx';
import { QueueDecision, type Decision } from './QueueDecision.tsx';
import { QueueWatches } from './QueueWatches.tsx';
import { approvableRange, approvedCount, decidedText, queueGroups, rejectedCount, type QueueGroup } from './queue-groups.ts';

type Filter = ApprovalQueueState | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'Alle' },
  { value: 'waiting', label: 'Venter' },
  { value: 'rejected', label: 'Afvist' },
  { value: 'corrected', label: 'Rettet' },
];

const monthOf = (date: string | null): [Dayjs, Dayjs] => {
  const day = date && dayjs(date).isValid() ? dayjs(date) : dayjs();
  return [day.startOf('month'), day.endOf('month')];
};

/** /planning/approvals ("Til godkendelse"): a department's watches that wait, were rejected or were corrected, decided in bulk. */
export function ApprovalQueuePage() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const session = useSession();
  const canDecide = (session?.roles ?? []).some((role) => APPROVERS.includes(role));
  const { departments, departmentId, setDepartmentId } = useDepartmentChoice();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => monthOf(params.get('date')));
  const [filter, setFilter] = useState<Filter>('all');
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const [decision, setDecision] = useState<Decision | null>(null);
  const period = { start: range[0].format('YYYY-MM-DD'), end: range[1].format('YYYY-MM-DD') };
  const key = [...planningKey, 'approval-queue', departmentId, period.start, period.end];
  const queue = useQuery({ queryKey: key, queryFn: () => api.plan.getApprovalQueue({ departmentid: departmentId!, ...period }), enabled: departmentId !== null });

  const groups = useMemo(() => queueGroups(queue.data?.watches ?? []), [queue.data]);
  const shown = groups.filter((group) => (filter === 'all' || group.counts[filter] > 0) && group.employeeName.toLowerCase().includes(name.trim().toLowerCase()));
  const chosen = groups.filter((group) => selected.includes(group.employmentId));
  const changed = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: planningKey });
  };

  function open(rejecting: boolean) {
    const within = rejecting ? period : approvableRange(chosen, period);
    if (!within) {
      void message.warning('Ingen af de valgte vagter er slut endnu; de kan først godkendes, når de er slut.');
      return;
    }
    const count = rejecting ? chosen.reduce((sum, group) => sum + group.watches.length - group.counts.rejected, 0) : approvedCount(chosen, within);
    setDecision({ rejecting, employmentIds: chosen.map((group) => group.employmentId), names: chosen.map((group) => group.employeeName), range: within, count });
  }

  async function decide(made: Decision, comment: string): Promise<boolean> {
    const query = { ...made.range, comment: comment.trim() || undefined };
    const body = { employmentIds: made.employmentIds };
    if (made.rejecting) {
      const before = new Set((queue.data?.watches ?? []).filter((watch) => watch.state === 'rejected').map((watch) => watch.realisedWatchId));
      const rows = (await api.plan.reject(query, body)) ?? [];
      void message.success(`${decidedText(rejectedCount(rows, made.range, before), true)}. Planlæggeren har fået besked.`);
    } else {
      await api.plan.approve(query, body);
      void message.success(`${decidedText(made.count, false)}.`);
    }
    changed();
    return true;
  }

  const remove = useMutation({
    mutationFn: (approval: ApprovalQueueApprovalDto) => api.plan.removeApproval({ approvalId: approval.approvalId, ...period }),
    onSuccess: (_, approval) => {
      void message.success(`${approval.rejected ? 'Afvisningen' : 'Godkendelsen'} er fjernet; ${approval.watchCount} ${approval.watchCount === 1 ? 'vagt kan' : 'vagter kan'} ændres igen.`);
      changed();
    },
    meta: { silentError: true },
    onError: (error) => void message.error(errorText(error)),
  });

  return (
    <>
      <PageHeader
        title="Til godkendelse"
        description="Realiserede vagter, der venter på godkendelse, er afvist, eller er rettet efter en afvisning. Markér medarbejdere og godkend eller afvis deres vagter i perioden på én gang."
      />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <DepartmentPicker departments={departments} value={departmentId} onChange={setDepartmentId} />
        <DatePicker.RangePicker
          value={range}
          format="D. MMM YYYY"
          allowClear={false}
          aria-label="Periode"
          disabledDate={(day, info) => info.from !== undefined && Math.abs(day.diff(info.from, 'day')) > 61}
          onChange={(value) => value?.[0] && value[1] && setRange([value[0], value[1]])}
        />
        <Segmented<Filter> options={FILTERS} value={filter} onChange={setFilter} aria-label="Vis" />
        <Input.Search allowClear placeholder="Søg medarbejder" aria-label="Søg medarbejder" style={{ width: 200 }} value={name} onChange={(event) => setName(event.target.value)} />
      </Flex>
      {queue.data?.truncated && <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="Perioden har flere vagter, end listen viser. Vælg en kortere periode eller en mindre afdeling." />}
      {canDecide && (
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{chosen.length === 0 ? 'Markér medarbejdere for at godkende eller afvise' : `${chosen.length} valgt`}</Typography.Text>
          <Button icon={<CheckOutlined />} type="primary" disabled={chosen.length === 0} onClick={() => open(false)}>
            Godkend valgte
          </Button>
          <Button icon={<CloseOutlined />} danger disabled={chosen.length === 0} onClick={() => open(true)}>
            Afvis valgte
          </Button>
        </Flex>
      )}
      <Table<QueueGroup>
        rowKey="employmentId"
        loading={queue.isLoading}
        dataSource={shown}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        aria-label="Vagter til godkendelse"
        rowSelection={canDecide ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        locale={{ emptyText: <Empty description={departmentId === null ? 'Vælg en afdeling.' : 'Ingen vagter venter i perioden.'} /> }}
        columns={[
          { title: 'Medarbejder', dataIndex: 'employeeName' },
          { title: 'Venter', align: 'right', render: (_, group) => group.counts.waiting || '' },
          {
            title: <Tooltip title="Godkendt på første niveau (Skib); venter på næste (Rederi).">Næste niveau</Tooltip>,
            align: 'right',
            render: (_, group) => group.nextLevel || '',
          },
          { title: 'Afvist', align: 'right', render: (_, group) => (group.counts.rejected ? <Tag color="red">{group.counts.rejected}</Tag> : '') },
          { title: 'Rettet', align: 'right', render: (_, group) => (group.counts.corrected ? <Tag color="blue">{group.counts.corrected}</Tag> : '') },
          {
            title: 'Ikke slut',
            align: 'right',
            render: (_, group) => (group.running ? <Tooltip title="Vagter, der ikke er slut, kan ikke godkendes endnu.">{group.running}</Tooltip> : ''),
          },
          { title: 'Vagter', width: '55%', render: (_, group) => <QueueWatches watches={group.watches.filter((watch: ApprovalQueueWatchDto) => filter === 'all' || watch.state === filter)} /> },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        Godkendelser og afvisninger i perioden
      </Typography.Title>
      <PeriodApprovals approvals={queue.data?.approvals ?? []} onRemove={canDecide ? (approval) => remove.mutateAsync(approval).catch(() => undefined) : null} removing={remove.isPending ? (remove.variables?.approvalId ?? null) : null} />
      <QueueDecision decision={decision} onDecide={decide} onClose={() => setDecision(null)} />
    </>
  );
}
