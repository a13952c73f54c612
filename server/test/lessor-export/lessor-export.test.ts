import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { decodeWindows1252, parseLessor4 } from '@kaj/domain/lessor/index';
import { auditTrail, closings, employees, employments, exportAccounts, lessorExports, lessorExportLines } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { plannerOf } from '../support/organisation.ts';
import { buildRule, giveRule } from '../support/pay-config.ts';
import { addWatch } from '../closings/closing-fixtures.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { absenceWatch, buildExportWorld, exportValues, lockedClosing, OCTOBER, type ExportWorld } from './lessor-fixtures.ts';

// A month locked for three employees on two agreements (one DIS) exports exactly the lines written out
// below by hand; refusals store nothing; deleting the latest export frees its closings.

let test: TestApp;
let admin: Client;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
});
afterAll(() => test.close());

const create = (as: Client, world: ExportWorld, query: Partial<{ period: string; thisMonth: boolean }> = {}) =>
  as.get('Employee/CreateLessorExport', { period: '2026-11-01', thisMonth: false, exportPackageID: world.exportPackage.id, ...query });

const file = (response: { rawPayload: Buffer }) => decodeWindows1252(new Uint8Array(response.rawPayload));

const exportCount = async (world: ExportWorld) =>
  (await test.db.select({ n: count() }).from(lessorExports).where(eq(lessorExports.exportPackageId, world.exportPackage.id)))[0]!.n;

const exportedClosings = async (world: ExportWorld) =>
  (
    await test.db
      .select({ n: count() })
      .from(closings)
      .innerJoin(employments, eq(employments.id, closings.employmentId))
      .innerJoin(employees, eq(employees.id, employments.employeeId))
      .where(and(isNotNull(closings.lessorExportId), eq(closings.period, OCTOBER), eq(employees.exportPackageId, world.exportPackage.id)))
  )[0]!.n;

/** The pay lines of the world's October, as worked out by hand. */
function expectedPay(world: ExportWorld) {
  const p = world.prefix;
  const line = { startDate: '2026-10-01', endDate: '2026-10-31' };
  return [
    { ...line, employeeCode: `${p}01`, employeeName: 'Anne Hansen', employmentId: world.anne.employment.id, departmentCode: `DÆK${p}`, account: '1310', accountName: 'Aftentillæg', value: 12.5, rate: 38.99 },
    // No department on the value: the employment's department. No export price for 1510.
    { ...line, employeeCode: `${p}01`, employeeName: 'Anne Hansen', employmentId: world.anne.employment.id, departmentCode: `DÆK${p}`, account: '1510', accountName: 'Udbetalt afspadsering', value: 3.25, rate: null },
    // Bo is DIS: the DIS price of his agreement.
    { ...line, employeeCode: `${p}02`, employeeName: 'Bo Ærø', employmentId: world.bo.employment.id, departmentCode: `MASK${p}`, account: '1310', accountName: 'Aftentillæg', value: 4, rate: 36 },
    { ...line, employeeCode: `${p}02`, employeeName: 'Bo Ærø', employmentId: world.bo.employment.id, departmentCode: `MASK${p}`, account: '1341', accountName: 'Søn- og helligdagstillæg, DIS', value: 7.4, rate: 71.25 },
    // Carl's value of 0 is not exported.
    { ...line, employeeCode: `${p}03`, employeeName: 'Carl Jensen', employmentId: world.carl.employment.id, departmentCode: `DÆK${p}`, account: '1310', accountName: 'Aftentillæg', value: 6, rate: 38.99 },
  ];
}

function expectedAbsence(world: ExportWorld) {
  const anne = { employeeCode: `${world.prefix}01`, employeeName: 'Anne Hansen', employmentId: world.anne.employment.id, departmentCode: `DÆK${world.prefix}`, absenceCode: `FE${world.prefix}`, hours: 0 };
  // 5, 6 and 7 October are one period; 9 October stands alone.
  return [
    { ...anne, startDate: '2026-10-05', endDate: '2026-10-07', days: 3 },
    { ...anne, startDate: '2026-10-09', endDate: '2026-10-09', days: 1 },
  ];
}

describe('CreateLessorExport', () => {
  it('exports the locked October of three employees on two agreements (one DIS) as written out by hand', async () => {
    const world = await buildExportWorld(test.db);
    const planner = client(test, (await plannerOf(test, [world.deck.id, world.engine.id])).token);
    const check = await planner.get('Employee/CheckLessorExport', { period: OCTOBER, exportPackageID: world.exportPackage.id });
    expect(check.json()).toEqual({ period: OCTOBER, closingCount: 3, payLineCount: 5, absenceLineCount: 2, problems: [] });

    const created = await create(planner, world);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      exportPackageId: world.exportPackage.id,
      period: OCTOBER,
      closingDate: '2026-10-31',
      payDate: '2026-11-30',
      payLineCount: 5,
      absenceLineCount: 2,
      canDelete: true,
      comment: null,
    });
    expect(created.json().exportedBy).toMatch(/^Bruger\d+ Test$/);
    const id = created.json().lessorExportId as number;
    expect(await exportedClosings(world)).toBe(3);

    const p = world.prefix;
    const pay = await planner.get('Employee/GetLessorExportPay', { lessorExportId: id });
    expect(pay.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(pay.headers['content-disposition']).toBe('attachment; filename="LESSOR5_LOEN_202610.csv"');
    expect(file(pay)).toBe(
      'employeeemploymentcode;paytypecode;units;rate\r\n' +
        `${p}01;1310;12.50;38.99\r\n` +
        `${p}01;1510;3.25;\r\n` +
        `${p}02;1310;4.00;36.00\r\n` +
        `${p}02;1341;7.40;71.25\r\n` +
        `${p}03;1310;6.00;38.99\r\n`,
    );
    const absence = await planner.get('Employee/GetLessorExportAbscence', { lessorExportId: id });
    expect(file(absence)).toBe(
      'employeeemploymentcode;absencestartdate;absenceenddate;absencecode;hours;days\r\n' +
        `${p}01;20261005000000;20261007240000;FE${p};0.00;3.00\r\n` +
        `${p}01;20261009000000;20261009240000;FE${p};0.00;1.00\r\n`,
    );

    expect((await planner.get('Employee/GetLessorExportPayGrouped', { lessorExportId: id })).json()).toEqual(expectedPay(world));
    expect((await planner.get('Employee/GetLessorExportAbscenceGrouped', { lessorExportId: id })).json()).toEqual([
      { ...expectedAbsence(world)[0], endDate: '2026-10-09', days: 4 },
    ]);

    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'export'), eq(auditTrail.entityId, id)));
    expect(audit.map((row) => [row.action, row.date])).toEqual([['create', OCTOBER]]);

    const detail = await admin.get('Employee/GetExportPackageById', { id: world.exportPackage.id });
    expect(detail.json().lessorExports).toEqual([created.json()]);
  });

  it('exports this month with thisMonth=true and pays on the last banking day (30 December, not nytårsaften)', async () => {
    const world = await buildExportWorld(test.db);
    const created = await create(admin, world, { period: OCTOBER, thisMonth: true });
    expect(created.json()).toMatchObject({ period: OCTOBER, payDate: '2026-10-30' });
    const december = await buildExportWorld(test.db, { withValues: false });
    const closing = await lockedClosing(test.db, december.anne.employment.id, '2026-11-01');
    await exportValues(test.db, closing.id, [{ exportAccountId: december.accounts.evening.id, value: '1', startDate: '2026-11-01', endDate: '2026-11-30' }]);
    await test.db.update(closings).set({ excluded: true }).where(eq(closings.employmentId, december.bo.employment.id));
    for (const employment of [december.bo.employment, december.carl.employment]) await lockedClosing(test.db, employment.id, '2026-11-01', { excluded: true });
    expect((await create(admin, december, { period: '2026-12-01' })).json()).toMatchObject({ period: '2026-11-01', payDate: '2026-12-30', payLineCount: 1 });
  });

  it('writes LESSOR4.LON for a Lessor 4 package: the pay lines, then the absence lines, at their positions', async () => {
    const world = await buildExportWorld(test.db, { fileLayout: 'lessor4' });
    const id = (await create(admin, world)).json().lessorExportId as number;
    const pay = await admin.get('Employee/GetLessorExportPay', { lessorExportId: id });
    expect(pay.headers['content-disposition']).toBe('attachment; filename="LESSOR4.LON"');
    const text = file(pay);
    const lines = text.split('\r\n');
    expect(lines).toHaveLength(8);
    expect(lines[7]).toBe('');
    const p = world.prefix;
    expect(lines[3]).toBe(
      `${p}02`.padEnd(12) + '1341' + `MASK${p}`.padEnd(6) + ' '.repeat(16) + '527,25'.padStart(11) + 'Søn- og helligdagstillæg' + '7,40'.padStart(8) + ' '.repeat(111) + '71,25'.padStart(8) + ' '.repeat(8),
    );
    expect(pay.rawPayload.includes(Buffer.from([0xf8]))).toBe(true); // ø as one Windows-1252 byte
    const records = parseLessor4(text);
    expect(records.map((record) => [record.account, record.absenceCode, record.validFrom, record.validTo])).toEqual([
      ['1310', null, null, null],
      ['1510', null, null, null],
      ['1310', null, null, null],
      ['1341', null, null, null],
      ['1310', null, null, null],
      [null, `FE${p}`, '2026-10-05', '2026-10-07'],
      [null, `FE${p}`, '2026-10-09', '2026-10-09'],
    ]);
    const absence = await admin.get('Employee/GetLessorExportAbscence', { lessorExportId: id });
    expect(absence.headers['content-disposition']).toBe('attachment; filename="LESSOR4_FRAVAER.LON"');
    expect(parseLessor4(file(absence))).toEqual(records.slice(5));
  });
});

describe('refusals store nothing', () => {
  const refused = async (world: ExportWorld, message: string | RegExp) => {
    const response = await create(admin, world);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('lessor_export_blocked');
    expect(response.json().message).toMatch(message);
    expect(await exportCount(world)).toBe(0);
    expect(await exportedClosings(world)).toBe(0);
    return response.json().message as string;
  };

  it('names an employee without an employee number', async () => {
    const world = await buildExportWorld(test.db);
    await test.db.update(employees).set({ code: null }).where(eq(employees.id, world.bo.employee.id));
    await refused(world, 'Eksporten kan ikke laves: Bo Ærø har intet lønnummer.');
    const check = await admin.get('Employee/CheckLessorExport', { period: OCTOBER, exportPackageID: world.exportPackage.id });
    expect(check.json().problems).toEqual([
      { kind: 'missingEmployeeCode', employeeName: 'Bo Ærø', employmentId: world.bo.employment.id, message: 'Bo Ærø har intet lønnummer.' },
    ]);
  });

  it('names a missing and an unlocked closing', async () => {
    const world = await buildExportWorld(test.db, { withValues: false });
    await lockedClosing(test.db, world.anne.employment.id);
    await lockedClosing(test.db, world.bo.employment.id, OCTOBER, { locked: false });
    const message = await refused(world, /Lukningen for Bo Ærø i oktober 2026 er ikke låst \(ansættelsen fra 1\.1\.2024\)\./);
    expect(message).toContain('Carl Jensen har ingen låst lukning for oktober 2026 (ansættelsen fra 1.1.2024).');
  });

  it('names a wage type that is not four digits', async () => {
    const world = await buildExportWorld(test.db);
    await test.db.update(exportAccounts).set({ account: '' }).where(eq(exportAccounts.id, world.accounts.payout.id));
    await refused(world, 'Eksportkontoen Udbetalt afspadsering har ingen gyldig lønart (fire cifre) og bruges af Anne Hansen.');
  });

  it('lists the watches not approved of a month not yet locked', async () => {
    const world = await buildExportWorld(test.db, { withValues: false });
    for (const person of [world.anne, world.carl]) await lockedClosing(test.db, person.employment.id);
    await absenceWatch(test.db, world.bo.employment.id, '2026-10-12', world.ferie.id, false);
    await absenceWatch(test.db, world.bo.employment.id, '2026-10-13', world.ferie.id, false);
    const check = await admin.get('Employee/CheckLessorExport', { period: OCTOBER, exportPackageID: world.exportPackage.id });
    expect(check.json()).toEqual({
      period: OCTOBER,
      closingCount: 2,
      payLineCount: expect.any(Number),
      absenceLineCount: expect.any(Number),
      problems: [
        { kind: 'missingClosing', employeeName: 'Bo Ærø', employmentId: world.bo.employment.id, message: 'Bo Ærø har ingen låst lukning for oktober 2026 (ansættelsen fra 1.1.2024).' },
        { kind: 'unapprovedWatches', employeeName: 'Bo Ærø', employmentId: world.bo.employment.id, message: 'Bo Ærø har 2 vagter, der ikke er godkendt i oktober 2026.' },
      ],
    });
    await refused(world, 'Eksporten kan ikke laves: Bo Ærø har ingen låst lukning for oktober 2026 (ansættelsen fra 1.1.2024). Bo Ærø har 2 vagter, der ikke er godkendt i oktober 2026.');
  });

  it('names a code too long for the fixed width of Lessor 4', async () => {
    const world = await buildExportWorld(test.db, { fileLayout: 'lessor4' });
    await test.db.update(employees).set({ code: '1234567890123' }).where(eq(employees.id, world.carl.employee.id));
    await refused(world, 'Eksporten kan ikke laves: Lønnummeret 1234567890123 (Carl Jensen) har flere tegn, end Lessor 4 har plads til (12).');
  });

  it('refuses a period already exported: nothing is left to export', async () => {
    const world = await buildExportWorld(test.db);
    expect((await create(admin, world)).statusCode).toBe(200);
    const again = await create(admin, world);
    expect(again.json().message).toBe('Eksporten kan ikke laves: Der er ingen låste lukninger at eksportere for oktober 2026.');
    expect(await exportCount(world)).toBe(1);
  });

  it('keeps planners to their packages and other roles out', async () => {
    const world = await buildExportWorld(test.db);
    const elsewhere = await buildExportWorld(test.db);
    const planner = client(test, (await plannerOf(test, [elsewhere.deck.id])).token);
    expect((await create(planner, world)).statusCode).toBe(403);
    const approver = client(test, (await signedIn(test, ['Approver'])).token);
    expect((await create(approver, world)).statusCode).toBe(403);
    const query = { period: OCTOBER, exportPackageID: world.exportPackage.id };
    expect((await planner.post('Employee/CreateLessorExportPayPreview', {}, query)).statusCode).toBe(403);
    expect((await planner.get('Employee/CheckLessorExport', query)).statusCode).toBe(403);
    expect((await admin.get('Employee/CreateLessorExport', { ...query, period: '2026-11-01', thisMonth: false, exportPackageID: 999999 })).statusCode).toBe(404);
    expect(await exportCount(world)).toBe(0);
    const id = (await create(admin, world)).json().lessorExportId as number;
    expect((await planner.get('Employee/GetLessorExportPay', { lessorExportId: id })).statusCode).toBe(403);
    expect((await planner.get('Employee/GetLessorExportAbscenceGrouped', { lessorExportId: id })).statusCode).toBe(403);
    expect((await planner.get('Employee/DeleteLessorExport', { lessorExportId: id, exportPackageID: world.exportPackage.id })).statusCode).toBe(403);
    expect(await exportCount(world)).toBe(1);
  });

  it("refuses a planner who reaches only some of the package's employees, in every export call", async () => {
    const world = await buildExportWorld(test.db);
    // Bo works in Maskine: the planner of Dæk alone reaches Anne and Carl, not him.
    const deckOnly = client(test, (await plannerOf(test, [world.deck.id])).token);
    const query = { period: OCTOBER, exportPackageID: world.exportPackage.id };
    const refused = await create(deckOnly, world);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Eksportpakken har medarbejdere uden for dine afdelinger. Kun den, der når alle pakkens medarbejdere (f.eks. en administrator), kan eksportere den.');
    expect((await deckOnly.get('Employee/CheckLessorExport', query)).statusCode).toBe(403);
    expect((await deckOnly.post('Employee/CreateLessorExportPayPreview', {}, query)).statusCode).toBe(403);
    expect((await deckOnly.post('Employee/CreateLessorExportPayMidMonth', {}, query)).statusCode).toBe(403);
    expect(await exportCount(world)).toBe(0);
    expect(await exportedClosings(world)).toBe(0);
    const id = (await create(admin, world)).json().lessorExportId as number;
    expect((await deckOnly.get('Employee/GetLessorExportPay', { lessorExportId: id })).statusCode).toBe(403);
    expect((await deckOnly.get('Employee/DeleteLessorExport', { lessorExportId: id, exportPackageID: world.exportPackage.id })).statusCode).toBe(403);
    expect(await exportCount(world)).toBe(1);
    const myPackages = (await deckOnly.get('Employee/GetMyExportPackages')).json() as { exportPackageId: number }[];
    expect(myPackages.map((p) => p.exportPackageId)).not.toContain(world.exportPackage.id);
  });
});

describe('DeleteLessorExport', () => {
  it('deletes only the latest export of the package and frees its closings', async () => {
    const world = await buildExportWorld(test.db);
    const first = (await create(admin, world)).json().lessorExportId as number;
    const closing = await lockedClosing(test.db, world.anne.employment.id, '2026-11-01');
    await exportValues(test.db, closing.id, [{ exportAccountId: world.accounts.evening.id, value: '2', startDate: '2026-11-01', endDate: '2026-11-30' }]);
    for (const person of [world.bo, world.carl]) await lockedClosing(test.db, person.employment.id, '2026-11-01', { excluded: true });
    const second = (await create(admin, world, { period: '2026-12-01' })).json().lessorExportId as number;

    const older = await admin.get('Employee/DeleteLessorExport', { lessorExportId: first, exportPackageID: world.exportPackage.id });
    expect(older.statusCode).toBe(400);
    expect(older.json().message).toBe('Kun eksportpakkens seneste Lessor-eksport kan slettes.');
    expect(await exportCount(world)).toBe(2);

    const latest = await admin.get('Employee/DeleteLessorExport', { lessorExportId: second, exportPackageID: world.exportPackage.id });
    expect(latest.statusCode).toBe(204);
    expect(await exportCount(world)).toBe(1);
    const [freed] = await test.db.select().from(closings).where(eq(closings.id, closing.id));
    expect(freed!.lessorExportId).toBeNull();
    expect((await test.db.select({ n: count() }).from(lessorExportLines).where(eq(lessorExportLines.lessorExportId, second)))[0]!.n).toBe(0);
    const audit = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entity, 'export'), eq(auditTrail.entityId, second)));
    expect(audit.map((row) => row.action)).toEqual(['create', 'delete']);

    // Now the first is the latest: it can go, and October is free to export again.
    expect((await admin.get('Employee/DeleteLessorExport', { lessorExportId: first, exportPackageID: world.exportPackage.id })).statusCode).toBe(204);
    expect(await exportedClosings(world)).toBe(0);
    expect((await create(admin, world)).statusCode).toBe(200);
  });

  it('refuses an export of another package with 404', async () => {
    const world = await buildExportWorld(test.db);
    const other = await buildExportWorld(test.db);
    const id = (await create(admin, world)).json().lessorExportId as number;
    expect((await admin.get('Employee/DeleteLessorExport', { lessorExportId: id, exportPackageID: other.exportPackage.id })).statusCode).toBe(404);
    expect(await exportCount(world)).toBe(1);
  });
});

describe('previews', () => {
  it('compute the lines an export would hold without storing, per line and grouped, for chosen employees', async () => {
    const world = await buildExportWorld(test.db);
    const query = { period: OCTOBER, exportPackageID: world.exportPackage.id };
    expect((await admin.post('Employee/CreateLessorExportPayPreview', {}, query)).json()).toEqual(expectedPay(world));
    expect((await admin.post('Employee/CreateLessorExportAbscencePreview', {}, query)).json()).toEqual(expectedAbsence(world));
    expect((await admin.post('Employee/CreateLessorExportAbscencePreviewGrouped', {}, query)).json()).toEqual([{ ...expectedAbsence(world)[0], endDate: '2026-10-09', days: 4 }]);
    const onlyBo = await admin.post('Employee/CreateLessorExportPayPreviewGrouped', { employeeIds: [world.bo.employee.id] }, query);
    expect(onlyBo.json()).toEqual(expectedPay(world).slice(2, 4));
    expect(await exportCount(world)).toBe(0);
    expect(await exportedClosings(world)).toBe(0);
  });
});

describe('absence periods from the watches', () => {
  it('reads the days behind an absence count from the closed watches with the absence and merges consecutive days', async () => {
    const world = await buildExportWorld(test.db, { withValues: false });
    const closing = await lockedClosing(test.db, world.anne.employment.id);
    await exportValues(test.db, closing.id, [{ exportAccountId: world.accounts.vacation.id, value: '3' }]);
    for (const day of ['2026-10-12', '2026-10-13', '2026-10-15']) await absenceWatch(test.db, world.anne.employment.id, day, world.ferie.id);
    for (const person of [world.bo, world.carl]) await lockedClosing(test.db, person.employment.id, OCTOBER, { excluded: true });
    const p = world.prefix;
    const id = (await create(admin, world)).json().lessorExportId as number;
    expect(file(await admin.get('Employee/GetLessorExportAbscence', { lessorExportId: id }))).toBe(
      'employeeemploymentcode;absencestartdate;absenceenddate;absencecode;hours;days\r\n' +
        `${p}01;20261012000000;20261013240000;FE${p};14.80;2.00\r\n` +
        `${p}01;20261015000000;20261015240000;FE${p};7.40;1.00\r\n`,
    );
  });
});

describe('mid-month files', () => {
  it('cover the 1st to the 15th from open data, computed as the closings compute an open month', async () => {
    const world = await buildExportWorld(test.db, { withValues: false });
    const anne = world.anne.employment.id;
    // Evening hours: every watch without the absence posts its hours (3 on the 3rd, 1,5 on the 15th, 2 on the 16th).
    const evening = await buildRule(test.db, { payAccountId: world.payAccounts.evening.id, details: {
        kind: 'singleProperty',
        ...{ propertyId: null, propertyId2: null, notPropertyId: world.ferie.id, notPropertyId2: null, factor: 1, fixedValue: null, useClockTime: false },
        ...{ hoursPrDay: null, daysPrWeek: null, hourLimit: null, lessThan: false },
      },
    });
    await giveRule(test.db, world.men.id, evening.id);
    for (const [day, end] of [['2026-11-03', '11:00'], ['2026-11-15', '09:30'], ['2026-11-16', '10:00']] as const) await addWatch(test, anne, day, '08:00', end);
    for (const day of ['2026-11-05', '2026-11-06', '2026-11-20']) await absenceWatch(test.db, anne, day, world.ferie.id, false);
    const query = { period: '2026-11-01', exportPackageID: world.exportPackage.id };
    const p = world.prefix;
    const pay = await admin.post('Employee/CreateLessorExportPayMidMonth', {}, query);
    expect(pay.statusCode).toBe(200);
    expect(file(pay)).toBe(`employeeemploymentcode;paytypecode;units;rate\r\n${p}01;1310;4.50;38.99\r\n${p}01;1510;4.50;\r\n`);
    const absence = await admin.post('Employee/CreateLessorExportAbscenceMidMonth', {}, query);
    expect(file(absence)).toBe(
      `employeeemploymentcode;absencestartdate;absenceenddate;absencecode;hours;days\r\n${p}01;20261105000000;20261106240000;FE${p};14.80;2.00\r\n`,
    );
    expect(await exportCount(world)).toBe(0);

    await test.db.update(employees).set({ code: '' }).where(eq(employees.id, world.anne.employee.id));
    const refused = await admin.post('Employee/CreateLessorExportPayMidMonth', {}, query);
    expect(refused.json()).toMatchObject({ code: 'lessor_export_blocked', message: 'Eksporten kan ikke laves: Anne Hansen har intet lønnummer.' });
  });
});

describe('CalculateExportPackage', () => {
  it('recalculates the open months of the package and refuses a planner outside it', async () => {
    const world = await buildExportWorld(test.db);
    expect((await admin.get('Employee/CalculateExportPackage', { exportPackageID: world.exportPackage.id })).statusCode).toBe(204);
    const outsider = client(test, (await plannerOf(test, [(await buildExportWorld(test.db)).deck.id])).token);
    expect((await outsider.get('Employee/CalculateExportPackage', { exportPackageID: world.exportPackage.id })).statusCode).toBe(403);
  });
});
