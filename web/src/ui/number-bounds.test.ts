import { describe, expect, it } from 'vitest';
import { factorValue, savePayAccountRequest } from '@kaj/contract';
import { numberRules } from './number-bounds.ts';

async function check(rules: ReturnType<typeof numberRules>, value: unknown): Promise<string | null> {
  for (const rule of rules) {
    if (typeof rule === 'function' || !('validator' in rule) || !rule.validator) continue;
    try {
      await rule.validator({} as never, value, () => undefined);
    } catch (error) {
      return (error as Error).message;
    }
  }
  return null;
}

describe('bounds of a contract number in a form', () => {
  it("refuses what the server refuses, with the server's Danish message", async () => {
    const rules = numberRules(factorValue, 'Faktoren skal være et tal');
    expect(await check(rules, -99.999)).toBe('Faktoren skal være fra -10 til 10');
    expect(await check(rules, 2.08)).toBeNull();
    expect(await check(numberRules(factorValue), null)).toBeNull();
    expect(await check(numberRules(savePayAccountRequest.shape.displayOffsetYear), 6)).toBe('Forskydningen skal være -5 til 5 år');
  });
});
