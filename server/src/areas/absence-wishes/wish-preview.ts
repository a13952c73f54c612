import type { AbsencePreviewDto, BalanceEffectDto, NormDto, PayAccountBalanceDto } from '@kaj/contract';
import type { IsoDate } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { EmploymentRow } from '../employees/employments-repository.ts';
import { rowFigures, type RowFigures } from '../pay-engine/row-figures.ts';
import { placeAbsence } from '../planning/watches/absence-handler.ts';
import { restBreachDto } from '../rest/rest-rules.ts';
import { addedBreaches, currentBreaches } from '../shared/rest-breaches.ts';

// What granting an absence would do (issue 16): it is granted for real inside a transaction, the balances, norm
// and rest hours are read before and after, and the transaction is rolled back. So the preview runs the very
// rules a grant runs, pay engine included, and can never disagree with it.

interface Absence {
  start: IsoDate;
  end: IsoDate;
  propertyId: number;
}

/** Thrown to roll the preview's transaction back with its answer. */
class PreviewDone extends Error {
  constructor(readonly preview: AbsencePreviewDto) {
    super('preview');
  }
}

const NOTHING = { placedDays: [], markedDays: [], balances: [], norms: [], overTarget: false, overMax: false, restBreaches: [] };

const balanceKey = (balance: PayAccountBalanceDto) => `${balance.payAccountId}|${balance.balanceYear}`;

function balanceEffects(before: readonly PayAccountBalanceDto[], after: readonly PayAccountBalanceDto[]): BalanceEffectDto[] {
  const was = new Map(before.map((balance) => [balanceKey(balance), balance.balance]));
  const keys = new Set([...before, ...after].map(balanceKey));
  const all = new Map([...before, ...after].map((balance) => [balanceKey(balance), balance]));
  return [...keys]
    .map((key) => {
      const balance = all.get(key)!;
      const now = after.find((each) => balanceKey(each) === key)?.balance ?? 0;
      return { payAccountId: balance.payAccountId, payAccountName: balance.payAccountName, unit: balance.unit, balanceYear: balance.balanceYear, before: was.get(key) ?? 0, after: now };
    })
    .filter((effect) => Math.abs(effect.after - effect.before) > 1e-9);
}

function normEffects(before: readonly NormDto[], after: readonly NormDto[]) {
  return after.flatMap((norm) => {
    const was = before.find((each) => each.payAccountRulePeriodDefId === norm.payAccountRulePeriodDefId);
    if (!was || (was.targetActivity === norm.targetActivity && was.activity === norm.activity && was.balance === norm.balance)) return [];
    return [{ name: norm.name, targetBefore: was.targetActivity, targetAfter: norm.targetActivity, activityBefore: was.activity, activityAfter: norm.activity, balanceBefore: was.balance, balanceAfter: norm.balance }];
  });
}

async function figures(db: Db, employment: EmploymentRow, range: { start: IsoDate; end: IsoDate }): Promise<RowFigures | undefined> {
  return (await rowFigures(db, [{ employeeId: employment.employeeId, employmentIds: [employment.id] }], range)).get(employment.employeeId);
}

/**
 * Grants the absence on the employment and rolls it back, answering its effect: the days it places or marks, the
 * balances at the end of its period that change, the norm, and the rest-hour breaches it adds. A refusal (a locked
 * month, no absence code …) is answered as `refusal`. `prepare` checks access, locks the employment and names it.
 */
export async function previewAbsence(db: Db, user: SessionUser, prepare: (tx: Db) => Promise<EmploymentRow>, absence: Absence): Promise<AbsencePreviewDto> {
  try {
    await db.transaction(async (tx) => {
      const employment = await prepare(tx);
      const range = { start: absence.start, end: absence.end };
      const before = await figures(tx, employment, range);
      const breachesBefore = await currentBreaches(tx, employment.id, range);
      let placed;
      try {
        placed = await placeAbsence(tx, user, employment, absence);
      } catch (error) {
        if (error instanceof AppError && error.status < 500) throw new PreviewDone({ ...NOTHING, refusal: error.message });
        throw error;
      }
      const after = await figures(tx, employment, range);
      const breachesAfter = await currentBreaches(tx, employment.id, range);
      throw new PreviewDone({
        ...placed,
        balances: balanceEffects(before?.saldi ?? [], after?.saldi ?? []),
        norms: normEffects(before?.norms ?? [], after?.norms ?? []),
        overTarget: Boolean(after?.isOverTarget && !before?.isOverTarget),
        overMax: Boolean(after?.isOverMax && !before?.isOverMax),
        restBreaches: addedBreaches(breachesBefore, breachesAfter).map(restBreachDto),
        refusal: null,
      });
    });
  } catch (error) {
    if (error instanceof PreviewDone) return error.preview;
    throw error;
  }
  throw new Error('The preview ended without an answer');
}
