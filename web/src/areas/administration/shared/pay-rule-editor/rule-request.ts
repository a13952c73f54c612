import { payAccountRuleDetail, type BodyOf, type Contract } from '@kaj/contract';
import { detailOfKind, type RuleFormValues } from './rule-drafts.ts';

export type SavePayRuleRequest = BodyOf<Contract['agreement']['addPayAccountRule']>;

export interface FieldProblem {
  name: (string | number)[];
  errors: string[];
}

export type RuleRequestResult = { ok: true; request: SavePayRuleRequest } | { ok: false; problems: FieldProblem[] };

/**
 * The request of a filled-in editor: only the fields of the chosen kind, checked with the contract's schema,
 * so the browser refuses what the server would refuse, at the field in question.
 */
export function toRuleRequest(values: RuleFormValues, target: { payAccountRuleId?: number; agreementId?: number }): RuleRequestResult {
  const detail = payAccountRuleDetail.safeParse(detailOfKind(values.details.kind, values.details));
  if (!detail.success) {
    return {
      ok: false,
      problems: detail.error.issues.map((issue) => ({ name: ['details', ...issue.path.filter((part) => typeof part !== 'symbol')], errors: [issue.message] })),
    };
  }
  return {
    ok: true,
    request: {
      payAccountRuleId: target.payAccountRuleId ?? null,
      agreementId: target.agreementId ?? null,
      name: values.name.trim(),
      description: values.description?.trim() || null,
      payAccountId: values.payAccountId ?? null,
      calcOrder: values.calcOrder ?? 0,
      round: values.round ?? null,
      overrideId: values.overrideId ?? null,
      preFactors: values.preFactors.flatMap((preFactor) =>
        preFactor.propertyId !== null && preFactor.factor !== null ? [{ propertyId: preFactor.propertyId, factor: preFactor.factor }] : [],
      ),
      details: detail.data,
    },
  };
}
