import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { rowsOfEmployments } from '../planning/rows/index.ts';
import { settle } from '../planning/watches/index.ts';
import { copyDays } from './copy-period.ts';
import { layWatches, previewOf, previewWatches } from './lay-watches.ts';

// Copying a week or a month (issue 20): the preview checks the copy as the save does and writes nothing; the copy is
// laid in one transaction, and Plan.RemovePlannedWatches takes it back in one undo, as for a rotation.

export const previewCopyPeriod = handle(contract.plan.previewCopyPeriod, async ({ db, user, body }) => previewOf(db, async (tx) => previewWatches(tx, user, await copyDays(tx, body))));

export const copyPeriod = handle(contract.plan.copyPeriod, async ({ db, user, query, body }) => {
  const laid = await db.transaction(async (tx) => {
    const result = await layWatches(tx, user, await copyDays(tx, body));
    await settle(
      tx,
      result.employmentIds.map((employmentId) => ({ employmentId, date: body.target })),
    );
    return result;
  });
  const rows = await rowsOfEmployments(db, user, laid.employmentIds, { start: query.start, end: query.end });
  return { ...laid.preview, plannedWatchIds: laid.plannedWatchIds, rows };
});
