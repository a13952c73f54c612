import { Button, Popconfirm, Table, Tag } from 'antd';
import type { ApprovalQueueApprovalDto } from '@kaj/contract';
import { formatDate, formatDateTime } from '../../../ui/format.ts';

interface Props {
  approvals: readonly ApprovalQueueApprovalDto[];
  /** Null when the user may not remove approvals (a planner reads only). */
  onRemove: ((approval: ApprovalQueueApprovalDto) => Promise<unknown>) | null;
  removing: number | null;
}

const watchCount = (count: number) => `${count} ${count === 1 ? 'vagt' : 'vagter'}`;

/** The approvals and rejections that hold watches of the period; an approver removes a whole one (RemoveApproval). */
export function PeriodApprovals({ approvals, onRemove, removing }: Props) {
  return (
    <Table<ApprovalQueueApprovalDto>
      rowKey="approvalId"
      size="small"
      dataSource={[...approvals]}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      aria-label="Godkendelser i perioden"
      columns={[
        { title: 'Medarbejder', dataIndex: 'employeeName' },
        { title: 'Beslutning', render: (_, approval) => (approval.rejected ? <Tag color="red">Afvist</Tag> : <Tag color="green">Godkendt ({approval.approvalLevel})</Tag>) },
        { title: 'Vagter', render: (_, approval) => `${watchCount(approval.watchCount)}, ${formatDate(approval.firstDate)}${approval.lastDate !== approval.firstDate ? ` – ${formatDate(approval.lastDate)}` : ''}` },
        { title: 'Af', render: (_, approval) => `${approval.approvedBy}, ${formatDateTime(approval.approvalTime)}` },
        { title: 'Kommentar', dataIndex: 'comment', render: (comment: string | null) => comment ?? '' },
        {
          title: '',
          render: (_, approval) =>
            onRemove === null ? null : approval.closed ? (
              <Tag>Låst måned</Tag>
            ) : (
              <Popconfirm
                title={`Fjern hele ${approval.rejected ? 'afvisningen' : 'godkendelsen'}?`}
                description={`${watchCount(approval.watchCount)} for ${approval.employeeName} kan derefter ændres og skal godkendes igen.`}
                okText="Fjern"
                okButtonProps={{ danger: true }}
                cancelText="Annuller"
                onConfirm={() => void onRemove(approval)}
              >
                <Button size="small" danger loading={removing === approval.approvalId}>
                  Fjern
                </Button>
              </Popconfirm>
            ),
        },
      ]}
    />
  );
}
