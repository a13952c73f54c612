import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { properties } from '../../src/db/schema/index.ts';
import { buildTemplate, buildWatch } from '../planning/grid-fixtures.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildDepartment, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

describe('Catering: Vagtrapport', () => {
  it('counts per day the crew of catering departments on each watch code, each person once in the total', async () => {
    const { ship, deck } = await buildShip(test.db, 'M/F Havørnen');
    const cafeteria = await buildDepartment(test.db, { name: 'Cafeteria', parentId: ship.id });
    await test.db.update(properties).set({ isCatering: true }).where(eq(properties.id, cafeteria.id));
    const agreementId = (await buildAgreement(test.db)).id;
    const morning = await buildTemplate(test.db, { code: 'KD', color: '#ffcc00' });
    const evening = await buildTemplate(test.db, { code: 'KA', color: '#3366ff' });
    const person = async (departmentId: number, lastName: string, masterId?: number) => {
      const employee = await buildEmployee(test.db, { lastName, ...(masterId ? { masterId, code: null } : {}) });
      return { employee, employment: await buildEmployment(test.db, { employeeId: employee.id, agreementId, departmentId }) };
    };
    const watch = (employmentId: number, template: typeof morning, date: string, cancelled = false) =>
      buildWatch(test.db, { employmentId, template, date, startTime: template === morning ? '06:00' : '14:00', endTime: template === morning ? '14:00' : '22:00', cancelled });
    const hovmester = await person(cafeteria.id, 'Poulsen');
    const kok = await person(cafeteria.id, 'Kok');
    const assistent = await person(cafeteria.id, 'Assistent');
    const draft = await person(cafeteria.id, 'Kok', kok.employee.id);
    const matros = await person(deck.id, 'Matros');
    await watch(hovmester.employment.id, morning, '2026-11-02');
    await watch(hovmester.employment.id, morning, '2026-11-03');
    await watch(kok.employment.id, evening, '2026-11-02');
    await watch(kok.employment.id, morning, '2026-11-03');
    await watch(kok.employment.id, evening, '2026-11-03');
    await watch(assistent.employment.id, morning, '2026-11-02', true);
    await watch(assistent.employment.id, morning, '2026-11-04');
    await watch(draft.employment.id, morning, '2026-11-04');
    await watch(matros.employment.id, morning, '2026-11-02');
    const planner = client(test, (await plannerOf(test, [ship.id])).token);

    const KD = { watchTemplateId: morning.id, code: 'KD', color: '#ffcc00' };
    const KA = { watchTemplateId: evening.id, code: 'KA', color: '#3366ff' };
    const report = await planner.get('Report/GetCateringWatchReport', { start: '2026-11-01', end: '2026-11-04' });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toEqual([
      { date: '2026-11-01', watchCodes: [], total: 0 },
      { date: '2026-11-02', watchCodes: [{ ...KA, count: 1 }, { ...KD, count: 1 }], total: 2 },
      { date: '2026-11-03', watchCodes: [{ ...KA, count: 1 }, { ...KD, count: 2 }], total: 2 },
      { date: '2026-11-04', watchCodes: [{ ...KD, count: 1 }], total: 1 },
    ]);

    // The flag makes a catering department, not the name: without it the cafeteria is not counted.
    await test.db.update(properties).set({ isCatering: false }).where(eq(properties.id, cafeteria.id));
    expect((await planner.get('Report/GetCateringWatchReport', { start: '2026-11-02', end: '2026-11-02' })).json()).toEqual([{ date: '2026-11-02', watchCodes: [], total: 0 }]);
    await test.db.update(properties).set({ isCatering: true }).where(eq(properties.id, cafeteria.id));

    const deckOnly = await planner.get('Report/GetCateringWatchReport', { start: '2026-11-02', end: '2026-11-03', departmentid: deck.id });
    expect(deckOnly.json()).toEqual([
      { date: '2026-11-02', watchCodes: [{ ...KD, count: 1 }], total: 1 },
      { date: '2026-11-03', watchCodes: [], total: 0 },
    ]);

    const elsewhere = client(test, (await plannerOf(test, [(await buildShip(test.db)).ship.id])).token);
    expect((await elsewhere.get('Report/GetCateringWatchReport', { start: '2026-11-02', end: '2026-11-02' })).json()).toEqual([{ date: '2026-11-02', watchCodes: [], total: 0 }]);
    expect((await elsewhere.get('Report/GetCateringWatchReport', { start: '2026-11-02', end: '2026-11-02', departmentid: cafeteria.id })).statusCode).toBe(403);
  });
});
