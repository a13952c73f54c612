// Budget accounts and budget FTE: the specification names the entities (BudgetAccount, BudgetFte) and the
// "budget-accounts" administration page but no calls, so this controller is beyond section 7. Admin only.
// Required: `year` (section 5), `id`, and `departmentid` where a call changes one department's budget.
import { z } from 'zod';
import { call, controller } from '../call.ts';
import { q } from '../params.ts';
import { ADMIN } from '../roles.ts';
import { empty } from '../dto/common.ts';
import {
  budgetAccountDto,
  budgetFteLineDto,
  budgetImportRequest,
  budgetImportResultDto,
  saveBudgetAccountRequest,
  saveBudgetFteRequest,
} from '../dto/budgets.ts';

export const budget = controller('Budget', {
  getBudgetAccounts: call({ method: 'GET', summary: 'All budget accounts, in sort order.', access: ADMIN, response: z.array(budgetAccountDto) }),
  saveBudgetAccount: call({
    method: 'POST',
    summary: 'Create or update a budget account.',
    access: ADMIN,
    body: saveBudgetAccountRequest,
    response: budgetAccountDto,
  }),
  deleteBudgetAccount: call({
    method: 'POST',
    summary: 'Delete a budget account that no budget FTE uses (400 otherwise).',
    access: ADMIN,
    query: { id: q.int() },
    response: empty,
  }),
  getBudgetFte: call({
    method: 'GET',
    summary: "A year's budget FTE as lines per department, budget account and position group; one department when departmentid is given.",
    access: ADMIN,
    query: { year: q.int().between(1900, 2200), departmentid: q.int().optional() },
    response: z.array(budgetFteLineDto),
  }),
  saveBudgetFte: call({
    method: 'POST',
    summary: "Replace one department's budget FTE for a year with the lines given; answers the department's lines.",
    access: ADMIN,
    query: { year: q.int().between(1900, 2200), departmentid: q.int() },
    body: saveBudgetFteRequest,
    response: z.array(budgetFteLineDto),
  }),
  importBudgetFte: call({
    method: 'POST',
    summary:
      "Replace a year's budget FTE with an Excel sheet (Afdeling, Budgetkonto, Stillingsgruppe, Jan … Dec); a bad row is named by its number and nothing is written.",
    access: ADMIN,
    query: { year: q.int().between(1900, 2200) },
    body: budgetImportRequest,
    /** A workbook of up to 10 MB, base64-encoded. */
    maxBodyBytes: 15 * 1024 * 1024,
    response: budgetImportResultDto,
  }),
  getBudgetFteWorkbook: call({
    method: 'GET',
    summary: "A year's budget FTE as an Excel workbook in the layout ImportBudgetFte reads.",
    access: ADMIN,
    query: { year: q.int().between(1900, 2200) },
    response: z.null(),
    file: true,
  }),
});
