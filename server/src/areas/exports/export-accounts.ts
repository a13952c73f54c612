import { and, asc, eq, ne } from 'drizzle-orm';
import { contract, type ParsedBodyOf } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { agreementExportAccounts, agreements, exportAccounts } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { decimalText } from '../shared/decimal.ts';
import { assertClosingActivityTypesExist, assertPayAccountsExist, assertPropertyTypesExist, assertSelectableProperties } from '../shared/references.ts';
import { toExportAccountDto, type ExportAccountRow } from './export-account-mappers.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

type SaveExportAccount = ParsedBodyOf<typeof contract.agreement.updateExportAccount>;

async function getExportAccount(db: Db, id: number): Promise<ExportAccountRow> {
  const [row] = await db.select().from(exportAccounts).where(eq(exportAccounts.id, id));
  if (!row) throw notFound('Eksportkontoen findes ikke.');
  return row;
}

/** An export account exports a pay account, a closing activity type or an absence (DOMAIN.md section 9). */
async function assertSource(db: Db, body: SaveExportAccount, existing: ExportAccountRow | null) {
  if (body.mileage) {
    if (body.payAccountId || body.payAccountClosingActivityTypeId || body.vacationPropertyId) {
      throw badRequest('export_account_source', 'En eksportkonto til kørselsgodtgørelse henter kun kørsel, ikke også en lønkonto, afslutningstype eller et fravær.');
    }
    const [other] = await db.select({ name: exportAccounts.name }).from(exportAccounts).where(and(eq(exportAccounts.mileage, true), ne(exportAccounts.id, existing?.id ?? 0)));
    if (other) throw badRequest('mileage_account_taken', `Eksportkontoen ${other.name} fører allerede kørselsgodtgørelsen.`);
    return;
  }
  if (!body.payAccountId && !body.payAccountClosingActivityTypeId && !body.vacationPropertyId) {
    throw badRequest('export_account_source', 'Eksportkontoen skal hente sine tal fra en lønkonto, en afslutningstype, et fravær eller kørsel.');
  }
  if (body.countCalendarDays && !body.vacationPropertyId) {
    throw badRequest('export_account_calendar_days', 'Optælling af kalenderdage kræver den egenskab, dagene skal have.');
  }
  await assertPayAccountsExist(db, [body.payAccountId]);
  await assertClosingActivityTypesExist(db, [body.payAccountClosingActivityTypeId]);
  await assertPropertyTypesExist(db, [body.propertyTypeId]);
  const alreadyUsed = new Set(existing?.vacationPropertyId ? [existing.vacationPropertyId] : []);
  await assertSelectableProperties(db, [body.vacationPropertyId], { alreadyUsed });
}

export const getExportAccounts = handle(contract.agreement.getExportAccounts, async ({ db }) => {
  const rows = await db.select().from(exportAccounts).orderBy(asc(exportAccounts.account), asc(exportAccounts.name));
  return rows.map(toExportAccountDto);
});

export const updateExportAccount = handle(contract.agreement.updateExportAccount, async ({ db, body, user }) =>
  db.transaction(async (tx) => {
    const existing = body.exportAccountId ? await getExportAccount(tx, body.exportAccountId) : null;
    await assertSource(tx, body, existing);
    const values = {
      name: body.name,
      account: body.account,
      payAccountId: body.payAccountId ?? null,
      payAccountClosingActivityTypeId: body.payAccountClosingActivityTypeId ?? null,
      exportFactor: decimalText(body.exportFactor),
      inDays: body.inDays,
      countCalendarDays: body.countCalendarDays,
      propertyTypeId: body.propertyTypeId ?? null,
      vacationPropertyId: body.vacationPropertyId ?? null,
      isDis: body.isDis,
      periodIndication: body.periodIndication || null,
      year: body.year ?? null,
      mileage: body.mileage,
    };
    const [row] = existing
      ? await tx.update(exportAccounts).set(values).where(eq(exportAccounts.id, existing.id)).returning()
      : await tx.insert(exportAccounts).values(values).returning();
    if (existing) await recalculateAfter(tx, { kind: 'exportAccounts', exportAccountIds: [existing.id] }, { reason: `Eksportkontoen "${body.name}" er gemt`, user });
    return toExportAccountDto(row!);
  }),
);

export const deleteExportAccount = handle(contract.agreement.deleteExportAccount, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const row = await getExportAccount(tx, query.id);
    const users = await tx
      .select({ code: agreements.code })
      .from(agreementExportAccounts)
      .innerJoin(agreements, eq(agreements.id, agreementExportAccounts.agreementId))
      .where(eq(agreementExportAccounts.exportAccountId, row.id))
      .orderBy(asc(agreements.code));
    if (users.length > 0) {
      const codes = users.map((user) => user.code).join(', ');
      throw badRequest('export_account_in_use', `Eksportkontoen "${row.name}" bruges af ${users.length === 1 ? 'overenskomsten' : 'overenskomsterne'} ${codes} og kan ikke slettes.`);
    }
    await tx.delete(exportAccounts).where(eq(exportAccounts.id, row.id));
    return null;
  }),
);
