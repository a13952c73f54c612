import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { notifyPlanChanged } from '../../src/areas/live/index.ts';
import { users } from '../../src/db/schema/index.ts';
import { buildAgreement, buildEmployee, buildEmployment, buildShip, plannerOf } from '../support/organisation.ts';
import { buildUser, createTestApp, login, signedIn, type TestApp } from '../support/test-app.ts';

let test: TestApp;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  test = await createTestApp();
  token = (await signedIn(test, ['Admin'])).token;
  baseUrl = await test.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => test.close());

/** An open event stream and the text read from it so far. */
async function openStream(bearer: string) {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/Plan/Events`, { headers: { authorization: `Bearer ${bearer}` }, signal: abort.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  /** Reads until `wanted` has arrived, failing after `ms`. */
  const waitFor = async (wanted: string, ms = 2000): Promise<number> => {
    const started = Date.now();
    const deadline = setTimeout(() => abort.abort(), ms);
    try {
      while (!text.includes(wanted)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted: the assertion below says what was missing
    } finally {
      clearTimeout(deadline);
    }
    expect(text).toContain(wanted);
    return Date.now() - started;
  };
  return { response, waitFor, read: () => text, close: () => abort.abort() };
}

describe('GET /api/Plan/Events', () => {
  it('pushes a NOTIFY committed on another connection to every open stream within two seconds', async () => {
    const first = await openStream(token);
    const second = await openStream(token);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('content-type')).toContain('text/event-stream');
    await first.waitFor(': connected');
    await second.waitFor(': connected');

    await test.db.transaction(async (tx) => notifyPlanChanged(tx, [2, 1, 2]));
    const frame = 'event: plan\ndata: {"employmentIds":[1,2]}\n\n';
    expect(await first.waitFor(frame)).toBeLessThan(2000);
    expect(await second.waitFor(frame)).toBeLessThan(2000);
    first.close();
    second.close();
  });

  it('tells nobody of a change that is rolled back', async () => {
    const stream = await openStream(token);
    await stream.waitFor(': connected');
    await test.db
      .transaction(async (tx) => {
        await notifyPlanChanged(tx, [7]);
        throw new Error('refused');
      })
      .catch(() => undefined);
    await test.db.transaction(async (tx) => notifyPlanChanged(tx, [8]));
    await stream.waitFor('{"employmentIds":[8]}');
    expect(stream.read()).not.toContain('[7]');
    stream.close();
  });

  it("tells each listener only of the employments they read: a planner their departments', an employee their own", async () => {
    const ours = await buildShip(test.db);
    const theirs = await buildShip(test.db);
    const agreement = await buildAgreement(test.db);
    const employment = async (departmentId: number) => {
      const employee = await buildEmployee(test.db);
      return { employee, employment: await buildEmployment(test.db, { employeeId: employee.id, agreementId: agreement.id, departmentId }) };
    };
    const [deckHand, otherShip, colleague] = [await employment(ours.deck.id), await employment(theirs.deck.id), await employment(ours.deck.id)];
    const planner = await openStream((await plannerOf(test, [ours.ship.id])).token);
    const user = await buildUser(test.db, { roles: ['Employee'] });
    await test.db.update(users).set({ employeeId: deckHand.employee.id }).where(eq(users.id, user.id));
    const employee = await openStream(await login(test.app, user.email));
    const admin = await openStream(token);
    for (const stream of [planner, employee, admin]) await stream.waitFor(': connected');

    const ids = [deckHand, otherShip, colleague].map((e) => e.employment.id);
    await test.db.transaction(async (tx) => notifyPlanChanged(tx, [otherShip.employment.id]));
    await test.db.transaction(async (tx) => notifyPlanChanged(tx, ids));
    const sorted = (list: number[]) => JSON.stringify({ employmentIds: [...list].sort((a, b) => a - b) });
    await admin.waitFor(sorted(ids));
    await planner.waitFor(sorted([deckHand.employment.id, colleague.employment.id]));
    await employee.waitFor(sorted([deckHand.employment.id]));
    expect(planner.read()).not.toContain(String(otherShip.employment.id));
    expect(employee.read()).not.toContain(String(otherShip.employment.id));
    expect(employee.read()).not.toContain(String(colleague.employment.id));
    for (const stream of [planner, employee, admin]) stream.close();
  });

  it('answers 401 without a valid token', async () => {
    const response = await fetch(`${baseUrl}/api/Plan/Events`);
    expect(response.status).toBe(401);
    const expired = await fetch(`${baseUrl}/api/Plan/Events`, { headers: { authorization: 'Bearer not-a-token' } });
    expect(expired.status).toBe(401);
  });
});
