import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { employees, exportPackages } from '../../src/db/schema/index.ts';
import { client } from '../support/client.ts';
import { buildDepartment, buildEmployee, buildEmployment, plannerOf } from '../support/organisation.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { addWatch, approveMonth, buildCrew, closingState, recalculate } from './closing-fixtures.ts';

const test = useTestApp();

const SEPTEMBER = '2026-09-01';

describe('SaveClosing', () => {
  it('keeps the comment and the excluded flag of an open month and answers the grid row', async () => {
    const crew = await buildCrew(test);
    const answer = await crew.planner.post(
      'Plan/SaveClosing',
      { period: SEPTEMBER, comment: 'Mangler timeseddel', excluded: true },
      { employmentId: crew.employment.id, start: SEPTEMBER, end: '2026-09-30' },
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ employeeId: crew.employee.id, periodStart: SEPTEMBER, periodEnd: '2026-09-30' });
    const [saved] = (await crew.planner.post('Plan/GetSimpleClosings', { period: SEPTEMBER, employmentIds: [crew.employment.id] })).json();
    expect(saved).toMatchObject({ comment: 'Mangler timeseddel', excluded: true, locked: false });
    expect(saved.closingId).toEqual(expect.any(Number));
    expect(await closingState(test, crew.employment.id)).toMatchObject({ closings: 1, locked: 0, audit: 1 });
  });

  it('refuses to change the excluded flag of an exported closing, and a draft', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    const [locked] = (await crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: SEPTEMBER }])).json();
    await test.db.execute(sql`update closings set lessor_export_id = 99 where id = ${locked.closingId}`);
    const query = { employmentId: crew.employment.id, start: SEPTEMBER, end: '2026-09-30' };
    const refused = await crew.planner.post('Plan/SaveClosing', { period: SEPTEMBER, excluded: true }, query);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Afslutningen er eksporteret til Lessor, så den kan ikke udelades eller tages med igen.');
    // The comment may still change.
    expect((await crew.planner.post('Plan/SaveClosing', { period: SEPTEMBER, comment: 'Sendt', excluded: false }, query)).statusCode).toBe(200);

    const draft = await buildEmployee(test.db, { masterId: crew.employee.id });
    const draftEmployment = await buildEmployment(test.db, { employeeId: draft.id, agreementId: crew.agreement.id, departmentId: crew.deck.id, startDate: SEPTEMBER });
    const onDraft = await crew.planner.post('Plan/SaveClosing', { period: SEPTEMBER }, { ...query, employmentId: draftEmployment.id });
    expect(onDraft.json().message).toBe('En kladde har ingen afslutninger.');
    expect((await crew.planner.get('Plan/GetClosing', { employmentId: draftEmployment.id, period: SEPTEMBER, showall: false })).statusCode).toBe(400);
  });
});

describe('ValidateClosing', () => {
  it('sets and takes back the validation of a locked closing; an open one is refused', async () => {
    const crew = await buildCrew(test);
    const query = { employmentId: crew.employment.id, start: SEPTEMBER, end: '2026-09-30' };
    const saved = await crew.planner.post('Plan/SaveClosing', { period: SEPTEMBER, comment: 'Tjek' }, query);
    expect(saved.statusCode).toBe(200);
    const [open] = (await crew.planner.post('Plan/GetSimpleClosings', { period: SEPTEMBER, employmentIds: [crew.employment.id] })).json();
    const refused = await crew.planner.get('Plan/ValidateClosing', { closingId: open.closingId, validationState: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Kun en låst afslutning kan valideres.');

    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    await crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: SEPTEMBER }]);
    const approver = client(test, (await plannerOf(test, [crew.ship.id], 'Approver')).token);
    const validated = await approver.get('Plan/ValidateClosing', { closingId: open.closingId, validationState: true });
    expect(validated.statusCode, validated.body).toBe(200);
    expect(validated.json()).toMatchObject({ closingId: open.closingId, locked: true, validated: true, comment: 'Tjek' });
    expect((await approver.get('Plan/ValidateClosing', { closingId: open.closingId, validationState: false })).json()).toMatchObject({ validated: false });
    // An approver reads closings but does not lock them.
    expect((await approver.get('Plan/GetClosingById', { closingId: open.closingId })).statusCode).toBe(200);
    expect((await approver.post('Plan/UnlockClosing', [open.closingId])).statusCode).toBe(403);
  });
});

describe('GetSimpleClosings', () => {
  it('lists the month by department with its sub-departments, by export package and by employment; open months have no id', async () => {
    const crew = await buildCrew(test);
    const engineer = await buildEmployee(test.db, { firstName: 'Anna', lastName: 'Andersen' });
    const engineRoom = await buildEmployment(test.db, { employeeId: engineer.id, agreementId: crew.agreement.id, departmentId: crew.deck.id, startDate: '2026-01-01' });
    const ended = await buildEmployee(test.db);
    await buildEmployment(test.db, { employeeId: ended.id, agreementId: crew.agreement.id, departmentId: crew.deck.id, startDate: '2026-01-01', endDate: '2026-08-31' });
    const elsewhere = await buildDepartment(test.db);
    const other = await buildEmployee(test.db);
    await buildEmployment(test.db, { employeeId: other.id, agreementId: crew.agreement.id, departmentId: elsewhere.id, startDate: '2026-01-01' });
    const draft = await buildEmployee(test.db, { masterId: crew.employee.id });
    await buildEmployment(test.db, { employeeId: draft.id, agreementId: crew.agreement.id, departmentId: crew.deck.id, startDate: SEPTEMBER });

    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    await crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: SEPTEMBER }], { comment: 'September' });

    const byShip = await crew.planner.post('Plan/GetSimpleClosings', { period: SEPTEMBER, departmentId: crew.ship.id });
    expect(byShip.statusCode, byShip.body).toBe(200);
    expect(byShip.json().map((row: { employmentId: number; locked: boolean; closingId: number | null; comment: string | null }) => [row.employmentId, row.locked, row.closingId === null, row.comment])).toEqual([
      [engineRoom.id, false, true, null],
      [crew.employment.id, true, false, 'September'],
    ]);

    const [pack] = await test.db.insert(exportPackages).values({ name: `Søfolk ${crew.employee.id}` }).returning();
    await test.db.update(employees).set({ exportPackageId: pack!.id }).where(eq(employees.id, engineer.id));
    const byPackage = (await crew.planner.post('Plan/GetSimpleClosings', { period: SEPTEMBER, exportPackageId: pack!.id })).json();
    expect(byPackage.map((row: { employeeName: string }) => row.employeeName)).toEqual(['Anna Andersen']);
    // The planner's reach limits the list: the employment elsewhere is not theirs.
    expect((await crew.planner.post('Plan/GetSimpleClosings', { period: SEPTEMBER })).json()).toHaveLength(2);
  });
});

describe('GetClosingMid and GetClosingById', () => {
  it('computes part of a month, and reads a stored closing by its id', async () => {
    const crew = await buildCrew(test);
    const mid = await crew.planner.get('Plan/GetClosingMid', { employmentId: crew.employment.id, calcFrom: SEPTEMBER, calcTo: '2026-09-07' });
    expect(mid.statusCode, mid.body).toBe(200);
    // Only the watch of 7 September: 8 × 1,5 = 12.
    expect(mid.json().activities).toMatchObject([{ payAccountId: crew.afspadsering.id, openingBalance: 0, activity: 12, closingBalance: 12, postings: [] }]);
    const across = await crew.planner.get('Plan/GetClosingMid', { employmentId: crew.employment.id, calcFrom: '2026-09-20', calcTo: '2026-10-10' });
    expect(across.json().message).toBe('Perioden skal ligge inden for én måned.');

    await addWatch(test, crew.employment.id, '2026-09-30', '22:00', '06:00');
    await recalculate(test, [crew.employment.id]);
    await approveMonth(crew, crew.employment.id, SEPTEMBER, '2026-09-30');
    const [locked] = (await crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: SEPTEMBER }])).json();
    const byId = await crew.planner.get('Plan/GetClosingById', { closingId: locked.closingId, showall: true });
    // 16 + 8 hours × 1,5 = 36; showall adds the account of the derived rule, without movement.
    expect(byId.json().activities.map((row: { payAccountId: number; activity: number; postings: unknown[] }) => [row.payAccountId, row.activity, row.postings.length])).toEqual([
      [crew.afspadsering.id, 36, 3],
      [crew.feriegodtgoerelse.id, 0, 0],
    ]);
    expect((await crew.planner.get('Plan/GetClosingById', { closingId: 987654 })).statusCode).toBe(404);
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Plan/GetClosingById', { closingId: locked.closingId })).statusCode).toBe(403);
  });
});
