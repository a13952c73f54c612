import { deleteBudgetAccount, getBudgetAccounts, saveBudgetAccount } from './budget-accounts.ts';
import { getBudgetFte, getBudgetFteWorkbook, importBudgetFte, saveBudgetFte } from './budget-fte.ts';

export const budgetHandlers = [getBudgetAccounts, saveBudgetAccount, deleteBudgetAccount, getBudgetFte, saveBudgetFte, importBudgetFte, getBudgetFteWorkbook];
