import type { RouteObject } from 'react-router';
import { routeAccess } from '../../app/access.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import { NotYetAvailable } from '../../ui/NotYetAvailable.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';

/** The report pages of the menu (specification section 2). */
export const reportPages = [
  { path: 'crewlist', title: 'Besætningsliste' },
  { path: 'fte', title: 'FTE-rapport' },
  { path: 'catering', title: 'Catering: Vagtrapport' },
] as const;

/** /reports and its pages: registered with their guard; the report screens come in later work. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    element: <RequireAccess access={routeAccess.reports} />,
    handle: { title: 'Rapporter' } satisfies RouteHandle,
    children: [
      { index: true, Component: NotYetAvailable },
      ...reportPages.map((page) => ({ path: page.path, Component: NotYetAvailable, handle: { title: page.title } satisfies RouteHandle })),
    ],
  },
];
