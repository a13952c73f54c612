import { Space } from 'antd';
import { useAuth } from '../../../app/session/use-session.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { CalendarLinkCard } from './CalendarLinkCard.tsx';
import { MailChoicesCard } from './MailChoicesCard.tsx';
import { ProfileCard } from './ProfileCard.tsx';
import { SettingsCard } from './SettingsCard.tsx';
import '../self-service.css';

/** Min konto: who you are, your password, your notifications and calendar link, and your settings. */
export function AccountPage() {
  const { isEmployee, isEmployeeWithPlanningRight, isEmployeeWithPlanningRightForWishes } = useAuth();
  const employee = isEmployee || isEmployeeWithPlanningRight || isEmployeeWithPlanningRightForWishes;
  return (
    <div className="self-page">
      <PageHeader title="Min konto" />
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <ProfileCard />
        <MailChoicesCard />
        {employee && <CalendarLinkCard />}
        <SettingsCard />
      </Space>
    </div>
  );
}
