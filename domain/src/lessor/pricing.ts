import type { IsoDate } from '@kaj/calendar';

// Export prices (DOMAIN.md section 9): a price per wage type, optionally for one agreement code, department
// code and DIS, from a date. For a line the most specific price wins (DIS, then agreement, then department),
// and among equally specific ones the latest valid on the line's first day.

export interface ExportPriceRule<V> {
  account: string;
  agreementCode: string | null;
  departmentCode: string | null;
  isDis: boolean;
  validFrom: IsoDate;
  value: V;
}

export interface PricedLine {
  account: string;
  agreementCode: string;
  departmentCode: string | null;
  isDis: boolean;
  date: IsoDate;
}

const specificity = (price: ExportPriceRule<unknown>) => (price.isDis ? 4 : 0) + (price.agreementCode === null ? 0 : 2) + (price.departmentCode === null ? 0 : 1);

const applies = (price: ExportPriceRule<unknown>, line: PricedLine) =>
  price.account === line.account &&
  price.validFrom <= line.date &&
  (!price.isDis || line.isDis) &&
  (price.agreementCode === null || price.agreementCode.toLowerCase() === line.agreementCode.toLowerCase()) &&
  (price.departmentCode === null || price.departmentCode === line.departmentCode);

export function priceOf<V>(prices: readonly ExportPriceRule<V>[], line: PricedLine): V | null {
  let best: ExportPriceRule<V> | null = null;
  for (const price of prices) {
    if (!applies(price, line)) continue;
    if (!best || specificity(price) > specificity(best) || (specificity(price) === specificity(best) && price.validFrom > best.validFrom)) best = price;
  }
  return best?.value ?? null;
}

/** The prices grouped by wage type, so a package's lines look only at their own. */
export function pricesByAccount<V>(prices: readonly ExportPriceRule<V>[]): Map<string, ExportPriceRule<V>[]> {
  const byAccount = new Map<string, ExportPriceRule<V>[]>();
  for (const price of prices) byAccount.set(price.account, [...(byAccount.get(price.account) ?? []), price]);
  return byAccount;
}
