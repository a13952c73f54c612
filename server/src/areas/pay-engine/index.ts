// The pay engine on the database (DOMAIN.md sections 6–8). Owned by the pay-engine work; the planning
// area imports only what is exported here.
export { recalculateEmployments } from './recalculate.ts';
export { plannedNorms, type PlannedNorm } from './planned-norms.ts';
export type { FiguresRequest, RowFigures } from './row-figures.ts';
export { employmentFigures, rowFigures } from './row-figures.ts';
export { figureKeys, keptFigureFields } from './figure-cache.ts';
export { writableEmployment } from './engine-access.ts';
export { correctContractBalance, endNormPeriod, removeNormPeriod, startNorm } from './norm-handlers.ts';

import { getBalance } from './balance-handlers.ts';
import { calculate, updateAllDerivedProperties } from './calculate-handlers.ts';
import { getNorms } from './norm-handlers.ts';
import { getRecalculationImpact, getRecalculationJobs, recalculateDepartment } from './recalculation/job-handlers.ts';

export const payEngineHandlers = [
  calculate,
  updateAllDerivedProperties,
  getBalance,
  getNorms,
  getRecalculationJobs,
  getRecalculationImpact,
  recalculateDepartment,
];
