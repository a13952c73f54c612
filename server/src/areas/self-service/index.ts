import { appGetMonthYear, appGetPeriodYear } from '../planning/grid/reference-reads.ts';
import { calendarFeedHandlers } from './calendar-feed.ts';
import { mileageHandlers } from './mileage-handlers.ts';
import { mileageRateHandlers } from './mileage-rates.ts';
import { tripDecisionHandlers } from './trip-decisions.ts';
import { appGetEmployeesPeriod, myAccount } from './own-plan.ts';
import { getOwnRestCards } from './own-rest-cards.ts';
import { registrationDecisionHandlers } from './registration-decisions.ts';
import { timeRegistrationHandlers } from './time-registrations.ts';

/** The employee app's reads of their own plan and account, time registration and mileage. */
export const selfServiceHandlers = [
  appGetEmployeesPeriod,
  myAccount,
  getOwnRestCards,
  appGetMonthYear,
  appGetPeriodYear,
  ...timeRegistrationHandlers,
  ...registrationDecisionHandlers,
  ...mileageHandlers,
  ...calendarFeedHandlers,
  ...tripDecisionHandlers,
  ...mileageRateHandlers,
];
