import './zod-config.ts';
import type { CallDef } from './call.ts';
import { agreement } from './calls/agreement.ts';
import { app } from './calls/app.ts';
import { authenticate } from './calls/authenticate.ts';
import { budget } from './calls/budget.ts';
import { department } from './calls/department.ts';
import { employee } from './calls/employee.ts';
import { integration } from './calls/integration.ts';
import { log } from './calls/log.ts';
import { milage } from './calls/milage.ts';
import { navigationMenu } from './calls/navigation-menu.ts';
import { notification } from './calls/notification.ts';
import { plan } from './calls/plan.ts';
import { planUser } from './calls/plan-user.ts';
import { property } from './calls/property.ts';
import { report } from './calls/report.ts';
import { setting } from './calls/setting.ts';
import { userManagement } from './calls/user-management.ts';
import { watchTemplate } from './calls/watch-template.ts';

/** Every call of the specification, by controller. */
export const contract = {
  agreement,
  app,
  authenticate,
  budget,
  department,
  employee,
  integration,
  log,
  milage,
  navigationMenu,
  notification,
  plan,
  planUser,
  property,
  report,
  setting,
  userManagement,
  watchTemplate,
} as const;

export type Contract = typeof contract;

export const allCalls: readonly CallDef[] = Object.values(contract).flatMap((calls) => Object.values(calls) as CallDef[]);

export * from './call.ts';
export * from './params.ts';
export * from './bounds.ts';
export * from './roles.ts';
export * from './calls/access.ts';
export * from './dto/common.ts';
export * from './dto/auth.ts';
export * from './dto/users.ts';
export * from './dto/values.ts';
export * from './dto/organisation.ts';
export * from './dto/people.ts';
export * from './dto/agreements.ts';
export * from './dto/pay-rules.ts';
export * from './dto/watch-templates.ts';
export * from './dto/watches.ts';
export * from './dto/approval-queue.ts';
export * from './dto/history.ts';
export * from './dto/rest.ts';
export * from './dto/planning.ts';
export * from './dto/closings.ts';
export * from './dto/exports.ts';
export * from './dto/budgets.ts';
export * from './dto/crew.ts';
export * from './dto/self-service.ts';
export * from './dto/wishes.ts';
export * from './dto/exchanges.ts';
export * from './dto/reports.ts';
export * from './dto/notifications.ts';
export * from './dto/calendar.ts';
export * from './dto/recalculation.ts';
export * from './dto/rotations.ts';
export * from './dto/manning.ts';
export * from './dto/copy-period.ts';
export * from './dto/live-events.ts';
export { LOG_SORT_COLUMNS } from './calls/log.ts';
export { TRIP_DECIDERS } from './calls/plan/trips.ts';
export { readableTextColor } from './text-color.ts';
