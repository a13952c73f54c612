import { inArray } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { budgetAccounts } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { toDecimalString } from '../shared/decimal.ts';
import { assertSelectableProperties } from '../shared/references.ts';
import { loadLines, loadLookups, replaceLines, toBudgetFteLineDtos } from './budget-fte-repository.ts';
import { linesOfSheet } from './budget-import.ts';
import { readBudgetSheet, writeBudgetSheet } from './budget-sheet.ts';

function assertYear(year: number) {
  if (year < 2000 || year > 2100) throw badRequest('invalid_year', 'Året skal være 2000-2100.');
}

async function assertBudgetAccountsExist(db: Db, ids: readonly number[]) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const found = new Set((await db.select({ id: budgetAccounts.id }).from(budgetAccounts).where(inArray(budgetAccounts.id, wanted))).map((row) => row.id));
  const missing = wanted.find((id) => !found.has(id));
  if (missing !== undefined) throw badRequest('unknown_budget_account', `Budgetkontoen med id ${missing} findes ikke.`);
}

/** The bytes of a base64 file, also when it comes as a data URL from the browser. */
function decodeFile(content: string): Uint8Array {
  return Buffer.from(content.replace(/^data:[^,]*;base64,/, ''), 'base64');
}

export const getBudgetFte = handle(contract.budget.getBudgetFte, async ({ db, query }) => {
  assertYear(query.year);
  return toBudgetFteLineDtos(await loadLines(db, query.year, query.departmentid));
});

export const saveBudgetFte = handle(contract.budget.saveBudgetFte, async ({ db, query, body }) =>
  db.transaction(async (tx) => {
    assertYear(query.year);
    await assertSelectableProperties(tx, [query.departmentid], { typeKey: 'department', typeLabel: 'en afdeling' });
    await assertSelectableProperties(tx, body.lines.map((line) => line.positionGroupId), { typeKey: 'positionGroup', typeLabel: 'en stillingsgruppe' });
    await assertBudgetAccountsExist(tx, body.lines.map((line) => line.budgetAccountId));
    const keys = body.lines.map((line) => `${line.budgetAccountId}:${line.positionGroupId}`);
    if (new Set(keys).size !== keys.length) throw badRequest('duplicate_budget_line', 'Hver budgetkonto og stillingsgruppe kan kun have én linje.');
    const lines = body.lines.map((line) => ({ ...line, departmentPropertyId: query.departmentid, months: line.months.map((value) => toDecimalString(value, 2)) }));
    await replaceLines(tx, query.year, [query.departmentid], lines);
    return toBudgetFteLineDtos(await loadLines(tx, query.year, query.departmentid));
  }),
);

export const importBudgetFte = handle(contract.budget.importBudgetFte, async ({ db, query, body }) => {
  assertYear(query.year);
  const rows = await readBudgetSheet(decodeFile(body.content));
  if (rows.length === 0) throw badRequest('budget_empty', 'Arket har ingen budgetlinjer; intet er gemt.');
  return db.transaction(async (tx) => {
    const lines = linesOfSheet(rows, await loadLookups(tx));
    await replaceLines(tx, query.year, 'all', lines);
    return { year: query.year, lineCount: lines.length, departmentCount: new Set(lines.map((line) => line.departmentPropertyId)).size };
  });
});

export const getBudgetFteWorkbook = handle(contract.budget.getBudgetFteWorkbook, async ({ db, query }) => {
  assertYear(query.year);
  const lines = await loadLines(db, query.year);
  const data = await writeBudgetSheet(
    query.year,
    lines.map((line) => ({ department: line.departmentCode ?? line.departmentName, budgetAccount: line.budgetAccountName, positionGroup: line.positionGroupLabel, months: line.months })),
  );
  return { fileName: `budget-fte-${query.year}.xlsx`, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', data };
});
