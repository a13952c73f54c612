import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ClosingEmployeeDto } from '@kaj/contract';
import { queryRows } from '../../src/db/raw.ts';
import { appLog, auditTrail, payAccountRules } from '../../src/db/schema/index.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { approveMonth, buildCrew, closingState, recalculate, type Crew } from './closing-fixtures.ts';

const test = useTestApp();

const SEPTEMBER = '2026-09-01';
const OCTOBER = '2026-10-01';

async function closing(crew: Crew, period: string, showall = false): Promise<ClosingEmployeeDto> {
  const answer = await crew.planner.get('Plan/GetClosing', { employmentId: crew.employment.id, period, showall });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json();
}

/** The account rows of a closing as `name: opening + activity [closing activities] = closing`. */
function accountLines(dto: ClosingEmployeeDto, crew: Crew): string[] {
  const name = (id: number) => (id === crew.afspadsering.id ? 'Afspadsering' : id === crew.feriegodtgoerelse.id ? 'Feriegodtgørelse' : String(id));
  return dto.activities.map((row) => {
    const moves = row.closingActivities.map((activity) => `${activity.typeName.replace(/ \d+$/, '')} ${activity.value}`).join(', ');
    return `${name(row.payAccountId)}: ${row.openingBalance} + ${row.activity}${moves ? ` [${moves}]` : ''} = ${row.closingBalance}`;
  });
}

const lockMonths = (crew: Crew, months: string[], comment = 'Månedsafslutning') =>
  crew.planner.post(
    'Plan/LockClosing',
    months.map((period) => ({ employmentId: crew.employment.id, period })),
    { comment },
  );

/*
 * The worked example, by hand. Rules of the agreement, in calcOrder:
 *   10 "Overtid 1,5" (hourly save): every realised watch posts its hours × 1,5 into Afspadsering.
 *  100 "Udbetaling i oktober" (cash compensation, month 10): at the closing of October the positive balance of
 *      Afspadsering is paid out (an outgoing closing activity, Udbetaling).
 *  110 "Feriegodtgørelse 12,5 %" (derived activity, round 2): 0,125 × the month's Udbetaling into Feriegodtgørelse.
 * September: watches of 8 hours on the 7th and 8th → 16 × 1,5 = 24.
 *   opening 0, activity 24, nothing paid in September, closing 24.
 * October: a watch 07:00-13:30 on the 5th → 6,5 × 1,5 = 9,75.
 *   opening 24 (September's closing), activity 9,75, payout -(24 + 9,75) = -33,75, closing 0;
 *   Feriegodtgørelse 0,125 × 33,75 = 4,21875 → 4,22.
 * Export: wage type 0110 carries the payout (33,75), 0120 the activity of Afspadsering × 2 (9,75 × 2 = 19,5), both
 * on the deck's department code.
 */
describe('the worked example: an hourly rule and a cash compensation over two months', () => {
  it('computes open months on the fly, locks both with a comment, and freezes the figures', async () => {
    const crew = await buildCrew(test);
    const september = await closing(crew, SEPTEMBER);
    expect(september).toMatchObject({ closingId: null, locked: false, period: SEPTEMBER, closingDate: '2026-09-30', employeeName: crew.employee.firstName + ' ' + crew.employee.lastName });
    expect(accountLines(september, crew)).toEqual(['Afspadsering: 0 + 24 = 24']);
    const october = await closing(crew, OCTOBER);
    expect(accountLines(october, crew)).toEqual(['Afspadsering: 24 + 9.75 [Udbetaling -33.75] = 0', 'Feriegodtgørelse: 0 + 0 [Feriegodtgørelse 4.22] = 4.22']);
    expect(october.exportValues.map((value) => [value.account, value.value, value.departmentCode])).toEqual([
      ['0110', 33.75, crew.deck.code],
      ['0120', 19.5, crew.deck.code],
    ]);

    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-10-31');
    const locked = await lockMonths(crew, [OCTOBER, SEPTEMBER], 'Lønkørsel oktober');
    expect(locked.statusCode, locked.body).toBe(200);
    expect(locked.json().map((row: { period: string; locked: boolean; comment: string }) => [row.period, row.locked, row.comment])).toEqual([
      [SEPTEMBER, true, 'Lønkørsel oktober'],
      [OCTOBER, true, 'Lønkørsel oktober'],
    ]);

    const frozen = await closing(crew, OCTOBER, true);
    expect(frozen).toMatchObject({ locked: true, comment: 'Lønkørsel oktober', prevClosingId: locked.json()[0].closingId });
    expect(frozen.lockedBy).toMatch(/Test$/);
    expect(accountLines(frozen, crew)).toEqual(['Afspadsering: 24 + 9.75 [Udbetaling -33.75] = 0', 'Feriegodtgørelse: 0 + 0 [Feriegodtgørelse 4.22] = 4.22']);
    // showall lists the posting behind the activity, with its rule and watch.
    const afspadsering = frozen.activities.find((row) => row.payAccountId === crew.afspadsering.id)!;
    expect(afspadsering.postings).toMatchObject([{ date: '2026-10-05', value: 9.75, ruleName: 'Overtid 1,5', realisedWatchId: crew.watches[2] }]);
    expect(frozen.exportValues.map((value) => [value.account, value.value])).toEqual([
      ['0110', 33.75],
      ['0120', 19.5],
    ]);

    // The frozen export values are exact, the rows the Lessor export reads.
    const values = await queryRows<{ account: string; value: string }>(
      test.db,
      sql`select x.account, v.value::text from closing_export_values v join export_accounts x on x.id = v.export_account_id
          join closings c on c.id = v.closing_id where c.employment_id = ${crew.employment.id} and c.period = ${OCTOBER}::date order by x.account`,
    );
    expect(values).toEqual([
      { account: '0110', value: '33.750000' },
      { account: '0120', value: '19.500000' },
    ]);
    // The payout and the derived activity are activities on 31 October, so November opens with them.
    const november = await closing(crew, '2026-11-01');
    expect(accountLines(november, crew)).toEqual(['Feriegodtgørelse: 4.22 + 0 = 4.22']);
    expect(await closingState(test, crew.employment.id)).toEqual({ closings: 2, locked: 2, frozen: 3, closing_rows: 2, closed: 3, audit: 2 });

    // The grid's row of a month carries the month's closing; a range that is not one month carries none.
    const row = (await crew.planner.post('Plan/GetEmployee', undefined, { employmentid: crew.employment.id, period: OCTOBER })).json();
    expect(row.closing).toMatchObject({ employmentId: crew.employment.id, period: OCTOBER, locked: true, comment: 'Lønkørsel oktober' });
    const open = (await crew.planner.post('Plan/GetEmployee', undefined, { employmentid: crew.employment.id, period: '2026-11-01' })).json();
    expect(open.closing).toMatchObject({ closingId: null, locked: false });
    const range = (await crew.planner.post('Plan/GetEmployeePeriod', undefined, { employmentid: crew.employment.id, start: '2026-10-01', end: '2026-11-15' })).json();
    expect(range.closing).toBeNull();
  });
});

describe('refusals change nothing', () => {
  it('refuses a month whose previous month is open, naming the employee and the month', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-10-31');
    const before = await closingState(test, crew.employment.id);
    const answer = await lockMonths(crew, [OCTOBER]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(`Afslutningen kan ikke låses. Hans ${crew.employee.lastName}, oktober 2026: september 2026 er ikke låst.`);
    expect(await closingState(test, crew.employment.id)).toEqual(before);
  });

  it('refuses a month with watches not approved, and locks nothing of the others asked for', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-07');
    const before = await closingState(test, crew.employment.id);
    const answer = await lockMonths(crew, [SEPTEMBER, OCTOBER]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(
      `Afslutningen kan ikke låses. Hans ${crew.employee.lastName}, september 2026: 1 vagt er ikke godkendt (8.9.2026). Hans ${crew.employee.lastName}, oktober 2026: 1 vagt er ikke godkendt (5.10.2026).`,
    );
    expect(await closingState(test, crew.employment.id)).toEqual(before);
  });

  it('refuses to unlock a month a later locked month follows, and an exported closing', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-10-31');
    const [september, october] = (await lockMonths(crew, [SEPTEMBER, OCTOBER])).json() as { closingId: number }[];
    const before = await closingState(test, crew.employment.id);

    const followed = await crew.planner.post('Plan/UnlockClosing', [september!.closingId]);
    expect(followed.statusCode).toBe(400);
    expect(followed.json().message).toBe(`Afslutningen kan ikke låses op. Hans ${crew.employee.lastName}, september 2026: oktober 2026 er låst.`);

    await test.db.execute(sql`update closings set lessor_export_id = 4711 where id = ${october!.closingId}`);
    const exported = await crew.planner.post('Plan/UnlockClosing', [october!.closingId]);
    expect(exported.statusCode).toBe(400);
    expect(exported.json().message).toBe(`Afslutningen kan ikke låses op. Hans ${crew.employee.lastName}, oktober 2026: den indgår i en Lessor-eksport.`);
    expect(await closingState(test, crew.employment.id)).toEqual(before);
  });

  it('refuses a planner outside the ship (403) and a second lock of a locked month', async () => {
    const crew = await buildCrew(test);
    const stranger = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    expect((await stranger.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: SEPTEMBER }])).statusCode).toBe(403);
    expect((await lockMonths(crew, [SEPTEMBER])).statusCode).toBe(200);
    const before = await closingState(test, crew.employment.id);
    const again = await lockMonths(crew, [SEPTEMBER]);
    expect(again.json().message).toBe(`Afslutningen kan ikke låses. Hans ${crew.employee.lastName}, september 2026: måneden er allerede låst.`);
    expect(await closingState(test, crew.employment.id)).toEqual(before);
  });
});

describe('two planners at once', () => {
  it('locks a month once when two lock it at the same time; the other is told', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    const answers = await Promise.all([lockMonths(crew, [SEPTEMBER]), lockMonths(crew, [SEPTEMBER])]);
    expect(answers.map((answer) => answer.statusCode).sort(), answers.map((answer) => answer.body).join(' | ')).toEqual([200, answers.some((answer) => answer.statusCode === 409) ? 409 : 400]);
    // One set of frozen figures, one lock in the audit trail.
    expect(await closingState(test, crew.employment.id)).toEqual({ closings: 1, locked: 1, frozen: 1, closing_rows: 0, closed: 2, audit: 1 });
  });
});

describe('the first month in Kaj', () => {
  it('locks the first month with watches of an employment that began long before, and refuses an earlier month after it', async () => {
    const crew = await buildCrew(test);
    await test.db.execute(sql`update employments set start_date = '2020-01-01' where id = ${crew.employment.id}`);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    // No realised watch before September: nothing before it to close, so August need not be locked.
    expect((await lockMonths(crew, [SEPTEMBER])).statusCode).toBe(200);
    const before = await closingState(test, crew.employment.id);
    const earlier = await lockMonths(crew, ['2026-08-01']);
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json().message).toBe(`Afslutningen kan ikke låses. Hans ${crew.employee.lastName}, august 2026: september 2026 er allerede låst.`);
    expect(await closingState(test, crew.employment.id)).toEqual(before);
  });
});

describe('UnlockClosing', () => {
  it('reopens the latest month first: frozen figures and closing activities go, watches open, the month is computed again', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-10-31');
    const [september, october] = (await lockMonths(crew, [SEPTEMBER, OCTOBER])).json() as { closingId: number }[];
    const answer = await crew.planner.post('Plan/UnlockClosing', [october!.closingId]);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject([{ closingId: october!.closingId, locked: false, period: OCTOBER }]);
    // September stays locked (2 watches closed, its one frozen account); October is open and computed on the fly again.
    expect(await closingState(test, crew.employment.id)).toEqual({ closings: 2, locked: 1, frozen: 1, closing_rows: 0, closed: 2, audit: 3 });
    expect(accountLines(await closing(crew, OCTOBER), crew)).toEqual(['Afspadsering: 24 + 9.75 [Udbetaling -33.75] = 0', 'Feriegodtgørelse: 0 + 0 [Feriegodtgørelse 4.22] = 4.22']);
    expect((await crew.planner.post('Plan/UnlockClosing', [september!.closingId])).statusCode).toBe(200);
    const actions = await test.db.select({ action: auditTrail.action }).from(auditTrail).where(and(eq(auditTrail.employmentId, crew.employment.id), eq(auditTrail.entity, 'closing')));
    expect(actions.map((row) => row.action)).toEqual(['lock', 'lock', 'unlock', 'unlock']);
  });
});

describe('a locked month freezes its watches', () => {
  it('refuses a watch placed in the locked month, changing nothing, and takes it once the month is unlocked', async () => {
    const crew = await buildCrew(test);
    const saved = await crew.admin.post('WatchTemplate/SaveWatchTemplate', { code: `L${crew.employment.id}`, color: '#3f51b5', details: [{ startTime: '06:00', endTime: '14:00', properties: [] }], subTemplates: [] }, { replace: false });
    const watchTemplateId = saved.json().watchTemplateId as number;
    const place = () => crew.planner.post('Plan/AddPlannedWatch', undefined, { watchTemplateId, employmentId: crew.employment.id, startDate: '2026-09-15', period: SEPTEMBER });
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    const [september] = (await lockMonths(crew, [SEPTEMBER])).json() as { closingId: number }[];
    const watchCount = async () => (await queryRows<{ n: number }>(test.db, sql`select count(*)::int as n from realised_watches where employment_id = ${crew.employment.id}`))[0]!.n;

    const refused = await place();
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Måneden september 2026 er lukket, så dens vagter kan ikke ændres.');
    expect(await watchCount()).toBe(3);

    expect((await crew.planner.post('Plan/UnlockClosing', [september!.closingId])).statusCode).toBe(200);
    expect((await place()).statusCode).toBe(200);
    expect(await watchCount()).toBe(4);
  });
});

describe('CalculateClosed', () => {
  it('keeps the locked figures when a rule changes until CalculateClosed, which logs each difference; an exported closing never changes', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-10-31');
    const [september] = (await lockMonths(crew, [SEPTEMBER])).json() as { closingId: number }[];
    const october = ((await lockMonths(crew, [OCTOBER])).json() as { closingId: number }[])[0]!;
    await test.db.execute(sql`update closings set lessor_export_id = 4712 where id = ${october.closingId}`);

    // The hourly factor goes from 1,5 to 2: September would be 16 × 2 = 32.
    await test.db.update(payAccountRules).set({ detail: { kind: 'hourlySave', factor: 2, saveMonthOffset: 0 } }).where(eq(payAccountRules.id, crew.hourly.id));
    await recalculate(test, [crew.employment.id]);
    expect(accountLines(await closing(crew, SEPTEMBER), crew)).toEqual(['Afspadsering: 0 + 24 = 24']);

    const answer = await crew.admin.get('Plan/CalculateClosed');
    expect(answer.statusCode, answer.body).toBe(204);
    expect(accountLines(await closing(crew, SEPTEMBER), crew)).toEqual(['Afspadsering: 0 + 32 = 32']);
    // October is in a Lessor export: its frozen figures stay as they were sent.
    expect(accountLines(await closing(crew, OCTOBER), crew)).toEqual(['Afspadsering: 24 + 9.75 [Udbetaling -33.75] = 0', 'Feriegodtgørelse: 0 + 0 [Feriegodtgørelse 4.22] = 4.22']);

    const [audit] = await test.db.select().from(auditTrail).where(and(eq(auditTrail.entityId, september!.closingId), eq(auditTrail.entity, 'closing'), eq(auditTrail.action, 'recalculate')));
    expect(audit).toBeDefined();
    const logged = await test.db.select({ message: appLog.message }).from(appLog);
    expect(logged.map((row) => row.message), JSON.stringify(logged)).toContain(
      `Låst afslutning genberegnet: Hans ${crew.employee.lastName}, september 2026: ${crew.afspadsering.name} aktivitet 24 → 32; ${crew.afspadsering.name} ultimosaldo 24 → 32; lønart 0120 (${crew.deck.code}) 48 → 64`,
    );
    expect((await crew.planner.get('Plan/CalculateClosed')).statusCode).toBe(403);
  });

  /*
   * September and October locked; the factor goes from 1,5 to 2. CalculateClosedSince October leaves September as it
   * was frozen (24) and recalculates October: opening 24, activity 6,5 × 2 = 13, payout -(24 + 13) = -37, closing 0;
   * Feriegodtgørelse 0,125 × 37 = 4,625 → 4,63 (half away from zero).
   */
  it('recalculates only the locked months from the period given', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-10-31');
    expect((await lockMonths(crew, [SEPTEMBER, OCTOBER])).statusCode).toBe(200);
    await test.db.update(payAccountRules).set({ detail: { kind: 'hourlySave', factor: 2, saveMonthOffset: 0 } }).where(eq(payAccountRules.id, crew.hourly.id));
    expect((await crew.admin.get('Plan/CalculateClosedSince', { period: OCTOBER })).statusCode).toBe(204);
    expect(accountLines(await closing(crew, SEPTEMBER), crew)).toEqual(['Afspadsering: 0 + 24 = 24']);
    expect(accountLines(await closing(crew, OCTOBER), crew)).toEqual(['Afspadsering: 24 + 13 [Udbetaling -37] = 0', 'Feriegodtgørelse: 0 + 0 [Feriegodtgørelse 4.63] = 4.63']);
    expect((await closing(crew, OCTOBER)).exportValues.map((value) => [value.account, value.value])).toEqual([
      ['0110', 37],
      ['0120', 26],
    ]);
    expect(await closingState(test, crew.employment.id)).toMatchObject({ locked: 2, closing_rows: 2, closed: 3 });
  });
});
