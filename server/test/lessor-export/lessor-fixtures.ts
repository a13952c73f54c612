import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  agreementExportAccounts,
  agreements,
  closingExportValues,
  closings,
  employees,
  exportAccounts,
  exportPackages,
  exportPrices,
  realisedWatches,
  realisedWatchProperties,
} from '../../src/db/schema/index.ts';
import { periodEnd } from '@kaj/domain';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment, buildProperty } from '../support/organisation.ts';
import { buildPayAccount } from '../support/pay-config.ts';

// A company month ready for export, written straight into the database (the closing screen is another
// area): three employees on two agreements, one of them DIS, whose October 2026 closings are locked with
// their frozen export values.

let sequence = 0;

export const OCTOBER = '2026-10-01';

async function exportAccount(db: Db, values: typeof exportAccounts.$inferInsert, agreementIds: number[]) {
  const [row] = await db.insert(exportAccounts).values(values).returning();
  if (!row) throw new Error('export account not created');
  await db.insert(agreementExportAccounts).values(agreementIds.map((agreementId) => ({ agreementId, exportAccountId: row.id })));
  return row;
}

export async function lockedClosing(db: Db, employmentId: number, period = OCTOBER, options: { locked?: boolean; excluded?: boolean } = {}) {
  const [row] = await db
    .insert(closings)
    .values({ employmentId, period, locked: options.locked ?? true, excluded: options.excluded ?? false, lockedAt: options.locked === false ? null : '2026-11-02T09:00:00Z' })
    .returning();
  if (!row) throw new Error('closing not created');
  return row;
}

interface Value {
  exportAccountId: number;
  value: string;
  departmentPropertyId?: number | null;
  startDate?: string;
  endDate?: string;
}

/** Values over the whole month of `period` unless they give their dates. */
export async function exportValues(db: Db, closingId: number, values: Value[], period = OCTOBER) {
  await db.insert(closingExportValues).values(
    values.map((value) => ({
      closingId,
      exportAccountId: value.exportAccountId,
      departmentPropertyId: value.departmentPropertyId ?? null,
      startDate: value.startDate ?? period,
      endDate: value.endDate ?? periodEnd(period),
      value: value.value,
    })),
  );
}

/**
 * Anne Hansen (MEN, Dæk), Bo Ærø (DIS, Maskine) and Carl Jensen (MEN, Dæk) in one package, employee numbers
 * `<prefix>01`–`<prefix>03`. Prices: 1310 for MEN 37,85 from 1.3.2025 and 38,99 from 1.3.2026, for the DIS
 * agreement 36,00 (DIS); 1341 71,25 (DIS). 1510 has no price.
 */
export async function buildExportWorld(db: Db, options: { fileLayout?: 'lessor5' | 'lessor4'; withValues?: boolean; period?: string } = {}) {
  sequence += 1;
  const prefix = `${70 + sequence}`;
  const deck = await buildDepartment(db, { name: `Dæk ${prefix}`, code: `DÆK${prefix}` });
  const engine = await buildDepartment(db, { name: `Maskine ${prefix}`, code: `MASK${prefix}` });
  const ferie = await buildProperty(db, 'absence', { name: `Ferie ${prefix}`, code: `FE${prefix}` });
  const men = await buildAgreement(db, `MEN${prefix}`);
  const dis = await buildAgreement(db, `MEN${prefix}-DIS`);
  await db.update(agreements).set({ isDis: true }).where(eq(agreements.id, dis.id));
  const evening = await buildPayAccount(db, { name: `Aftentillæg ${prefix}` });
  const sunday = await buildPayAccount(db, { name: `Søndagstillæg ${prefix}` });
  const accounts = {
    evening: await exportAccount(db, { name: 'Aftentillæg', account: '1310', payAccountId: evening.id }, [men.id, dis.id]),
    sundayDis: await exportAccount(db, { name: 'Søn- og helligdagstillæg, DIS', account: '1341', payAccountId: sunday.id, isDis: true }, [dis.id]),
    payout: await exportAccount(db, { name: 'Udbetalt afspadsering', account: '1510', payAccountId: evening.id }, [men.id]),
    vacation: await exportAccount(db, { name: 'Ferie', account: '9010', vacationPropertyId: ferie.id, inDays: true, countCalendarDays: true }, [men.id, dis.id]),
  };
  await db.insert(exportPrices).values([
    { account: '1310', agreementCode: men.code, validFrom: '2025-03-01', value: '37.85' },
    { account: '1310', agreementCode: men.code, validFrom: '2026-03-01', value: '38.99' },
    { account: '1310', agreementCode: dis.code, isDis: true, validFrom: '2026-03-01', value: '36.00' },
    { account: '1341', agreementCode: dis.code, isDis: true, validFrom: '2026-03-01', value: '71.25' },
  ]);
  const [exportPackage] = await db.insert(exportPackages).values({ name: `Søfolk ${prefix}`, fileLayout: options.fileLayout ?? 'lessor5' }).returning();
  if (!exportPackage) throw new Error('package not created');
  const person = async (firstName: string, lastName: string, number: string, agreementId: number, departmentId: number) => {
    const employee = await buildEmployee(db, { code: `${prefix}${number}`, firstName, lastName });
    await db.update(employees).set({ exportPackageId: exportPackage.id }).where(eq(employees.id, employee.id));
    const employment = await buildEmployment(db, { employeeId: employee.id, agreementId, departmentId, startDate: '2024-01-01' });
    return { employee, employment };
  };
  const anne = await person('Anne', 'Hansen', '01', men.id, deck.id);
  const bo = await person('Bo', 'Ærø', '02', dis.id, engine.id);
  const carl = await person('Carl', 'Jensen', '03', men.id, deck.id);
  const world = { prefix, deck, engine, ferie, men, dis, accounts, payAccounts: { evening, sunday }, exportPackage, anne, bo, carl };
  if (options.withValues !== false) await lockMonth(db, world, options.period);
  return world;
}

export type ExportWorld = Awaited<ReturnType<typeof buildExportWorld>>;

/** The month's closings (October 2026 unless told), locked, with what each exports. */
export async function lockMonth(db: Db, world: Pick<ExportWorld, 'anne' | 'bo' | 'carl' | 'accounts' | 'deck' | 'engine'>, period = OCTOBER) {
  const { accounts, deck, engine } = world;
  const anne = await lockedClosing(db, world.anne.employment.id, period);
  const day = (n: string) => `${period.slice(0, 8)}${n}`;
  await exportValues(
    db,
    anne.id,
    [
      { exportAccountId: accounts.evening.id, value: '12.5', departmentPropertyId: deck.id },
      { exportAccountId: accounts.payout.id, value: '3.25' },
      ...['05', '06', '07', '09'].map((n) => ({ exportAccountId: accounts.vacation.id, value: '1', startDate: day(n), endDate: day(n) })),
    ],
    period,
  );
  const bo = await lockedClosing(db, world.bo.employment.id, period);
  await exportValues(
    db,
    bo.id,
    [
      { exportAccountId: accounts.evening.id, value: '4', departmentPropertyId: engine.id },
      { exportAccountId: accounts.sundayDis.id, value: '7.4', departmentPropertyId: engine.id },
    ],
    period,
  );
  const carl = await lockedClosing(db, world.carl.employment.id, period);
  await exportValues(
    db,
    carl.id,
    [
      { exportAccountId: accounts.evening.id, value: '6', departmentPropertyId: deck.id },
      { exportAccountId: accounts.evening.id, value: '0' },
    ],
    period,
  );
  return { anne, bo, carl };
}

/** A realised day watch 08:00–15:24 (7,4 hours) carrying an absence, as a locked month has it (closed). */
export async function absenceWatch(db: Db, employmentId: number, date: string, propertyId: number, closed = true) {
  const [watch] = await db
    .insert(realisedWatches)
    .values({ employmentId, startDate: date, startTime: '08:00', endTime: '15:24', startAt: `${date}T07:00:00Z`, endAt: `${date}T14:24:00Z`, totalTime: 444, closed })
    .returning();
  if (!watch) throw new Error('watch not created');
  await db.insert(realisedWatchProperties).values({ realisedWatchId: watch.id, propertyId });
  return watch;
}
