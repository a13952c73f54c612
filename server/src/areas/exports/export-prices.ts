import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { contract, type ExportPriceDto, type ParsedBodyOf } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import type { Db } from '../../db/client.ts';
import { agreements, exportAccounts, exportPrices, properties, propertyTypes } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { fromDecimal, toDecimalString } from '../shared/decimal.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

type SaveExportPrice = ParsedBodyOf<typeof contract.plan.saveExportPrice>;
type ExportPriceRow = typeof exportPrices.$inferSelect;

function toExportPriceDto(row: ExportPriceRow): ExportPriceDto {
  return {
    exportPriceId: row.id,
    account: row.account,
    agreementCode: row.agreementCode,
    departmentCode: row.departmentCode,
    isDis: row.isDis,
    validFrom: row.validFrom,
    value: fromDecimal(row.value),
  };
}

const sameOrBothNull = (column: typeof exportPrices.agreementCode | typeof exportPrices.departmentCode, value: string | null): SQL =>
  sql`${column} is not distinct from ${value}`;

/** The codes as they are written on the agreement and the department; a code that names neither is refused. */
async function canonicalCodes(db: Db, body: SaveExportPrice): Promise<{ agreementCode: string | null; departmentCode: string | null }> {
  const agreementCode = body.agreementCode || null;
  const departmentCode = body.departmentCode || null;
  const [account] = await db.select({ id: exportAccounts.id }).from(exportAccounts).where(eq(exportAccounts.account, body.account)).limit(1);
  if (!account) throw badRequest('unknown_wage_type', `Lønart ${body.account} findes ikke blandt eksportkontiene.`);
  const [agreement] = agreementCode ? await db.select({ code: agreements.code }).from(agreements).where(sql`lower(${agreements.code}) = ${agreementCode.toLowerCase()}`) : [];
  if (agreementCode && !agreement) throw badRequest('unknown_agreement', `Der findes ingen overenskomst med koden ${agreementCode}.`);
  const [department] = departmentCode
    ? await db
        .select({ code: properties.code })
        .from(properties)
        .innerJoin(propertyTypes, eq(propertyTypes.id, properties.propertyTypeId))
        .where(and(eq(propertyTypes.key, 'department'), sql`lower(${properties.code}) = ${departmentCode.toLowerCase()}`))
        .limit(1)
    : [];
  if (departmentCode && !department?.code) throw badRequest('unknown_department', `Der findes ingen afdeling med koden ${departmentCode}.`);
  return { agreementCode: agreement?.code ?? null, departmentCode: department?.code ?? null };
}

export const getExportprices = handle(contract.plan.getExportprices, async ({ db }) => {
  const rows = await db
    .select()
    .from(exportPrices)
    .orderBy(asc(exportPrices.account), asc(exportPrices.agreementCode), asc(exportPrices.departmentCode), asc(exportPrices.isDis), desc(exportPrices.validFrom));
  return rows.map(toExportPriceDto);
});

export const saveExportPrice = handle(contract.plan.saveExportPrice, async ({ db, body, user }) =>
  db.transaction(async (tx) => {
    const id = body.exportPriceId ?? null;
    if (id !== null) {
      const [existing] = await tx.select({ id: exportPrices.id }).from(exportPrices).where(eq(exportPrices.id, id));
      if (!existing) throw notFound('Eksportprisen findes ikke.');
    }
    const codes = await canonicalCodes(tx, body);
    const [clash] = await tx
      .select({ id: exportPrices.id })
      .from(exportPrices)
      .where(
        and(
          eq(exportPrices.account, body.account),
          sameOrBothNull(exportPrices.agreementCode, codes.agreementCode),
          sameOrBothNull(exportPrices.departmentCode, codes.departmentCode),
          eq(exportPrices.isDis, body.isDis),
          eq(exportPrices.validFrom, body.validFrom),
          id === null ? undefined : ne(exportPrices.id, id),
        ),
      );
    if (clash) throw badRequest('export_price_exists', `Der findes allerede en pris for lønart ${body.account} med de samme koder fra ${body.validFrom}.`);
    const values = { account: body.account, ...codes, isDis: body.isDis, validFrom: body.validFrom, value: toDecimalString(body.value, 2) };
    const [row] = id === null ? await tx.insert(exportPrices).values(values).returning() : await tx.update(exportPrices).set(values).where(eq(exportPrices.id, id)).returning();
    await recalculateAfter(tx, { kind: 'exportPrice', agreementCode: codes.agreementCode }, { reason: `Eksportprisen for lønart ${body.account} er gemt`, user });
    return toExportPriceDto(row!);
  }),
);

export const deleteExportPrice = handle(contract.plan.deleteExportPrice, async ({ db, body }) => {
  const deleted = await db.delete(exportPrices).where(eq(exportPrices.id, body.exportPriceId)).returning({ id: exportPrices.id });
  if (deleted.length === 0) throw notFound('Eksportprisen findes ikke.');
  return null;
});
