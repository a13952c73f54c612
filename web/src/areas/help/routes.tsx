import type { RouteObject } from 'react-router';
import { routeAccess } from '../../app/access.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';

/** /help and its pages, for every signed-in user. */
export const helpRoutes: RouteObject[] = [
  {
    path: 'help',
    element: <RequireAccess access={routeAccess.help} />,
    handle: { title: 'Hjælp' } satisfies RouteHandle,
    children: [
      {
        lazy: lazyPage(() => import('./HelpLayout.tsx'), (m) => m.HelpLayout),
        children: [
          { index: true, lazy: lazyPage(() => import('./pages/GettingStartedHelp.tsx'), (m) => m.GettingStartedHelp) },
          {
            path: 'planning',
            lazy: lazyPage(() => import('./pages/PlanningHelp.tsx'), (m) => m.PlanningHelp),
            handle: { title: 'Hjælp: Planlægning' } satisfies RouteHandle,
          },
          {
            path: 'employees',
            lazy: lazyPage(() => import('./pages/EmployeesHelp.tsx'), (m) => m.EmployeesHelp),
            handle: { title: 'Hjælp: Medarbejdere' } satisfies RouteHandle,
          },
          {
            path: 'watch-codes',
            lazy: lazyPage(() => import('./pages/WatchCodesHelp.tsx'), (m) => m.WatchCodesHelp),
            handle: { title: 'Hjælp: Vagtkoder' } satisfies RouteHandle,
          },
          {
            path: 'agreement',
            lazy: lazyPage(() => import('./pages/AgreementHelp.tsx'), (m) => m.AgreementHelp),
            handle: { title: 'Hjælp: Overenskomster' } satisfies RouteHandle,
          },
        ],
      },
    ],
  },
];
