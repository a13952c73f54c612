import { createElement, useMemo } from 'react';
import { Card, Col, Menu, Row, Skeleton } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { menuIcon } from '../../app/menu/menu-icons.tsx';
import { normalizeLink, selectedKeys } from '../../app/menu/menu-tree.ts';
import { SlideOutlet } from '../../ui/SlideOutlet.tsx';
import { useAdminMenu } from './use-admin-menu.ts';

/** The administration area: the sub-items this user may see on the left, the screen on the right. */
export function AdministrationLayout() {
  const { pathname } = useLocation();
  const { items, isLoading } = useAdminMenu();
  const menuItems = useMemo(
    () =>
      items.map((node) => {
        const link = normalizeLink(node.item.routerLink) ?? '';
        const Icon = menuIcon(node.item.iconClass, link);
        return {
          key: String(node.item.menuItemId),
          icon: Icon ? createElement(Icon) : undefined,
          label: <Link to={link}>{node.item.displayName}</Link>,
        };
      }),
    [items],
  );

  return (
    <Row gutter={[24, 24]} wrap>
      <Col xs={24} lg={6} xl={5} xxl={4}>
        <Card
          className="area-side-menu"
          title={
            <Link to="/administration" style={{ color: 'inherit' }}>
              <SettingOutlined /> Administration
            </Link>
          }
          styles={{ body: { padding: 8 } }}
        >
          {isLoading ? (
            <Skeleton active paragraph={{ rows: 6 }} title={false} style={{ padding: 12 }} />
          ) : (
            <Menu
              mode="inline"
              items={menuItems}
              selectedKeys={selectedKeys(items, pathname)}
              style={{ borderInlineEnd: 'none' }}
              aria-label="Administration"
              data-testid="administration-menu"
            />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={18} xl={19} xxl={20}>
        <SlideOutlet />
      </Col>
    </Row>
  );
}
