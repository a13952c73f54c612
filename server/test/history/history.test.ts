import type { HistoryPageDto } from '@kaj/contract';
import { describe, expect, it } from 'vitest';
import { todayInCopenhagen } from '../../src/clock.ts';
import { client } from '../support/client.ts';
import { buildAgreement, buildShip, plannerOf } from '../support/organisation.ts';
import { signedIn, type TestApp } from '../support/test-app.ts';
import { addPlanned, crewMember, realisedOf, seen, useWatchWorld, type WatchWorld } from '../planning/watch-support.ts';

let test: TestApp;
let world: WatchWorld;
useWatchWorld((made) => {
  world = made;
  test = made.test;
});

const november = { start: '2026-11-01', end: '2026-11-30' };
const historyOf = async (as: WatchWorld['planner'], query: Record<string, string | number>) => {
  const answer = await as.get('Plan/GetHistory', { ...november, page: 1, pageSize: 10, ...query });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as HistoryPageDto;
};

describe('GetHistory', () => {
  it('shows a changed watch with who, when, before and after, by employee', async () => {
    const { employeeId, employmentId } = await crewMember(world);
    await addPlanned(world, employmentId, 'D1', '2026-11-10');
    const [watch] = await realisedOf(test.db, employmentId);
    const saved = await world.planner.post(
      'Plan/SaveRealisedWatch',
      { realisedWatchId: watch!.id, employmentId, startDate: '2026-11-10', startTime: '18:00', endTime: '22:00', totalTime: 240, properties: [], changeDate: seen(watch!) },
      { period: '2026-11-01' },
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const history = await historyOf(world.planner, { employeeId });
    const [newest] = history.rows;
    expect(newest).toMatchObject({ kind: 'watches', entity: 'realisedWatch', action: 'change', date: '2026-11-10', summary: 'Vagt ændret: 10-11-2026 D1 18:00–22:00' });
    expect(newest!.userName).toMatch(/\S/);
    expect(Date.parse(newest!.at)).toBeGreaterThan(Date.now() - 3_600_000);
    expect(newest!.before).toMatchObject({ startTime: '06:00:00' });
    expect(newest!.after).toMatchObject({ startTime: '18:00:00', totalTime: 240 });
    // Placing the plan wrote the plan and its realised watch: three changes in all.
    expect(history.total).toBe(3);
    expect(history.rows.map((row) => row.summary)).toContain('Planlagt vagt oprettet: 10-11-2026 D1');
    expect((await historyOf(world.planner, { employeeId, start: '2026-12-01', end: '2026-12-31' })).total).toBe(0);
  });

  it('pages newest first and filters by kind; pay rules and agreements show for the employees whose agreement they are', async () => {
    const { employeeId, employmentId } = await crewMember(world);
    const dates = Array.from({ length: 12 }, (_, index) => `2026-11-${String(index + 1).padStart(2, '0')}`);
    for (const date of dates) await addPlanned(world, employmentId, 'D1', date);
    const first = await historyOf(world.planner, { employeeId });
    const second = await historyOf(world.planner, { employeeId, page: 2 });
    const third = await historyOf(world.planner, { employeeId, page: 3 });
    expect([first.total, first.rows.length, second.rows.length, third.rows.length]).toEqual([24, 10, 10, 4]);
    const ids = [...first.rows, ...second.rows, ...third.rows].map((row) => row.auditId);
    expect(new Set(ids).size).toBe(24);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await historyOf(world.planner, { employeeId, kind: 'watches' })).total).toBe(24);
    expect((await historyOf(world.planner, { employeeId, kind: 'closings' })).total).toBe(0);

    const today = todayInCopenhagen();
    const saved = await world.admin.post('Agreement/SaveAgreement', { agreementId: world.agreementId, code: `H${employeeId}`, name: 'Historikkens overenskomst', hoursPerDay: 7.4 });
    expect(saved.statusCode, saved.body).toBe(200);
    const rules = await historyOf(world.planner, { employeeId, kind: 'rules', start: today, end: today });
    expect(rules.rows[0]).toMatchObject({ kind: 'rules', entity: 'agreement', action: 'change', date: today, summary: `Overenskomst ændret: ${today.slice(8, 10)}-${today.slice(5, 7)}-${today.slice(0, 4)} H${employeeId} Historikkens overenskomst` });
    expect(rules.rows[0]!.before).toMatchObject({ agreementId: world.agreementId });
    expect(rules.rows[0]!.after).toMatchObject({ name: 'Historikkens overenskomst' });

    // A rule made on the employee's agreement shows too; another agreement's rule does not.
    const made = await world.admin.post('Agreement/AddPayAccountRule', { name: `Historikregel ${employeeId}`, details: null, agreementId: world.agreementId });
    expect(made.statusCode, made.body).toBe(200);
    const elsewhere = await world.admin.post('Agreement/AddPayAccountRule', { name: `Anden regel ${employeeId}`, details: null, agreementId: (await buildAgreement(test.db)).id });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    const withRule = await historyOf(world.planner, { employeeId, kind: 'rules', start: today, end: today });
    expect(withRule.rows.map((row) => [row.entity, row.action, row.before])).toEqual([
      ['payRule', 'add', null],
      ['agreement', 'change', rules.rows[0]!.before],
    ]);
    expect(withRule.rows[0]!.summary).toContain(`Lønkontoregel oprettet`);
    expect(withRule.rows[0]!.summary).toContain(`Historikregel ${employeeId}`);
  });

  it('answers 403 to a planner of another ship and to an employee, 404 for an unknown employee', async () => {
    const { employeeId } = await crewMember(world);
    const { ship } = await buildShip(test.db);
    const other = client(test, (await plannerOf(test, [ship.id])).token);
    const query = { employeeId, ...november, page: 1, pageSize: 10 };
    expect((await other.get('Plan/GetHistory', query)).statusCode).toBe(403);
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Plan/GetHistory', query)).statusCode).toBe(403);
    expect((await world.admin.get('Plan/GetHistory', { ...november, page: 1, pageSize: 10, employeeId: 2_000_000_000 })).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a Danish message', async () => {
    const { employeeId } = await crewMember(world);
    const base = { employeeId, ...november, page: 1, pageSize: 10 };
    for (const query of [
      { ...base, page: 0 },
      { ...base, pageSize: 5 },
      { ...base, pageSize: 500 },
      { ...base, kind: 'alt' },
      { ...base, start: '2026-12-01' },
      { ...base, start: '2025-01-01' },
      { ...november, page: 1, pageSize: 10 },
    ]) {
      const answer = await world.admin.get('Plan/GetHistory', query);
      expect(answer.statusCode, JSON.stringify(query)).toBe(400);
      expect(answer.body).toMatch(/[a-zæøå]/i);
    }
  });
});
