import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { CompassOutlined } from '@ant-design/icons';
import './auth.css';

interface Props {
  title: string;
  children: ReactNode;
}

/** The white card on the blue background that the login, forgot- and change-password pages share. */
export function AuthCard({ title, children }: Props) {
  return (
    <div className="auth-page">
      <div className="auth-brand" aria-hidden="true">
        <CompassOutlined className="auth-brand__icon" />
        <span className="auth-brand__name">Kaj</span>
      </div>
      <Card className="auth-card">
        <Typography.Title level={2} className="auth-card__title">
          {title}
        </Typography.Title>
        {children}
      </Card>
    </div>
  );
}
