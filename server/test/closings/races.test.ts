import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/raw.ts';
import { absenceWishes, exportPackages } from '../../src/db/schema/index.ts';
import { crewMember, watchWorld } from '../planning/watch-support.ts';
import { plannerOf } from '../support/organisation.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';
import { approveMonth, buildCrew } from './closing-fixtures.ts';

/*
 * Races over real HTTP on PostgreSQL (issue 18.1): two requests sent at the same moment, trial after trial. A race is
 * lost when both win where only one may (an export and an unlock of one closing, two locks of one month), or when the
 * outcome differs from the two running one after the other (two grants of one absence wish, two approvals).
 */

const test = useTestApp({ KAJ_NOW: '2026-11-25T12:00' });
const TRIALS = 8;
let base = '';

beforeAll(async () => {
  base = await test.app.listen({ port: 0, host: '127.0.0.1' });
});

interface Answer {
  status: number;
  body: string;
}

async function send(token: string, method: 'GET' | 'POST', path: string, query: Record<string, string | number | boolean> = {}, body?: unknown): Promise<Answer> {
  const url = new URL(`/api/${path}`, base);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value));
  const response = await fetch(url, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(test.db, query))[0]!.n;

/** A crew member with September and October locked and a package of her own; answers October's closing and the tokens. */
async function lockedOctober() {
  const crew = await buildCrew(test);
  await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-10-31');
  const planner = await plannerOf(test, [crew.ship.id]);
  const locked = await send(planner.token, 'POST', 'Plan/LockClosing', {}, ['2026-09-01', '2026-10-01'].map((period) => ({ employmentId: crew.employment.id, period })));
  expect(locked.status, locked.body).toBe(200);
  const october = (JSON.parse(locked.body) as { closingId: number }[])[1]!.closingId;
  const [pkg] = await test.db.insert(exportPackages).values({ name: `Race ${crew.employment.id}` }).returning();
  await test.db.execute(sql`update employees set export_package_id = ${pkg!.id} where id = ${crew.employee.id}`);
  return { crew, october, packageId: pkg!.id, planner: planner.token };
}

describe('races (issue 18.1): 0 lost', () => {
  it('export against unlock of one of its closings: one wins, and an exported month is never open', async () => {
    let lost = 0;
    const winners = new Set<string>();
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const { october, packageId, planner } = await lockedOctober();
      const [exported, unlocked] = await Promise.all([
        send(planner, 'GET', 'Employee/CreateLessorExport', { period: '2026-11-01', thisMonth: false, exportPackageID: packageId }),
        send(planner, 'POST', 'Plan/UnlockClosing', {}, [october]),
      ]);
      const [state] = await queryRows<{ locked: boolean; exported: boolean }>(test.db, sql`select locked, lessor_export_id is not null as exported from closings where id = ${october}`);
      const exports = await count(sql`select count(*)::int as n from lessor_exports where export_package_id = ${packageId}`);
      const oneWon = (exported.status === 200) !== (unlocked.status === 200) && [exported.status, unlocked.status].every((status) => [200, 400, 409].includes(status));
      const consistent = exported.status === 200 ? state!.locked && state!.exported && exports === 1 : !state!.locked && !state!.exported && exports === 0;
      if (!oneWon || !consistent) lost += 1;
      winners.add(exported.status === 200 ? 'export' : 'unlock');
    }
    expect(lost).toBe(0);
    expect(winners.size).toBeGreaterThan(0);
  });

  it('lock against lock of one month: one locks it, one set of figures is frozen', async () => {
    let lost = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const crew = await buildCrew(test);
      await approveMonth(crew, crew.employment.id, '2026-09-01', '2026-10-31');
      const planner = (await plannerOf(test, [crew.ship.id])).token;
      const body = [{ employmentId: crew.employment.id, period: '2026-09-01' }];
      const answers = await Promise.all([send(planner, 'POST', 'Plan/LockClosing', {}, body), send(planner, 'POST', 'Plan/LockClosing', {}, body)]);
      const statuses = answers.map((answer) => answer.status).sort();
      const frozen = await count(sql`select count(*)::int as n from closing_accounts a join closings c on c.id = a.closing_id where c.employment_id = ${crew.employment.id}`);
      const audits = await count(sql`select count(*)::int as n from audit_trail where employment_id = ${crew.employment.id} and entity = 'closing' and action = 'lock'`);
      if (statuses[0] !== 200 || ![400, 409].includes(statuses[1]!) || frozen !== 1 || audits !== 1) lost += 1;
    }
    expect(lost).toBe(0);
  });

  /*
   * Granting is EmployeeAbsencePeriod, which grants the absence wishes its range covers: the closest path to a double
   * grant. Two grants of one wish at once must leave what two grants one after the other leave: the wish granted once
   * (one 'grant' in the audit trail) and one absence watch a day.
   */
  it('grant against grant of one absence wish: granted once, one absence watch a day', async () => {
    const world = await watchWorld(test);
    const planner = (await plannerOf(test, [(await queryRows<{ parent_id: number }>(test.db, sql`select parent_id from properties where id = ${world.deck}`))[0]!.parent_id])).token;
    let lost = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const { employmentId } = await crewMember(world);
      const [wish] = await test.db
        .insert(absenceWishes)
        .values({ employmentId, propertyId: world.holiday, startDate: '2026-11-16', endDate: '2026-11-20', status: 'outstanding', requestedAt: '2026-10-01T09:30:00+02:00' })
        .returning();
      const grant = () => send(planner, 'POST', 'Plan/EmployeeAbsencePeriod', { employmentId, start: '2026-11-16', end: '2026-11-20', propertyId: world.holiday });
      const answers = await Promise.all([grant(), grant()]);
      const grants = await count(sql`select count(*)::int as n from audit_trail where entity = 'absenceWish' and entity_id = ${wish!.id} and action = 'grant'`);
      const perDay = await queryRows<{ n: number }>(test.db, sql`select count(*)::int as n from realised_watches where employment_id = ${employmentId} and not cancelled group by start_date`);
      const [status] = await queryRows<{ status: string }>(test.db, sql`select status from absence_wishes where id = ${wish!.id}`);
      if (answers.some((answer) => answer.status !== 200) || grants !== 1 || perDay.length !== 5 || perDay.some((day) => day.n !== 1) || status!.status !== 'granted') lost += 1;
    }
    expect(lost).toBe(0);
  });

  it('approval against approval: the second takes the watches a level further, never the same level twice', async () => {
    const admin = (await signedIn(test, ['Admin'])).token;
    let lost = 0;
    for (let trial = 0; trial < TRIALS; trial += 1) {
      const crew = await buildCrew(test);
      const approve = () => send(admin, 'POST', 'Plan/Approve', { start: '2026-09-01', end: '2026-09-30' }, { employmentIds: [crew.employment.id] });
      const answers = await Promise.all([approve(), approve()]);
      const levels = await queryRows<{ level: number }>(
        test.db,
        sql`select l.level from approvals a join approval_levels l on l.id = a.approval_level_id where a.employment_id = ${crew.employment.id} order by l.level`,
      );
      if (answers.some((answer) => answer.status !== 200) || levels.map((row) => row.level).join() !== '1,2') lost += 1;
    }
    expect(lost).toBe(0);
  });
});
