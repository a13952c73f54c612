import { Layout } from 'antd';
import { useAppSettings } from '../app-settings.ts';

export function AppFooter({ inverted }: { inverted: boolean }) {
  const { data } = useAppSettings();
  return (
    <Layout.Footer className={inverted ? 'app-footer app-footer--inverted' : 'app-footer'}>
      <span>2017-2022</span>
      {data?.companyName && <span className="app-footer__company"> {data.companyName}</span>}
    </Layout.Footer>
  );
}
