import type { RegisteredHandler } from '../http/handler.ts';
import { addressAndCarHandlers } from './addresses/index.ts';
import { appSettings } from './app/app-settings.ts';
import { absenceWishHandlers } from './absence-wishes/index.ts';
import { approvalHandlers } from './approvals/index.ts';
import { agreementHandlers } from './agreements/index.ts';
import { authHandlers } from './auth/index.ts';
import { budgetHandlers } from './budgets/index.ts';
import { bum } from './bum/bum.ts';
import { closingHandlers } from './closings/index.ts';
import { crewHandlers } from './crew/index.ts';
import { employeeHandlers } from './employees/index.ts';
import { exchangeHandlers } from './exchanges/index.ts';
import { historyHandlers } from './history/index.ts';
import { exportPackageHandlers } from './export-packages/export-packages.ts';
import { exportConfigHandlers } from './exports/index.ts';
import { lessorExportHandlers } from './lessor-export/index.ts';
import { syncEmployees } from './integration/sync-employees.ts';
import { logHandlers } from './logs/logs.ts';
import { navigationHandlers } from './navigation/menu.ts';
import { notificationHandlers } from './notifications/index.ts';
import { payAccountHandlers } from './pay-accounts/index.ts';
import { payEngineHandlers } from './pay-engine/index.ts';
import { payRuleHandlers } from './pay-rules/index.ts';
import { planningGridHandlers } from './planning/grid/index.ts';
import { propertyHandlers } from './properties/index.ts';
import { reportHandlers } from './reports/index.ts';
import { restHandlers } from './rest/index.ts';
import { rotationHandlers } from './rotations/index.ts';
import { manningHandlers } from './manning/index.ts';
import { selfServiceHandlers } from './self-service/index.ts';
import { settingHandlers } from './settings/settings.ts';
import { timeTableHandlers } from './timetables/timetables.ts';
import { userHandlers } from './users/index.ts';
import { watchTemplateHandlers } from './watch-templates/index.ts';
import { watchChangeHandlers } from './planning/watches/index.ts';

/** Every built call; calls of the contract missing here answer 501. */
export const handlers: readonly RegisteredHandler[] = [
  ...authHandlers,
  appSettings,
  ...userHandlers,
  ...settingHandlers,
  ...logHandlers,
  ...navigationHandlers,
  ...notificationHandlers,
  ...propertyHandlers,
  ...employeeHandlers,
  ...addressAndCarHandlers,
  ...exportPackageHandlers,
  syncEmployees,
  ...watchTemplateHandlers,
  ...watchChangeHandlers,
  ...rotationHandlers,
  ...manningHandlers,
  ...timeTableHandlers,
  ...agreementHandlers,
  ...payRuleHandlers,
  ...payAccountHandlers,
  ...payEngineHandlers,
  ...exportConfigHandlers,
  ...lessorExportHandlers,
  ...budgetHandlers,
  ...planningGridHandlers,
  ...approvalHandlers,
  ...restHandlers,
  ...selfServiceHandlers,
  ...closingHandlers,
  ...crewHandlers,
  ...absenceWishHandlers,
  ...exchangeHandlers,
  ...reportHandlers,
  ...historyHandlers,
  bum,
];
