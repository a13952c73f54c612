import { ADMIN, EMPLOYEES, PLANNERS, PLANNING_READERS, REPORT_READERS, type Access, type Role } from '@kaj/contract';

/** Who may enter each area (specification section 2). */
export const routeAccess = {
  home: 'authenticated',
  help: 'authenticated',
  administration: PLANNERS,
  /** Employees and watch codes: all who reach the administration. */
  administrationShared: PLANNERS,
  /** Every other administration screen. */
  administrationAdminOnly: ADMIN,
  /** The specification's Employee includes its variants with a planning right (DOMAIN.md section 3). */
  planning: [...PLANNING_READERS, ...EMPLOYEES] satisfies Role[],
  reports: REPORT_READERS,
} as const satisfies Record<string, Access>;
