import { applyRotation, previewRotation, removePlannedWatches } from './apply-handlers.ts';
import { copyPeriod, previewCopyPeriod } from './copy-handlers.ts';
import { deleteRotation, getRotations, saveRotation } from './rotation-handlers.ts';

/** Rotations (turnus, issue 20): defining them and laying them over employments, and copying a week or month. */
export const rotationHandlers = [getRotations, saveRotation, deleteRotation, previewRotation, applyRotation, removePlannedWatches, previewCopyPeriod, copyPeriod];
