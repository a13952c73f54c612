import { useState } from 'react';
import { Button, Card, Descriptions, Tag } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { useAuth } from '../../../app/session/use-session.ts';
import { roleColors, roleNames, sortRoles } from '../../../ui/role-names.ts';
import { ChangeOwnPasswordModal } from '../../../ui/ChangeOwnPasswordModal.tsx';

/** Who the user is: name, e-mail (the login), roles and, for an employee, the employee record and employments. */
export function ProfileCard() {
  const { session, isEmployee, isEmployeeWithPlanningRight, isEmployeeWithPlanningRightForWishes } = useAuth();
  const [changing, setChanging] = useState(false);
  const employee = isEmployee || isEmployeeWithPlanningRight || isEmployeeWithPlanningRightForWishes;
  const account = useQuery({ queryKey: ['self', 'account'], queryFn: () => api.app.myAccount(), enabled: employee, meta: { silentError: true } });
  if (!session) return null;
  return (
    <Card
      title="Dig"
      extra={
        <Button icon={<KeyOutlined />} onClick={() => setChanging(true)}>
          Skift password
        </Button>
      }
    >
      <Descriptions column={1} size="small">
        <Descriptions.Item label="Navn">{`${session.firstName} ${session.lastName}`.trim()}</Descriptions.Item>
        <Descriptions.Item label="Email (login)">{session.username}</Descriptions.Item>
        {account.data?.telephone && <Descriptions.Item label="Telefon">{account.data.telephone}</Descriptions.Item>}
        {account.data?.code && <Descriptions.Item label="Lønnummer">{account.data.code}</Descriptions.Item>}
        <Descriptions.Item label="Roller">
          {sortRoles(session.roles).map((role) => (
            <Tag key={role} color={roleColors[role]}>
              {roleNames[role]}
            </Tag>
          ))}
        </Descriptions.Item>
        {isEmployeeWithPlanningRight && <Descriptions.Item label="Planlægningsret">Du retter selv dine realiserede vagter i Min plan; planlæggeren godkender.</Descriptions.Item>}
        {isEmployeeWithPlanningRightForWishes && <Descriptions.Item label="Ønskeret">Du lægger selv dine fraværsønsker i planen.</Descriptions.Item>}
      </Descriptions>
      <ChangeOwnPasswordModal userId={session.id} open={changing} onClose={() => setChanging(false)} />
    </Card>
  );
}
