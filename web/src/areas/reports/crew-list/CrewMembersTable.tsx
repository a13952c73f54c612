import { Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { CrewListDto } from '@kaj/contract';
import { formatDate } from '../../../ui/format.ts';
import { RemoveMemberButton } from './RemoveMemberButton.tsx';

interface Props {
  members: readonly CrewListDto[];
  listDate: string;
  /** Null for a reader who cannot change the list. */
  onRemove: ((member: CrewListDto, validUntil: string) => void) | null;
}

function change(member: CrewListDto) {
  if (member.changeAddRemove === null) return null;
  const until = member.changeValidUntil ? ` til ${formatDate(member.changeValidUntil)}` : '';
  return member.changeAddRemove === 'add' ? <Tag color="green">Tilføjet{until}</Tag> : <Tag color="red">Fjernet fra {formatDate(member.changeValidUntil)}</Tag>;
}

/** The members of a crew list: employee number, name, position, budget, the watch that put them on board, changes. */
export function CrewMembersTable({ members, listDate, onRemove }: Props) {
  const columns: ColumnsType<CrewListDto> = [
    { title: 'Nr.', key: 'index', width: 50, render: (_, __, index) => index + 1 },
    { title: 'Medarbejdernr.', dataIndex: 'code', key: 'code', render: (code: string | null) => code ?? 'Ekstern' },
    { title: 'Navn', dataIndex: 'name', key: 'name' },
    { title: 'Stilling', dataIndex: 'positionName', key: 'position' },
    { title: 'Budget', dataIndex: 'budgetName', key: 'budget' },
    {
      title: 'Vagt',
      key: 'watch',
      render: (_, member) => (member.startDate ? `${formatDate(member.startDate)} ${member.startTime}–${member.endTime}` : ''),
    },
    { title: 'Ændring', key: 'change', render: (_, member) => change(member) },
  ];
  if (onRemove) {
    columns.push({
      title: '',
      key: 'actions',
      className: 'crew-list-actions',
      render: (_, member) =>
        member.changeAddRemove === 'remove' ? null : <RemoveMemberButton name={member.name} listDate={listDate} onRemove={(validUntil) => onRemove(member, validUntil)} />,
    });
  }
  return <Table<CrewListDto> rowKey="crewMemberId" size="small" columns={columns} dataSource={[...members]} pagination={false} locale={{ emptyText: 'Ingen om bord.' }} />;
}
