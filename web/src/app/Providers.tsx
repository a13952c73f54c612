import { useEffect, type ReactNode } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import daDK from 'antd/locale/da_DK';
import { QueryClientProvider } from '@tanstack/react-query';
import { setNotifier } from '../api/show-error.ts';
import { queryClient } from './query-client.ts';
import { theme } from './theme.ts';

/** Hands antd's context-aware notification API to the error display of the API layer. */
function NotifierBridge() {
  const { notification } = AntApp.useApp();
  useEffect(() => {
    setNotifier({ notification });
    return () => setNotifier(null);
  }, [notification]);
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={daDK} theme={theme}>
      <AntApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
