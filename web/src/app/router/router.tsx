import { createBrowserRouter, type RouteObject } from 'react-router';
import { administrationRoutes } from '../../areas/administration/routes.tsx';
import { helpRoutes } from '../../areas/help/routes.tsx';
import { homeRoutes } from '../../areas/home/routes.tsx';
import { loginRoutes } from '../../areas/login/routes.tsx';
import { planningRoutes } from '../../areas/planning/routes.tsx';
import { reportsRoutes } from '../../areas/reports/routes.tsx';
import { selfServiceRoutes } from '../../areas/self-service/routes.tsx';
import { ForbiddenPage } from '../pages/ForbiddenPage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { AppShell } from '../shell/AppShell.tsx';
import { RouteError } from './RouteError.tsx';

/** Gives every route its own error boundary, so an error stays inside the screen that had it. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const children = route.children ? withErrorBoundaries(route.children) : undefined;
    const bounded = { ...route, ErrorBoundary: route.ErrorBoundary ?? RouteError };
    return (children ? { ...bounded, children } : bounded) as RouteObject;
  });
}

export const routes: RouteObject[] = [
  {
    Component: AppShell,
    // The shell's own boundary: if the shell fails, there is still a page.
    ErrorBoundary: RouteError,
    // Shown while the first screen's code loads.
    HydrateFallback: () => null,
    children: withErrorBoundaries([
      ...loginRoutes,
      ...homeRoutes,
      ...helpRoutes,
      ...administrationRoutes,
      ...planningRoutes,
      ...reportsRoutes,
      ...selfServiceRoutes,
      { path: 'forbidden', Component: ForbiddenPage, handle: { title: 'Ingen adgang' } },
      { path: '*', Component: NotFoundPage, handle: { title: 'Siden findes ikke' } },
    ]),
  },
];

export const router = createBrowserRouter(routes);
