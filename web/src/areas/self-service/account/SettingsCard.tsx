import { App, Button, Card, Empty, List, Popconfirm, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client.ts';

const settingsKey = ['self', 'settings'];
const NAMES: Record<string, string> = { 'planning.grid': 'Vagtplanen: afdeling, periode, kladder og lønkontokolonner' };

/** The user's saved settings (what the screens remember), each resettable. */
export function SettingsCard() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: settingsKey, queryFn: () => api.setting.getUserSettings() });
  const remove = useMutation({
    mutationFn: (settingId: number) => api.setting.deleteUserSetting({ settingId }),
    onSuccess: () => {
      void message.success('Indstillingen er nulstillet.');
      void queryClient.invalidateQueries({ queryKey: settingsKey });
    },
  });
  return (
    <Card title="Dine indstillinger">
      {settings.isSuccess && (settings.data ?? []).length === 0 && <Empty description="Skærmene har ikke gemt noget for dig endnu." />}
      <List
        dataSource={settings.data ?? []}
        rowKey="settingId"
        renderItem={(setting) => (
          <List.Item
            actions={[
              <Popconfirm key="reset" title="Nulstil indstillingen?" okText="Nulstil" cancelText="Annuller" onConfirm={() => remove.mutate(setting.settingId)}>
                <Button size="small">Nulstil</Button>
              </Popconfirm>,
            ]}
          >
            <Typography.Text>{NAMES[setting.entityName] ?? setting.entityName}</Typography.Text>
          </List.Item>
        )}
      />
    </Card>
  );
}
