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

const DOCUMENT_NAMES = { seamansBook: 'Søfartsbog', passport: 'Pas' } as const;

function change(member: CrewListDto) {
  if (member.changeAddRemove === null) return null;
  const until = member.changeValidUntil ? ` til ${formatDate(member.changeValidUntil)}` : '';
  return member.changeAddRemove === 'add' ? <Tag color="green">Tilføjet{until}</Tag> : <Tag color="red">Fjernet fra {formatDate(member.changeValidUntil)}</Tag>;
}

/** The members of a crew list as FAL Form 5 has them, with the watch that put them aboard and later changes. */
export function CrewMembersTable({ members, listDate, onRemove }: Props) {
  // The columns of IMO FAL Form 5, then the watch that put the member aboard and later changes.
  const columns: ColumnsType<CrewListDto> = [
    { title: 'Nr.', key: 'index', width: 36, render: (_, __, index) => index + 1 },
    { title: 'Efternavn', key: 'familyName', render: (_, member) => member.familyName ?? member.name },
    { title: 'Fornavne', dataIndex: 'givenNames', key: 'givenNames' },
    { title: 'Stilling', dataIndex: 'positionName', key: 'position' },
    { title: 'Nationalitet', dataIndex: 'nationality', key: 'nationality' },
    {
      title: 'Født',
      key: 'birth',
      render: (_, member) => [member.birthDate ? formatDate(member.birthDate) : null, member.birthPlace].filter(Boolean).join(', '),
    },
    {
      title: 'Identitetsdokument',
      key: 'document',
      render: (_, member) =>
        member.identityDocumentNumber
          ? `${DOCUMENT_NAMES[member.identityDocumentType ?? 'passport']} ${member.identityDocumentNumber}${member.identityDocumentExpiry ? `, udløber ${formatDate(member.identityDocumentExpiry)}` : ''}`
          : '',
    },
    {
      title: 'Vagt',
      key: 'watch',
      className: 'crew-list-nowrap',
      // The list's own date goes without saying; a watch from the day before names its date.
      render: (_, member) => (member.startDate ? `${member.startDate === listDate ? '' : `${formatDate(member.startDate)} `}${member.startTime}–${member.endTime}` : ''),
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
