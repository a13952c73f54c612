import { describe, expect, it } from 'vitest';
import { resolveDay } from './named-day.ts';

describe('resolveDay', () => {
  it('reads MM-DD as a date of the year', () => {
    expect(resolveDay('12-24', 2026)).toBe('2026-12-24');
    expect(resolveDay('02-29', 2028)).toBe('2028-02-29');
    expect(resolveDay('02-29', 2026)).toBeUndefined();
    expect(resolveDay('13-01', 2026)).toBeUndefined();
  });

  it('resolves holidays by name, case and spacing aside', () => {
    expect(resolveDay('påskedag', 2026)).toBe('2026-04-05');
    expect(resolveDay('Påskedag', 2027)).toBe('2027-03-28');
    expect(resolveDay('2. påskedag', 2026)).toBe('2026-04-06');
    expect(resolveDay('Anden påskedag', 2026)).toBe('2026-04-06');
    expect(resolveDay('2.pinsedag', 2026)).toBe('2026-05-25');
    expect(resolveDay('  Kristi  Himmelfartsdag ', 2026)).toBe('2026-05-14');
    expect(resolveDay('Kristi himmelfart', 2026)).toBe('2026-05-14');
    expect(resolveDay('Langfredag', 2026)).toBe('2026-04-03');
    expect(resolveDay('Nytårsdag', 2026)).toBe('2026-01-01');
  });

  it('resolves the special days by name', () => {
    expect(resolveDay('Juleaften', 2026)).toBe('2026-12-24');
    expect(resolveDay('Nytårsaften', 2026)).toBe('2026-12-31');
    expect(resolveDay('Grundlovsdag', 2026)).toBe('2026-06-05');
    expect(resolveDay('1. maj', 2026)).toBe('2026-05-01');
  });

  it('still finds store bededag after 2023 (the rule decides whether to pay it)', () => {
    expect(resolveDay('Store bededag', 2023)).toBe('2023-05-05');
    expect(resolveDay('Store bededag', 2026)).toBe('2026-05-01');
  });

  it('gives nothing for an unknown name', () => {
    expect(resolveDay('Sankthansaften', 2026)).toBeUndefined();
    expect(resolveDay('', 2026)).toBeUndefined();
  });
});
