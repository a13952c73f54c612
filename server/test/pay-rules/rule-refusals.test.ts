import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { closings, payAccountActivities, payAccountRulePreFactors, payAccountRules, properties } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildProperty, buildShip } from '../support/organisation.ts';
import { buildChildAgreement, buildPayAccount, buildRule, giveRule, periodDetail } from '../support/pay-config.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: Client;
let accountId: number;
let sejlads: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  accountId = (await buildPayAccount(test.db)).id;
  sejlads = (await buildProperty(test.db, 'watchType', { name: 'Sejlads' })).id;
});
afterAll(() => test.close());

const ruleCount = async () => (await test.db.select({ n: count() }).from(payAccountRules))[0]!.n;

const single = (overrides: Record<string, unknown> = {}) => ({
  kind: 'singleProperty',
  propertyId: sejlads,
  propertyId2: null,
  notPropertyId: null,
  notPropertyId2: null,
  factor: 1,
  fixedValue: null,
  useClockTime: false,
  hoursPrDay: null,
  daysPrWeek: null,
  hourLimit: null,
  lessThan: false,
  ...overrides,
});

/** Sends a rule and expects 400 with the message, and no rule more than before. */
async function refused(body: Record<string, unknown>, message: string) {
  const before = await ruleCount();
  const response = await admin.post('Agreement/AddPayAccountRule', { name: 'Afvist', payAccountId: accountId, ...body });
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json().message).toContain(message);
  expect(await ruleCount()).toBe(before);
}

describe('refused pay-account rules', () => {
  it('refuses a period rule without from or to time, or with a time that is not HH:mm', async () => {
    const { fromTime: _from, ...withoutFrom } = periodDetail();
    await refused({ details: withoutFrom }, 'details.fromTime: Perioden skal have et fra-tidspunkt');
    await refused({ details: periodDetail({ toTime: '' }) }, 'details.toTime: Perioden skal have et til-tidspunkt');
    await refused({ details: periodDetail({ fromTime: '25:00' }) }, 'Fra-tidspunktet skal skrives TT:MM');
  });

  it('refuses factors that are not numbers, a calcOrder that is not whole and a round outside 0-6', async () => {
    await refused({ details: { kind: 'hourlySave', factor: '1,5', saveMonthOffset: 0 } }, 'details.factor: Faktoren skal være et tal');
    await refused({ details: { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 }, calcOrder: 1.5 }, 'calcOrder');
    await refused({ round: 7 }, 'round');
    await refused({ preFactors: [{ propertyId: sejlads, factor: 'nul' }] }, 'Faktoren skal være et tal');
  });

  it('refuses a property that does not exist, only groups others or is disabled', async () => {
    const group = await buildProperty(test.db, 'watchType', { name: 'Alle vagttyper', selectable: false });
    const disabled = await buildProperty(test.db, 'watchType', { name: 'Gammel', disabled: true });
    await refused({ details: single({ propertyId: group.id }) }, 'Egenskaben "Alle vagttyper" kan ikke vælges; den samler kun andre egenskaber.');
    await refused({ details: single({ notPropertyId: disabled.id }) }, 'Egenskaben "Gammel" er deaktiveret og kan ikke vælges.');
    await refused({ details: single({ propertyId: 999999 }) }, 'Egenskaben med id 999999 findes ikke.');
    await refused({ preFactors: [{ propertyId: group.id, factor: 0 }] }, 'kan ikke vælges');
  });

  it('keeps a property that was disabled after the rule was made', async () => {
    const property = await buildProperty(test.db, 'watchType', { name: 'Udfases' });
    const created = (await admin.post('Agreement/AddPayAccountRule', { name: 'Med egenskab', payAccountId: accountId, details: single({ propertyId: property.id }) })).json();
    await test.db.update(properties).set({ disabled: true }).where(eq(properties.id, property.id));
    const saved = await admin.post('Plan/SavePayAccountRule', { ...created, name: 'Stadig med egenskab' });
    expect(saved.statusCode).toBe(200);
  });

  it('refuses a pay account that does not exist, and a posting rule without one', async () => {
    await refused({ payAccountId: 999999 }, 'Lønkontoen med id 999999 findes ikke.');
    await refused({ payAccountId: null, details: { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 } }, 'Vælg den lønkonto, reglen bogfører på.');
    await refused(
      { details: { kind: 'meanActivity', targetActivity: 37, payAccountId: accountId, payAccountId2: 999998, payAccountId3: null } },
      'Lønkontoen med id 999998 findes ikke.',
    );
    await refused({ details: { kind: 'derivedActivity', sourceTypeId: 999999, targetTypeId: 999998, factor: 1 } }, 'Afslutningstypen med id 999999 findes ikke.');
  });

  it('refuses fields of a kind that do not fit together', async () => {
    await refused({ details: single({ propertyId: null }) }, 'Vælg den egenskab, som vagterne skal have.');
    await refused({ details: { kind: 'specialDay', day: 'lillejuleaften', factor: 1 } }, 'Dagen "lillejuleaften" er hverken en dato (MM-DD) eller navnet på en helligdag eller mærkedag.');
    await refused({ details: { kind: 'specialDay', day: '13-01', factor: 1 } }, 'er hverken en dato');
    await refused({ details: periodDetail({ specialDate: 'juleaften' }) }, 'En periode gælder enten på de valgte dagtyper eller kun på den særlige dato, ikke begge.');
    await refused({ details: periodDetail({ cutValue: 8 }) }, 'Angiv både grænsen og faktoren over grænsen, eller ingen af dem.');
    await refused({ details: { kind: 'cashCompensation', everyMonth: false, month: null } }, 'Vælg måneden for udbetalingen, eller vælg hver måned.');
    const norm = {
      kind: 'periodActivity',
      months: 2,
      weeks: 8,
      monthWeeks: null,
      targetActivity: 37,
      minActivity: null,
      maxActivity: null,
      sourcePayAccountId: accountId,
      moveToPayAccountId: null,
      factor: 1,
      hasTimeLoss: false,
    };
    await refused({ details: norm }, 'Angiv normperiodens længde i enten måneder, uger eller månedsuger.');
    await refused({ details: { ...norm, weeks: null, maxActivity: 30 } }, 'Maksimum kan ikke være under målet.');
    await refused({ preFactors: [{ propertyId: sejlads, factor: 0 }, { propertyId: sejlads, factor: 1 }] }, 'En egenskab kan kun have én forfaktor.');
  });

  it('refuses an override of itself, of a rule that does not exist, or in a ring', async () => {
    const first = await buildRule(test.db, { payAccountId: accountId });
    const second = await buildRule(test.db, { payAccountId: accountId, overrideId: first.id });
    await refused({ overrideId: 999999 }, 'Reglen, der skal overstyres, findes ikke.');
    const self = await admin.post('Plan/SavePayAccountRule', { payAccountRuleId: first.id, name: first.name, overrideId: first.id });
    expect(self.json().message).toBe('En regel kan ikke overstyre sig selv.');
    const ring = await admin.post('Plan/SavePayAccountRule', { payAccountRuleId: first.id, name: first.name, overrideId: second.id });
    expect(ring.statusCode).toBe(400);
    expect(ring.json().message).toBe('Reglerne ville overstyre hinanden i ring.');
    expect((await test.db.select().from(payAccountRules).where(eq(payAccountRules.id, first.id)))[0]!.overrideId).toBeNull();
  });
});

describe('removing a pay-account rule', () => {
  it('refuses while an agreement uses it or another rule overrides it, and then deletes it with its pre-factors', async () => {
    const agreement = await buildChildAgreement(test.db, null, 'BRUG');
    const rule = (await admin.post('Agreement/AddPayAccountRule', { name: 'I brug', payAccountId: accountId, preFactors: [{ propertyId: sejlads, factor: 0.5 }], agreementId: agreement.id })).json();
    const inUse = await admin.get('Agreement/RemovePayAccountRuleById', { id: rule.payAccountRuleId });
    expect(inUse.statusCode).toBe(400);
    expect(inUse.json().message).toBe('Reglen "I brug" bruges af overenskomsten BRUG og kan ikke slettes.');
    expect(await ruleExists(rule.payAccountRuleId)).toBe(true);

    await admin.post('Agreement/RemoveAgreementRule', undefined, { agreementid: agreement.id, payaccountruleid: rule.payAccountRuleId });
    const child = await buildChildAgreement(test.db, agreement.id);
    await giveRule(test.db, agreement.id, rule.payAccountRuleId);
    const override = await buildRule(test.db, { name: 'Overstyring', payAccountId: accountId, overrideId: rule.payAccountRuleId });
    await giveRule(test.db, child.id, override.id);
    await admin.post('Agreement/RemoveAgreementRule', undefined, { agreementid: agreement.id, payaccountruleid: rule.payAccountRuleId });
    const overridden = await admin.get('Agreement/RemovePayAccountRuleById', { id: rule.payAccountRuleId });
    expect(overridden.json().message).toBe('Reglen "I brug" overstyres af reglen "Overstyring" og kan ikke slettes.');

    await test.db.update(payAccountRules).set({ overrideId: null }).where(eq(payAccountRules.id, override.id));
    expect((await admin.get('Agreement/RemovePayAccountRuleById', { id: rule.payAccountRuleId })).statusCode).toBe(204);
    expect(await ruleExists(rule.payAccountRuleId)).toBe(false);
    expect(await test.db.select().from(payAccountRulePreFactors).where(eq(payAccountRulePreFactors.payAccountRuleId, rule.payAccountRuleId))).toEqual([]);
    expect((await admin.get('Agreement/RemovePayAccountRuleById', { id: rule.payAccountRuleId })).statusCode).toBe(404);
  });
});

describe('removing a rule of a locked month', () => {
  it('refuses a rule whose postings a locked closing holds, and keeps it', async () => {
    const rule = await buildRule(test.db, { name: 'Låst historik', payAccountId: accountId });
    const agreement = await buildAgreement(test.db);
    const employee = await buildEmployee(test.db);
    const { deck } = await buildShip(test.db);
    const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id });
    await test.db.insert(payAccountActivities).values({ employmentId: employment.id, payAccountId: accountId, payAccountRuleId: rule.id, date: '2026-09-14', period: '2026-09-01', value: '7.5' });
    await test.db.insert(closings).values({ employmentId: employment.id, period: '2026-09-01', locked: true });
    const refused = await admin.get('Agreement/RemovePayAccountRuleById', { id: rule.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Reglen "Låst historik" har posteringer i låste måneder (september 2026) og kan ikke slettes.');
    expect(await ruleExists(rule.id)).toBe(true);
  });
});

async function ruleExists(id: number) {
  return (await test.db.select().from(payAccountRules).where(eq(payAccountRules.id, id))).length === 1;
}
