import type { RouteObject } from 'react-router';
import { routeAccess } from '../../app/access.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import { NotYetAvailable } from '../../ui/NotYetAvailable.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';

/** /planning: registered with its guard; the planning screens come in later work. */
export const planningRoutes: RouteObject[] = [
  {
    path: 'planning',
    element: <RequireAccess access={routeAccess.planning} />,
    handle: { title: 'Planlægning' } satisfies RouteHandle,
    children: [{ index: true, Component: NotYetAvailable }],
  },
];
