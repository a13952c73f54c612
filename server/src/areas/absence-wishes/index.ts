import { getAbsenceWishesTemplates, getOutstandingAbsenceWishes } from './absence-wishes.ts';
import { ownWishHandlers } from './own-wishes.ts';
import { wishDecisionHandlers } from './wish-decisions.ts';

/** Absence wishes (DOMAIN.md section 12, issue 16): the employee's side and the planner's. */
export const absenceWishHandlers = [getOutstandingAbsenceWishes, getAbsenceWishesTemplates, ...ownWishHandlers, ...wishDecisionHandlers];
