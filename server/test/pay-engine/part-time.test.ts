import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmployeeDto } from '@kaj/contract';
import { client, type Client } from '../support/client.ts';
import { buildDepartment, plannerOf } from '../support/organisation.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { newEmployment } from './pay-engine-fixtures.ts';

// Part time on the demo's agreements (SØ: 7,40 hours a day; the 3-month norm of 37 hours a week, max 48).

let test: TestApp;
let admin: Client;
let planner: Client;
let departmentId: number;

beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  departmentId = (await buildDepartment(test.db, { name: 'Deltidsdæk' })).id;
  planner = client(test, (await plannerOf(test, [departmentId])).token);
});
afterAll(() => test.close());

async function employment(weeklyHours: number | null) {
  const made = await newEmployment(test.db, 'MEN', '2025-12-01', [departmentId]);
  const saved = await admin.post('Employee/SaveEmployment', {
    employmentId: made.employmentId,
    employeeId: made.employeeId,
    agreementId: (await admin.get('Agreement/GetAgreementByEmploymentId', { employmentid: made.employmentId })).json().agreementId,
    startDate: '2025-12-01',
    propertyIds: [departmentId],
    weeklyHours,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().weeklyHours).toBe(weeklyHours);
  return made;
}

/** The norm period started on 1 January 2026 runs to Sunday 29 March: 88 days. */
async function januaryNorm(employmentId: number): Promise<{ row: EmployeeDto; months: { targetActivity: number; max: number | null }[] }> {
  const started = await planner.get('Plan/SetNormStart', { employmentid: employmentId, startdate: '2026-01-01', start: '2026-01-01', end: '2026-01-31' });
  expect(started.statusCode).toBe(200);
  const row = started.json() as EmployeeDto;
  const months = (await planner.get('Plan/GetNorms', { payAccountRulePeriodDefID: row.norms[0]!.payAccountRulePeriodDefId })).json();
  return { row, months };
}

describe('part time', () => {
  it("a 30 h/week employment's norm is 30 of 37 hours: 30 × 88 / 7 = 377,142857 hours against 465,142857 full time; max 48 × 30/37 × 88 / 7 = 489,266409", async () => {
    const full = await januaryNorm((await employment(null)).employmentId);
    const part = await januaryNorm((await employment(30)).employmentId);
    expect(full.row.norms[0]).toMatchObject({ targetActivity: 465.142857, max: 603.428571 });
    expect(part.row.norms[0]).toMatchObject({ targetActivity: 377.142857, max: 489.266409 });
    expect([full.row.multiplier, part.row.multiplier]).toEqual([1, 0.810811]);
    const sum = (months: { targetActivity: number }[]) => Math.round(months.reduce((total, month) => total + month.targetActivity * 100, 0)) / 100;
    expect(sum(part.months)).toBeCloseTo(377.14, 1);
  });

  it('refuses weekly hours outside 1–168 with a Danish message', async () => {
    const made = await newEmployment(test.db, 'MEN', '2025-12-01', [departmentId]);
    const agreementId = (await admin.get('Agreement/GetAgreementByEmploymentId', { employmentid: made.employmentId })).json().agreementId;
    for (const weeklyHours of [0, 200]) {
      const refused = await admin.post('Employee/SaveEmployment', { employmentId: made.employmentId, employeeId: made.employeeId, agreementId, startDate: '2025-12-01', propertyIds: [departmentId], weeklyHours });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toContain('Timer pr. uge skal være fra 1 til 168');
    }
  });
});
