import { useMemo, useState } from 'react';
import { App, Button, Card, Dropdown, Flex, Input, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { EditOutlined, HistoryOutlined, KeyOutlined, MailOutlined, MoreOutlined, SearchOutlined, UserAddOutlined } from '@ant-design/icons';
import { useAppSettings } from '../../../app/app-settings.ts';
import { useSession } from '../../../app/session/use-session.ts';
import { formatDateTime, formatRelative } from '../../../ui/format.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { roleColors, roleNames, sortRoles } from '../../../ui/role-names.ts';
import { fullName, type User } from '../shared/admin-types.ts';
import { useUsers } from '../shared/use-users.ts';
import { CreateUserModal } from './CreateUserModal.tsx';
import { EditUserDrawer } from './EditUserDrawer.tsx';
import { LoginLogDrawer } from './LoginLogDrawer.tsx';
import { SendMailModal } from './SendMailModal.tsx';
import { useSendResetMail, useUpdateUser } from './use-user-mutations.ts';

type Dialog = { kind: 'create' } | { kind: 'edit' | 'mail' | 'log'; user: User } | null;

function matches(user: User, search: string): boolean {
  if (!search) return true;
  const text = [fullName(user), user.email, ...user.roles.map((role) => roleNames[role])].join(' ').toLowerCase();
  return search
    .toLowerCase()
    .split(/\s+/)
    .every((word) => text.includes(word));
}

/** /administration/users: every user with roles, activity and the actions an administrator needs. */
export function UsersPage() {
  const { modal, message } = App.useApp();
  const session = useSession();
  const resetAllowed = useAppSettings().data?.allowPasswordReset !== false;
  const users = useUsers();
  const updateUser = useUpdateUser();
  const sendResetMail = useSendResetMail();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const visible = useMemo(() => (users.data ?? []).filter((user) => matches(user, search.trim())), [users.data, search]);

  function toggleActive(user: User, isActive: boolean) {
    updateUser.mutate(
      { id: user.id, changes: { firstName: user.firstName, lastName: user.lastName, roles: user.roles, isActive } },
      { onSuccess: () => void message.success(isActive ? `${fullName(user)} er aktiveret.` : `${fullName(user)} er deaktiveret.`) },
    );
  }

  function confirmResetMail(user: User) {
    modal.confirm({
      title: 'Send nulstillingsmail',
      content: `${fullName(user)} får en mail på ${user.email} med et link til at vælge et nyt password. Det nuværende password virker, indtil det nye er valgt.`,
      okText: 'Send mail',
      cancelText: 'Annuller',
      onOk: () =>
        sendResetMail.mutateAsync(user.email).then(() => void message.success(`Nulstillingsmailen er sendt til ${user.email}.`)),
    });
  }

  const columns: TableColumnsType<User> = [
    {
      title: 'Navn',
      key: 'name',
      defaultSortOrder: 'ascend',
      sorter: (a, b) => fullName(a).localeCompare(fullName(b), 'da'),
      render: (_, user) => (
        <a
          onClick={(event) => {
            event.preventDefault();
            setDialog({ kind: 'edit', user });
          }}
          href={`#bruger-${user.id}`}
        >
          {fullName(user) || user.email}
        </a>
      ),
    },
    { title: 'Email', dataIndex: 'email', width: 230, ellipsis: true, sorter: (a, b) => a.email.localeCompare(b.email, 'da') },
    {
      title: 'Roller',
      dataIndex: 'roles',
      render: (_, user) =>
        user.roles.length === 0 ? (
          <Tag>Ingen roller</Tag>
        ) : (
          <Flex gap={4} wrap>
            {sortRoles(user.roles).map((role) => (
              <Tag key={role} color={roleColors[role]} style={{ marginInlineEnd: 0 }}>
                {roleNames[role]}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      title: 'Aktiv',
      dataIndex: 'isActive',
      width: 90,
      filters: [
        { text: 'Aktive', value: true },
        { text: 'Deaktiverede', value: false },
      ],
      onFilter: (value, user) => user.isActive === value,
      render: (_, user) => {
        const isSelf = user.id === session?.id;
        const toggle = (
          <Switch
            size="small"
            checked={user.isActive}
            disabled={isSelf}
            loading={updateUser.isPending && updateUser.variables?.id === user.id}
            aria-label={`${fullName(user)} er aktiv`}
            onChange={(checked) => toggleActive(user, checked)}
          />
        );
        return isSelf ? <Tooltip title="Du kan ikke deaktivere dig selv">{toggle}</Tooltip> : toggle;
      },
    },
    {
      title: 'Seneste login',
      dataIndex: 'lastLogin',
      width: 180,
      sorter: (a, b) => (a.lastLogin ? Date.parse(a.lastLogin) : 0) - (b.lastLogin ? Date.parse(b.lastLogin) : 0),
      render: (value: string | null) =>
        value ? <span title={formatRelative(value)}>{formatDateTime(value)}</span> : <span style={{ color: 'rgba(0,0,0,0.45)' }}>Aldrig</span>,
    },
    {
      title: <span className="visually-hidden">Handlinger</span>,
      key: 'actions',
      width: 100,
      fixed: 'right',
      align: 'right',
      render: (_, user) => (
        <Flex gap={4} justify="flex-end">
          <Tooltip title="Rediger">
            <Button type="text" icon={<EditOutlined />} aria-label={`Rediger ${fullName(user)}`} onClick={() => setDialog({ kind: 'edit', user })} />
          </Tooltip>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'log', icon: <HistoryOutlined />, label: 'Vis loginlog' },
                ...(resetAllowed ? [{ key: 'reset', icon: <KeyOutlined />, label: 'Send nulstillingsmail' }] : []),
                { key: 'mail', icon: <MailOutlined />, label: 'Send mail' },
              ],
              onClick: ({ key }) => {
                if (key === 'reset') confirmResetMail(user);
                else setDialog({ kind: key === 'mail' ? 'mail' : 'log', user });
              },
            }}
          >
            <Button type="text" icon={<MoreOutlined />} aria-label={`Flere handlinger for ${fullName(user)}`} />
          </Dropdown>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Brugere"
        description="Brugere logger ind med deres email. Rollerne bestemmer, hvad brugeren har adgang til; en deaktiveret bruger kan ikke logge ind."
        extra={
          <Button type="primary" icon={<UserAddOutlined />} onClick={() => setDialog({ kind: 'create' })}>
            Opret bruger
          </Button>
        }
      />
      <Card>
        <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
          <Input
            allowClear
            prefix={<SearchOutlined />}
            placeholder="Søg på navn, email eller rolle"
            aria-label="Søg brugere"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            style={{ maxWidth: 360 }}
          />
          {users.data && (
            <span style={{ color: 'rgba(0,0,0,0.45)' }}>
              {search ? `${visible.length} af ${users.data.length} brugere` : `${users.data.length} brugere`}
            </span>
          )}
        </Flex>
        <Table<User>
          rowKey="id"
          columns={columns}
          dataSource={visible}
          loading={users.isLoading}
          size="middle"
          pagination={{ pageSize: 25, hideOnSinglePage: true, showSizeChanger: false }}
          rowClassName={(user) => (user.isActive ? '' : 'row-inactive')}
          locale={{ emptyText: users.isLoading ? ' ' : search ? 'Ingen brugere matcher søgningen.' : 'Der er ingen brugere.' }}
          scroll={{ x: 1000 }}
        />
      </Card>

      <CreateUserModal open={dialog?.kind === 'create'} onClose={() => setDialog(null)} />
      <EditUserDrawer user={dialog?.kind === 'edit' ? dialog.user : null} isSelf={dialog?.kind === 'edit' && dialog.user.id === session?.id} onClose={() => setDialog(null)} />
      <SendMailModal user={dialog?.kind === 'mail' ? dialog.user : null} onClose={() => setDialog(null)} />
      <LoginLogDrawer user={dialog?.kind === 'log' ? dialog.user : null} onClose={() => setDialog(null)} />
    </>
  );
}
