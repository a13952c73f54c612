import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ClosingEmployeeDto } from '@kaj/contract';
import { agreementExportAccounts, agreements, employments, exportAccounts, realisedWatchProperties } from '../../src/db/schema/index.ts';
import { buildProperty } from '../support/organisation.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { addWatch, buildCrew, recalculate } from './closing-fixtures.ts';

const test = useTestApp();

describe('export values', () => {
  /*
   * October of the worked example: Afspadsering earns 9,75 and pays out 33,75. Three more wage types:
   *  0210 counts the calendar days with a watch that has Ferie: watches on 12 and 13 October (no paid time) → 2 days;
   *  0220 Afspadsering in days: 9,75 hours / 7,4 hours a day = 1,317568 → 1,32 shown;
   *  0230 Afspadsering for DIS only: nothing until the agreement has the DIS flag, then 9,75.
   * Then the day follows the agreement and the employment: 7,5 hours a day → 9,75 / 7,5 = 1,3 days; a 30-hour week
   * (6 hours a day) → 9,75 / 6 = 1,625 → 1,63.
   */
  it('counts calendar days with an absence property, turns hours into days, and carries a DIS wage type only for DIS', async () => {
    const crew = await buildCrew(test);
    const ferie = await buildProperty(test.db, 'absence', { name: `Ferie ${crew.employment.id}` });
    for (const date of ['2026-10-12', '2026-10-13']) {
      const watch = await addWatch(test, crew.employment.id, date, '08:00', '16:00');
      await test.db.execute(sql`update realised_watches set total_time = 0 where id = ${watch}`);
      await test.db.insert(realisedWatchProperties).values({ realisedWatchId: watch, propertyId: ferie.id });
    }
    await recalculate(test, [crew.employment.id]);
    const accounts = await test.db
      .insert(exportAccounts)
      .values([
        { name: 'Feriedage', account: '0210', countCalendarDays: true, vacationPropertyId: ferie.id },
        { name: 'Afspadsering i dage', account: '0220', payAccountId: crew.afspadsering.id, inDays: true },
        { name: 'Afspadsering DIS', account: '0230', payAccountId: crew.afspadsering.id, isDis: true },
      ])
      .returning();
    await test.db.insert(agreementExportAccounts).values(accounts.map((account) => ({ agreementId: crew.agreement.id, exportAccountId: account.id })));

    const october = async () =>
      ((await crew.planner.get('Plan/GetClosing', { employmentId: crew.employment.id, period: '2026-10-01', showall: false })).json() as ClosingEmployeeDto).exportValues.map(
        (value) => [value.account, value.value],
      );
    expect(await october()).toEqual([
      ['0110', 33.75],
      ['0120', 19.5],
      ['0210', 2],
      ['0220', 1.32],
    ]);
    // A code that looks like DIS does not make it DIS any more; the flag does.
    await test.db.update(agreements).set({ code: `${crew.agreement.code}-DIS` }).where(eq(agreements.id, crew.agreement.id));
    expect((await october()).map(([account]) => account)).not.toContain('0230');
    await test.db.update(agreements).set({ isDis: true }).where(eq(agreements.id, crew.agreement.id));
    expect(await october()).toEqual([
      ['0110', 33.75],
      ['0120', 19.5],
      ['0210', 2],
      ['0220', 1.32],
      ['0230', 9.75],
    ]);
    await test.db.update(agreements).set({ hoursPerDay: '7.50' }).where(eq(agreements.id, crew.agreement.id));
    expect((await october()).find(([account]) => account === '0220')).toEqual(['0220', 1.3]);
    await test.db.update(employments).set({ weeklyHours: '30' }).where(eq(employments.id, crew.employment.id));
    expect((await october()).find(([account]) => account === '0220')).toEqual(['0220', 1.63]);
  });
});
