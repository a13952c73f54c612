import { applyRotation, previewRotation, removePlannedWatches } from './apply-handlers.ts';
import { deleteRotation, getRotations, saveRotation } from './rotation-handlers.ts';

/** Rotations (turnus, issue 20): defining them and laying them over employments. */
export const rotationHandlers = [getRotations, saveRotation, deleteRotation, previewRotation, applyRotation, removePlannedWatches];
