import { appliesDuring, balanceOwner, cashCompensation, derivedActivity, normMove, periodEnd, sortRules } from '@kaj/domain';
import type { Balance, CashCompensationDetail, Decimal, DerivedActivityDetail, IsoDate, PayRuleInput, Period, PeriodActivityDetail } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import type { EngineEmployment } from '../pay-engine/engine-inputs.ts';
import { normFigures, normPeriodsOf, rangeOfPeriod, type NormRequest } from '../pay-engine/norms.ts';
import type { ClosingContext } from './closing-context.ts';

/** A closing activity with its effect on the account's balance (a payout of 12,5 hours is -12,5). */
export interface ClosingActivityFigure {
  readonly payAccountId: number;
  readonly typeId: number;
  readonly ruleId: number | null;
  readonly value: Decimal;
  /**
   * When it moves the balance: an expiry the day after the expiry date, a norm move the norm period's last day, anything
   * else the closing's last day. Null as read back from a frozen closing, which keeps no date.
   */
  readonly date: IsoDate | null;
}

export interface ClosingActivityInput {
  readonly employment: EngineEmployment;
  readonly period: Period;
  readonly from: IsoDate;
  readonly to: IsoDate;
  /** The employee's balances at `to`: their expiry entries are the month's expiries. */
  readonly balancesAtEnd: readonly Balance[];
  /** Opening balance plus the month's activity, per balance-owning account, before any closing activity. */
  readonly balanceBefore: ReadonlyMap<number, Decimal>;
}

/**
 * The closing activities of one employment's month (DOMAIN.md sections 6-8): first what expires or overflows in
 * the month, then the closing rules in calcOrder — cash compensation pays out the positive balance as it stands
 * after everything before it, a norm period ending in the month moves its excess, and a derived activity takes
 * a factor of the closing activities of its source type made so far.
 */
export async function closingActivitiesOf(db: Db, context: ClosingContext, input: ClosingActivityInput): Promise<ClosingActivityFigure[]> {
  const { employment, period, from, to } = input;
  const figures: ClosingActivityFigure[] = [];
  const running = new Map(input.balanceBefore);
  const book = (figure: ClosingActivityFigure) => {
    figures.push(figure);
    const owner = balanceOwner(context.accounts, figure.payAccountId);
    running.set(owner, (running.get(owner) ?? 0n) + figure.value);
  };
  for (const expiry of expiriesOf(context, input)) book(expiry);
  const amountOf = (figure: ClosingActivityFigure) => (context.types.get(figure.typeId)?.outgoing ? -figure.value : figure.value);

  const rules = sortRules(context.book.rulesOf(employment.agreementId).filter((rule) => rule.detail !== null && appliesDuring(rule, period, periodEnd(period))));
  const norms = await normMovesOf(db, context, employment, rules, from, to);
  for (const rule of rules) {
    const detail = rule.detail;
    if (detail?.kind === 'cashCompensation' && rule.payAccountId !== null) {
      const payout = cashCompensation(rule as PayRuleInput<CashCompensationDetail>, period, running.get(balanceOwner(context.accounts, rule.payAccountId)) ?? 0n);
      if (payout) book({ payAccountId: payout.payAccountId, typeId: context.typeId('payout'), ruleId: rule.id, value: -payout.value, date: to });
    } else if (detail?.kind === 'periodActivity') {
      for (const norm of norms.filter((figure) => figure.request.rule.id === rule.id)) {
        const move = normMove(norm.request.rule, norm.norm);
        if (!move) continue;
        // Dated the norm period's last day, so the next norm period does not count the move as its activity.
        const date = norm.request.range.end;
        book({ payAccountId: move.fromPayAccountId, typeId: context.typeId('normMoveOut'), ruleId: rule.id, value: -move.moved, date });
        book({ payAccountId: move.toPayAccountId, typeId: context.typeId('normMoveIn'), ruleId: rule.id, value: move.received, date });
      }
    } else if (detail?.kind === 'derivedActivity') {
      const source = figures.filter((figure) => figure.typeId === detail.sourceTypeId).reduce((sum, figure) => sum + amountOf(figure), 0n);
      const derived = derivedActivity(rule as PayRuleInput<DerivedActivityDetail>, period, source);
      const target = context.types.get(detail.targetTypeId);
      if (derived && target) book({ payAccountId: derived.payAccountId, typeId: target.id, ruleId: rule.id, value: target.outgoing ? -derived.value : derived.value, date: to });
    }
  }
  return figures;
}

/**
 * What left or arrived at an expiry dated in the month. Balances are the employee's, so a secondary employment
 * leaves them to the primary one's closing.
 */
function expiriesOf(context: ClosingContext, input: ClosingActivityInput): ClosingActivityFigure[] {
  if (input.employment.isSecondary) return [];
  const figures: ClosingActivityFigure[] = [];
  for (const balance of input.balancesAtEnd) {
    for (const entry of balance.entries) {
      if (entry.date < input.from || entry.date > input.to) continue;
      if (entry.kind === 'expired') {
        const overflows = context.accounts.get(balance.payAccountId)?.useForOverflowId != null;
        figures.push({ payAccountId: balance.payAccountId, typeId: context.typeId(overflows ? 'overflowOut' : 'expiry'), ruleId: null, value: entry.value, date: entry.date });
      } else if (entry.kind === 'received') {
        figures.push({ payAccountId: balance.payAccountId, typeId: context.typeId('overflowIn'), ruleId: null, value: entry.value, date: entry.date });
      }
    }
  }
  return figures;
}

/** The norms of the employment's norm periods that end in the range, with their activity up to their end. */
async function normMovesOf(db: Db, context: ClosingContext, employment: EngineEmployment, rules: readonly PayRuleInput[], from: IsoDate, to: IsoDate) {
  const ruleIds = new Set(rules.filter((rule) => rule.detail?.kind === 'periodActivity').map((rule) => rule.id));
  if (ruleIds.size === 0) return [];
  const requests: NormRequest[] = [];
  for (const period of await normPeriodsOf(db, [employment.id])) {
    const rule = context.book.rule(period.ruleId);
    if (!ruleIds.has(period.ruleId) || rule?.detail?.kind !== 'periodActivity') continue;
    const range = rangeOfPeriod(period, rule as PayRuleInput<PeriodActivityDetail>);
    if (range.end < from || range.end > to) continue;
    requests.push({ periodId: period.id, employment, rule: rule as PayRuleInput<PeriodActivityDetail>, range, activityTo: range.end });
  }
  return normFigures(db, requests);
}
