import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { payAccountClosingActivityTypes, payAccounts } from '../../src/db/schema/index.ts';
import { client, type Client } from '../support/client.ts';
import { buildChildAgreement, buildExportAccount, buildPayAccount, buildRule } from '../support/pay-config.ts';
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

const accountCount = async () => (await test.db.select({ n: count() }).from(payAccounts))[0]!.n;

describe('pay accounts', () => {
  it('creates a holiday account with its balance year, a child posting into it and an overflow account, and lists them', async () => {
    const overflow = (await admin.post('Agreement/SavePayAccount', { name: 'Feriepenge til udbetaling', unit: 'kroner' })).json();
    const ferie = await admin.post('Agreement/SavePayAccount', {
      name: 'Ferie',
      unit: 'days',
      saldoStartMonth: 9,
      useForOverflowId: overflow.payAccountId,
      displayOffsetYear: 1,
    });
    expect(ferie.json()).toMatchObject({
      name: 'Ferie',
      unit: 'days',
      payAccountTypeId: 2,
      carriesBalance: true,
      saldoStartMonth: 9,
      useForOverflowId: overflow.payAccountId,
      displayOffsetYear: 1,
      parentId: null,
      useParentBalance: false,
    });
    const child = await admin.post('Agreement/SavePayAccount', { name: 'Ferie (overført)', unit: 'days', parentId: ferie.json().payAccountId, useParentBalance: true });
    expect(child.json()).toMatchObject({ parentId: ferie.json().payAccountId, useParentBalance: true });
    const flow = await admin.post('Agreement/SavePayAccount', { name: 'Aftentillæg', unit: 'hours', carriesBalance: false });
    expect(flow.json()).toMatchObject({ carriesBalance: false, saldoStartMonth: null, payAccountTypeId: 1 });

    const everyone = client(test, (await signedIn(test, ['Employee'])).token);
    const list = (await everyone.get('Plan/GetPayAccounts')).json();
    expect(list.map((account: { name: string }) => account.name)).toEqual(['Aftentillæg', 'Ferie', 'Ferie (overført)', 'Feriepenge til udbetaling']);
  });

  it('refuses accounts that do not fit together, and writes nothing', async () => {
    const parent = await buildPayAccount(test.db, { name: 'Timer i alt', unit: 'hours' });
    const child = (await admin.post('Agreement/SavePayAccount', { name: 'Under', unit: 'hours', parentId: parent.id })).json();
    const before = await accountCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: 'timer I ALT', unit: 'hours' }, 'Der findes allerede en lønkonto med navnet "timer I ALT".'],
      [{ name: 'Ny', unit: 'hours', useParentBalance: true }, 'En konto kan kun bruge den overordnede kontos saldo, når den har en overordnet konto.'],
      [{ name: 'Ny', unit: 'days', parentId: parent.id, useParentBalance: true }, 'En konto, der bruger den overordnede kontos saldo, skal have samme enhed som den.'],
      [{ name: 'Ny', unit: 'hours', parentId: 999999 }, 'Den overordnede lønkonto findes ikke.'],
      [{ name: 'Ny', unit: 'hours', carriesBalance: false, saldoStartMonth: 9 }, 'En flowkonto nulstilles hver periode og har hverken saldoår eller udløb.'],
      [{ name: 'Ny', unit: 'hours', saldoStartMonth: 13 }, 'Måneden skal være 1-12'],
      [{ name: 'Ny', unit: 'liter' }, 'unit'],
      [{ payAccountId: parent.id, name: 'Timer i alt', unit: 'hours', parentId: child.payAccountId }, 'En lønkonto kan ikke ligge under sig selv eller sine egne underkonti.'],
      [{ payAccountId: parent.id, name: 'Timer i alt', unit: 'hours', useForOverflowId: parent.id }, 'En lønkonto kan ikke modtage sit eget udløb.'],
    ];
    for (const [body, message] of cases) {
      const response = await admin.post('Agreement/SavePayAccount', body);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect(await accountCount()).toBe(before);
    const [unchanged] = await test.db.select().from(payAccounts).where(eq(payAccounts.id, parent.id));
    expect(unchanged).toMatchObject({ parentId: null, useForOverflowId: null });
  });

  it('deletes an unused account and refuses one that a rule, an agreement, an export account or another account uses', async () => {
    const unused = await buildPayAccount(test.db);
    expect((await admin.post('Agreement/DeletePayAccount', undefined, { id: unused.id })).statusCode).toBe(204);
    expect((await admin.post('Agreement/DeletePayAccount', undefined, { id: unused.id })).statusCode).toBe(404);

    const byRule = await buildPayAccount(test.db, { name: 'Regelkonto' });
    await buildRule(test.db, { name: 'Bogfører', payAccountId: byRule.id });
    const byExport = await buildPayAccount(test.db, { name: 'Eksportkonto' });
    await buildExportAccount(test.db, { name: 'Løn', payAccountId: byExport.id });
    const byAgreement = await buildPayAccount(test.db, { name: 'Aftalekonto' });
    const agreement = await buildChildAgreement(test.db, null, 'KONTO');
    const linked = await admin.post('Agreement/SaveAgreement', {
      agreementId: agreement.id,
      code: 'KONTO',
      name: agreement.name,
      payAccounts: [{ payAccountId: byAgreement.id, firstSavingMonth: null, numberOfYears: null }],
    });
    expect(linked.statusCode).toBe(200);
    const byParent = await buildPayAccount(test.db, { name: 'Forælder' });
    await admin.post('Agreement/SavePayAccount', { name: 'Barn', unit: 'hours', parentId: byParent.id });
    for (const [account, use] of [
      [byRule, 'reglen "Bogfører"'],
      [byExport, 'eksportkontoen "Løn"'],
      [byAgreement, 'overenskomsten KONTO'],
      [byParent, 'lønkontoen "Barn"'],
    ] as const) {
      const response = await admin.post('Agreement/DeletePayAccount', undefined, { id: account.id });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`Lønkontoen "${account.name}" bruges af ${use} og kan ikke slettes.`);
      expect(await test.db.select().from(payAccounts).where(eq(payAccounts.id, account.id))).toHaveLength(1);
    }
  });

  it('lets only Admin change pay accounts', async () => {
    expect((await planner.post('Agreement/SavePayAccount', { name: 'Nej', unit: 'hours' })).statusCode).toBe(403);
    expect((await planner.post('Agreement/DeletePayAccount', undefined, { id: 1 })).statusCode).toBe(403);
  });
});

describe('closing activity types', () => {
  it('has the types the pay engine makes, in both the Agreement and the Plan call', async () => {
    const types = (await planner.get('Agreement/GetPayAccountClosingActivityTypes')).json();
    expect(types).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Udbetaling', outgoingActivity: true, key: 'payout' }),
        expect.objectContaining({ name: 'Udløb', outgoingActivity: true, key: 'expiry' }),
        expect.objectContaining({ name: 'Normoverførsel', outgoingActivity: true, key: 'normMoveOut' }),
        expect.objectContaining({ name: 'Normoverførsel modtaget', outgoingActivity: false, key: 'normMoveIn' }),
      ]),
    );
    expect((await planner.get('Plan/GetPayAccountClosingActivityTypes')).json()).toEqual(types);
  });

  it('creates, renames and deletes an own type; a system type keeps its direction and cannot be deleted', async () => {
    const created = (await admin.post('Agreement/SavePayAccountClosingActivityType', { name: 'Feriegodtgørelse', outgoingActivity: true })).json();
    expect(created).toMatchObject({ name: 'Feriegodtgørelse', outgoingActivity: true, key: null });
    const renamed = await admin.post('Agreement/SavePayAccountClosingActivityType', { payAccountClosingActivityTypeId: created.payAccountClosingActivityTypeId, name: 'Feriegodtgørelse af overtid', outgoingActivity: true });
    expect(renamed.json().name).toBe('Feriegodtgørelse af overtid');
    const duplicate = await admin.post('Agreement/SavePayAccountClosingActivityType', { name: 'udbetaling' });
    expect(duplicate.json().message).toBe('Der findes allerede en afslutningstype med navnet "udbetaling".');

    const [payout] = await test.db.select().from(payAccountClosingActivityTypes).where(eq(payAccountClosingActivityTypes.key, 'payout'));
    const turned = await admin.post('Agreement/SavePayAccountClosingActivityType', { payAccountClosingActivityTypeId: payout!.id, name: 'Udbetaling', outgoingActivity: false });
    expect(turned.statusCode).toBe(400);
    expect(turned.json().message).toBe('"Udbetaling" er en af systemets afslutningstyper; dens retning kan ikke ændres.');
    expect((await admin.post('Agreement/SavePayAccountClosingActivityType', { payAccountClosingActivityTypeId: payout!.id, name: 'Kontant udbetaling', outgoingActivity: true })).statusCode).toBe(200);
    const system = await admin.post('Agreement/DeletePayAccountClosingActivityType', undefined, { id: payout!.id });
    expect(system.json().message).toBe('"Kontant udbetaling" er en af systemets afslutningstyper og kan ikke slettes.');

    await admin.post('Agreement/AddPayAccountRule', {
      name: 'Afledt',
      payAccountId: (await buildPayAccount(test.db)).id,
      details: { kind: 'derivedActivity', sourceTypeId: payout!.id, targetTypeId: created.payAccountClosingActivityTypeId, factor: 0.125 },
    });
    const inUse = await admin.post('Agreement/DeletePayAccountClosingActivityType', undefined, { id: created.payAccountClosingActivityTypeId });
    expect(inUse.json().message).toBe('Afslutningstypen "Feriegodtgørelse af overtid" bruges af reglen "Afledt" og kan ikke slettes.');
    const free = (await admin.post('Agreement/SavePayAccountClosingActivityType', { name: 'Midlertidig' })).json();
    expect((await admin.post('Agreement/DeletePayAccountClosingActivityType', undefined, { id: free.payAccountClosingActivityTypeId })).statusCode).toBe(204);
    expect((await planner.post('Agreement/SavePayAccountClosingActivityType', { name: 'Nej' })).statusCode).toBe(403);
  });
});
