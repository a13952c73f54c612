import { useMemo } from 'react';
import { Card, Empty, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { fullName } from '../shared/admin-types.ts';
import { LoginLogTable } from '../shared/LoginLogTable.tsx';
import { useUsers } from '../shared/use-users.ts';

/** /administration/login-log: pick a user and see their logins, failures, lockouts and resets. */
export function LoginLogPage() {
  const users = useUsers();
  // The chosen user is kept in the address, so the page can be reloaded and linked to.
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = Number(searchParams.get('userId')) || null;
  const options = useMemo(
    () =>
      (users.data ?? [])
        .map((user) => ({ value: user.id, label: `${fullName(user) || user.email} (${user.email})` }))
        .sort((a, b) => a.label.localeCompare(b.label, 'da')),
    [users.data],
  );

  return (
    <>
      <PageHeader title="Loginlog" description="Logins, forkerte passwords, spærringer, logud og nulstillinger af password for én bruger ad gangen." />
      <Card>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          allowClear
          placeholder="Vælg en bruger"
          aria-label="Bruger"
          loading={users.isLoading}
          options={options}
          value={selected}
          onChange={(value: number | null | undefined) => setSearchParams(value ? { userId: String(value) } : {}, { replace: true })}
          style={{ width: '100%', maxWidth: 480, marginBottom: 16 }}
        />
        {selected ? <LoginLogTable userId={selected} /> : <Empty description="Vælg en bruger for at se brugerens loginlog." />}
      </Card>
    </>
  );
}
