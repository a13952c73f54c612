import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAY_RULE_KINDS } from '@kaj/contract';
import { employments } from '../../src/db/schema/index.ts';
import { todayInCopenhagen } from '../../src/clock.ts';
import { client, type Client } from '../support/client.ts';
import { openDemoDatabase } from '../support/demo-database.ts';
import { createTestApp, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let admin: Client;
beforeAll(async () => {
  test = await createTestApp({}, openDemoDatabase);
  admin = client(test, (await signedIn(test, ['Admin'])).token);
});
afterAll(() => test.close());

interface Agreement {
  agreementId: number;
  code: string;
}
interface Rule {
  name: string;
  inherited: boolean;
  inheritedFrom: string | null;
  overrideId: number | null;
  details: { kind: string } | null;
  payAccountRuleId: number;
}

async function dtoOf(code: string) {
  const agreements: Agreement[] = (await admin.get('Agreement/GetAgreements')).json();
  const agreement = agreements.find((row) => row.code === code)!;
  return (await admin.get('Agreement/GetAgreementDtoById', { agreementid: agreement.agreementId })).json();
}

describe('the demo agreement tree (docs/demo-agreement.md)', () => {
  it('holds a rule of every kind, each passing the editor’s checks on the way back in', async () => {
    const rules: Rule[] = (await admin.get('Agreement/GetPayAccountRules')).json();
    expect(new Set(rules.map((rule) => rule.details?.kind))).toEqual(new Set(PAY_RULE_KINDS));
    for (const rule of rules) {
      const saved = await admin.post('Plan/SavePayAccountRule', rule);
      expect(saved.statusCode, `${rule.name}: ${saved.body}`).toBe(200);
    }
  });

  it('gives every agreement its inherited rules, with the two overrides replacing the shared rules', async () => {
    const root = await dtoOf('SØ');
    expect(root.rules.every((rule: Rule) => !rule.inherited)).toBe(true);
    const dis = await dtoOf('MEN-DIS');
    const names = dis.rules.map((rule: Rule) => rule.name);
    expect(names).toContain('Søn- og helligdagstillæg, DIS (kun sejlads)');
    expect(names).not.toContain('Søn- og helligdagstillæg');
    expect(dis.rules.find((rule: Rule) => rule.name === 'Skifteholdstillæg')).toMatchObject({ inherited: true, inheritedFrom: 'MEN' });
    expect(dis.rules.find((rule: Rule) => rule.name === 'Normtimer')).toMatchObject({ inherited: true, inheritedFrom: 'SØ' });
    const cat = await dtoOf('CAT');
    expect(cat.rules.map((rule: Rule) => rule.name)).toContain('Aftentillæg 18-24 (restauration)');
    expect(cat.rules.map((rule: Rule) => rule.name)).not.toContain('Aftentillæg 17-23 på hverdage');
    expect(cat.exportAccounts.map((account: { account: string }) => account.account)).toContain('1110');
    expect(cat.properties).toContainEqual(expect.objectContaining({ name: 'Restauration', isDefault: true }));
  });

  it('has the pay accounts, closing activity types, wage types, prices and budget of the documentation', async () => {
    const accounts = (await admin.get('Plan/GetPayAccounts')).json().map((account: { name: string }) => account.name);
    for (const name of ['Normtimer', 'Aftentillæg', 'Nattillæg', 'Lørdagstillæg', 'Søn-/helligdagstillæg', 'Overtid 50 %', 'Overtid 100 %', 'Afspadsering', 'Ferie', '6. ferieuge']) {
      expect(accounts).toContain(name);
    }
    const types = (await admin.get('Plan/GetPayAccountClosingActivityTypes')).json().map((type: { name: string }) => type.name);
    expect(types).toEqual(expect.arrayContaining(['Udbetaling', 'Udløb', 'Normoverførsel', 'Feriegodtgørelse']));
    const wageTypes = (await admin.get('Agreement/GetExportAccounts')).json();
    expect(wageTypes.every((account: { account: string }) => /^\d{4}$/.test(account.account))).toBe(true);
    expect((await admin.get('Plan/GetExportprices')).json()).toContainEqual(expect.objectContaining({ account: '1341', agreementCode: 'MEN-DIS', isDis: true, value: 71.25 }));
    // The demo budgets Copenhagen's year, which on New Year's Eve after 23:00 UTC is already the next.
    const budget = (await admin.get('Budget/GetBudgetFte', { year: Number(todayInCopenhagen().slice(0, 4)) })).json();
    expect(budget.length).toBeGreaterThan(0);
  });

  it('counts a vacation day as 7,4 hours under every agreement', async () => {
    const [employment] = await test.db.select().from(employments).limit(1);
    expect((await admin.post('Agreement/GetVacationDayValue', { employmentIds: [employment!.id], date: '2026-03-02' })).json()).toEqual([7.4]);
  });
});
