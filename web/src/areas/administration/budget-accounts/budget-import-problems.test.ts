import { describe, expect, it } from 'vitest';
import { importProblems } from './budget-import-problems.ts';

describe('importProblems', () => {
  it('puts each bad row the server names on its own line', () => {
    const message = 'Budgettet blev ikke indlæst; intet er gemt. Række 3: afdelingen "XXX" findes ikke. Række 14: Jan er ikke et tal ("abc").';
    expect(importProblems(message)).toEqual({
      summary: 'Budgettet blev ikke indlæst; intet er gemt.',
      rows: ['Række 3: afdelingen "XXX" findes ikke.', 'Række 14: Jan er ikke et tal ("abc").'],
    });
  });

  it('keeps a message without rows whole', () => {
    expect(importProblems('Filen kan ikke læses som et Excel-ark (.xlsx).')).toEqual({ summary: 'Filen kan ikke læses som et Excel-ark (.xlsx).', rows: [] });
  });
});
