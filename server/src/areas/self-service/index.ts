import { appGetMonthYear, appGetPeriodYear } from '../planning/grid/reference-reads.ts';
import { calendarFeedHandlers } from './calendar-feed.ts';
import { mileageHandlers } from './mileage-handlers.ts';
import { mileageRateHandlers } from './mileage-rates.ts';
import { tripDecisionHandlers } from './trip-decisions.ts';
import { appGetEmployeesPeriod, myAccount } from './own-plan.ts';
import { getOwnRestCards } from './own-rest-cards.ts';
import { registrationDecisionHandlers } from './registration-decisions.ts';
import { timeRegistrationHandlers } from './time-registrations.ts';
import { getWatchExchangeList } from './watch-exchanges.ts';

/** The employee app's reads of their own plan and account, and their exchanges, time registration and mileage. */
export const selfServiceHandlers = [
  appGetEmployeesPeriod,
  myAccount,
  getOwnRestCards,
  appGetMonthYear,
  appGetPeriodYear,
  getWatchExchangeList,
  ...timeRegistrationHandlers,
  ...registrationDecisionHandlers,
  ...mileageHandlers,
  ...calendarFeedHandlers,
  ...tripDecisionHandlers,
  ...mileageRateHandlers,
];
