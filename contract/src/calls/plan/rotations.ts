// Plan calls for rotations (turnus, issue 20), beyond the specification: defining a department's rotations, and
// laying one over chosen employments, first as a preview (nothing saved) and then for real in one transaction,
// which one call takes back again (the grid's undo).
import { z } from 'zod';
import { call } from '../../call.ts';
import { dateRange, q } from '../../params.ts';
import { PLANNERS } from '../../roles.ts';
import { employeeDto } from '../../dto/planning.ts';
import { list } from '../../dto/values.ts';
import { empty, id } from '../../dto/common.ts';
import { MAX_ROTATION_DAYS, MAX_ROTATION_EMPLOYMENTS, appliedRotationDto, applyRotationRequest, rotationDto, rotationPreviewDto, saveRotationRequest } from '../../dto/rotations.ts';

const range = dateRange();

export const rotationCalls = {
  getRotations: call({
    method: 'GET',
    summary: 'The rotations of the departments the user plans (of one department and those above it, when given).',
    access: PLANNERS,
    query: { departmentid: q.int().optional() },
    response: z.array(rotationDto),
  }),
  saveRotation: call({
    method: 'POST',
    summary: 'Create or change a rotation: a name, a department and its days, each a watch code or off.',
    access: PLANNERS,
    body: saveRotationRequest,
    response: rotationDto,
  }),
  deleteRotation: call({
    method: 'POST',
    summary: 'Delete a rotation (the watches it placed stay).',
    access: PLANNERS,
    query: { rotationId: q.int() },
    response: empty,
  }),
  previewRotation: call({
    method: 'POST',
    summary: 'What laying a rotation would place, refuse and break (rest hours); placed and rolled back, nothing saved.',
    access: PLANNERS,
    body: applyRotationRequest,
    response: rotationPreviewDto,
  }),
  applyRotation: call({
    method: 'POST',
    summary: 'Lay a rotation over employments in one transaction, leaving out the refused days; answers the rows over start to end.',
    access: PLANNERS,
    query: range,
    body: applyRotationRequest,
    response: appliedRotationDto,
  }),
  removePlannedWatches: call({
    method: 'POST',
    summary: 'Remove planned watches and their watches in one transaction (the undo of a rotation); answers the rows over start to end.',
    access: PLANNERS,
    query: range,
    // A rotation lays at most a watch a day for a year on each of its employments.
    body: list(id, MAX_ROTATION_EMPLOYMENTS * MAX_ROTATION_DAYS).min(1, 'Vælg mindst én vagt'),
    response: z.array(employeeDto),
  }),
};
