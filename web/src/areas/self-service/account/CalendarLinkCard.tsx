import { useState } from 'react';
import { Alert, App, Button, Card, Flex, Input, Popconfirm, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';
import { formatDateTime } from '../../../ui/format.ts';

const linkKey = ['self', 'calendar-link'];

/** The calendar subscription: made or renewed here (the old link stops), shown once, since only its hash is kept. */
export function CalendarLinkCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [url, setUrl] = useState<string | null>(null);
  const link = useQuery({ queryKey: linkKey, queryFn: () => api.app.getCalendarLink() });
  const renew = useMutation({
    mutationFn: () => api.app.renewCalendarLink(),
    onSuccess: (made) => {
      setUrl(made?.url ?? null);
      void queryClient.invalidateQueries({ queryKey: linkKey });
    },
  });
  const revoke = useMutation({
    mutationFn: () => api.app.revokeCalendarLink(),
    onSuccess: () => {
      setUrl(null);
      void message.success('Kalenderlinket virker ikke længere.');
      void queryClient.invalidateQueries({ queryKey: linkKey });
    },
  });
  const active = link.data?.active ?? false;

  return (
    <Card title="Kalender" id="calendar">
      <Typography.Paragraph type="secondary">
        Abonnér på dine vagter i telefonens kalender (Google, Outlook, Apple). Linket er hemmeligt: den, der har det, kan se dine vagter.
      </Typography.Paragraph>
      {url && (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 12 }}
          title="Dit kalenderlink – kopiér det nu; af sikkerhedshensyn vises det kun én gang"
          description={
            <Flex vertical gap={8}>
              <Input readOnly value={url} aria-label="Kalenderlink" onFocus={(event) => event.target.select()} />
              <Flex gap={8} wrap>
                <Button size="small" onClick={() => void navigator.clipboard?.writeText(url).then(() => message.success('Linket er kopieret.'))}>
                  Kopiér
                </Button>
                <Button size="small" href={url.replace(/^https?:/, 'webcal:')}>
                  Åbn i kalenderen
                </Button>
              </Flex>
            </Flex>
          }
        />
      )}
      {!url && active && <Typography.Paragraph>Du har et kalenderlink fra {formatDateTime(link.data?.createdAt ?? null)}.</Typography.Paragraph>}
      <Flex gap={8} wrap>
        {active ? (
          <Popconfirm title="Lav et nyt link?" description="Det gamle link holder op med at virke." okText="Nyt link" cancelText="Annuller" onConfirm={() => renew.mutate()}>
            <Button loading={renew.isPending}>Forny kalenderlink</Button>
          </Popconfirm>
        ) : (
          <Button type="primary" loading={renew.isPending} onClick={() => renew.mutate()}>
            Lav kalenderlink
          </Button>
        )}
        {active && (
          <Popconfirm title="Stop kalenderlinket?" okText="Stop" cancelText="Annuller" onConfirm={() => revoke.mutate()}>
            <Button danger loading={revoke.isPending}>
              Stop linket
            </Button>
          </Popconfirm>
        )}
      </Flex>
    </Card>
  );
}
