import { addDays, periodOf, periodOfMonth, parseIsoDate } from '@kaj/calendar';
import type { IsoDate, Period } from '@kaj/calendar';
import type { Decimal } from './decimal.ts';

/*
 * Balances (DOMAIN.md section 6): per account and balance year, earned by positive activities,
 * spent first in, first out from the oldest balance that has not expired, and moved at expiry
 * into the account's `useForOverflowId` (or lost). Every balance keeps the entries that make it,
 * so the balance view can explain each number.
 */

export interface BalanceAccount {
  readonly id: number;
  /** False for a flow account: its balance is the activity of calcTo's month only. */
  readonly carriesBalance: boolean;
  /** Month (1–12) the balance year starts; null: January. */
  readonly saldoStartMonth: number | null;
  readonly parentId: number | null;
  /** Posts into the parent's balance instead of its own. */
  readonly useParentBalance: boolean;
  readonly useForOverflowId: number | null;
}

export interface BalanceActivity {
  readonly payAccountId: number;
  readonly date: IsoDate;
  readonly value: Decimal;
  /** Monthly save: the balance year it goes into; otherwise the year of its date. */
  readonly balanceYear: Period | null;
  readonly ruleId: number | null;
  readonly realisedWatchId: number | null;
  /**
   * Its place among the activities of its day and sign (the stored activity's id): spendings of one account on one
   * day with different balance years leave what no balance covers in their own years in this order. Without it,
   * the order given.
   */
  readonly order?: number;
}

/** What is stored per balance: when it may be spent from, and its last day (null: never expires). */
export interface BalanceYearSetting {
  readonly payAccountId: number;
  readonly balanceYear: Period;
  readonly spendStart: IsoDate | null;
  readonly expiryDate: IsoDate | null;
}

/** earned/spent: an activity (or its share drawn from this balance); expired: what left at expiry; received: what arrived from another account's expiry. */
export type BalanceEntryKind = 'earned' | 'spent' | 'expired' | 'received';

export interface BalanceEntry {
  readonly kind: BalanceEntryKind;
  readonly date: IsoDate;
  readonly value: Decimal;
  readonly ruleId: number | null;
  readonly realisedWatchId: number | null;
  /** The account the activity was posted into (a child posting into its parent's balance, or the expired account). */
  readonly payAccountId: number;
}

export interface Balance {
  readonly payAccountId: number;
  readonly balanceYear: Period;
  readonly spendStart: IsoDate | null;
  readonly expiryDate: IsoDate | null;
  readonly balance: Decimal;
  readonly entries: readonly BalanceEntry[];
}

export interface BalancesInput {
  readonly accounts: readonly BalanceAccount[];
  readonly activities: readonly BalanceActivity[];
  readonly settings: readonly BalanceYearSetting[];
  /** Balances as they stand at the end of this day: later activities are left out. */
  readonly calcTo: IsoDate;
  /**
   * False: the earnings and spendings write no entries, only the expiries do (a closing turns those into
   * activities); a grid of hundreds of rows shows the balances, not their explanation.
   */
  readonly explained?: boolean;
}

/** The balance year a date falls in: the latest `saldoStartMonth` at or before it (September 2026 for 2027-03-10 from month 9). */
export function balanceYearOfDate(date: IsoDate, saldoStartMonth: number | null): Period {
  const { year, month } = parseIsoDate(date);
  const start = saldoStartMonth ?? 1;
  return periodOfMonth(month >= start ? year : year - 1, start);
}

/** `balanceYearOfDate` of the dates of a grid's thousands of activities (the same few hundred dates for every employee), remembered per start month. */
const balanceYears = new Map<number, Map<IsoDate, Period>>();
function rememberedBalanceYear(date: IsoDate, saldoStartMonth: number | null): Period {
  const month = saldoStartMonth ?? 1;
  let years = balanceYears.get(month);
  if (years === undefined) {
    years = new Map();
    balanceYears.set(month, years);
  }
  let year = years.get(date);
  if (year === undefined) {
    if (years.size >= 10_000) years.clear();
    year = balanceYearOfDate(date, saldoStartMonth);
    years.set(date, year);
  }
  return year;
}

/** The account whose balance an account posts into: its parent (and further up) with `useParentBalance`. */
export function balanceOwner(accounts: ReadonlyMap<number, BalanceAccount>, payAccountId: number): number {
  let id = payAccountId;
  const seen = new Set<number>();
  for (let account = accounts.get(id); account?.useParentBalance && account.parentId !== null && !seen.has(id); account = accounts.get(id)) {
    seen.add(id);
    id = account.parentId;
  }
  return id;
}

interface YearState {
  readonly payAccountId: number;
  readonly balanceYear: Period;
  readonly spendStart: IsoDate | null;
  readonly expiryDate: IsoDate | null;
  balance: Decimal;
  expired: boolean;
  readonly entries: BalanceEntry[];
}

/**
 * Every balance of one employee at the end of `calcTo`, ordered by account and year. Activities run in
 * date order (earnings before spendings on the same day); before each, the balances whose expiry date
 * has passed expire. A spending nothing is left for goes into the balance of its own date's year.
 */
export function balancesAt(input: BalancesInput): Balance[] {
  const accounts = new Map(input.accounts.map((account) => [account.id, account]));
  const settings = new Map(input.settings.map((setting) => [keyOf(setting.payAccountId, setting.balanceYear), setting]));
  const years = new Map<string, YearState>();
  const flowPeriod = periodOf(input.calcTo);

  const yearOf = (payAccountId: number, balanceYear: Period): YearState => {
    const key = keyOf(payAccountId, balanceYear);
    let state = years.get(key);
    if (!state) {
      const setting = settings.get(key);
      state = { payAccountId, balanceYear, spendStart: setting?.spendStart ?? null, expiryDate: setting?.expiryDate ?? null, balance: 0n, expired: false, entries: [] };
      years.set(key, state);
    }
    return state;
  };

  const explained = input.explained ?? true;
  /** Books an activity's value (or its share) into a balance, with its entry when explained or an expiry. */
  const book = (state: YearState, activity: BalanceActivity, kind: BalanceEntryKind, value: Decimal) => {
    state.balance += value;
    if (explained || kind === 'expired' || kind === 'received') state.entries.push({ kind, date: activity.date, value, ruleId: activity.ruleId, realisedWatchId: activity.realisedWatchId, payAccountId: activity.payAccountId });
  };

  const expireBefore = (date: IsoDate) => {
    for (;;) {
      let next: YearState | undefined;
      for (const state of years.values()) {
        if (state.expired || state.expiryDate === null || state.expiryDate >= date) continue;
        if (!next || (next.expiryDate !== null && state.expiryDate < next.expiryDate)) next = state;
      }
      if (!next || next.expiryDate === null) return;
      next.expired = true;
      if (next.balance <= 0n) continue;
      const left = next.balance;
      const day = addDays(next.expiryDate, 1);
      // What leaves at expiry is booked as the expired account's, on the day after its expiry date.
      const expiry: BalanceActivity = { payAccountId: next.payAccountId, date: day, value: left, balanceYear: null, ruleId: null, realisedWatchId: null };
      book(next, expiry, 'expired', -left);
      const overflowId = accounts.get(next.payAccountId)?.useForOverflowId ?? null;
      if (overflowId === null) continue;
      const owner = balanceOwner(accounts, overflowId);
      const target = yearOf(owner, balanceYearOfDate(day, accounts.get(owner)?.saldoStartMonth ?? null));
      book(target, expiry, 'received', left);
    }
  };

  const ordered = input.activities
    .filter((activity) => activity.date <= input.calcTo && activity.value !== 0n)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : Number(a.value < 0n) - Number(b.value < 0n) || (a.order ?? 0) - (b.order ?? 0)));

  // The owner of each account is the same for thousands of activities.
  const ownerOf = new Map<number, number>();

  for (const activity of ordered) {
    let ownerId = ownerOf.get(activity.payAccountId);
    if (ownerId === undefined) {
      ownerId = balanceOwner(accounts, activity.payAccountId);
      ownerOf.set(activity.payAccountId, ownerId);
    }
    const owner = accounts.get(ownerId);
    if (owner && !owner.carriesBalance) {
      if (periodOf(activity.date) === flowPeriod) book(yearOf(ownerId, flowPeriod), activity, activity.value > 0n ? 'earned' : 'spent', activity.value);
      continue;
    }
    expireBefore(activity.date);
    const ownYear = activity.balanceYear ?? rememberedBalanceYear(activity.date, owner?.saldoStartMonth ?? null);
    if (activity.value > 0n) {
      book(yearOf(ownerId, ownYear), activity, 'earned', activity.value);
      continue;
    }
    let need = -activity.value;
    // Oldest year first; the years one account has are few, so each spending searches them rather than sorting a copy.
    // A year drawn from is emptied, or the spending is covered.
    while (need > 0n) {
      let oldest: YearState | undefined;
      for (const state of years.values()) {
        if (state.payAccountId !== ownerId || state.expired || state.balance <= 0n) continue;
        if (state.spendStart !== null && state.spendStart > activity.date) continue;
        if (!oldest || state.balanceYear < oldest.balanceYear) oldest = state;
      }
      if (!oldest) break;
      const take = oldest.balance < need ? oldest.balance : need;
      book(oldest, activity, 'spent', -take);
      need -= take;
    }
    if (need > 0n) book(yearOf(ownerId, ownYear), activity, 'spent', -need);
  }
  expireBefore(input.calcTo);

  return [...years.values()]
    .sort((a, b) => a.payAccountId - b.payAccountId || (a.balanceYear < b.balanceYear ? -1 : a.balanceYear > b.balanceYear ? 1 : 0))
    .map(({ payAccountId, balanceYear, spendStart, expiryDate, balance, entries }) => ({ payAccountId, balanceYear, spendStart, expiryDate, balance, entries }));
}

function keyOf(payAccountId: number, balanceYear: Period): string {
  return `${payAccountId}|${balanceYear}`;
}
