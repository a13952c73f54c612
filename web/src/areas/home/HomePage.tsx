import { useState } from 'react';
import { Alert, Card, Col, Flex, Row, Space, Tag, Typography } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { hasAccess } from '../../app/session/role-flags.ts';
import { useAuth } from '../../app/session/use-session.ts';
import { nowInCopenhagen } from '../../ui/copenhagen-time.ts';
import { roleColors, roleNames, sortRoles } from '../../ui/role-names.ts';
import { areaLinks } from './area-links.tsx';
import { EmployeeHome } from './EmployeeHome.tsx';
import { ChangeOwnPasswordModal } from '../../ui/ChangeOwnPasswordModal.tsx';

function greeting(hour: number): string {
  if (hour < 10) return 'Godmorgen';
  if (hour < 18) return 'Goddag';
  return 'Godaften';
}

/** The home page: who you are, what you may do, and the way there. */
export function HomePage() {
  const { session, isNone, isEmployee, isEmployeeWithPlanningRight, isEmployeeWithPlanningRightForWishes } = useAuth();
  const employee = isEmployee || isEmployeeWithPlanningRight || isEmployeeWithPlanningRightForWishes;
  const [changingPassword, setChangingPassword] = useState(false);
  if (!session) return null;
  const links = areaLinks.filter((link) => hasAccess(session.roles, link.access));

  return (
    <Space orientation="vertical" size={24} style={{ width: '100%' }}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={16}>
          <div>
            <Typography.Title level={2} style={{ margin: 0 }}>
              {greeting(Number(nowInCopenhagen().time.slice(0, 2)))}, {session.firstName}
            </Typography.Title>
            <Typography.Text type="secondary">
              Du er logget ind som {`${session.firstName} ${session.lastName}`.trim()} ({session.username}).
            </Typography.Text>
          </div>
          <div aria-label="Dine roller">
            <Typography.Text type="secondary" style={{ marginRight: 8 }}>
              {session.roles.length === 1 ? 'Rolle:' : 'Roller:'}
            </Typography.Text>
            {isNone ? (
              <Tag>Ingen roller</Tag>
            ) : (
              sortRoles(session.roles).map((role) => (
                <Tag key={role} color={roleColors[role]}>
                  {roleNames[role]}
                </Tag>
              ))
            )}
          </div>
        </Flex>
      </Card>

      {isNone && (
        <Alert
          type="info"
          showIcon
          title="Din bruger har endnu ingen roller"
          description="Du kan logge ind og skifte dit password, men du har ikke adgang til planlægning, administration eller rapporter. Kontakt en administrator, hvis du skal have adgang."
        />
      )}

      {employee && <EmployeeHome />}

      <Row gutter={[16, 16]}>
        {links.map((link) => (
          <Col key={link.to} xs={24} sm={12} xl={6}>
            <Link to={link.to} aria-label={link.title}>
              <Card hoverable className="link-card">
                <Flex gap={16} align="flex-start">
                  <span className="link-card__icon">{link.icon}</span>
                  <div>
                    <Typography.Title level={4} style={{ marginTop: 0 }}>
                      {link.title}
                    </Typography.Title>
                    <Typography.Text type="secondary">{link.description}</Typography.Text>
                  </div>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
        <Col xs={24} sm={12} xl={6}>
          <Card
            hoverable
            className="link-card"
            role="button"
            tabIndex={0}
            aria-label="Skift password"
            onClick={() => setChangingPassword(true)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                setChangingPassword(true);
              }
            }}
          >
            <Flex gap={16} align="flex-start">
              <span className="link-card__icon">
                <KeyOutlined />
              </span>
              <div>
                <Typography.Title level={4} style={{ marginTop: 0 }}>
                  Skift password
                </Typography.Title>
                <Typography.Text type="secondary">Vælg et nyt password til din bruger. Du skal kende dit nuværende password.</Typography.Text>
              </div>
            </Flex>
          </Card>
        </Col>
      </Row>

      <ChangeOwnPasswordModal userId={session.id} open={changingPassword} onClose={() => setChangingPassword(false)} />
    </Space>
  );
}
