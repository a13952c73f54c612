import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeWindows1252 } from '@kaj/domain/lessor/index';
import type { SimpleClosingDto } from '@kaj/contract';
import { employees, exportPackages } from '../../src/db/schema/index.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { approveMonth, buildCrew } from '../closings/closing-fixtures.ts';

// The whole chain: watches worked, the pay engine's postings, the months approved and locked through the closing calls, and
// the export of October — then the closing cannot be unlocked until its export is deleted.

const test = useTestApp();

/*
 * The closings' worked example (server/test/closings/closing-lock.test.ts): September posts 24 hours into
 * Afspadsering; October 9,75 more and pays the balance out (33,75). October exports wage type 0110 with the payout
 * 33,75 and 0120 with October's activity × 2 = 19,5, both on the deck's department code. No export prices: no rate.
 */
describe('a month worked, locked through the closing calls and exported', () => {
  it('exports the locked October as worked out by hand, and frees the closing for unlocking when the export is deleted', async () => {
    const crew = await buildCrew(test);
    const [exportPackage] = await test.db.insert(exportPackages).values({ name: 'Kæden' }).returning();
    await test.db.update(employees).set({ code: '4711', exportPackageId: exportPackage!.id }).where(eq(employees.id, crew.employee.id));
    await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-10-31');
    const locked = await crew.planner.post(
      'Plan/LockClosing',
      ['2026-09-01', '2026-10-01'].map((period) => ({ employmentId: crew.employment.id, period })),
      { comment: 'Lønkørsel' },
    );
    expect(locked.statusCode, locked.body).toBe(200);
    const october = (locked.json() as SimpleClosingDto[]).find((closing) => closing.period === '2026-10-01')!;

    const created = await crew.planner.get('Employee/CreateLessorExport', { period: '2026-11-01', thisMonth: false, exportPackageID: exportPackage!.id });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().lessorExportId as number;
    const pay = await crew.planner.get('Employee/GetLessorExportPay', { lessorExportId: id });
    expect(decodeWindows1252(new Uint8Array(pay.rawPayload))).toBe('employeeemploymentcode;paytypecode;units;rate\r\n4711;0110;33.75;\r\n4711;0120;19.50;\r\n');
    const grouped = (await crew.planner.get('Employee/GetLessorExportPayGrouped', { lessorExportId: id })).json();
    expect(grouped.map((line: { account: string; departmentCode: string; employmentId: number }) => [line.account, line.departmentCode, line.employmentId])).toEqual([
      ['0110', crew.deck.code, crew.employment.id],
      ['0120', crew.deck.code, crew.employment.id],
    ]);

    const held = await crew.planner.post('Plan/UnlockClosing', [october.closingId]);
    expect(held.statusCode).toBe(400);
    expect((await crew.planner.get('Employee/DeleteLessorExport', { lessorExportId: id, exportPackageID: exportPackage!.id })).statusCode).toBe(204);
    expect((await crew.planner.post('Plan/UnlockClosing', [october.closingId])).statusCode).toBe(200);
  });
});
