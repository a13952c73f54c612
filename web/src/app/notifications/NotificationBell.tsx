import { useState } from 'react';
import { Badge, Button, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { NotificationDrawer } from './NotificationDrawer.tsx';
import { useUnreadCount } from './notification-queries.ts';

/** The bell in the top bar: the unread count, and the list in a drawer. */
export function NotificationBell() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount().data?.unread ?? 0;
  const label = unread === 0 ? 'Notifikationer' : `Notifikationer, ${unread} ulæste`;
  return (
    <>
      <Tooltip title={label}>
        <Badge count={unread} size="small" overflowCount={99} offset={[-4, 4]}>
          <Button type="text" className="app-bell" icon={<BellOutlined />} aria-label={label} data-testid="notification-bell" onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <NotificationDrawer open={open} onClose={() => setOpen(false)} />
    </>
  );
}
