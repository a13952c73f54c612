import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { exportAccounts, exportPrices, payAccountClosingActivityTypes } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildDepartment, buildProperty, typeId } from '../support/organisation.ts';
import { buildChildAgreement, buildExportAccount, buildPayAccount } from '../support/pay-config.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: Client;
let planner: Client;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  planner = client(test, (await signedIn(test, ['Planner'])).token);
});
afterAll(() => test.close());

const priceCount = async () => (await test.db.select({ n: count() }).from(exportPrices))[0]!.n;

describe('export accounts', () => {
  it('creates and edits wage types from a pay account, a closing activity or an absence, and lists them by wage type', async () => {
    const overtime = await buildPayAccount(test.db, { name: 'Overtid 50 %' });
    const [payout] = await test.db.select().from(payAccountClosingActivityTypes).where(eq(payAccountClosingActivityTypes.key, 'payout'));
    const ferie = await buildProperty(test.db, 'absence', { name: 'Ferie' });
    const department = await typeId(test.db, 'department');
    const hours = await admin.post('Agreement/UpdateExportAccount', { name: 'Overtid 50 %', account: '0310', payAccountId: overtime.id, exportFactor: 1.5, propertyTypeId: department });
    expect(hours.json()).toMatchObject({ account: '0310', exportFactor: 1.5, inDays: false, isDis: false, propertyTypeId: department, periodIndication: null, year: null });
    const paidOut = await admin.post('Agreement/UpdateExportAccount', { name: 'Udbetalt afspadsering', account: '0320', payAccountId: overtime.id, payAccountClosingActivityTypeId: payout!.id });
    expect(paidOut.statusCode).toBe(200);
    const absence = await admin.post('Agreement/UpdateExportAccount', { name: 'Ferie', account: '0900', vacationPropertyId: ferie.id, countCalendarDays: true, inDays: true, isDis: true });
    expect(absence.json()).toMatchObject({ vacationPropertyId: ferie.id, countCalendarDays: true, inDays: true, isDis: true, payAccountId: null });

    const edited = await admin.post('Agreement/UpdateExportAccount', { ...hours.json<Record<string, unknown>>(), exportFactor: 0.125, periodIndication: 'M', year: 2026 });
    expect(edited.json()).toMatchObject({ exportAccountId: hours.json().exportAccountId, exportFactor: 0.125, periodIndication: 'M', year: 2026 });
    const list = (await planner.get('Agreement/GetExportAccounts')).json();
    expect(list.map((account: { account: string }) => account.account)).toEqual(['0310', '0320', '0900']);
  });

  it('refuses an account without a source, a bad wage type or unknown references, and writes nothing', async () => {
    const before = (await test.db.select({ n: count() }).from(exportAccounts))[0]!.n;
    const group = await buildProperty(test.db, 'absence', { name: 'Alt fravær', selectable: false });
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'Intet', account: '0100' }, 'Eksportkontoen skal hente sine tal fra en lønkonto, en afslutningstype, et fravær eller kørsel.'],
      [{ name: 'Kort', account: '110', payAccountId: (await buildPayAccount(test.db)).id }, 'Lønarten skal være fire cifre'],
      [{ name: 'Ukendt', account: '0100', payAccountId: 999999 }, 'Lønkontoen med id 999999 findes ikke.'],
      [{ name: 'Dage', account: '0100', payAccountId: (await buildPayAccount(test.db)).id, countCalendarDays: true }, 'Optælling af kalenderdage kræver den egenskab, dagene skal have.'],
      [{ name: 'Gruppe', account: '0100', vacationPropertyId: group.id }, 'Egenskaben "Alt fravær" kan ikke vælges; den samler kun andre egenskaber.'],
      [{ name: 'Type', account: '0100', payAccountClosingActivityTypeId: 999999 }, 'Afslutningstypen med id 999999 findes ikke.'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('Agreement/UpdateExportAccount', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await test.db.select({ n: count() }).from(exportAccounts))[0]!.n).toBe(before);
  });

  it('deletes an account no agreement uses and refuses one in use', async () => {
    const account = await buildExportAccount(test.db, { name: 'Søn- og helligdag', account: '0420' });
    const agreement = await buildChildAgreement(test.db, null, 'EKS');
    await admin.post('Agreement/AddExportAccount', undefined, { agreementid: agreement.id, exportAccountId: account.id });
    const inUse = await admin.post('Agreement/DeleteExportAccount', undefined, { id: account.id });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe('Eksportkontoen "Søn- og helligdag" bruges af overenskomsten EKS og kan ikke slettes.');
    await admin.post('Agreement/RemoveExportAccount', undefined, { agreementid: agreement.id, exportAccountId: account.id });
    expect((await admin.post('Agreement/DeleteExportAccount', undefined, { id: account.id })).statusCode).toBe(204);
    expect((await admin.post('Agreement/DeleteExportAccount', undefined, { id: account.id })).statusCode).toBe(404);
  });

  it('lets only Admin change export accounts', async () => {
    const account = await buildExportAccount(test.db);
    expect((await planner.post('Agreement/UpdateExportAccount', { name: 'Nej', account: '0101', payAccountId: account.payAccountId })).statusCode).toBe(403);
    expect((await planner.post('Agreement/DeleteExportAccount', undefined, { id: account.id })).statusCode).toBe(403);
    expect((await test.db.select().from(exportAccounts).where(eq(exportAccounts.id, account.id))).length).toBe(1);
  });
});

describe('export prices', () => {
  it('saves prices in exact kroner and øre per wage type, agreement and department, newest first', async () => {
    await buildExportAccount(test.db, { account: '0510', name: 'Kostpenge' });
    await buildChildAgreement(test.db, null, 'PR-SOF');
    await buildDepartment(test.db, { name: 'Dæk', code: 'PR-DAEK' });
    const older = await admin.post('Plan/SaveExportPrice', { account: '0510', agreementCode: 'pr-sof', departmentCode: 'pr-daek', validFrom: '2025-01-01', value: 1234.56 });
    expect(older.json()).toMatchObject({ account: '0510', agreementCode: 'PR-SOF', departmentCode: 'PR-DAEK', isDis: false, validFrom: '2025-01-01', value: 1234.56 });
    // A float a client computed is stored as the øre it means, not as its binary noise.
    const newer = await admin.post('Plan/SaveExportPrice', { account: '0510', agreementCode: 'PR-SOF', departmentCode: 'PR-DAEK', validFrom: '2026-01-01', value: 0.1 + 0.2 });
    expect(newer.json().value).toBe(0.3);
    const stored = async (id: number) => (await test.db.select().from(exportPrices).where(eq(exportPrices.id, id)))[0]!.value;
    expect(await stored(newer.json().exportPriceId)).toBe('0.30');
    const exact = await admin.post('Plan/SaveExportPrice', { ...newer.json<Record<string, unknown>>(), value: 1290.07 });
    expect(exact.json()).toMatchObject({ exportPriceId: newer.json().exportPriceId, value: 1290.07 });
    expect(await stored(exact.json().exportPriceId)).toBe('1290.07');
    const general = await admin.post('Plan/SaveExportPrice', { account: '0510', validFrom: '2026-01-01', value: 99, isDis: true });
    expect(general.json()).toMatchObject({ agreementCode: null, departmentCode: null, isDis: true });

    const prices = (await planner.get('Plan/GetExportprices')).json().filter((price: { account: string }) => price.account === '0510');
    expect(prices.map((price: { validFrom: string; agreementCode: string | null }) => `${price.agreementCode}:${price.validFrom}`)).toEqual([
      'PR-SOF:2026-01-01',
      'PR-SOF:2025-01-01',
      'null:2026-01-01',
    ]);
    const edited = await admin.post('Plan/SaveExportPrice', { ...older.json<Record<string, unknown>>(), value: 1250 });
    expect(edited.json()).toMatchObject({ exportPriceId: older.json().exportPriceId, value: 1250 });
  });

  it('refuses a second price for the same key and date, unknown codes and wage types, changing nothing', async () => {
    await buildExportAccount(test.db, { account: '0520', name: 'Hyre' });
    await buildChildAgreement(test.db, null, 'PR-MEN');
    const first = await admin.post('Plan/SaveExportPrice', { account: '0520', agreementCode: 'PR-MEN', validFrom: '2026-01-01', value: 10 });
    expect(first.statusCode).toBe(200);
    const before = await priceCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ account: '0520', agreementCode: 'PR-MEN', validFrom: '2026-01-01', value: 11 }, 'Der findes allerede en pris for lønart 0520 med de samme koder fra 2026-01-01.'],
      [{ account: '0520', agreementCode: 'FINDES-IKKE', validFrom: '2026-01-01', value: 11 }, 'Der findes ingen overenskomst med koden FINDES-IKKE.'],
      [{ account: '0520', departmentCode: 'XX', validFrom: '2026-01-01', value: 11 }, 'Der findes ingen afdeling med koden XX.'],
      [{ account: '9999', validFrom: '2026-01-01', value: 11 }, 'Lønart 9999 findes ikke blandt eksportkontiene.'],
      [{ account: '0520', validFrom: '2026-01-01', value: -1 }, 'Prisen kan ikke være negativ'],
      [{ account: '0520', validFrom: '2026-01-01', value: 10.005 }, 'Prisen angives i hele øre'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('Plan/SaveExportPrice', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await priceCount()).toBe(before);
    const clash = await admin.post('Plan/SaveExportPrice', { account: '0520', validFrom: '2026-01-01', value: 5 });
    const moved = await admin.post('Plan/SaveExportPrice', { ...clash.json<Record<string, unknown>>(), agreementCode: 'PR-MEN' });
    expect(moved.statusCode).toBe(400);
  });

  it('deletes a price, answers 404 for one that is gone, and lets only Admin change prices', async () => {
    await buildExportAccount(test.db, { account: '0530', name: 'Diæter' });
    const price = (await admin.post('Plan/SaveExportPrice', { account: '0530', validFrom: '2026-01-01', value: 1 })).json();
    expect((await planner.post('Plan/DeleteExportPrice', { exportPriceId: price.exportPriceId })).statusCode).toBe(403);
    expect((await planner.post('Plan/SaveExportPrice', { account: '0530', validFrom: '2026-02-01', value: 1 })).statusCode).toBe(403);
    expect((await admin.post('Plan/DeleteExportPrice', { exportPriceId: price.exportPriceId })).statusCode).toBe(204);
    expect((await admin.post('Plan/DeleteExportPrice', { exportPriceId: price.exportPriceId })).statusCode).toBe(404);
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Plan/GetExportprices')).statusCode).toBe(403);
  });
});
