import { calculateClosed, calculateClosedSince } from './calculate-closed.ts';
import { getClosing, getClosingById, getClosingMid } from './closing-reads.ts';
import { lockClosing } from './lock-closing.ts';
import { saveClosing } from './save-closing.ts';
import { getSimpleClosings } from './simple-closings.ts';
import { unlockClosing } from './unlock-closing.ts';
import { validateClosing } from './validate-closing.ts';
import { carryClosedCorrections, getClosedDifferences } from './closed-differences.ts';

/** Monthly closings (DOMAIN.md section 8). */
export const closingHandlers = [
  getClosing,
  getClosingById,
  getClosingMid,
  saveClosing,
  lockClosing,
  unlockClosing,
  validateClosing,
  getSimpleClosings,
  calculateClosed,
  calculateClosedSince,
  getClosedDifferences,
  carryClosedCorrections,
];
