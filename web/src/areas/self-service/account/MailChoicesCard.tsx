import { App, Card, Empty, List, Skeleton, Switch, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MailChoiceDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

const choicesKey = ['notifications', 'mail-choices'];

/** Which notifications the user also gets by mail, one switch per kind of their roles (saved at once). */
export function MailChoicesCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const choices = useQuery({ queryKey: choicesKey, queryFn: () => api.notification.getMailChoices(), meta: { errorTitle: 'Dine mailvalg kunne ikke hentes' } });
  const save = useMutation({
    mutationFn: (choice: Pick<MailChoiceDto, 'kind' | 'mail'>) => api.notification.saveMailChoices(null, { choices: [choice] }),
    onSuccess: (saved, choice) => {
      queryClient.setQueryData(choicesKey, saved);
      void message.success(choice.mail ? 'Du får nu mail om det.' : 'Du får ikke længere mail om det.');
    },
    meta: { errorTitle: 'Dit valg kunne ikke gemmes' },
  });

  return (
    <Card title="Notifikationer på mail" id="mails">
      <Typography.Paragraph type="secondary">
        Alle notifikationer vises under klokken øverst. Vælg her, hvilke du også vil have som mail.
      </Typography.Paragraph>
      {choices.isLoading && <Skeleton active />}
      {choices.isSuccess && (choices.data ?? []).length === 0 && <Empty description="Din bruger modtager ingen notifikationer." />}
      <List
        dataSource={choices.data ?? []}
        rowKey="kind"
        renderItem={(choice) => (
          <List.Item
            actions={[
              <Switch
                key="mail"
                checked={choice.mail}
                loading={save.isPending && save.variables?.kind === choice.kind}
                aria-label={`Mail: ${choice.label}`}
                checkedChildren="Mail"
                unCheckedChildren="Ingen mail"
                onChange={(mail) => save.mutate({ kind: choice.kind, mail })}
              />,
            ]}
          >
            {choice.label}
          </List.Item>
        )}
      />
    </Card>
  );
}
