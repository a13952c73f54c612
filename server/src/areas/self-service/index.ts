import { appGetMonthYear, appGetPeriodYear } from '../planning/grid/reference-reads.ts';
import { appGetEmployeesPeriod, myAccount } from './own-plan.ts';

/** The employee app's reads of their own plan and account. */
export const selfServiceHandlers = [appGetEmployeesPeriod, myAccount, appGetMonthYear, appGetPeriodYear];
