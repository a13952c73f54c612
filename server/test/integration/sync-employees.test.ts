import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { employees, employments } from '../../src/db/schema/index.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildProperty } from '../support/organisation.ts';

let test: TestApp;
let admin: Client;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  await buildAgreement(test.db, 'SOF');
  await buildDepartment(test.db, { name: 'Dæk', code: 'HAV-DAEK' });
  await buildDepartment(test.db, { name: 'Maskine', code: 'HAV-MASK' });
  await buildProperty(test.db, 'position', { name: 'Styrmand', code: 'STYR' });
});
afterAll(() => test.close());

const sync = (rows: unknown[]) => admin.post('Integration/SyncEmployees', rows);
const byCode = async (code: string) => (await test.db.select().from(employees).where(eq(employees.code, code)))[0];
const employmentsOf = async (code: string) => {
  const employee = await byCode(code);
  return employee ? test.db.select().from(employments).where(eq(employments.employeeId, employee.id)).orderBy(employments.startDate) : [];
};

const hr = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  firstName: 'Hans',
  lastName: 'Christensen',
  email: `${code}@hr.example`,
  employments: [{ startDate: '2024-01-01', agreementCode: 'SOF', departmentCode: 'hav-daek', positionCode: 'STYR' }],
  ...extra,
});

describe('Integration/SyncEmployees', () => {
  it('creates employees with employments, and a second run of the same rows changes nothing', async () => {
    const rows = [hr('10001'), hr('10002', { firstName: 'Grethe' })];
    const first = await sync(rows);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ created: 2, updated: 0, unchanged: 0, errors: [] });
    const [employment] = await employmentsOf('10001');
    expect(employment).toMatchObject({ startDate: '2024-01-01', endDate: null });
    const detail = (await admin.get('Employee/GetEmployeeById', { id: (await byCode('10001'))!.id })).json();
    expect(detail.employments[0].properties.map((p: { name: string }) => p.name).sort()).toEqual(['Dæk', 'Styrmand']);
    expect((await sync(rows)).json()).toEqual({ created: 0, updated: 0, unchanged: 2, errors: [] });
  });

  it('updates what changed, keeps fields a row leaves out, and matches employments on their start date', async () => {
    await sync([hr('10010', { telephone: '+45 11 11 11 11' })]);
    const response = await sync([
      {
        code: '10010',
        firstName: 'Hans',
        lastName: 'Christensen-Lund',
        employments: [
          { startDate: '2024-01-01', endDate: '2024-12-31', agreementCode: 'SOF', departmentCode: 'HAV-MASK' },
          { startDate: '2025-01-01', agreementCode: 'SOF', departmentCode: 'HAV-DAEK' },
        ],
      },
    ]);
    expect(response.json()).toEqual({ created: 0, updated: 1, unchanged: 0, errors: [] });
    expect(await byCode('10010')).toMatchObject({ lastName: 'Christensen-Lund', telephone: '+45 11 11 11 11', email: '10010@hr.example' });
    const rows = await employmentsOf('10010');
    expect(rows.map((row) => [row.startDate, row.endDate])).toEqual([
      ['2024-01-01', '2024-12-31'],
      ['2025-01-01', null],
    ]);
    const detail = (await admin.get('Employee/GetEmployeeById', { id: (await byCode('10010'))!.id })).json();
    expect(detail.employments[0].properties.map((p: { name: string }) => p.name).sort()).toEqual(['Maskine', 'Styrmand']);
  });

  it('reports a bad row by its code with nothing of it written, and takes the others', async () => {
    await buildEmployee(test.db, { code: '10020', firstName: 'Uændret', lastName: 'Person' });
    const response = await sync([
      hr('10021'),
      hr('10020', { firstName: 'Ændret', employments: [{ startDate: '2024-01-01', agreementCode: 'UKENDT', departmentCode: 'HAV-DAEK' }] }),
      hr('10022', {
        employments: [
          { startDate: '2024-01-01', agreementCode: 'SOF', departmentCode: 'HAV-DAEK' },
          { startDate: '2024-06-01', agreementCode: 'SOF', departmentCode: 'HAV-DAEK' },
        ],
      }),
      hr('10023', { employments: [{ startDate: '2024-01-01', agreementCode: 'SOF', departmentCode: 'NOWHERE' }] }),
      hr('10024', { email: 'ikke-en-mail' }),
      { firstName: 'Uden', lastName: 'Nummer' },
      hr('10025', { employments: [{ startDate: '2024-05-01', endDate: '2024-04-30', agreementCode: 'SOF', departmentCode: 'HAV-DAEK' }] }),
    ]);
    expect(response.statusCode).toBe(200);
    const result = response.json();
    expect(result).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    expect(result.errors).toEqual([
      { code: '10020', message: 'Overenskomsten med koden UKENDT findes ikke.' },
      { code: '10022', message: 'Ansættelsen overlapper ansættelsen fra 1.6.2024. Overlappende ansættelser kræver, at den ene er sekundær.' },
      { code: '10023', message: 'Afdelingen med koden NOWHERE findes ikke.' },
      { code: '10024', message: expect.stringContaining('Email skal være en valid email adress') },
      { code: '#6', message: expect.stringContaining('code') },
      { code: '10025', message: expect.stringContaining('Slutdatoen skal ligge efter startdatoen') },
    ]);
    expect(await byCode('10020')).toMatchObject({ firstName: 'Uændret' });
    expect(await employmentsOf('10020')).toEqual([]);
    const written = await test.db.select().from(employees).where(inArray(employees.code, ['10022', '10023', '10024', '10025']));
    expect(written).toEqual([]);
    expect(await byCode('10021')).toBeDefined();
  });

  it('refuses the call to anyone but Admin, writing nothing', async () => {
    const { token } = await signedIn(test, ['Planner']);
    expect((await client(test, token).post('Integration/SyncEmployees', [hr('10030')])).statusCode).toBe(403);
    expect(await byCode('10030')).toBeUndefined();
  });
});
