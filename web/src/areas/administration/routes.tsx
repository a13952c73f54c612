import type { RouteObject } from 'react-router';
import { routeAccess } from '../../app/access.ts';
import { lazyPage } from '../../app/router/lazy-page.ts';
import { RequireAccess } from '../../app/router/RequireAccess.tsx';
import type { RouteHandle } from '../../ui/route-handle.ts';
import { adminPages } from './admin-pages.ts';

/** The screen of each administration page of the menu. */
const screens: Record<string, NonNullable<RouteObject['lazy']>> = {
  users: lazyPage(() => import('./users/UsersPage.tsx'), (m) => m.UsersPage),
  agreements: lazyPage(() => import('./agreements/AgreementsPage.tsx'), (m) => m.AgreementsPage),
  'pay-account-rules': lazyPage(() => import('./pay-account-rules/PayAccountRulesPage.tsx'), (m) => m.PayAccountRulesPage),
  recalculation: lazyPage(() => import('./recalculation/RecalculationPage.tsx'), (m) => m.RecalculationPage),
  'export-rules': lazyPage(() => import('./export-rules/ExportRulesPage.tsx'), (m) => m.ExportRulesPage),
  'export-prices': lazyPage(() => import('./export-prices/ExportPricesPage.tsx'), (m) => m.ExportPricesPage),
  'budget-accounts': lazyPage(() => import('./budget-accounts/BudgetAccountsPage.tsx'), (m) => m.BudgetAccountsPage),
  employees: lazyPage(() => import('./employees/EmployeesPage.tsx'), (m) => m.EmployeesPage),
  'watch-codes': lazyPage(() => import('./watch-codes/WatchCodesPage.tsx'), (m) => m.WatchCodesPage),
  'export-packages': lazyPage(() => import('./export-packages/ExportPackagesPage.tsx'), (m) => m.ExportPackagesPage),
  'login-log': lazyPage(() => import('./login-log/LoginLogPage.tsx'), (m) => m.LoginLogPage),
  'application-log': lazyPage(() => import('./application-log/ApplicationLogPage.tsx'), (m) => m.ApplicationLogPage),
  rotations: lazyPage(() => import('./rotations/RotationsPage.tsx'), (m) => m.RotationsPage),
  manning: lazyPage(() => import('./manning/ManningPage.tsx'), (m) => m.ManningPage),
  departments: lazyPage(() => import('./departments/DepartmentsPage.tsx'), (m) => m.DepartmentsPage),
  'mileage-rates': lazyPage(() => import('./mileage-rates/MileageRatesPage.tsx'), (m) => m.MileageRatesPage),
  'job-groups': lazyPage(() => import('./job-groups/JobGroupsPage.tsx'), (m) => m.JobGroupsPage),
};

function pageRoute(path: string, title: string): RouteObject {
  const lazy = screens[path];
  if (!lazy) throw new Error(`The administration page ${path} has no screen`);
  return { path, lazy, handle: { title } satisfies RouteHandle };
}

export const administrationRoutes: RouteObject[] = [
  {
    path: 'administration',
    element: <RequireAccess access={routeAccess.administration} />,
    handle: { title: 'Administration' } satisfies RouteHandle,
    children: [
      {
        lazy: lazyPage(() => import('./AdministrationLayout.tsx'), (m) => m.AdministrationLayout),
        children: [
          { index: true, lazy: lazyPage(() => import('./AdministrationIndexPage.tsx'), (m) => m.AdministrationIndexPage) },
          ...adminPages.map((page) => ({
            element: <RequireAccess access={page.access} />,
            children: [pageRoute(page.path, page.title)],
          })),
        ],
      },
    ],
  },
];
