import { Button, Drawer, Empty, Flex, List, Spin, Typography } from 'antd';
import { CheckOutlined, MailOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import type { NotificationDto } from '@kaj/contract';
import { formatRelative } from '../../ui/format.ts';
import { useMarkRead, useNotificationList } from './notification-queries.ts';
import './notifications.css';

interface Props {
  open: boolean;
  onClose: () => void;
}

const when = new Intl.DateTimeFormat('da-DK', { timeZone: 'Europe/Copenhagen', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' });

/** The user's notifications, newest first: opening one marks it read and follows its link. */
export function NotificationDrawer({ open, onClose }: Props) {
  const navigate = useNavigate();
  const list = useNotificationList(open);
  const mark = useMarkRead();
  const items = list.data?.pages.flatMap((page) => page?.items ?? []) ?? [];
  const unread = list.data?.pages[0]?.unread ?? 0;

  function openItem(item: NotificationDto) {
    if (!item.read) mark.one.mutate(item.notificationId);
    if (item.link) {
      onClose();
      void navigate(item.link);
    }
  }

  return (
    <Drawer
      title="Notifikationer"
      open={open}
      onClose={onClose}
      size="min(420px, 100vw)"
      className="notification-drawer"
      extra={
        <Button size="small" icon={<CheckOutlined />} disabled={unread === 0} loading={mark.all.isPending} onClick={() => mark.all.mutate()}>
          Markér alle som læst
        </Button>
      }
      footer={
        <Link to="/my/account#mails" onClick={onClose}>
          <MailOutlined /> Vælg hvilke notifikationer du også får som mail
        </Link>
      }
    >
      {list.isLoading && <Spin style={{ display: 'block', margin: 32 }} />}
      {list.isSuccess && items.length === 0 && <Empty description="Du har ingen notifikationer." />}
      {items.length > 0 && (
        <List
          dataSource={items}
          rowKey="notificationId"
          renderItem={(item) => (
            <List.Item className={`notification${item.read ? '' : ' notification--unread'}`}>
              <button type="button" className="notification__button" onClick={() => openItem(item)} aria-label={`${item.title}${item.read ? '' : ' (ulæst)'}`}>
                <Flex justify="space-between" gap={8} align="baseline">
                  <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
                  <Typography.Text type="secondary" className="notification__time" title={when.format(new Date(item.createdAt))}>
                    {formatRelative(item.createdAt)}
                  </Typography.Text>
                </Flex>
                <div className="notification__body">{item.body}</div>
              </button>
            </List.Item>
          )}
        />
      )}
      {list.hasNextPage && (
        <Button block onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} style={{ marginTop: 12 }}>
          Vis flere
        </Button>
      )}
    </Drawer>
  );
}
