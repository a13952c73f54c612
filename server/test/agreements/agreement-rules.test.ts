import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agreementPayAccountRules, agreementProperties, payAccountRules } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildDepartment, buildEmployee, buildEmployment, buildProperty, typeId } from '../support/organisation.ts';
import { buildChildAgreement, buildExportAccount, buildPayAccount, buildRule, giveRule, periodDetail } from '../support/pay-config.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: Client;
let planner: Client;
beforeAll(async () => {
  test = await createTestApp();
  admin = client(test, (await signedIn(test, ['Admin'])).token);
  planner = client(test, (await signedIn(test, ['Planner'])).token);
});
afterAll(() => test.close());

interface RuleView {
  payAccountRuleId: number;
  name: string;
  inherited: boolean;
  inheritedFrom: string | null;
  startDate: string | null;
  endDate: string | null;
  overrideId: number | null;
}

const rulesOf = async (agreementId: number): Promise<RuleView[]> => (await planner.get('Agreement/GetAgreementDtoById', { agreementid: agreementId })).json().rules;

/** SØ → MEN → MEN-DIS, with a rule on each of the upper two. */
async function tree() {
  const root = await buildChildAgreement(test.db, null);
  const middle = await buildChildAgreement(test.db, root.id);
  const leaf = await buildChildAgreement(test.db, middle.id);
  const rootRule = await buildRule(test.db, { name: 'Aftentillæg', calcOrder: 20 });
  const middleRule = await buildRule(test.db, { name: 'Normtimer', calcOrder: 10 });
  await giveRule(test.db, root.id, rootRule.id);
  await giveRule(test.db, middle.id, middleRule.id, { startDate: '2025-01-01' });
  return { root, middle, leaf, rootRule, middleRule };
}

describe("an agreement's rules", () => {
  it('shows its own rules and those of every ancestor, marked inherited and named by the ancestor, in calcOrder', async () => {
    const { root, middle, leaf, rootRule, middleRule } = await tree();
    const own = await buildRule(test.db, { name: 'Egen', calcOrder: 15 });
    await giveRule(test.db, leaf.id, own.id, { startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(await rulesOf(leaf.id)).toEqual([
      expect.objectContaining({ payAccountRuleId: middleRule.id, inherited: true, inheritedFrom: middle.code, startDate: '2025-01-01', endDate: null }),
      expect.objectContaining({ payAccountRuleId: own.id, inherited: false, inheritedFrom: null, startDate: '2026-01-01', endDate: '2026-12-31' }),
      expect.objectContaining({ payAccountRuleId: rootRule.id, inherited: true, inheritedFrom: root.code }),
    ]);
    expect(await rulesOf(root.id)).toEqual([expect.objectContaining({ payAccountRuleId: rootRule.id, inherited: false })]);
  });

  it('replaces an inherited rule by an override made for the child, and leaves the parent as it was', async () => {
    const { root, middle, rootRule } = await tree();
    const account = await buildPayAccount(test.db);
    const override = await admin.post('Agreement/AddPayAccountRule', {
      name: 'Aftentillæg (MEN)',
      payAccountId: account.id,
      calcOrder: 20,
      overrideId: rootRule.id,
      details: periodDetail({ factor: 1.5 }),
      agreementId: middle.id,
    });
    expect(override.statusCode).toBe(200);
    expect(override.json()).toMatchObject({ overrideId: rootRule.id, inherited: false, details: { kind: 'period', fromTime: '17:00', toTime: '23:00', factor: 1.5 } });
    const rules = await rulesOf(middle.id);
    expect(rules.map((rule) => rule.payAccountRuleId)).not.toContain(rootRule.id);
    expect(rules).toContainEqual(expect.objectContaining({ payAccountRuleId: override.json().payAccountRuleId, inherited: false, overrideId: rootRule.id }));
    expect((await rulesOf(root.id)).map((rule) => rule.payAccountRuleId)).toEqual([rootRule.id]);
  });

  it('refuses a second rule overriding the same inherited rule in one agreement, and writes nothing', async () => {
    const { middle, rootRule } = await tree();
    const account = await buildPayAccount(test.db);
    const first = await admin.post('Agreement/AddPayAccountRule', { name: 'Aften A', payAccountId: account.id, overrideId: rootRule.id, details: periodDetail(), agreementId: middle.id });
    expect(first.statusCode).toBe(200);
    const before = await test.db.select().from(payAccountRules);
    const second = await admin.post('Agreement/AddPayAccountRule', { name: 'Aften B', payAccountId: account.id, overrideId: rootRule.id, details: periodDetail(), agreementId: middle.id });
    expect(second.statusCode).toBe(400);
    expect(second.json().message).toBe(`${middle.code} har allerede reglen "Aften A", som overstyrer den samme regel.`);
    expect(await test.db.select().from(payAccountRules)).toEqual(before);
  });

  it('refuses an override for an agreement that does not inherit the rule it overrides, and writes nothing', async () => {
    const { root, rootRule } = await tree();
    const sibling = await buildChildAgreement(test.db, null);
    const before = await test.db.select().from(payAccountRules);
    const refused = await admin.post('Agreement/AddPayAccountRule', { name: 'Forkert', overrideId: rootRule.id, agreementId: sibling.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`Reglen "Forkert" overstyrer en regel, som ${sibling.code} ikke arver.`);
    expect(await test.db.select().from(payAccountRules)).toEqual(before);
    const onRoot = await admin.post('Agreement/AddPayAccountRule', { name: 'Også forkert', overrideId: rootRule.id, agreementId: root.id });
    expect(onRoot.statusCode).toBe(400);
  });

  it('refuses to point a rule that agreements hold at an override they do not inherit', async () => {
    const { middle, middleRule } = await tree();
    const elsewhere = await buildRule(test.db, { name: 'Andetsteds' });
    const changed = await admin.post('Plan/SavePayAccountRule', { payAccountRuleId: middleRule.id, name: 'Normtimer', payAccountId: middleRule.payAccountId, overrideId: elsewhere.id });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toBe(`Reglen "Normtimer" overstyrer en regel, som ${middle.code} ikke arver.`);
    expect((await test.db.select().from(payAccountRules).where(eq(payAccountRules.id, middleRule.id)))[0]!.overrideId).toBeNull();
  });

  it('adds and removes own rules, refusing to add a rule the agreement already inherits or to remove an inherited one', async () => {
    const { root, middle, leaf, middleRule } = await tree();
    const extra = await buildRule(test.db, { name: 'Ekstra' });
    const added = await admin.post('Agreement/AddAgreementRule', undefined, { agreementid: leaf.id, payaccountruleid: extra.id });
    expect(added.json().rules).toContainEqual(expect.objectContaining({ payAccountRuleId: extra.id, inherited: false }));

    const inheritedAdd = await admin.post('Agreement/AddAgreementRule', undefined, { agreementid: leaf.id, payaccountruleid: middleRule.id });
    expect(inheritedAdd.statusCode).toBe(400);
    expect(inheritedAdd.json().message).toBe(`Reglen "Normtimer" arves allerede fra ${middle.code}.`);
    const inheritedRemove = await admin.post('Agreement/RemoveAgreementRule', undefined, { agreementid: leaf.id, payaccountruleid: middleRule.id });
    expect(inheritedRemove.statusCode).toBe(400);
    expect(inheritedRemove.json().message).toBe(`Reglen "Normtimer" arves fra ${middle.code}; fjern den dér, eller overstyr den her.`);

    const removed = await admin.post('Agreement/RemoveAgreementRule', undefined, { agreementid: leaf.id, payaccountruleid: extra.id });
    expect(removed.json().rules.map((rule: RuleView) => rule.payAccountRuleId)).not.toContain(extra.id);
    expect((await test.db.select().from(payAccountRules).where(eq(payAccountRules.id, extra.id))).length).toBe(1);
    expect((await admin.post('Agreement/AddAgreementRule', undefined, { agreementid: root.id, payaccountruleid: 999999 })).statusCode).toBe(400);
  });

  it('sets, removes and validates rule dates through SaveAgreement', async () => {
    const { middle, middleRule } = await tree();
    const body = { agreementId: middle.id, code: middle.code, name: middle.name, parentId: middle.parentId };
    const dated = await admin.post('Agreement/SaveAgreement', { ...body, rules: [{ payAccountRuleId: middleRule.id, startDate: '2026-01-01', endDate: '2026-06-30' }] });
    expect(dated.json().rules).toContainEqual(expect.objectContaining({ payAccountRuleId: middleRule.id, startDate: '2026-01-01', endDate: '2026-06-30' }));

    const backwards = await admin.post('Agreement/SaveAgreement', { ...body, name: 'Ændret', rules: [{ payAccountRuleId: middleRule.id, startDate: '2026-07-01', endDate: '2026-06-30' }] });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('Slutdatoen for reglen "Normtimer" ligger før startdatoen.');
    const unchanged = (await planner.get('Agreement/GetAgreementDtoById', { agreementid: middle.id })).json();
    expect(unchanged.name).toBe(middle.name);
    expect(unchanged.rules).toContainEqual(expect.objectContaining({ payAccountRuleId: middleRule.id, startDate: '2026-01-01', endDate: '2026-06-30' }));

    const removed = await admin.post('Agreement/SaveAgreement', { ...body, rules: [{ payAccountRuleId: middleRule.id, removeRule: true }] });
    expect(removed.json().rules.map((rule: RuleView) => rule.payAccountRuleId)).not.toContain(middleRule.id);
    expect(await test.db.select().from(agreementPayAccountRules).where(eq(agreementPayAccountRules.payAccountRuleId, middleRule.id))).toEqual([]);
  });

  it('attaches and removes export accounts and property types', async () => {
    const agreement = await buildChildAgreement(test.db, null);
    const account = await buildExportAccount(test.db, { account: '0110', name: 'Timeløn' });
    const withAccount = await admin.post('Agreement/AddExportAccount', undefined, { agreementid: agreement.id, exportAccountId: account.id });
    expect(withAccount.json().exportAccounts).toEqual([expect.objectContaining({ exportAccountId: account.id, account: '0110', exportFactor: 1 })]);
    expect((await admin.post('Agreement/AddExportAccount', undefined, { agreementid: agreement.id, exportAccountId: account.id })).json().exportAccounts).toHaveLength(1);
    expect((await admin.post('Agreement/AddExportAccount', undefined, { agreementid: agreement.id, exportAccountId: 999999 })).json().message).toBe('Eksportkontoen findes ikke.');
    expect((await admin.post('Agreement/RemoveExportAccount', undefined, { agreementid: agreement.id, exportAccountId: account.id })).json().exportAccounts).toEqual([]);

    const positionType = await typeId(test.db, 'position');
    expect((await admin.post('Agreement/AddPropertyType', undefined, { agreementid: agreement.id, propertytypeid: positionType })).json().propertyTypeIds).toEqual([positionType]);
    expect((await admin.post('Agreement/AddPropertyType', undefined, { agreementid: agreement.id, propertytypeid: 999999 })).statusCode).toBe(400);
    expect((await admin.post('Agreement/RemovePropertyType', undefined, { agreementid: agreement.id, propertytypeid: positionType })).json().propertyTypeIds).toEqual([]);
    expect((await admin.post('Agreement/AddExportAccount', undefined, { agreementid: 999999, exportAccountId: account.id })).statusCode).toBe(404);
  });

  it('keeps default and potential properties and pay accounts, refusing a property that only groups others', async () => {
    const agreement = await buildChildAgreement(test.db, null);
    const styrmand = await buildProperty(test.db, 'position', { name: 'Styrmand' });
    const overstyrmand = await buildProperty(test.db, 'position', { name: 'Overstyrmand' });
    const group = await buildProperty(test.db, 'position', { name: 'Officerer', selectable: false });
    const ferie = await buildPayAccount(test.db, { name: 'Ferie (aftale)', unit: 'days' });
    const body = { agreementId: agreement.id, code: agreement.code, name: agreement.name };
    const saved = await admin.post('Agreement/SaveAgreement', {
      ...body,
      defaultPropertyIds: [styrmand.id],
      potentialPropertyIds: [overstyrmand.id],
      payAccounts: [{ payAccountId: ferie.id, firstSavingMonth: 9, numberOfYears: 2 }],
    });
    expect(saved.json().properties).toEqual([
      { propertyId: overstyrmand.id, propertyTypeId: overstyrmand.propertyTypeId, name: 'Overstyrmand', isDefault: false },
      { propertyId: styrmand.id, propertyTypeId: styrmand.propertyTypeId, name: 'Styrmand', isDefault: true },
    ]);
    expect(saved.json().payAccounts).toEqual([{ payAccountId: ferie.id, firstSavingMonth: 9, numberOfYears: 2 }]);

    const refused = await admin.post('Agreement/SaveAgreement', { ...body, potentialPropertyIds: [group.id] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Egenskaben "Officerer" kan ikke vælges; den samler kun andre egenskaber.');
    expect(await test.db.select().from(agreementProperties).where(eq(agreementProperties.agreementId, agreement.id))).toHaveLength(2);

    const kept = await admin.post('Agreement/SaveAgreement', { ...body, name: 'Kun navnet' });
    expect(kept.json()).toMatchObject({ name: 'Kun navnet', payAccounts: [{ payAccountId: ferie.id }] });
    expect(kept.json().properties).toHaveLength(2);
  });

  it('answers the hours of a vacation day per employment from the agreement’s rules, 7,4 by default', async () => {
    const { root, leaf } = await tree();
    const days = await buildPayAccount(test.db, { name: 'Feriedage', unit: 'days' });
    const ferie = await buildProperty(test.db, 'absence', { name: 'Ferie' });
    const rule = await buildRule(test.db, {
      payAccountId: days.id,
      details: {
        kind: 'singleProperty',
        propertyId: ferie.id,
        propertyId2: null,
        notPropertyId: null,
        notPropertyId2: null,
        factor: 1,
        fixedValue: null,
        useClockTime: false,
        hoursPrDay: 8,
        daysPrWeek: null,
        hourLimit: null,
        lessThan: false,
      },
    });
    await giveRule(test.db, root.id, rule.id, { startDate: '2026-01-01' });
    const other = await buildChildAgreement(test.db, null);
    const department = await buildDepartment(test.db);
    const person = await buildEmployee(test.db);
    const underLeaf = await buildEmployment(test.db, { employeeId: person.id, agreementId: leaf.id, departmentId: department.id });
    const underOther = await buildEmployment(test.db, { employeeId: person.id, agreementId: other.id, departmentId: department.id, isSecondary: true });
    const ask = (date: string, employmentIds: number[]) => planner.post('Agreement/GetVacationDayValue', { employmentIds, date });
    expect((await ask('2026-03-02', [underOther.id, underLeaf.id, underOther.id])).json()).toEqual([7.4, 8, 7.4]);
    expect((await ask('2025-12-31', [underLeaf.id])).json()).toEqual([7.4]);
    const missing = await ask('2026-03-02', [underLeaf.id, 999999]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Ansættelsen med id 999999 findes ikke.');
  });
});
