import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { client, type Client } from '../support/client.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';
import { addWatch, newEmployment, postings, propertyId } from './pay-engine-fixtures.ts';

// The demo agreement (docs/demo-agreement.md) over December 2025 for a new able seaman (MEN, Matros):
// evening, night, Saturday, Sunday, Christmas and New Year's Eve work, overtime, sickness, a course and
// vacation. Every posting below is worked out by hand from the rules of SØ and MEN.

let test: TestApp;
let admin: Client;
let employeeId: number;
let employmentId: number;
const names = new Map<number, string>();

beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  const db = test.db;
  const sejlads = await propertyId(db, 'watchType', 'Sejlads');
  const overtid = await propertyId(db, 'supplement', 'Overtid');
  const syg = await propertyId(db, 'absence', 'Syg');
  const kursus = await propertyId(db, 'absence', 'Kursus');
  const ferie = await propertyId(db, 'absence', 'Ferie');
  ({ employeeId, employmentId } = await newEmployment(db, 'MEN', '2025-12-01', [await propertyId(db, 'department', 'Dæk'), await propertyId(db, 'position', 'Matros')]));
  const watches: [string, string, string, string, (number | [number, number])[]][] = [
    ['W1', '2025-12-01', '07:00', '15:00', [sejlads]], // Monday day watch
    ['W2', '2025-12-02', '14:00', '22:00', [sejlads]], // Tuesday evening
    ['W3', '2025-12-03', '22:00', '06:00', [sejlads]], // Wednesday night, across midnight
    ['W4', '2025-12-06', '07:00', '15:00', [sejlads]], // Saturday
    ['W5', '2025-12-07', '07:00', '19:00', [sejlads, [overtid, 4]]], // Sunday, 4 hours of overtime registered
    ['W6', '2025-12-11', '07:00', '15:00', [syg]], // sick
    ['W7', '2025-12-12', '16:00', '20:00', [kursus]], // course in the evening
    ['W8', '2025-12-15', '08:00', '15:24', [ferie]], // vacation day, 7,4 hours
    ['W9', '2025-12-16', '08:00', '15:24', [ferie]], // vacation day
    ['W10', '2025-12-24', '14:00', '22:00', [sejlads]], // juleaften, a Wednesday: a workday, not a holiday
    ['W11', '2025-12-25', '07:00', '15:00', [sejlads]], // juledag, a holiday
    ['W12', '2025-12-31', '20:00', '02:00', [sejlads]], // nytårsaften into nytårsdag (a holiday) and a new month
  ];
  for (const [name, date, start, end, properties] of watches) names.set(await addWatch(db, employmentId, date, start, end, properties), name);
  expect((await admin.get('Plan/Calculate')).statusCode).toBe(204);
});
afterAll(() => test.close());

describe('the demo agreement over December 2025', () => {
  it('posts what the rules of SØ and MEN give, worked out by hand', async () => {
    expect(await postings(test.db, employmentId, '2025-12-01', '2026-01-01', names)).toEqual([
      // W1 07–15 (8 h): norm hours and sailing hours. The month's savings are dated its first day employed:
      // 2,08 feriedage and 0,42 days of the 6th week, a whole month, so not pro rata.
      '2025-12-01 Normtimer 8 [W1]',
      '2025-12-01 Sejladstimer 8 [W1]',
      '2025-12-01 Ferie optjenes 2,08 dage om måneden 2.08',
      '2025-12-01 6. ferieuge optjenes 0.42',
      // W2 14–22: 17–22 is inside the weekday evening window 17–23: 5 h.
      '2025-12-02 Normtimer 8 [W2]',
      '2025-12-02 Sejladstimer 8 [W2]',
      '2025-12-02 Aftentillæg 17-23 på hverdage 5 [W2]',
      // W3 22–06: sailing hours split at midnight (2 h on the 3rd, 6 h on the 4th); the night window 23–06
      // belongs to the day it starts (7 h); 22–23 is evening (1 h).
      '2025-12-03 Normtimer 8 [W3]',
      '2025-12-03 Sejladstimer 2 [W3]',
      '2025-12-03 Nattillæg 23-06 7 [W3]',
      '2025-12-03 Aftentillæg 17-23 på hverdage 1 [W3]',
      '2025-12-04 Sejladstimer 6 [W3]',
      // W4 Saturday 07–15: every hour is Saturday supplement.
      '2025-12-06 Normtimer 8 [W4]',
      '2025-12-06 Sejladstimer 8 [W4]',
      '2025-12-06 Lørdagstillæg 8 [W4]',
      // W5 Sunday 07–19 (12 h) with Overtid 4: Sunday supplement for all 12 h; the overtime property's value (4 h)
      // counts instead of the hours: the first 3 at 50 %, the 1 above at 100 %.
      '2025-12-07 Normtimer 12 [W5]',
      '2025-12-07 Sejladstimer 12 [W5]',
      '2025-12-07 Søn- og helligdagstillæg 12 [W5]',
      '2025-12-07 Overtid 50 %, de første 3 timer 3 [W5]',
      '2025-12-07 Overtid 100 %, ud over 3 timer 1 [W5]',
      // W6 sick 07–15: norm hours only.
      '2025-12-11 Normtimer 8 [W6]',
      // W7 course 16–20: norm hours; the 3 evening hours 17–20 meet the pre-factor Kursus 0, so no supplement.
      '2025-12-12 Normtimer 4 [W7]',
      // W8, W9 vacation 08:00–15:24 (7,4 h): norm hours, and 7,4 h / 7,4 h per day × −1 = one feriedag each.
      '2025-12-15 Normtimer 7.4 [W8]',
      '2025-12-15 Ferie afholdt -1 [W8]',
      '2025-12-16 Normtimer 7.4 [W9]',
      '2025-12-16 Ferie afholdt -1 [W9]',
      // W10 juleaften 14–22: a workday, so 17–22 is evening (5 h); the special day counts all 8 h.
      '2025-12-24 Normtimer 8 [W10]',
      '2025-12-24 Sejladstimer 8 [W10]',
      '2025-12-24 Aftentillæg 17-23 på hverdage 5 [W10]',
      '2025-12-24 Juleaften 8 [W10]',
      // W11 juledag 07–15: a holiday, all 8 h Sunday-and-holiday supplement; no evening.
      '2025-12-25 Normtimer 8 [W11]',
      '2025-12-25 Sejladstimer 8 [W11]',
      '2025-12-25 Søn- og helligdagstillæg 8 [W11]',
      // W12 nytårsaften 20–02 (6 h): sailing 4 h on the 31st and 2 h on 1 January (January's month); night 23–02
      // (3 h, the window of the 31st); evening 20–23 (3 h); New Year's Eve counts its part on the 31st (4 h);
      // nytårsdag is a holiday, so 00–02 on 1 January is Sunday-and-holiday supplement (2 h), dated that day.
      '2025-12-31 Normtimer 6 [W12]',
      '2025-12-31 Sejladstimer 4 [W12]',
      '2025-12-31 Nattillæg 23-06 3 [W12]',
      '2025-12-31 Aftentillæg 17-23 på hverdage 3 [W12]',
      '2025-12-31 Nytårsaften 4 [W12]',
      '2026-01-01 Sejladstimer 2 [W12]',
      '2026-01-01 Søn- og helligdagstillæg 2 [W12]',
      '2026-01-01 Ferie optjenes 2,08 dage om måneden 2.08',
      '2026-01-01 6. ferieuge optjenes 0.42',
    ]);
  });

  it('answers the balances at 31 December with the postings that make them', async () => {
    const response = await admin.post('Plan/GetBalance', undefined, { employeeId, calcTo: '2025-12-31' });
    expect(response.statusCode).toBe(200);
    const balances: { payAccountName: string; balanceYear: string; balance: number; expiryDate: string | null; postings: { kind: string; value: number; ruleName: string | null; realisedWatchId: number | null }[] }[] = response.json();
    const ferie = balances.find((balance) => balance.payAccountName === 'Ferie')!;
    // Holiday year 2025/26 is shown as 2026 and can be spent until 31 December 2026 (16 months from September 2025).
    expect(ferie).toMatchObject({ balanceYear: '2026', balance: 0.08, expiryDate: '2026-12-31' });
    expect(ferie.postings.map((posting) => `${posting.kind} ${posting.ruleName} ${posting.value} ${names.get(posting.realisedWatchId!) ?? ''}`.trim())).toEqual([
      'earned Ferie optjenes 2,08 dage om måneden 2.08',
      'spent Ferie afholdt -1 W8',
      'spent Ferie afholdt -1 W9',
    ]);
    // 8+8+8+8+12+8+4+7,4+7,4+8+8+6 norm hours in December.
    expect(balances.find((balance) => balance.payAccountName === 'Normtimer')).toMatchObject({ balanceYear: '2025', balance: 92.8 });
    expect(balances.find((balance) => balance.payAccountName === '6. ferieuge')).toMatchObject({ balanceYear: '2026', balance: 0.42 });
    // A flow account shows calcTo's month: the 2 h of 1 January are not in it.
    expect(balances.find((balance) => balance.payAccountName === 'Sejladstimer')).toMatchObject({ balanceYear: '2025-12', balance: 8 + 8 + 8 + 8 + 12 + 8 + 8 + 4 });
  });

  it('lets a planner set a balance’s expiry, and keeps it through recalculation', async () => {
    const balances: { payAccountBalanceId: number; payAccountName: string }[] = (await admin.post('Plan/GetBalance', undefined, { employeeId, calcTo: '2025-12-31' })).json();
    const ferie = balances.find((balance) => balance.payAccountName === 'Ferie')!;
    const set = await admin.get('Plan/SetBalanceExpiryDate', { employmentid: employmentId, payAccountBalanceId: ferie.payAccountBalanceId, expiryDate: '2026-08-31', period: '2025-12-01' });
    expect(set.statusCode, set.body).toBe(200);
    expect((await admin.get('Plan/Calculate')).statusCode).toBe(204);
    const after: { payAccountName: string; expiryDate: string | null; balance: number; postings: { kind: string; value: number }[] }[] = (
      await admin.post('Plan/GetBalance', undefined, { employeeId, calcTo: '2026-09-15' })
    ).json();
    const year2026 = after.find((balance) => balance.payAccountName === 'Ferie' && balance.expiryDate === '2026-08-31')!;
    // Sept 2025–Aug 2026 saves from December: 9 × 2,08 = 18,72, less 2 spent; it expires after 31 August into Ferie til udbetaling.
    expect(year2026.balance).toBe(0);
    expect(year2026.postings.at(-1)).toMatchObject({ kind: 'expired', value: -16.72 });
    expect(after.find((balance) => balance.payAccountName === 'Ferie til udbetaling')).toMatchObject({ balance: 16.72 });
    const refused = await admin.get('Plan/SetBalanceExpiryDate', { employmentid: employmentId, payAccountBalanceId: 999999, period: '2025-12-01' });
    expect(refused.statusCode).toBe(404);
  });

  it('starts a norm period and shows it month by month: 37 h a week less time loss, against the norm hours', async () => {
    const started = await admin.get('Plan/SetNormStart', { employmentid: employmentId, startdate: '2025-12-01', start: '2025-12-01', end: '2025-12-31' });
    expect(started.statusCode, started.body).toBe(200);
    // Whole weeks of December–February: Monday 1 December to Sunday 1 March, 13 weeks: 481 h, less the time loss of the
    // absence watches (sick 8, course 4, vacation 7,4 + 7,4 = 26,8 h): 454,2 h; max 48 × 13 = 624 h.
    const row = started.json();
    expect(row.norms).toEqual([
      expect.objectContaining({ name: 'Normperiode på 3 måneder', startDate: '2025-12-01', endDate: null, targetActivity: 454.2, max: 624, timeLoss: 26.8, activity: 92.8, balance: -361.4 }),
    ]);
    expect(row.isOverTarget).toBe(false);
    const periodId = row.norms[0].payAccountRulePeriodDefId;
    const months = (await admin.get('Plan/GetNorms', { payAccountRulePeriodDefID: periodId })).json();
    // December: 37 × 31 / 7 = 163,857143 less 26,8 = 137,057143; January 163,857143; February 37 × 4 = 148; 1 March 37 / 7.
    expect(months.map((month: { startDate: string; targetActivity: number; activity: number }) => [month.startDate, month.targetActivity, month.activity])).toEqual([
      ['2025-12-01', 137.057143, 92.8],
      ['2026-01-01', 163.857143, 0],
      ['2026-02-01', 148, 0],
      ['2026-03-01', 5.285714, 0],
    ]);
    const ended = await admin.get('Plan/SetNormPeriodEnd', { employmentid: employmentId, payaccountruleperioddefid: periodId, endDate: '2025-12-28', start: '2025-12-01', end: '2025-12-31' });
    // Four weeks: 148 h less 26,8 = 121,2.
    expect(ended.json().norms[0]).toMatchObject({ endDate: '2025-12-28', targetActivity: 121.2 });
    const deleted = await admin.post('Plan/DeleteNormPeriod', { payAccountRulePeriodDefId: periodId }, { employmentid: employmentId, period: '2025-12-01' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json().norms).toEqual([]);
  });

  it('corrects the contract balance with a comment', async () => {
    const rows = await test.db.execute(sql`select id from pay_account_rules where name = 'Gennemsnitlig arbejdstid 37 timer'`);
    const ruleId = Number((rows as unknown as { rows: { id: number }[] }).rows[0]!.id);
    const adjusted = await admin.get('Plan/AdjustContractBalance', {
      employmentId,
      payAccountRuleMeanActivityBalanceId: ruleId,
      changeValue: 10.5,
      start: '2025-12-01',
      end: '2025-12-31',
      comment: 'Timer fra hyreopgørelsen',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // 92,8 norm hours against 37 × 31 / 7 = 163,857143, plus the correction 10,5: −60,557143.
    expect(adjusted.json().contractBalances).toEqual([
      expect.objectContaining({ payAccountRuleMeanActivityBalanceId: ruleId, balance: -60.557143, corrections: [expect.objectContaining({ value: 10.5, comment: 'Timer fra hyreopgørelsen' })] }),
    ]);
  });
});
