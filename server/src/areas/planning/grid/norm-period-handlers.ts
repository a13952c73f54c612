import { contract } from '@kaj/contract';
import { periodEnd } from '@kaj/domain';
import { handle } from '../../../http/handler.ts';
import { correctContractBalance, endNormPeriod, removeNormPeriod, startNorm } from '../../pay-engine/index.ts';
import { rowOfEmployment } from '../rows/index.ts';
import { assertRange } from './grid-scope.ts';

// The grid's norm-period and contract-balance calls: the pay engine does the change, and the answer is the
// employment's row as the grid shows it (so the pay engine never imports the rows).

export const setNormStart = handle(contract.plan.setNormStart, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const range = assertRange(query.start, query.end);
    await startNorm(tx, user, query);
    return rowOfEmployment(tx, user, query.employmentid, range);
  }),
);

export const setNormPeriodEnd = handle(contract.plan.setNormPeriodEnd, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const range = assertRange(query.start, query.end);
    await endNormPeriod(tx, user, query);
    return rowOfEmployment(tx, user, query.employmentid, range);
  }),
);

export const deleteNormPeriod = handle(contract.plan.deleteNormPeriod, async ({ db, user, query, body }) =>
  db.transaction(async (tx) => {
    await removeNormPeriod(tx, user, query.employmentid, body.payAccountRulePeriodDefId);
    return rowOfEmployment(tx, user, query.employmentid, { start: query.period, end: periodEnd(query.period) });
  }),
);

export const adjustContractBalance = handle(contract.plan.adjustContractBalance, async ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const range = assertRange(query.start, query.end);
    await correctContractBalance(tx, user, query, range);
    return rowOfEmployment(tx, user, query.employmentId, range);
  }),
);
