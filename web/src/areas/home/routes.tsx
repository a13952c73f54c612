import type { RouteObject } from 'react-router';
import { routeAccess } from '../../app/access.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';

export const homeRoutes: RouteObject[] = [
  {
    path: 'home',
    element: <RequireAccess access={routeAccess.home} />,
    handle: { title: 'Forside' } satisfies RouteHandle,
    children: [{ index: true, lazy: lazyPage(() => import('./HomePage.tsx'), (m) => m.HomePage) }],
  },
];
