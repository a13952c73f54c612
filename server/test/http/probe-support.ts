// The demo company as the target of the contract-wide probes (access matrix, bad-input fuzz, range limits):
// a signed-in caller per role, and ids of both ships, so a request can name someone else's data.
import { sql } from 'drizzle-orm';
import { ROLES, type CallDef, type Param, type Role } from '@kaj/contract';
import { addDays, periodOf } from '@kaj/domain';
import type { Db } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/raw.ts';
import { DEMO_PASSWORD } from '../../src/demo/demo-password.ts';
import { todayInCopenhagen } from '../../src/clock.ts';
import { afterAll, beforeAll } from 'vitest';
import { openDemoDatabase } from '../support/demo-database.ts';
import { buildUser, createTestApp, login, type TestApp } from '../support/test-app.ts';

/** Who calls: each role of the product, a signed-in user without roles, and nobody signed in. */
export type Caller = Role | 'no role' | 'anonymous';
export const CALLERS: readonly Caller[] = [...ROLES, 'no role', 'anonymous'];

const DEMO_LOGINS: Partial<Record<Role, string>> = {
  Admin: 'admin@kaj.example',
  Planner: 'planner@kaj.example',
  Approver: 'approver@kaj.example',
  ApproverWithPlanningRight: 'planner-approver@kaj.example',
  Ship: 'ship@kaj.example',
  Employee: 'employee@kaj.example',
};

export interface DemoWorld {
  tokens: Record<Caller, string | null>;
  /** Havørnen (the demo planner's ship) and Søløven (not theirs). */
  havoernen: { shipId: number; employeeId: number; employmentId: number };
  soeloeven: { shipId: number; employeeId: number; employmentId: number };
  /** Sofie Lund, the demo employee, and a colleague of hers on Havørnen. */
  sofie: { employeeId: number; employmentId: number };
  colleague: { employeeId: number; employmentId: number };
}

async function shipCrew(db: Db, code: string, exceptEmployeeId?: number) {
  const [row] = await queryRows<{ ship_id: number; employee_id: number; employment_id: number }>(db, sql`
    select ship.id as ship_id, e.employee_id, e.id as employment_id
    from properties ship
    join properties dept on dept.parent_id = ship.id
    join employment_properties ep on ep.property_id = dept.id
    join employments e on e.id = ep.employment_id
    join employees em on em.id = e.employee_id and em.master_id is null
    where ship.code = ${code} and e.employee_id <> ${exceptEmployeeId ?? 0}
    order by e.id limit 1`);
  if (!row) throw new Error(`no crew on ${code}`);
  return { shipId: Number(row.ship_id), employeeId: Number(row.employee_id), employmentId: Number(row.employment_id) };
}

/** Signs in one caller per role of the demo (the roles the demo has no login for get a user linked to Sofie). */
export async function demoWorld(test: TestApp): Promise<DemoWorld> {
  const [sofieRow] = await queryRows<{ employee_id: number; employment_id: number }>(test.db, sql`
    select u.employee_id, (select id from employments where employee_id = u.employee_id order by id limit 1) as employment_id
    from users u where u.email = 'employee@kaj.example'`);
  const sofie = { employeeId: Number(sofieRow!.employee_id), employmentId: Number(sofieRow!.employment_id) };
  const tokens = { anonymous: null } as Record<Caller, string | null>;
  for (const role of ROLES) {
    const email = DEMO_LOGINS[role];
    if (email) {
      tokens[role] = await login(test.app, email, DEMO_PASSWORD);
      continue;
    }
    const user = await buildUser(test.db, { roles: [role] });
    await test.db.execute(sql`update users set employee_id = ${sofie.employeeId} where id = ${user.id}`);
    tokens[role] = await login(test.app, user.email);
  }
  tokens['no role'] = await login(test.app, (await buildUser(test.db)).email);
  const havoernen = await shipCrew(test.db, 'HAV');
  return {
    tokens,
    havoernen,
    soeloeven: await shipCrew(test.db, 'SOL'),
    sofie,
    colleague: await shipCrew(test.db, 'HAV', sofie.employeeId),
  };
}

/** May this caller make the call, by the roles the contract declares? */
export function allowed(call: CallDef, caller: Caller): boolean {
  if (call.access === 'public') return true;
  if (caller === 'anonymous') return false;
  if (call.access === 'authenticated') return true;
  return caller !== 'no role' && call.access.includes(caller);
}

/** A well-formed value for each parameter: ids of the given world, this month, a range within the call's bounds. */
export function validQuery(call: CallDef, ids: { employeeId: number; employmentId: number; departmentId: number }): Record<string, string> {
  const today = todayInCopenhagen();
  const period = periodOf(today);
  const query: Record<string, string> = {};
  for (const [name, param] of Object.entries(call.query as Record<string, Param>)) {
    const lower = name.toLowerCase();
    query[name] = ((): string => {
      switch (param.kind) {
        case 'int':
          if (lower.includes('employment')) return String(ids.employmentId);
          if (lower.includes('employee')) return String(ids.employeeId);
          if (lower.includes('department') || lower === 'shipid') return String(ids.departmentId);
          return String(Math.max(param.min ?? 1, Math.min(param.max ?? 1, lower === 'year' ? Number(today.slice(0, 4)) : 1)));
        case 'number':
          return '1';
        case 'bool':
          return 'false';
        case 'period':
          return period;
        case 'date':
          return param.rangeStart ? addDays(period, 27) : lower.includes('start') ? period : today;
        case 'datetime':
          return new Date().toISOString();
        case 'string':
          return param.values?.[0] ?? (lower === 'time' ? '12:00' : lower === 'color' ? '#112233' : 'x');
      }
    })();
  }
  return query;
}

/** A test app over the demo world, started before a file's tests and closed after them. */
export function useDemoWorld(): { readonly test: TestApp; readonly world: DemoWorld } {
  const state = {} as { test: TestApp; world: DemoWorld };
  beforeAll(async () => {
    state.test = await createTestApp({}, openDemoDatabase);
    state.world = await demoWorld(state.test);
  }, 120_000);
  afterAll(() => state.test?.close());
  return state;
}
