import { describe, expect, it } from 'vitest';
import { defaultDetail, detailOfKind, newRuleValues, overrideValues, type RuleFormValues } from './rule-drafts.ts';
import { toRuleRequest } from './rule-request.ts';

function periodValues(details: Partial<Record<string, unknown>>): RuleFormValues {
  return { ...newRuleValues(40), name: ' Aftentillæg ', payAccountId: 3, details: detailOfKind('period', details) };
}

describe('toRuleRequest', () => {
  it('sends only the fields of the chosen kind, with the agreement that gets the rule', () => {
    const leftovers = { ...defaultDetail('stepSingleProperty'), fromTime: '17:00', toTime: '23:00', workDay: true };
    const result = toRuleRequest(periodValues(leftovers), { agreementId: 7 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.request).toMatchObject({ name: 'Aftentillæg', agreementId: 7, payAccountRuleId: null, calcOrder: 40, payAccountId: 3 });
    expect(result.request.details).toMatchObject({ kind: 'period', fromTime: '17:00', toTime: '23:00', workDay: true, factor: 1 });
    expect(Object.keys(result.request.details ?? {})).not.toContain('factorBelow');
  });

  it('names the empty times of a period at their fields, with the contract’s messages', () => {
    const result = toRuleRequest(periodValues({}), {});
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toContainEqual({ name: ['details', 'fromTime'], errors: ['Perioden skal have et fra-tidspunkt'] });
    expect(result.problems).toContainEqual({ name: ['details', 'toTime'], errors: ['Perioden skal have et til-tidspunkt'] });
  });

  it('drops pre-factors that were added but not filled in', () => {
    const values = { ...periodValues({ fromTime: '23:00', toTime: '06:00' }), preFactors: [{ propertyId: 27, factor: 0 }, { propertyId: null, factor: 0 }] };
    const result = toRuleRequest(values, {});
    expect(result.ok && result.request.preFactors).toEqual([{ propertyId: 27, factor: 0 }]);
  });
});

describe('overrideValues', () => {
  it('copies the inherited rule, names the copy after the agreement and points at the rule it replaces', () => {
    const values = overrideValues(
      {
        payAccountRuleId: 3,
        name: 'Nattillæg 23-06',
        description: null,
        payAccountId: 4,
        calcOrder: 30,
        round: null,
        overrideId: null,
        inherited: true,
        preFactors: [{ propertyId: 27, factor: 0 }],
        details: { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 },
      },
      'MEN-DIS',
    );
    expect(values).toMatchObject({ name: 'Nattillæg 23-06 (MEN-DIS)', overrideId: 3, calcOrder: 30, payAccountId: 4, preFactors: [{ propertyId: 27, factor: 0 }] });
  });
});
