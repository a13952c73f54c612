import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_RULE_KINDS, type PayAccountRuleDetail } from '@kaj/contract';
import { eq } from 'drizzle-orm';
import { payAccountClosingActivityTypes, payAccountRuleReferences } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildProperty } from '../support/organisation.ts';
import { buildPayAccount, periodDetail } from '../support/pay-config.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: Client;
let planner: Client;
let details: PayAccountRuleDetail[];
let accountId: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  planner = client(test, (await signedIn(test, ['Planner'])).token);
  accountId = (await buildPayAccount(test.db, { name: 'Timer' })).id;
  const sejlads = (await buildProperty(test.db, 'watchType', { name: 'Sejlads' })).id;
  const kursus = (await buildProperty(test.db, 'absence', { name: 'Kursus' })).id;
  const styrmand = (await buildProperty(test.db, 'position', { name: 'Styrmand' })).id;
  const overstyrmand = (await buildProperty(test.db, 'position', { name: 'Overstyrmand' })).id;
  const afspadsering = (await buildPayAccount(test.db, { name: 'Afspadsering' })).id;
  const types = await test.db.select().from(payAccountClosingActivityTypes);
  const payout = types.find((type) => type.key === 'payout')!.id;
  const derived = (await test.db.insert(payAccountClosingActivityTypes).values({ name: 'Feriegodtgørelse', outgoingActivity: true }).returning())[0]!.id;
  const filter = { propertyId: sejlads, propertyId2: null, notPropertyId: kursus, notPropertyId2: null, factor: 1, fixedValue: null, useClockTime: false };
  const limits = { hoursPrDay: null, daysPrWeek: null, hourLimit: 12, lessThan: false };
  details = [
    { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 },
    { kind: 'monthlySave', value: 2.08, saveStartMonth: 9, saveMonthOffset: 0, expiresInMonths: 16, relativeToPayAccount: true },
    { kind: 'singleProperty', ...filter, ...limits },
    { kind: 'splitSingleProperty', ...filter, ...limits, useClockTime: true },
    { kind: 'useFuture', ...filter, ...limits, fixedValue: 250 },
    { kind: 'stepSingleProperty', ...filter, ...limits, cutValue: 37, factorBelow: 0.5, factorAbove: 1 },
    { kind: 'specialDay', day: '12-24', factor: 1 },
    periodDetail({ fromTime: '23:00', toTime: '06:00', factor: 1, cutValue: 8, factorAbove: 1.5 }),
    { kind: 'changedProperty', agreementPropertyId: styrmand, watchPropertyId: overstyrmand, factor: 1 },
    { kind: 'cashCompensation', everyMonth: false, month: 4 },
    { kind: 'meanActivity', targetActivity: 37, payAccountId: accountId, payAccountId2: afspadsering, payAccountId3: null },
    {
      kind: 'periodActivity',
      months: null,
      weeks: 8,
      monthWeeks: null,
      targetActivity: 37,
      minActivity: 30,
      maxActivity: 48,
      sourcePayAccountId: accountId,
      moveToPayAccountId: afspadsering,
      factor: 1,
      hasTimeLoss: true,
    },
    { kind: 'derivedActivity', sourceTypeId: payout, targetTypeId: derived, factor: 0.125 },
  ];
});
afterAll(() => test.close());

describe('pay-account rules of every kind', () => {
  it('covers every kind of the contract', () => {
    expect(details.map((detail) => detail.kind).sort()).toEqual([...PAY_RULE_KINDS].sort());
  });

  it('creates each kind with AddPayAccountRule and reads it back unchanged by id and in the list', async () => {
    for (const [index, detail] of details.entries()) {
      const body = { name: `Regel ${detail.kind}`, description: 'Beskrivelse', payAccountId: accountId, calcOrder: index * 10, round: 2, details: detail };
      const created = await admin.post('Agreement/AddPayAccountRule', body);
      expect(created.statusCode, detail.kind).toBe(200);
      const id = created.json().payAccountRuleId;
      const read = (await planner.get('Agreement/GetPayAccountRuleById', { id })).json();
      expect(read, detail.kind).toEqual({ ...body, payAccountRuleId: id, overrideId: null, inherited: false, preFactors: [], details: detail });
    }
    const list = (await planner.get('Agreement/GetPayAccountRules')).json();
    expect(list.map((rule: { details: { kind: string } }) => rule.details.kind)).toEqual(details.map((detail) => detail.kind));
  });

  it('keeps what each detail refers to beside it, so the references cannot vanish', async () => {
    const derived = details.find((detail) => detail.kind === 'derivedActivity')!;
    const created = (await admin.post('Agreement/AddPayAccountRule', { name: 'Afledt', payAccountId: accountId, details: derived })).json();
    const refs = await test.db.select().from(payAccountRuleReferences).where(eq(payAccountRuleReferences.payAccountRuleId, created.payAccountRuleId));
    expect(refs.map((ref) => ref.field).sort()).toEqual(['sourceTypeId', 'targetTypeId']);
  });

  it('saves a rule with SavePayAccountRule: another kind, pre-factors and rounding replace the old ones', async () => {
    const created = (await admin.post('Plan/SavePayAccountRule', { name: 'Skifter', payAccountId: accountId, details: details[0] })).json();
    const kursus = (await buildProperty(test.db, 'absence', { name: 'Kursus 2' })).id;
    const saved = await admin.post('Plan/SavePayAccountRule', {
      payAccountRuleId: created.payAccountRuleId,
      name: 'Skiftet',
      payAccountId: accountId,
      calcOrder: 5,
      round: 0,
      preFactors: [{ propertyId: kursus, factor: 0 }],
      details: { kind: 'specialDay', day: 'nytårsaften', factor: 2 },
    });
    expect(saved.json()).toMatchObject({
      payAccountRuleId: created.payAccountRuleId,
      name: 'Skiftet',
      calcOrder: 5,
      round: 0,
      preFactors: [{ propertyId: kursus, factor: 0 }],
      details: { kind: 'specialDay', day: 'nytårsaften', factor: 2 },
    });
    const cleared = await admin.post('Plan/SavePayAccountRule', { payAccountRuleId: created.payAccountRuleId, name: 'Uden art', details: null });
    expect(cleared.json()).toMatchObject({ details: null, preFactors: [], payAccountId: null, round: null });
    expect((await admin.post('Plan/SavePayAccountRule', { payAccountRuleId: 999999, name: 'Findes ikke' })).statusCode).toBe(404);
  });

  it('lets Planner read rules, and only Admin write them', async () => {
    expect((await planner.get('Agreement/GetPayAccountRules')).statusCode).toBe(200);
    expect((await planner.post('Agreement/AddPayAccountRule', { name: 'Nej' })).statusCode).toBe(403);
    expect((await planner.post('Plan/SavePayAccountRule', { name: 'Nej' })).statusCode).toBe(403);
    expect((await planner.get('Agreement/RemovePayAccountRuleById', { id: 1 })).statusCode).toBe(403);
    const approver = client(test, (await signedIn(test, ['Approver'])).token);
    expect((await approver.get('Agreement/GetPayAccountRules')).statusCode).toBe(403);
  });
});
