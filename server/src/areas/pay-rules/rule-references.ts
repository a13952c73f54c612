import type { PayAccountRuleDetail } from '@kaj/contract';

/** One id a rule's detail refers to, named by its field. */
export type RuleReference =
  | { field: string; propertyId: number }
  | { field: string; payAccountId: number }
  | { field: string; closingActivityTypeId: number };

const property = (field: string, id: number | null): RuleReference[] => (id === null ? [] : [{ field, propertyId: id }]);
const payAccount = (field: string, id: number | null): RuleReference[] => (id === null ? [] : [{ field, payAccountId: id }]);
const closingType = (field: string, id: number): RuleReference[] => [{ field, closingActivityTypeId: id }];

/** The properties, pay accounts and closing activity types a detail refers to. */
export function detailReferences(detail: PayAccountRuleDetail): RuleReference[] {
  switch (detail.kind) {
    case 'hourlySave':
    case 'monthlySave':
    case 'specialDay':
    case 'cashCompensation':
      return [];
    case 'singleProperty':
    case 'splitSingleProperty':
    case 'useFuture':
    case 'stepSingleProperty':
      return [
        ...property('propertyId', detail.propertyId),
        ...property('propertyId2', detail.propertyId2),
        ...property('notPropertyId', detail.notPropertyId),
        ...property('notPropertyId2', detail.notPropertyId2),
      ];
    case 'period':
      return property('propertyId', detail.propertyId);
    case 'changedProperty':
      return [...property('agreementPropertyId', detail.agreementPropertyId), ...property('watchPropertyId', detail.watchPropertyId)];
    case 'meanActivity':
      return [
        ...payAccount('payAccountId', detail.payAccountId),
        ...payAccount('payAccountId2', detail.payAccountId2),
        ...payAccount('payAccountId3', detail.payAccountId3),
      ];
    case 'periodActivity':
      return [...payAccount('sourcePayAccountId', detail.sourcePayAccountId), ...payAccount('moveToPayAccountId', detail.moveToPayAccountId)];
    case 'derivedActivity':
      return [...closingType('sourceTypeId', detail.sourceTypeId), ...closingType('targetTypeId', detail.targetTypeId)];
  }
}

export const referencedProperties = (refs: readonly RuleReference[]) => refs.flatMap((ref) => ('propertyId' in ref ? [ref.propertyId] : []));
export const referencedPayAccounts = (refs: readonly RuleReference[]) => refs.flatMap((ref) => ('payAccountId' in ref ? [ref.payAccountId] : []));
export const referencedClosingTypes = (refs: readonly RuleReference[]) =>
  refs.flatMap((ref) => ('closingActivityTypeId' in ref ? [ref.closingActivityTypeId] : []));
