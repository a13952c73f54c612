import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { agreements, realisedWatches, watchDetailProperties, watchDetails, watchTemplates } from '../../src/db/schema/index.ts';
import { buildEmployment, buildProperty } from '../support/organisation.ts';
import { buildChildAgreement, buildRule, giveRule } from '../support/pay-config.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { buildCrew } from '../closings/closing-fixtures.ts';
import { accountSum, hourlyRule, spoilOpenMonths } from './recalculation-support.ts';

// Every save that can change pay recalculates the open months it touches, in its own transaction (issue 14.1).
// The crew (closing-fixtures) has 8 + 8 hours in September and 6,5 in October 2026 at factor 1,5 on Afspadsering.

const test = useTestApp({ KAJ_NOW: '2026-11-24T12:00' });
const OCTOBER = '2026-10-01';

describe('saves that recalculate at once', () => {
  it('a pay-account rule: doubling its factor changes the open months with no other call, in the agreements below too', async () => {
    const crew = await buildCrew(test);
    const child = await buildChildAgreement(test.db, crew.agreement.id);
    const below = await buildEmployment(test.db, { employeeId: crew.employee.id, agreementId: child.id, departmentId: crew.deck.id, startDate: '2026-12-01' });
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');
    const saved = await crew.admin.post('Plan/SavePayAccountRule', hourlyRule(crew, 3));
    expect(saved.statusCode).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('19.5');
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, '2026-09-01')).toBe('48');
    // The child agreement inherits the rule: its employment (from December, after today) is reached, with nothing to post.
    expect(await accountSum(test, below.id, crew.afspadsering.id, '2026-12-01')).toBe('0');
  });

  it('an agreement: removing a rule from it, and moving it under a parent with another rule', async () => {
    const crew = await buildCrew(test);
    const removed = await crew.admin.post('Agreement/RemoveAgreementRule', undefined, { agreementid: crew.agreement.id, payaccountruleid: crew.hourly.id });
    expect(removed.statusCode).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('0');

    const parent = await buildChildAgreement(test.db, null);
    const inherited = await buildRule(test.db, { name: 'Arvet timeregel', payAccountId: crew.afspadsering.id, details: { kind: 'hourlySave', factor: 2, saveMonthOffset: 0 } });
    await giveRule(test.db, parent.id, inherited.id);
    const moved = await crew.admin.get('Agreement/MoveAgreement', { id: crew.agreement.id, parentId: parent.id });
    expect(moved.statusCode).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('13');
  });

  it('an agreement saved with SaveAgreement', async () => {
    const crew = await buildCrew(test);
    await spoilOpenMonths(test, crew.employment.id);
    const [row] = await test.db.select().from(agreements).where(eq(agreements.id, crew.agreement.id));
    const saved = await crew.admin.post('Agreement/SaveAgreement', { agreementId: row!.id, code: row!.code, name: 'Omdøbt', parentId: null });
    expect(saved.statusCode).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');
  });

  it('an employment: a later start leaves the months before it without postings', async () => {
    const crew = await buildCrew(test);
    const saved = await crew.admin.post('Employee/SaveEmployment', {
      employmentId: crew.employment.id,
      employeeId: crew.employee.id,
      agreementId: crew.agreement.id,
      startDate: '2026-10-01',
      calculationOrder: 1,
      isSecondary: false,
      defaultHidden: false,
      propertyIds: [crew.deck.id],
    });
    expect(saved.statusCode).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, '2026-09-01')).toBe('0');
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');
  });

  it('an export price of the agreement, an export account and a pay account recalculate their employments', async () => {
    const crew = await buildCrew(test);
    await spoilOpenMonths(test, crew.employment.id);
    const price = await crew.admin.post('Plan/SaveExportPrice', { account: '0120', agreementCode: crew.agreement.code, validFrom: '2026-01-01', value: 250 });
    expect(price.statusCode).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');

    await spoilOpenMonths(test, crew.employment.id);
    const account = await crew.admin.post('Agreement/UpdateExportAccount', { exportAccountId: crew.overtime.id, name: 'Overtid', account: '0120', payAccountId: crew.afspadsering.id, exportFactor: 3 });
    expect(account.statusCode, account.body).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');

    await spoilOpenMonths(test, crew.employment.id);
    const payAccount = await crew.admin.post('Agreement/SavePayAccount', { payAccountId: crew.afspadsering.id, name: crew.afspadsering.name, unit: 'hours', carriesBalance: true, useParentBalance: false, displayOffsetYear: 0 });
    expect(payAccount.statusCode, payAccount.body).toBe(200);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');
  });

  it("a watch code's properties carried onto its open watches (UpdateAllDerivedProperties) recalculate their employments", async () => {
    const crew = await buildCrew(test);
    const [template] = await test.db.insert(watchTemplates).values({ code: `R${crew.employment.id}`, color: '#4caf50' }).returning();
    const [detail] = await test.db.insert(watchDetails).values({ watchTemplateId: template!.id, startTime: '07:00', endTime: '13:30', totalTime: 390 }).returning();
    await test.db.update(realisedWatches).set({ watchTemplateId: template!.id, watchDetailId: detail!.id }).where(eq(realisedWatches.id, crew.watches[2]!));
    const property = await buildProperty(test.db, 'watchType', { name: `Sejlads ${crew.employment.id}` });
    await test.db.insert(watchDetailProperties).values({ watchDetailId: detail!.id, propertyId: property.id });
    await spoilOpenMonths(test, crew.employment.id);
    expect((await crew.admin.get('Plan/UpdateAllDerivedProperties')).statusCode).toBe(204);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');
  });

  it('a refused save recalculates nothing and changes nothing', async () => {
    const crew = await buildCrew(test);
    const refused = await crew.admin.post('Plan/SavePayAccountRule', { ...hourlyRule(crew, 3), details: { kind: 'hourlySave', factor: -99999, saveMonthOffset: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');
  });
});

describe('GetRecalculationImpact', () => {
  it('counts the agreements, employments and open months a rule change would recalculate, saving nothing', async () => {
    const crew = await buildCrew(test);
    await buildChildAgreement(test.db, crew.agreement.id);
    const impact = await crew.admin.get('Plan/GetRecalculationImpact', { payAccountRuleId: crew.hourly.id });
    // Two agreements (the crew's and its child); one employment, open from September to November (today's month).
    expect(impact.json()).toEqual({ agreements: 2, employments: 1, openMonths: 3, asJob: false });
    expect((await crew.admin.get('Plan/GetRecalculationImpact', {})).statusCode).toBe(400);
    expect((await crew.planner.get('Plan/GetRecalculationImpact', { changedAgreementId: crew.agreement.id })).statusCode).toBe(403);
  });
});
