import type { RouteObject } from 'react-router';
import { lazyPage } from '../../app/router/lazy-page.ts';
import type { RouteHandle } from '../../ui/route-handle.ts';
// The login page is where most visits start, so it is part of the first bundle and shows at once.
import { LoginPage } from './LoginPage.tsx';

const loginHandle: RouteHandle = { title: 'Log ind', background: 'blue' };

/** The public pages: login (also at the root path), forgot password and change password. */
export const loginRoutes: RouteObject[] = [
  { index: true, Component: LoginPage, handle: loginHandle },
  { path: 'login', Component: LoginPage, handle: loginHandle },
  {
    path: 'forgot-password',
    lazy: lazyPage(() => import('./ForgotPasswordPage.tsx'), (m) => m.ForgotPasswordPage),
    handle: { title: 'Nulstil password', background: 'blue' } satisfies RouteHandle,
  },
  {
    path: 'change-password/:token/:email',
    lazy: lazyPage(() => import('./ChangePasswordPage.tsx'), (m) => m.ChangePasswordPage),
    handle: { title: 'Skift password', background: 'blue' } satisfies RouteHandle,
  },
];
