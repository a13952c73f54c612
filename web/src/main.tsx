import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import dayjs from 'dayjs';
import 'dayjs/locale/da';
import { Providers } from './app/Providers.tsx';
import { router } from './app/router/router.tsx';
import { initClient } from './app/session/init-client.ts';
import { copenhagenNow } from './ui/copenhagen-time.ts';

dayjs.locale('da');
dayjs.extend(copenhagenNow);
initClient();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// The first render is synchronous, so a page whose code is in the first bundle (login) is on screen by the load event.
flushSync(() =>
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
