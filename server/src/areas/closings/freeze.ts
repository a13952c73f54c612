import { formatDecimal } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import type { ClosingContext } from './closing-context.ts';
import { computeClosing, postingsOf, type ClosingFigures, type ClosingScope } from './closing-figures.ts';
import { writeFrozenFigures } from './frozen-figures.ts';
import { freezeTrips } from '../self-service/mileage-payroll.ts';

/** Computes a month's figures and freezes them on the closing, writing its payouts, norm moves and derived activities as activities. */
export async function freezeClosing(db: Db, context: ClosingContext, closingId: number, scope: ClosingScope): Promise<ClosingFigures> {
  const postings = await postingsOf(db, scope.employment.id, scope.from, scope.to);
  const figures = await computeClosing(db, context, scope, postings);
  const notWritten = new Set([context.typeId('expiry'), context.typeId('overflowOut'), context.typeId('overflowIn')]);
  await writeFrozenFigures(db, closingId, scope.employment.id, scope.period, figures, notWritten);
  await freezeTrips(db, closingId, scope.employment.id, scope.period);
  return figures;
}

/** The frozen figures as the audit trail and the application log keep them: plain numbers per account. */
export function figuresSummary(figures: ClosingFigures) {
  return {
    accounts: figures.accounts.map((figure) => ({
      payAccountId: figure.payAccountId,
      openingBalance: formatDecimal(figure.openingBalance),
      activity: formatDecimal(figure.activity),
      closingBalance: formatDecimal(figure.closingBalance),
    })),
    closingActivities: figures.closingActivities.map((figure) => ({ payAccountId: figure.payAccountId, typeId: figure.typeId, value: formatDecimal(figure.value) })),
    exportValues: figures.exportValues.map((figure) => ({ exportAccountId: figure.exportAccountId, departmentPropertyId: figure.departmentPropertyId, value: formatDecimal(figure.value) })),
  };
}
