import { APPROVAL_QUEUE_READERS, EMPLOYEES, type Role } from '@kaj/contract';
import type { Config } from '../../config.ts';

export interface MenuEntry {
  key: string;
  parent?: string;
  displayName: string;
  routerLink: string;
  iconClass: string;
  roles: readonly Role[];
  /** Shown only while this feature is on (DOMAIN.md section 12). */
  feature?: keyof Config['features'];
}

const PLANNING: readonly Role[] = ['Admin', 'Planner', 'Approver', 'ApproverWithPlanningRight', 'Ship'];
const ADMINISTRATION: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight'];
const REPORTS: readonly Role[] = ['Planner', 'Approver', 'Admin', 'Ship', 'ApproverWithPlanningRight'];
const ADMIN_ONLY: readonly Role[] = ['Admin'];
/** Those who decide trips: approvers and planners of the employee's department. */
const TRIP_DECIDERS: readonly Role[] = ['Admin', 'Planner', 'ApproverWithPlanningRight', 'Approver'];

/** The employee's own screens (issue 15), phone first. */
const selfItem = (key: string, displayName: string, routerLink: string, iconClass: string, feature?: MenuEntry['feature']): MenuEntry => ({
  key: `my-${key}`,
  displayName,
  routerLink,
  iconClass,
  roles: EMPLOYEES,
  ...(feature ? { feature } : {}),
});

const adminItem = (key: string, displayName: string, iconClass: string, roles: readonly Role[] = ADMIN_ONLY): MenuEntry => ({
  key,
  parent: 'administration',
  displayName,
  routerLink: `/administration/${key}`,
  iconClass,
  roles,
});

const reportItem = (key: string, displayName: string, iconClass: string): MenuEntry => ({
  key,
  parent: 'reports',
  displayName,
  routerLink: `/reports/${key}`,
  iconClass,
  roles: REPORTS,
});

/** The planning area's screens: the grid, and what turns a planned month into a signed, locked and paid one. */
const planningItem = (key: string, displayName: string, subPath: string, iconClass: string, roles: readonly Role[] = PLANNING): MenuEntry => ({
  key,
  parent: 'planning',
  displayName,
  routerLink: `/planning${subPath}`,
  iconClass,
  roles,
});

/** The main menu of specification section 2, in display order. An item without roles shows to everyone signed in. */
export const MAIN_MENU: readonly MenuEntry[] = [
  { key: 'planning', displayName: 'Planlægning', routerLink: '/planning', iconClass: 'CalendarOutlined', roles: PLANNING },
  planningItem('plan', 'Vagtplan', '', 'CalendarOutlined'),
  planningItem('approvals', 'Til godkendelse', '/approvals', 'CheckCircleOutlined', APPROVAL_QUEUE_READERS),
  planningItem('rest-cards', 'Hviletid', '/rest-cards', 'FieldTimeOutlined'),
  planningItem('closings', 'Månedsafslutning', '/closings', 'LockOutlined'),
  planningItem('exports', 'Eksport til Lessor', '/exports', 'ExportOutlined', ADMINISTRATION),
  { ...planningItem('trips', 'Kørsel til godkendelse', '/trips', 'CarOutlined', TRIP_DECIDERS), feature: 'allowMilageRegistration' },
  planningItem('wishes', 'Fraværsønsker', '/wishes', 'ScheduleOutlined', ADMINISTRATION),
  { ...planningItem('exchanges', 'Vagtbytte', '/exchanges', 'SwapOutlined', ADMINISTRATION), feature: 'allowTradeShifts' },
  { key: 'administration', displayName: 'Administration', routerLink: '/administration', iconClass: 'SettingOutlined', roles: ADMINISTRATION },
  adminItem('employees', 'Medarbejdere', 'TeamOutlined', ADMINISTRATION),
  adminItem('watch-codes', 'Vagtkoder', 'TagsOutlined', ADMINISTRATION),
  adminItem('rotations', 'Turnusser', 'RetweetOutlined', ADMINISTRATION),
  adminItem('manning', 'Bemanding', 'OrderedListOutlined', ADMINISTRATION),
  adminItem('departments', 'Afdelinger', 'ApartmentOutlined'),
  adminItem('job-groups', 'Jobgrupper', 'ClusterOutlined'),
  adminItem('budget-accounts', 'Budgetkonti', 'FundOutlined'),
  adminItem('users', 'Brugere', 'UserOutlined'),
  adminItem('agreements', 'Overenskomster', 'FileProtectOutlined'),
  adminItem('pay-account-rules', 'Lønkontoregler', 'CalculatorOutlined'),
  adminItem('recalculation', 'Genberegning', 'SyncOutlined'),
  adminItem('export-packages', 'Eksportpakker', 'InboxOutlined'),
  adminItem('export-rules', 'Eksportregler', 'ExportOutlined'),
  adminItem('export-prices', 'Eksportpriser', 'DollarOutlined'),
  { ...adminItem('mileage-rates', 'Kørselstakster', 'CarOutlined'), feature: 'allowMilageRegistration' },
  adminItem('login-log', 'Loginlog', 'LoginOutlined'),
  adminItem('application-log', 'Applikationslog', 'FileTextOutlined'),
  { key: 'reports', displayName: 'Rapporter', routerLink: '/reports', iconClass: 'BarChartOutlined', roles: REPORTS },
  reportItem('crewlist', 'Besætningsliste', 'SolutionOutlined'),
  reportItem('fte', 'FTE-rapport', 'PieChartOutlined'),
  reportItem('catering', 'Catering: Vagtrapport', 'CoffeeOutlined'),
  reportItem('manning-shortfalls', 'Manglende bemanding', 'AuditOutlined'),
  // Min plan and Hviletid are the planning area's own views for an employee.
  selfItem('plan', 'Min plan', '/planning', 'CalendarOutlined'),
  selfItem('wishes', 'Ønsker', '/my/wishes', 'ScheduleOutlined'),
  selfItem('exchanges', 'Vagtbytte', '/my/exchanges', 'SwapOutlined', 'allowTradeShifts'),
  selfItem('rest-cards', 'Hviletid', '/planning/rest-cards', 'FieldTimeOutlined'),
  selfItem('time', 'Tidsregistrering', '/my/time', 'ClockCircleOutlined', 'allowTimeRegistration'),
  selfItem('trips', 'Kørsel', '/my/trips', 'CarOutlined', 'allowMilageRegistration'),
  selfItem('account', 'Min konto', '/my/account', 'IdcardOutlined'),
  { key: 'help', displayName: 'Hjælp', routerLink: '/help', iconClass: 'QuestionCircleOutlined', roles: [] },
];
