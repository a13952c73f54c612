import { contract } from '@kaj/contract';
import { periodOf } from '@kaj/domain';
import type { Period } from '@kaj/domain';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertEmployeeReadable } from '../pay-engine/engine-access.ts';
import { loadClosingContext } from './closing-context.ts';
import { closingEmployeeDto } from './closing-dto.ts';
import { closingsByIds } from './closing-records.ts';
import { closingSubject, closingView, scopeOf } from './closing-view.ts';

async function readClosing(db: Db, user: SessionUser, employmentId: number, period: Period, showall: boolean) {
  const subject = await closingSubject(db, employmentId);
  await assertEmployeeReadable(db, user, subject.employment.employeeId);
  const context = await loadClosingContext(db);
  return closingEmployeeDto(context, await closingView(db, context, subject, scopeOf(subject.employment, period), showall));
}

/** GetClosing: an employment's month, from its frozen figures when locked, computed on the fly while open. */
export const getClosing = handle(contract.plan.getClosing, ({ db, user, query }) =>
  db.transaction((tx) => readClosing(tx, user, query.employmentId, query.period, query.showall)),
);

/** GetClosingById: a stored closing (saved or locked). */
export const getClosingById = handle(contract.plan.getClosingById, ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const [closing] = await closingsByIds(tx, [query.closingId]);
    if (!closing) throw notFound('Afslutningen findes ikke.');
    return readClosing(tx, user, closing.employmentId, closing.period, query.showall ?? false);
  }),
);

/** GetClosingMid: the figures from calcFrom to calcTo within one month, computed and stored nowhere. */
export const getClosingMid = handle(contract.plan.getClosingMid, ({ db, user, query }) =>
  db.transaction(async (tx) => {
    if (query.calcTo < query.calcFrom) throw badRequest('range', 'Slutdatoen ligger før startdatoen.');
    const period = periodOf(query.calcFrom);
    if (periodOf(query.calcTo) !== period) throw badRequest('range', 'Perioden skal ligge inden for én måned.');
    const subject = await closingSubject(tx, query.employmentId);
    await assertEmployeeReadable(tx, user, subject.employment.employeeId);
    const month = scopeOf(subject.employment, period);
    const scope = {
      ...month,
      from: query.calcFrom > month.from ? query.calcFrom : month.from,
      to: query.calcTo < month.to ? query.calcTo : month.to,
    };
    if (scope.from > scope.to) throw badRequest('not_employed', 'Ansættelsen løber ikke i perioden.');
    const context = await loadClosingContext(tx);
    return closingEmployeeDto(context, await closingView(tx, context, subject, scope, query.showall ?? false, true));
  }),
);
