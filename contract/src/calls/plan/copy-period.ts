// Plan calls for copying a week or a month of the plan (issue 20), beyond the specification: a preview (placed and
// rolled back) and the copy in one transaction, answered as a rotation's, whose Plan.RemovePlannedWatches is its undo.
import { call } from '../../call.ts';
import { dateRange } from '../../params.ts';
import { PLANNERS } from '../../roles.ts';
import { copyPeriodRequest } from '../../dto/copy-period.ts';
import { appliedRotationDto, rotationPreviewDto } from '../../dto/rotations.ts';

export const copyPeriodCalls = {
  previewCopyPeriod: call({
    method: 'POST',
    summary: 'What copying a week or month of planned watches would place, refuse and break (rest hours); placed and rolled back, nothing saved.',
    access: PLANNERS,
    body: copyPeriodRequest,
    response: rotationPreviewDto,
  }),
  copyPeriod: call({
    method: 'POST',
    summary: 'Copy the planned watches of a week or month to another in one transaction, leaving out the refused days; answers the rows over start to end.',
    access: PLANNERS,
    query: dateRange(),
    body: copyPeriodRequest,
    response: appliedRotationDto,
  }),
};
