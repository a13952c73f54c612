import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { employees, exportPackages } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
let agreementId: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  agreementId = (await buildAgreement(test.db)).id;
});
afterAll(() => test.close());

const packageCount = async () => (await test.db.select({ n: count() }).from(exportPackages))[0]!.n;
const packageOf = async (employeeId: number) => (await test.db.select().from(employees).where(eq(employees.id, employeeId)))[0]!.exportPackageId;
const createPackage = async (name: string, fileLayout?: string) => (await admin.post('Employee/SaveExportPackage', { name, ...(fileLayout ? { fileLayout } : {}) })).json();

describe('export packages', () => {
  it('creates and renames a package, unique by name', async () => {
    const created = await admin.post('Employee/SaveExportPackage', { name: 'Søfolk' });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ name: 'Søfolk', fileLayout: 'lessor5', employeeCount: 0 });
    const renamed = await admin.post('Employee/SaveExportPackage', { exportPackageId: created.json().exportPackageId, name: 'Søfolk og officerer', fileLayout: 'lessor4' });
    expect(renamed.json()).toMatchObject({ name: 'Søfolk og officerer', fileLayout: 'lessor4' });
    const before = await packageCount();
    const duplicate = await admin.post('Employee/SaveExportPackage', { name: 'SØFOLK OG OFFICERER' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('Der findes allerede en eksportpakke med navnet SØFOLK OG OFFICERER.');
    expect(await packageCount()).toBe(before);
  });

  it('puts employees in one package at a time, counts them and lists those in none', async () => {
    const land = await createPackage('Land');
    const sea = await createPackage('Hav');
    const employee = await buildEmployee(test.db);
    expect((await admin.get('Employee/GetEmployeesNotInExport')).json().map((e: { employeeId: number }) => e.employeeId)).toContain(employee.id);
    expect((await admin.get('Employee/AddEmployeeToExportPackage', { employeeId: employee.id, exportPackageId: land.exportPackageId })).statusCode).toBe(204);
    await admin.get('Employee/AddEmployeeToExportPackage', { employeeId: employee.id, exportPackageId: sea.exportPackageId });
    expect(await packageOf(employee.id)).toBe(sea.exportPackageId);
    const detail = (await admin.get('Employee/GetExportPackageById', { id: sea.exportPackageId })).json();
    expect(detail).toMatchObject({ name: 'Hav', employeeCount: 1, lessorExports: [] });
    expect(detail.employees.map((e: { employeeId: number }) => e.employeeId)).toEqual([employee.id]);
    expect((await admin.get('Employee/GetEmployeesNotInExport')).json().map((e: { employeeId: number }) => e.employeeId)).not.toContain(employee.id);
    expect((await admin.get('Employee/RemoveEmployeeFromExportPackage', { employeeId: employee.id })).statusCode).toBe(204);
    expect(await packageOf(employee.id)).toBeNull();
  });

  it('refuses a draft in a package', async () => {
    const pkg = await createPackage('Kladder');
    const master = await buildEmployee(test.db);
    const draft = await buildEmployee(test.db, { masterId: master.id });
    const response = await admin.get('Employee/AddEmployeeToExportPackage', { employeeId: draft.id, exportPackageId: pkg.exportPackageId });
    expect(response.statusCode).toBe(400);
    expect(await packageOf(draft.id)).toBeNull();
  });

  it('deletes a package, leaving its employees in none', async () => {
    const pkg = await createPackage('Timelønnede');
    const employee = await buildEmployee(test.db);
    await admin.get('Employee/AddEmployeeToExportPackage', { employeeId: employee.id, exportPackageId: pkg.exportPackageId });
    expect((await admin.post('Employee/DeleteExportPackage', undefined, { exportPackageId: pkg.exportPackageId })).statusCode).toBe(204);
    expect(await packageOf(employee.id)).toBeNull();
    expect((await admin.get('Employee/GetExportPackageById', { id: pkg.exportPackageId })).statusCode).toBe(404);
  });

  it("answers a planner's packages: those holding an employee of their departments", async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const mine = await createPackage('Vores skib');
    const other = await createPackage('Andet skib');
    const [a, b] = [await buildEmployee(test.db), await buildEmployee(test.db)];
    await buildEmployment(test.db, { employeeId: a.id, agreementId, departmentId: ours.deck.id });
    await buildEmployment(test.db, { employeeId: b.id, agreementId, departmentId: theirs.deck.id });
    await admin.get('Employee/AddEmployeeToExportPackage', { employeeId: a.id, exportPackageId: mine.exportPackageId });
    await admin.get('Employee/AddEmployeeToExportPackage', { employeeId: b.id, exportPackageId: other.exportPackageId });
    const planner = await plannerOf(test, [ours.ship.id]);
    const as = client(test, planner.token);
    expect((await as.get('Employee/GetMyExportPackages')).json().map((p: { name: string }) => p.name)).toEqual(['Vores skib']);
    expect((await admin.get('Employee/GetMyExportPackages', { planUserId: planner.user.id })).json().map((p: { name: string }) => p.name)).toEqual(['Vores skib']);
    expect((await admin.get('Employee/GetMyExportPackages')).json().length).toBeGreaterThanOrEqual(2);
    expect((await as.get('Employee/GetExportPackageById', { id: other.exportPackageId })).json().employees).toEqual([]);
    expect((await as.get('Employee/GetEmployeesNotInExport')).json().map((e: { employeeId: number }) => e.employeeId)).not.toContain(b.id);
  });

  it('lets only Admin change packages (403, nothing changed)', async () => {
    const pkg = await createPackage('Fast');
    const employee = await buildEmployee(test.db);
    const { token } = await signedIn(test, ['Planner']);
    const as = client(test, token);
    const before = await packageCount();
    expect((await as.post('Employee/SaveExportPackage', { name: 'Ny' })).statusCode).toBe(403);
    expect((await as.post('Employee/DeleteExportPackage', undefined, { exportPackageId: pkg.exportPackageId })).statusCode).toBe(403);
    expect((await as.get('Employee/AddEmployeeToExportPackage', { employeeId: employee.id, exportPackageId: pkg.exportPackageId })).statusCode).toBe(403);
    expect(await packageCount()).toBe(before);
    expect(await packageOf(employee.id)).toBeNull();
    const employeeRole = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employeeRole.get('Employee/GetExportPackages')).statusCode).toBe(403);
  });
});
