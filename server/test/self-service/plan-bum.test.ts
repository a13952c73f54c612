import { describe, expect, it } from 'vitest';
import { client } from '../support/client.ts';
import { signedIn } from '../support/test-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const test = useTestApp();

describe('Plan.Bum, the test-like call', () => {
  it('answers Admin the number it is given and checks the parameter', async () => {
    const admin = client(test, (await signedIn(test, ['Admin'])).token);
    const answer = await admin.post('Plan/Bum', undefined, { nr: 42 });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toBe(42);
    expect((await admin.post('Plan/Bum', undefined, { nr: 'fire' })).statusCode).toBe(400);
  });

  it('is for Admin only', async () => {
    const planner = client(test, (await signedIn(test, ['Planner'])).token);
    expect((await planner.post('Plan/Bum', undefined, { nr: 1 })).statusCode).toBe(403);
  });
});
