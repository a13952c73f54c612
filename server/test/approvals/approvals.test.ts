import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { approvals, approvalWatches, auditTrail, realisedWatches, users } from '../../src/db/schema/index.ts';
import type { Db } from '../../src/db/client.ts';
import { client } from '../support/client.ts';
import { buildTemplate, buildWatch as buildDayWatch } from '../planning/grid-fixtures.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

/** A day watch without a plan, inserted directly: the approval calls only read watches. */
async function buildWatch(db: Db, employmentId: number, date: string, options: { closed?: boolean } = {}) {
  const template = await buildTemplate(db, { startTime: '08:00', endTime: '16:00' });
  const { realisedWatchId } = await buildDayWatch(db, { employmentId, template, date, startTime: '08:00', endTime: '16:00', extra: true, closed: options.closed ?? false });
  return { id: realisedWatchId };
}

async function crew() {
  const { ship, deck } = await buildShip(test.db);
  const agreement = await buildAgreement(test.db);
  const employee = await buildEmployee(test.db);
  const employment = await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId: deck.id });
  const approver = await plannerOf(test, [ship.id], 'Approver');
  return { ship, deck, employee, employment, approver: client(test, approver.token) };
}

const approvalCount = async () => (await test.db.select({ n: count() }).from(approvals))[0]!.n;
const range = { start: '2026-11-01', end: '2026-11-30' };

describe('Approve and Reject', () => {
  it('approves the watches of the range at level Skib, then at Rederi, and reads them back', async () => {
    const { employee, employment, approver } = await crew();
    const first = await buildWatch(test.db, employment.id, '2026-11-02');
    const second = await buildWatch(test.db, employment.id, '2026-11-03');
    await buildWatch(test.db, employment.id, '2026-12-01');

    const answer = await approver.post('Plan/Approve', { employmentIds: [employment.id] }, { ...range, comment: 'Ok' });
    expect(answer.statusCode).toBe(200);
    const approved = await approver.get('Plan/GetApprovals', { employeeId: employee.id, period: '2026-11-01' });
    expect(approved.json()).toMatchObject([{ approvalLevel: 'Skib', rejected: false, comment: 'Ok', employmentId: employment.id, realisedWatchIds: [first.id, second.id] }]);

    await approver.post('Plan/Approve', { employmentIds: [employment.id] }, range);
    const levels = (await approver.get('Plan/GetApprovals', { employeeId: employee.id, period: '2026-11-01' })).json() as { approvalLevel: string }[];
    expect(levels.map((approval) => approval.approvalLevel)).toEqual(['Skib', 'Rederi']);

    const again = await approver.post('Plan/Approve', { employmentIds: [employment.id] }, range);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Der er ingen vagter at godkende i perioden.');

    const audit = await test.db.select().from(auditTrail).where(eq(auditTrail.employmentId, employment.id));
    expect(audit.map((entry) => entry.action)).toEqual(['approve', 'approve']);
  });

  it('rejects with a comment for the planner; a later approval supersedes the rejection', async () => {
    const { employee, employment, approver } = await crew();
    const watch = await buildWatch(test.db, employment.id, '2026-11-10');

    const withoutComment = await approver.post('Plan/Reject', { employmentIds: [employment.id] }, range);
    expect(withoutComment.statusCode).toBe(400);
    expect(withoutComment.json().message).toBe('Skriv hvorfor vagterne afvises; planlæggeren ser kommentaren.');

    expect((await approver.post('Plan/Reject', { employmentIds: [employment.id] }, { ...range, comment: 'Sluttid mangler' })).statusCode).toBe(200);
    const [rejection] = (await approver.get('Plan/GetApprovals', { employeeId: employee.id, period: '2026-11-01' })).json() as { rejected: boolean; comment: string; realisedWatchIds: number[] }[];
    expect(rejection).toMatchObject({ rejected: true, comment: 'Sluttid mangler', realisedWatchIds: [watch.id] });

    expect((await approver.post('Plan/Approve', { employmentIds: [employment.id] }, range)).statusCode).toBe(200);
    const records = (await approver.get('Plan/GetApprovals', { employeeId: employee.id, period: '2026-11-01' })).json() as { rejected: boolean; approvalLevel: string }[];
    expect(records.map((record) => [record.rejected, record.approvalLevel])).toEqual([
      [true, 'Skib'],
      [false, 'Skib'],
    ]);
  });

  it('refuses employments outside the approver’s ships, a planner, and a rejection in a locked month, changing nothing', async () => {
    const { employment } = await crew();
    await buildWatch(test.db, employment.id, '2026-11-04', { closed: true });
    const other = await crew();
    const before = await approvalCount();

    expect((await other.approver.post('Plan/Approve', { employmentIds: [employment.id] }, range)).statusCode).toBe(403);
    const planner = client(test, (await signedIn(test, ['Planner'])).token);
    expect((await planner.post('Plan/Approve', { employmentIds: [employment.id] }, range)).statusCode).toBe(403);

    const admin = client(test, (await signedIn(test, ['Admin'])).token);
    const locked = await admin.post('Plan/Reject', { employmentIds: [employment.id] }, { ...range, comment: 'Nej' });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe('Vagten den 2026-11-04 ligger i en låst måned og kan ikke afvises.');
    expect((await admin.post('Plan/Approve', { employmentIds: [employment.id] }, { start: '2026-11-01' })).json().message).toBe("The parameter 'end' cannot be null.");
    expect(await approvalCount()).toBe(before);
  });
});

describe('RemoveSingleApproval and RemoveApproval', () => {
  it('takes one watch out of its approval, then removes the whole approval', async () => {
    const { employee, employment, approver } = await crew();
    const first = await buildWatch(test.db, employment.id, '2026-11-05');
    const second = await buildWatch(test.db, employment.id, '2026-11-06');
    await approver.post('Plan/Approve', { employmentIds: [employment.id] }, range);

    const single = await approver.get('Plan/RemoveSingleApproval', { realisedWatchId: first.id, ...range });
    expect(single.statusCode).toBe(200);
    const [approval] = (await approver.get('Plan/GetApprovals', { employeeId: employee.id, period: '2026-11-01' })).json() as { approvalId: number; realisedWatchIds: number[] }[];
    expect(approval!.realisedWatchIds).toEqual([second.id]);

    const notApproved = await approver.get('Plan/RemoveSingleApproval', { realisedWatchId: first.id, ...range });
    expect(notApproved.json().message).toBe('Vagten er hverken godkendt eller afvist.');

    expect((await approver.get('Plan/RemoveApproval', { approvalId: approval!.approvalId, ...range })).statusCode).toBe(200);
    expect((await approver.get('Plan/GetApprovals', { employeeId: employee.id, period: '2026-11-01' })).json()).toEqual([]);
    expect(await test.db.select().from(approvalWatches).where(eq(approvalWatches.approvalId, approval!.approvalId))).toEqual([]);
  });

  it('keeps the approval of a watch in a locked month', async () => {
    const { employment, approver } = await crew();
    const watch = await buildWatch(test.db, employment.id, '2026-11-07');
    await approver.post('Plan/Approve', { employmentIds: [employment.id] }, range);
    await test.db.update(realisedWatches).set({ closed: true }).where(eq(realisedWatches.id, watch.id));
    const refused = await approver.get('Plan/RemoveSingleApproval', { realisedWatchId: watch.id, ...range });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('Vagten den 2026-11-07 ligger i en låst måned; godkendelsen kan ikke fjernes.');
    expect(await test.db.select().from(approvalWatches).where(eq(approvalWatches.realisedWatchId, watch.id))).toHaveLength(1);
  });

  it('lets an employee read their own approvals only', async () => {
    const { employee, employment, approver } = await crew();
    await buildWatch(test.db, employment.id, '2026-11-08');
    await approver.post('Plan/Approve', { employmentIds: [employment.id] }, range);
    const other = await crew();
    const self = await signedIn(test, ['Employee']);
    await test.db.update(users).set({ employeeId: employee.id }).where(eq(users.id, self.user.id));
    const own = client(test, self.token);
    expect((await own.get('Plan/GetApprovals', { employeeId: employee.id, period: '2026-11-01' })).json()).toHaveLength(1);
    expect((await own.get('Plan/GetApprovals', { employeeId: other.employee.id, period: '2026-11-01' })).statusCode).toBe(403);
  });
});
