import type { PayAccountRuleDetail, PayAccountUnit } from '@kaj/contract';
import type { Db } from '../../src/db/client.ts';
import { agreementPayAccountRules, agreements, exportAccounts, payAccountRules, payAccounts } from '../../src/db/schema/index.ts';

// Factories for the pay configuration: pay accounts, rules, agreement trees and export accounts.

let sequence = 0;
const next = () => (sequence += 1);

export async function buildPayAccount(db: Db, options: { name?: string; unit?: PayAccountUnit; carriesBalance?: boolean } = {}) {
  const [row] = await db
    .insert(payAccounts)
    .values({ name: options.name ?? `Konto ${next()}`, unit: options.unit ?? 'hours', carriesBalance: options.carriesBalance ?? true })
    .returning();
  if (!row) throw new Error('pay account not created');
  return row;
}

export async function buildRule(db: Db, options: { name?: string; payAccountId?: number | null; calcOrder?: number; overrideId?: number; details?: PayAccountRuleDetail } = {}) {
  const details = options.details ?? { kind: 'hourlySave', factor: 1, saveMonthOffset: 0 };
  const [row] = await db
    .insert(payAccountRules)
    .values({
      name: options.name ?? `Regel ${next()}`,
      payAccountId: options.payAccountId === undefined ? (await buildPayAccount(db)).id : options.payAccountId,
      calcOrder: options.calcOrder ?? 10,
      overrideId: options.overrideId ?? null,
      kind: details.kind,
      detail: details,
    })
    .returning();
  if (!row) throw new Error('rule not created');
  return row;
}

export async function giveRule(db: Db, agreementId: number, payAccountRuleId: number, dates: { startDate?: string; endDate?: string } = {}) {
  await db.insert(agreementPayAccountRules).values({ agreementId, payAccountRuleId, startDate: dates.startDate ?? null, endDate: dates.endDate ?? null });
}

/** An agreement below another (or at the top). */
export async function buildChildAgreement(db: Db, parentId: number | null, code = `AFT${next()}`) {
  const [row] = await db.insert(agreements).values({ code, name: `Overenskomst ${code}`, parentId, hoursPerDay: parentId === null ? '7.40' : null }).returning();
  if (!row) throw new Error('agreement not created');
  return row;
}

export async function buildExportAccount(db: Db, options: { account?: string; payAccountId?: number; name?: string } = {}) {
  const [row] = await db
    .insert(exportAccounts)
    .values({
      name: options.name ?? `Lønart ${next()}`,
      account: options.account ?? String(1000 + next()).slice(-4),
      payAccountId: options.payAccountId ?? (await buildPayAccount(db)).id,
    })
    .returning();
  if (!row) throw new Error('export account not created');
  return row;
}

/** A period rule as the editor sends it: every day filter off unless given. */
export function periodDetail(overrides: Partial<Extract<PayAccountRuleDetail, { kind: 'period' }>> = {}): Extract<PayAccountRuleDetail, { kind: 'period' }> {
  return {
    kind: 'period',
    fromTime: '17:00',
    toTime: '23:00',
    factor: 1,
    workDay: true,
    saturday: false,
    holiSunday: false,
    holiNotSunday: false,
    holiNotWeekend: false,
    notHoliSunday: false,
    specialDate: null,
    propertyId: null,
    notProperty: false,
    checkOverlap: true,
    cutValue: null,
    factorAbove: null,
    ...overrides,
  };
}
