import { describe, expect, it } from 'vitest';
import { allCalls, type CallDef } from '@kaj/contract';
import { ROLE_REFUSAL } from '../../src/http/authenticate-request.ts';
import { callApi } from '../support/test-app.ts';
import { CALLERS, allowed, validQuery, type Caller, useDemoWorld } from './probe-support.ts';

// The access matrix, generated from the contract: every call × every caller (the eight roles, a user without
// roles, nobody signed in) answers as the call's declared roles say. Then object-level probes: the demo
// planner of M/F Havørnen asks for M/F Søløven's crew, and the demo employee for a colleague's data.

const demo = useDemoWorld();

/** Logout ends the caller's session: it goes last. */
const ordered = [...allCalls].sort((a, b) => Number(a.name === 'Authenticate.Logout') - Number(b.name === 'Authenticate.Logout'));

function request(call: CallDef, caller: Caller, query?: Record<string, string>, body?: unknown) {
  const token = demo.world.tokens[caller];
  return callApi(demo.test.app, call.method, call.path, { ...(token ? { token } : {}), ...(query ? { query } : {}), ...(body === undefined ? {} : { body }) });
}

/** The first of a few likely bodies naming the target that the call's schema takes, so the probe reaches the handler. */
function bodyNaming(call: CallDef, target: { employeeId: number; employmentId: number }): unknown {
  if (!call.body) return undefined;
  const candidates = [{}, [target.employmentId], { employmentIds: [target.employmentId] }, { employeeIds: [target.employeeId] }];
  return candidates.find((candidate) => call.body!.safeParse(candidate).success) ?? {};
}

describe('the access matrix', () => {
  it('answers every call for every caller as its declared roles say: 401 for nobody, 403 for a role not named, never either for one named', async () => {
    const violations: string[] = [];
    let requests = 0;
    for (const call of ordered) {
      for (const caller of CALLERS) {
        const response = await request(call, caller);
        requests += 1;
        const refusedByRole = response.statusCode === 403 && response.json().message === ROLE_REFUSAL;
        const ok = allowed(call, caller) ? response.statusCode !== 401 && !refusedByRole : response.statusCode === (caller === 'anonymous' ? 401 : 403);
        if (!ok) violations.push(`${call.name} as ${caller}: ${response.statusCode} ${response.body.slice(0, 100)}`);
      }
    }
    console.warn(`Adgangsmatrix: ${allCalls.length} kald × ${CALLERS.length} kaldere = ${requests} forespørgsler, ${violations.length} afvigelser`);
    expect(violations).toEqual([]);
  });
});

/** The query parameters that name a person or a place, whose value the probes replace with someone else's. */
const NAMES_OBJECT = /^(employeeid|employmentid|departmentid|shipid|foremployeeid)$/i;

describe('object-level probes', () => {
  const probed = allCalls.filter((call) => Object.keys(call.query).some((name) => NAMES_OBJECT.test(name)));

  async function probe(caller: Caller, target: { employeeId: number; employmentId: number; departmentId: number }) {
    const leaks: string[] = [];
    let count = 0;
    for (const call of probed) {
      if (!allowed(call, caller) || call.access === 'public') continue;
      const response = await request(call, caller, validQuery(call, target), bodyNaming(call, target));
      count += 1;
      // A refusal, or an answer that shows nothing of the target (the employee's own grid row for their department);
      // a change that went through (204) is a leak too.
      const shown = new RegExp(`"(employeeId|employmentId)":(${target.employeeId}|${target.employmentId})[,}]`).test(response.body);
      if (response.statusCode < 300 && (shown || response.statusCode === 204)) leaks.push(`${call.name}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      expect(response.statusCode, call.name).toBeLessThan(500);
    }
    return { leaks, count };
  }

  it("refuses the planner of one ship every call that names the other ship's crew or departments", async () => {
    const { soeloeven } = demo.world;
    const { leaks, count } = await probe('Planner', { employeeId: soeloeven.employeeId, employmentId: soeloeven.employmentId, departmentId: soeloeven.shipId });
    console.warn(`Objektprøver, planlægger mod andet skib: ${count} kald`);
    expect(leaks).toEqual([]);
  });

  it("refuses an employee every call that names a colleague's employee, employment or department", async () => {
    const { colleague, havoernen } = demo.world;
    const { leaks, count } = await probe('Employee', { employeeId: colleague.employeeId, employmentId: colleague.employmentId, departmentId: havoernen.shipId });
    console.warn(`Objektprøver, medarbejder mod kollega: ${count} kald`);
    expect(leaks).toEqual([]);
  });
});
