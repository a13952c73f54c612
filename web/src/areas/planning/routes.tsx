import type { RouteObject } from 'react-router';
import { APPROVAL_QUEUE_READERS, PLANNERS, PLANNING_READERS, TRIP_DECIDERS } from '@kaj/contract';
import { routeAccess } from '../../app/access.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';

/** /planning: the planning grid, or the employee's own plan. */
export const planningRoutes: RouteObject[] = [
  {
    path: 'planning',
    element: <RequireAccess access={routeAccess.planning} />,
    handle: { title: 'Planlægning' } satisfies RouteHandle,
    children: [
      { index: true, lazy: lazyPage(() => import('./PlanningPage.tsx'), (m) => m.PlanningPage) },
      { path: 'rest-cards', handle: { title: 'Hviletid' } satisfies RouteHandle, lazy: lazyPage(() => import('./RestPage.tsx'), (m) => m.RestPage) },
      {
        path: 'closings',
        element: <RequireAccess access={PLANNING_READERS} />,
        handle: { title: 'Månedsafslutning' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./closings/ClosingsPage.tsx'), (m) => m.ClosingsPage) }],
      },
      {
        path: 'approvals',
        element: <RequireAccess access={APPROVAL_QUEUE_READERS} />,
        handle: { title: 'Til godkendelse' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./approval/ApprovalQueuePage.tsx'), (m) => m.ApprovalQueuePage) }],
      },
      {
        path: 'trips',
        element: <RequireAccess access={TRIP_DECIDERS} />,
        handle: { title: 'Kørsel til godkendelse' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./trips/TripQueuePage.tsx'), (m) => m.TripQueuePage) }],
      },
      {
        path: 'wishes',
        element: <RequireAccess access={PLANNERS} />,
        handle: { title: 'Fraværsønsker' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./wishes/WishInboxPage.tsx'), (m) => m.WishInboxPage) }],
      },
      {
        path: 'exchanges',
        element: <RequireAccess access={PLANNERS} />,
        handle: { title: 'Vagtbytte' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./exchanges/ExchangeQueuePage.tsx'), (m) => m.ExchangeQueuePage) }],
      },
      {
        path: 'exports',
        element: <RequireAccess access={PLANNERS} />,
        handle: { title: 'Eksport til Lessor' } satisfies RouteHandle,
        children: [{ index: true, lazy: lazyPage(() => import('./exports/ExportsPage.tsx'), (m) => m.ExportsPage) }],
      },
    ],
  },
];
