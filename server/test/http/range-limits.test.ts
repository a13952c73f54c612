import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { allCalls, type CallDef, type Param } from '@kaj/contract';
import { addDays } from '@kaj/domain';
import { callApi } from '../support/test-app.ts';
import { validQuery, useDemoWorld } from './probe-support.ts';

// Every call with a date range declares its maximum in the contract and refuses a longer range with a Danish
// 400 before any work: measured for each call, as the demo's admin, with otherwise valid parameters.

const demo = useDemoWorld();

const ranged = allCalls.filter((call) => Object.values(call.query as Record<string, Param>).some((param) => param.rangeStart));

function oversized(call: CallDef): Record<string, string> {
  const query = validQuery(call, { employeeId: demo.world.havoernen.employeeId, employmentId: demo.world.havoernen.employmentId, departmentId: demo.world.havoernen.shipId });
  for (const [name, param] of Object.entries(call.query as Record<string, Param>)) {
    if (param.rangeStart) query[name] = addDays(query[param.rangeStart]!, 365 * 170);
  }
  return query;
}

describe('date ranges', () => {
  it('are declared by every call that builds an answer for a range, including the seven the probe found', () => {
    const names = ranged.map((call) => call.name);
    for (const name of ['Plan.SaveRestDay', 'Plan.AddPlannedWatchPeriod', 'Plan.SaveRealisedWatchPeriod', 'Plan.RemoveRealisedWatchPeriod', 'Plan.RemovePlannedWatch', 'Plan.SaveClosing', 'Plan.Approve']) {
      expect(names).toContain(name);
    }
  });

  it('refuses an oversized range in Danish in under 50 ms, for every call that takes one', async () => {
    // 50 ms on an idle machine; a machine busier than its cores stretches every answer alike, so the limit grows with the load
    // (an unbounded range took 16–22 s, so this still tells a refusal from doing the work).
    const limitMs = 50 * Math.max(1, os.loadavg()[0]! / os.availableParallelism());
    const timings: string[] = [];
    for (const call of ranged) {
      const send = () => callApi(demo.test.app, call.method, call.path, { token: demo.world.tokens.Admin!, query: oversized(call), body: call.body ? {} : undefined });
      await send(); // warms the route up; then measured
      const durations: number[] = [];
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const started = performance.now();
        const response = await send();
        durations.push(performance.now() - started);
        expect(response.statusCode, call.name).toBe(400);
        expect(response.json().message, call.name).toMatch(/^Perioden fra '\w+' til '\w+' må højst være \d+ dage\.$/);
      }
      // The fastest of five: the refusal's own work, without what a loaded machine's scheduler adds to some of them.
      const fastest = Math.min(...durations);
      timings.push(`${call.name} ${fastest.toFixed(1)} ms`);
      expect(fastest, call.name).toBeLessThan(limitMs);
    }
    console.warn(`Afviste perioder (hurtigste af 5): ${timings.join(', ')}`);
  });
});
