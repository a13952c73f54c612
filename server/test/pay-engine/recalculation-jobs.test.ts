import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RecalculationJobDto } from '@kaj/contract';
import { runPendingJobs } from '../../src/areas/pay-engine/recalculation/index.ts';
import { queryRows } from '../../src/db/raw.ts';
import { client, type Client } from '../support/client.ts';
import { buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { approveMonth, buildCrew, type Crew } from '../closings/closing-fixtures.ts';
import { buildExportWorld } from '../lessor-export/lessor-fixtures.ts';
import { accountSum, hourlyRule } from './recalculation-support.ts';

// The large path (issue 14.1): more employments than KAJ_RECALC_INLINE_LIMIT (2 here) queue a durable job that the
// runner of any instance completes; its pending months stop locking and exporting; the jobs call keeps to reach.

const test = useTestApp({ KAJ_NOW: '2026-11-24T12:00', KAJ_RECALC_INLINE_LIMIT: '2' });
const OCTOBER = '2026-10-01';

/** The crew with two colleagues under the same agreement, so a rule change reaches three employments. */
async function largeCrew() {
  const crew = await buildCrew(test);
  const colleagues = [];
  for (const name of ['Ida', 'Ole']) {
    const employee = await buildEmployee(test.db, { firstName: name, lastName: `Kollega ${Date.now()}` });
    colleagues.push(await buildEmployment(test.db, { employeeId: employee.id, agreementId: crew.agreement.id, departmentId: crew.deck.id, startDate: '2026-09-01' }));
  }
  return { crew, colleagues };
}

async function jobsOf(as: Client): Promise<RecalculationJobDto[]> {
  const answer = await as.get('Plan/GetRecalculationJobs');
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

async function waitForJob(as: Client, jobId: number): Promise<RecalculationJobDto> {
  for (let tries = 0; tries < 600; tries += 1) {
    const job = (await jobsOf(as)).find((candidate) => candidate.id === jobId);
    if (job?.state === 'done') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${jobId} did not finish`);
}

/** A job left running by an instance that died: its heartbeat is old, and its items wait. */
async function abandonedJob(employmentIds: readonly number[], from: string, heartbeat = "now() - interval '10 minutes'"): Promise<number> {
  const [job] = await queryRows<{ id: number }>(
    test.db,
    sql`insert into recalculation_jobs (reason, state, claimed_by, heartbeat_at) values ('Prøve', 'running', 'død instans', ${sql.raw(heartbeat)}) returning id`,
  );
  for (const employmentId of employmentIds) {
    await test.db.execute(sql`insert into recalculation_items (job_id, employment_id, from_period) values (${job!.id}, ${employmentId}, ${from}::date)`);
  }
  return Number(job!.id);
}

const lockOctober = (crew: Crew) => crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: '2026-09-01' }, { employmentId: crew.employment.id, period: OCTOBER }]);

describe('a rule change reaching more employments than the limit', () => {
  it('queues a job that any instance completes, with its progress in GetRecalculationJobs', async () => {
    const { crew, colleagues } = await largeCrew();
    const saved = await crew.admin.post('Plan/SavePayAccountRule', hourlyRule(crew, 3));
    expect(saved.statusCode).toBe(200);
    const [job] = await queryRows<{ id: number; items: number }>(
      test.db,
      sql`select j.id, (select count(*) from recalculation_items i where i.job_id = j.id)::int as items from recalculation_jobs j order by j.id desc limit 1`,
    );
    expect(job!.items).toBe(3);
    const done = await waitForJob(crew.admin, Number(job!.id));
    expect(done).toMatchObject({ total: 3, done: 3, state: 'done', reason: `Lønkontoreglen "${crew.hourly.name}" er gemt` });
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('19.5');
    expect(colleagues).toHaveLength(2);
  });

  it('resumes a job left claimed by a dead instance, and leaves one whose instance still reports alone', async () => {
    const crew = await buildCrew(test);
    await test.db.execute(sql`update agreement_pay_account_rules set end_date = '2026-08-31' where agreement_id = ${crew.agreement.id} and pay_account_rule_id = ${crew.hourly.id}`);
    const alive = await abandonedJob([crew.employment.id], '2026-09-01', 'now()');
    await runPendingJobs(test.db, 'prøveinstans');
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('9.75');

    await test.db.execute(sql`update recalculation_jobs set heartbeat_at = now() - interval '10 minutes' where id = ${alive}`);
    await runPendingJobs(test.db, 'prøveinstans');
    const [state] = await queryRows<{ state: string }>(test.db, sql`select state from recalculation_jobs where id = ${alive}`);
    expect(state!.state).toBe('done');
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('0');
  });

  it('forgets jobs done more than 30 days ago, with their items, and keeps the newer', async () => {
    const crew = await buildCrew(test);
    const old = await abandonedJob([crew.employment.id], '2026-09-01', 'now()');
    const recent = await abandonedJob([crew.employment.id], '2026-09-01', 'now()');
    await test.db.execute(sql`update recalculation_items set done = true where job_id in (${old}, ${recent})`);
    await test.db.execute(sql`update recalculation_jobs set state = 'done', finished_at = now() - interval '31 days' where id = ${old}`);
    await test.db.execute(sql`update recalculation_jobs set state = 'done', finished_at = now() - interval '29 days' where id = ${recent}`);
    await runPendingJobs(test.db, 'prøveinstans');
    const left = await queryRows<{ id: number }>(test.db, sql`select id from recalculation_jobs where id in (${old}, ${recent})`);
    expect(left.map((row) => Number(row.id))).toEqual([recent]);
    const items = await queryRows<{ n: number }>(test.db, sql`select count(*)::int as n from recalculation_items where job_id = ${old}`);
    expect(items[0]!.n).toBe(0);
  });
});

describe('pending months', () => {
  it('refuse LockClosing with 409 naming the employee until the job is done', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-10-31');
    const job = await abandonedJob([crew.employment.id], '2026-09-01', 'now()');
    const refused = await lockOctober(crew);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('recalculation_pending');
    expect(refused.json().message).toContain(`Hans ${crew.employee.lastName} (september 2026)`);
    await test.db.execute(sql`update recalculation_jobs set heartbeat_at = now() - interval '10 minutes' where id = ${job}`);
    await runPendingJobs(test.db, 'prøveinstans');
    expect((await lockOctober(crew)).statusCode).toBe(200);
  });

  it('refuse the Lessor export, naming the employee', async () => {
    const world = await buildExportWorld(test.db);
    const admin = client(test, (await signedIn(test, ['Admin'])).token);
    await abandonedJob([world.anne.employment.id], OCTOBER, 'now()');
    const refused = await admin.get('Employee/CreateLessorExport', { period: '2026-11-01', thisMonth: false, exportPackageID: world.exportPackage.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Lønnen for Anne Hansen i oktober 2026 venter på en genberegning.');
  });
});

describe('GetRecalculationJobs', () => {
  it("counts only the planner's departments, shows nothing of other departments, and all to Admin", async () => {
    const crew = await buildCrew(test);
    const other = await buildShip(test.db);
    const stranger = await buildEmployee(test.db, { firstName: 'Fremmed', lastName: 'Skib' });
    const far = await buildEmployment(test.db, { employeeId: stranger.id, agreementId: crew.agreement.id, departmentId: other.deck.id, startDate: '2026-09-01' });
    const job = await abandonedJob([crew.employment.id, far.id], '2026-09-01', 'now()');
    const shown = (jobs: RecalculationJobDto[]) => jobs.find((candidate) => candidate.id === job);
    expect(shown(await jobsOf(crew.planner))).toMatchObject({ total: 1, done: 0, state: 'running' });
    expect(shown(await jobsOf(crew.admin))).toMatchObject({ total: 2, done: 0 });
    const otherPlanner = client(test, (await plannerOf(test, [(await buildShip(test.db)).ship.id])).token);
    expect(shown(await jobsOf(otherPlanner))).toBeUndefined();
    const employee = client(test, (await signedIn(test, ['Employee'])).token);
    expect((await employee.get('Plan/GetRecalculationJobs')).statusCode).toBe(403);
    await test.db.execute(sql`delete from recalculation_jobs where id = ${job}`);
  });
});

describe('corrections of locked months (Genberegning)', () => {
  it('lists frozen against recomputed per pay account, and carries the difference once into the next open month', async () => {
    const crew = await buildCrew(test);
    await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-09-30');
    expect((await crew.planner.post('Plan/LockClosing', [{ employmentId: crew.employment.id, period: '2026-09-01' }])).statusCode).toBe(200);
    await test.db.execute(sql`update pay_account_rules set detail = jsonb_set(detail, '{factor}', '3') where id = ${crew.hourly.id}`);
    const query = { departmentId: crew.deck.id, since: '2026-09-01' };
    const [september] = (await crew.admin.get('Plan/GetClosedDifferences', query)).json();
    expect(september).toMatchObject({ employmentId: crew.employment.id, period: '2026-09-01', exported: false, nextOpenPeriod: OCTOBER });
    expect(september.accounts).toContainEqual({ payAccountId: crew.afspadsering.id, payAccountName: crew.afspadsering.name, frozen: 24, recomputed: 48, carried: 0, correction: 24 });
    // Nothing changed: the locked month still has its frozen 24.
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, '2026-09-01')).toBe('24');

    const carried = await crew.admin.post('Plan/CarryClosedCorrections', query);
    expect(carried.json()).toEqual({ corrections: expect.any(Number), employments: 1 });
    // October: 6,5 h × 3 = 19,5 from the rule (recalculated with the carry) and the 24 carried.
    expect(await accountSum(test, crew.employment.id, crew.afspadsering.id, OCTOBER)).toBe('43.5');
    const [again] = (await crew.admin.get('Plan/GetClosedDifferences', query)).json();
    expect(again.accounts).toContainEqual({ payAccountId: crew.afspadsering.id, payAccountName: crew.afspadsering.name, frozen: 24, recomputed: 48, carried: 24, correction: 0 });
    expect((await crew.admin.post('Plan/CarryClosedCorrections', query)).json()).toEqual({ corrections: 0, employments: 0 });
    const [audit] = await queryRows<{ n: number }>(test.db, sql`select count(*)::int as n from audit_trail where entity = 'closing' and action = 'correct' and employment_id = ${crew.employment.id}`);
    expect(audit!.n).toBe(1);
  });
});
