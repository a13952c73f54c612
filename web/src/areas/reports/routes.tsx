import type { RouteObject } from 'react-router';
import { routeAccess } from '../../app/access.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';
import { CateringPage } from './catering/CateringPage.tsx';
import { CrewListPage } from './crew-list/CrewListPage.tsx';
import { FtePage } from './fte/FtePage.tsx';
import { ManningReportPage } from './manning/ManningReportPage.tsx';
import { ReportsIndexPage } from './ReportsIndexPage.tsx';
import { WorkSchedulePage } from './work-schedule/WorkSchedulePage.tsx';

/** The report pages of the menu (specification section 2). */
export const reportPages = [
  { path: 'crewlist', title: 'Besætningsliste', Component: CrewListPage },
  { path: 'fte', title: 'FTE-rapport', Component: FtePage },
  { path: 'catering', title: 'Catering: Vagtrapport', Component: CateringPage },
  { path: 'manning-shortfalls', title: 'Manglende bemanding', Component: ManningReportPage },
] as const;

/** /reports and its pages, behind their guard. */
export const reportsRoutes: RouteObject[] = [
  {
    path: 'reports',
    element: <RequireAccess access={routeAccess.reports} />,
    handle: { title: 'Rapporter' } satisfies RouteHandle,
    children: [
      { index: true, Component: ReportsIndexPage },
      ...reportPages.map((page) => ({ path: page.path, Component: page.Component, handle: { title: page.title } satisfies RouteHandle })),
      // Not in the menu of the specification; reached from the reports page.
      { path: 'workschedule', Component: WorkSchedulePage, handle: { title: 'Arbejdsplan og arbejdskort' } satisfies RouteHandle },
    ],
  },
];
