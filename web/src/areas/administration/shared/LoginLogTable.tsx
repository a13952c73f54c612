import { Table, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { formatRelative, formatTimestamp } from '../../../ui/format.ts';
import type { LoginLogEntry } from './admin-types.ts';
import { loginActionLabel, loginActions } from './login-actions.ts';

const columns: TableColumnsType<LoginLogEntry> = [
  {
    title: 'Tidspunkt',
    dataIndex: 'changeDate',
    width: 220,
    defaultSortOrder: 'descend',
    sorter: (a, b) => Date.parse(a.changeDate) - Date.parse(b.changeDate),
    render: (value: string) => <span title={formatRelative(value)}>{formatTimestamp(value)}</span>,
  },
  {
    title: 'Handling',
    dataIndex: 'actionType',
    width: 200,
    filters: Object.entries(loginActions).map(([value, action]) => ({ text: action.label, value })),
    onFilter: (value, entry) => entry.actionType === value,
    render: (value: string) => <Tag color={loginActions[value]?.color}>{loginActionLabel(value)}</Tag>,
  },
  { title: 'Brugernavn', dataIndex: 'username', ellipsis: true },
  { title: 'IP-adresse', dataIndex: 'ipAddress', width: 160, render: (value: string | null) => value ?? '–' },
];

/** A user's login log, newest first. */
export function LoginLogTable({ userId }: { userId: number }) {
  const query = useQuery({
    queryKey: ['loginLog', userId],
    queryFn: async () => (await api.log.getLoginsForUser({ userid: userId })) ?? [],
    meta: { errorTitle: 'Loginloggen kunne ikke hentes' },
  });
  return (
    <Table<LoginLogEntry>
      rowKey="loginLogId"
      size="middle"
      columns={columns}
      dataSource={query.data}
      loading={query.isLoading}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      locale={{ emptyText: 'Brugeren har ingen registrerede logins.' }}
    />
  );
}
