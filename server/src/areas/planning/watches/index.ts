import { employeeAbsencePeriod } from './absence-handler.ts';
import { addPlannedWatch, addPlannedWatchPeriod, addPlannedWatchPeriodBulk, movePlannedWatch, removePlannedWatch } from './planned-handlers.ts';
import { addPropertyToRealisedWatch, removeRealisedWatch, removeRealisedWatchPeriod, saveRealisedWatch, saveRealisedWatchPeriod } from './realised-handlers.ts';
import { syncEmployment, syncEmployments } from './sync-handlers.ts';
import {
  copyRealisedWatch,
  copyRealisedWatchFromClipboard,
  moveRealisedWatch,
  moveRealisedWatchFromClipboard,
  removeRealisedWatchFromClipboard,
} from './transfer-handlers.ts';

/** Every call that changes watches (DOMAIN.md section 4). */
export const watchChangeHandlers = [
  addPlannedWatch,
  addPlannedWatchPeriod,
  addPlannedWatchPeriodBulk,
  movePlannedWatch,
  removePlannedWatch,
  saveRealisedWatch,
  saveRealisedWatchPeriod,
  removeRealisedWatch,
  removeRealisedWatchPeriod,
  addPropertyToRealisedWatch,
  copyRealisedWatch,
  moveRealisedWatch,
  copyRealisedWatchFromClipboard,
  moveRealisedWatchFromClipboard,
  removeRealisedWatchFromClipboard,
  syncEmployment,
  syncEmployments,
  employeeAbsencePeriod,
];

export { placePlannedWatch, placePlannedWatches, realisedOfTemplate } from './place-watch.ts';
export { copyPlansToDraft } from './sync-handlers.ts';
export { settle } from './settle.ts';
export { actorOf, type Actor } from './watch-audit.ts';
export { removePlans } from './watch-transfer.ts';
