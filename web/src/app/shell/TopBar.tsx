import { createElement, useMemo } from 'react';
import { Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { CompassOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { menuIcon } from '../menu/menu-icons.tsx';
import { normalizeLink, selectedKeys, type MenuNode } from '../menu/menu-tree.ts';
import { useMainMenu } from '../menu/use-main-menu.ts';
import { paths } from '../paths.ts';
import { logout } from '../session/logout.ts';
import { useSession } from '../session/use-session.ts';

type Item = NonNullable<MenuProps['items']>[number];

function toItem(node: MenuNode): Item | null {
  const { item } = node;
  const link = normalizeLink(item.routerLink);
  const Icon = menuIcon(item.iconClass, link);
  const icon = Icon ? createElement(Icon) : undefined;
  const children = node.children.map(toItem).filter((child): child is Item => child !== null);
  if (children.length > 0) return { key: String(item.menuItemId), icon, label: item.displayName, children };
  // A parent whose children were all filtered away by role, and that links nowhere itself, is hidden.
  if (!link) return null;
  return { key: String(item.menuItemId), icon, label: <Link to={link}>{item.displayName}</Link> };
}

/** The top menu bar: logo, the server's menu for this user, the user's name and "Log ud". */
export function TopBar() {
  const session = useSession();
  const { pathname } = useLocation();
  const { tree } = useMainMenu();
  const items = useMemo(() => tree.map(toItem).filter((item): item is Item => item !== null), [tree]);
  const selected = useMemo(() => selectedKeys(tree, pathname), [tree, pathname]);

  return (
    <Layout.Header className="app-header">
      <Link to={paths.home} className="app-logo" aria-label="Kaj – til forsiden">
        <CompassOutlined className="app-logo__icon" />
        <span className="app-logo__text">Kaj</span>
      </Link>
      <Menu theme="dark" mode="horizontal" items={items} selectedKeys={selected} className="app-menu" aria-label="Hovedmenu" data-testid="top-menu" />
      <div className="app-user">
        <Tooltip title={session?.username}>
          <span className="app-user__name">
            <UserOutlined /> {session ? `${session.firstName} ${session.lastName}`.trim() : ''}
          </span>
        </Tooltip>
        <a
          href={paths.login}
          className="app-user__logout"
          onClick={(event) => {
            event.preventDefault();
            logout();
          }}
        >
          <LogoutOutlined /> Log ud
        </a>
      </div>
    </Layout.Header>
  );
}
