import { Navigate, type RouteObject } from 'react-router';
import { EMPLOYEES } from '@kaj/contract';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';

/** /my: the employee's own screens, phone first (issue 15). Min konto is every signed-in user's. */
export const selfServiceRoutes: RouteObject[] = [
  {
    path: 'my',
    children: [
      { index: true, element: <Navigate to="/planning" replace /> },
      {
        path: 'time',
        element: <RequireAccess access={EMPLOYEES} />,
        handle: { title: 'Tidsregistrering' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./time/TimeRegistrationPage.tsx'), (m) => m.TimeRegistrationPage) }],
      },
      {
        path: 'trips',
        element: <RequireAccess access={EMPLOYEES} />,
        handle: { title: 'Kørsel' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./trips/TripsPage.tsx'), (m) => m.TripsPage) }],
      },
      {
        path: 'wishes',
        element: <RequireAccess access={EMPLOYEES} />,
        handle: { title: 'Ønsker' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./wishes/WishesPage.tsx'), (m) => m.WishesPage) }],
      },
      {
        path: 'exchanges',
        element: <RequireAccess access={EMPLOYEES} />,
        handle: { title: 'Vagtbytte' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./exchanges/ExchangesPage.tsx'), (m) => m.ExchangesPage) }],
      },
      {
        path: 'account',
        element: <RequireAccess access="authenticated" />,
        handle: { title: 'Min konto' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./account/AccountPage.tsx'), (m) => m.AccountPage) }],
      },
    ],
  },
];

