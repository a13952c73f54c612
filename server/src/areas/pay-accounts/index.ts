import { deleteClosingActivityType, getClosingActivityTypes, planGetClosingActivityTypes, saveClosingActivityType } from './closing-activity-types.ts';
import { deletePayAccount, getPayAccounts, savePayAccount } from './pay-accounts.ts';

export const payAccountHandlers = [getPayAccounts, savePayAccount, deletePayAccount, getClosingActivityTypes, planGetClosingActivityTypes, saveClosingActivityType, deleteClosingActivityType];
