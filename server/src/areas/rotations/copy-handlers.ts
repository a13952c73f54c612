import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { rowsOfEmployments } from '../planning/rows/index.ts';
import { settle } from '../planning/watches/index.ts';
import { layCopy } from './copy-period.ts';
import { previewOf } from './lay-watches.ts';

// Copying a week or a month (issue 20): the preview lays the copy for real and rolls it back; the copy is laid in
// one transaction, and Plan.RemovePlannedWatches takes it back in one undo, as for a rotation.

export const previewCopyPeriod = handle(contract.plan.previewCopyPeriod, async ({ db, user, body }) => previewOf(db, (tx) => layCopy(tx, user, body)));

export const copyPeriod = handle(contract.plan.copyPeriod, async ({ db, user, query, body }) => {
  const laid = await db.transaction(async (tx) => {
    const result = await layCopy(tx, user, body);
    await settle(
      tx,
      result.employmentIds.map((employmentId) => ({ employmentId, date: body.target })),
    );
    return result;
  });
  const rows = await rowsOfEmployments(db, user, laid.employmentIds, { start: query.start, end: query.end });
  return { ...laid.preview, plannedWatchIds: laid.plannedWatchIds, rows };
});
