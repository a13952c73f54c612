import { createElement, useMemo, useState } from 'react';
import { Button, Drawer, Grid, Layout, Menu, Tooltip, type MenuProps } from 'antd';
import { CompassOutlined, LogoutOutlined, MenuOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useLocation } from 'react-router';
import { menuIcon } from '../menu/menu-icons.tsx';
import { normalizeLink, selectedKeys, type MenuNode } from '../menu/menu-tree.ts';
import { useMainMenu } from '../menu/use-main-menu.ts';
import { NotificationBell } from '../notifications/NotificationBell.tsx';
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

function LogoutLink() {
  return (
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
  );
}

/**
 * The top menu bar: logo, the server's menu for this user, the bell, the user's name (to Min konto) and "Log ud".
 * On a phone the menu, the name and "Log ud" move into a drawer behind a menu button, so the bar fits 390 px.
 */
export function TopBar() {
  const session = useSession();
  const { pathname } = useLocation();
  const { tree } = useMainMenu();
  const wide = Grid.useBreakpoint().md ?? true;
  const [menuOpen, setMenuOpen] = useState(false);
  const items = useMemo(() => tree.map(toItem).filter((item): item is Item => item !== null), [tree]);
  const selected = useMemo(() => selectedKeys(tree, pathname), [tree, pathname]);
  const fullName = session ? `${session.firstName} ${session.lastName}`.trim() : '';

  return (
    <Layout.Header className={`app-header${wide ? '' : ' app-header--narrow'}`}>
      <Link to={paths.home} className="app-logo" aria-label="Kaj – til forsiden">
        <CompassOutlined className="app-logo__icon" />
        <span className="app-logo__text">Kaj</span>
      </Link>
      {wide ? (
        <Menu theme="dark" mode="horizontal" items={items} selectedKeys={selected} className="app-menu" aria-label="Hovedmenu" data-testid="top-menu" />
      ) : (
        <span className="app-menu" />
      )}
      <div className="app-user">
        <NotificationBell />
        {wide ? (
          <>
            <Tooltip title={`${session?.username ?? ''} – Min konto`}>
              <Link to={paths.myAccount} className="app-user__name">
                <UserOutlined /> {fullName}
              </Link>
            </Tooltip>
            <LogoutLink />
          </>
        ) : (
          <Button type="text" className="app-menu-button" icon={<MenuOutlined />} aria-label="Menu" onClick={() => setMenuOpen(true)} />
        )}
      </div>
      {!wide && (
        <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} title={fullName || 'Menu'} size="min(320px, 86vw)" className="app-menu-drawer">
          <Menu mode="inline" items={items} selectedKeys={selected} aria-label="Hovedmenu" data-testid="top-menu" onClick={() => setMenuOpen(false)} />
          <div className="app-menu-drawer__user">
            <Link to={paths.myAccount} onClick={() => setMenuOpen(false)}>
              <UserOutlined /> Min konto
            </Link>
            <LogoutLink />
          </div>
        </Drawer>
      )}
    </Layout.Header>
  );
}
