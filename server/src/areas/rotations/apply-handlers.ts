import { contract } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { notFound } from '../../errors.ts';
import { inArray } from 'drizzle-orm';
import { plannedWatches } from '../../db/schema/index.ts';
import { getEmploymentRow, type EmploymentRow } from '../employees/employments-repository.ts';
import { rowsOfEmployments } from '../planning/rows/index.ts';
import { actorOf, removePlans, settle } from '../planning/watches/index.ts';
import { assertMayChange } from '../planning/watches/watch-access.ts';
import { rotationDays } from './lay-rotation.ts';
import { layWatches, previewOf, previewWatches } from './lay-watches.ts';

// Laying a rotation (issue 20): the preview sorts and checks the days as the save does and writes nothing; the save
// lays it in one transaction, and one call takes all it placed back (the grid's undo).

export const previewRotation = handle(contract.plan.previewRotation, async ({ db, user, body }) => previewOf(db, async (tx) => previewWatches(tx, user, await rotationDays(tx, body))));

export const applyRotation = handle(contract.plan.applyRotation, async ({ db, user, query, body }) => {
  const laid = await db.transaction(async (tx) => {
    const result = await layWatches(tx, user, await rotationDays(tx, body));
    await settle(
      tx,
      result.employmentIds.map((employmentId) => ({ employmentId, date: body.from })),
    );
    return result;
  });
  const rows = await rowsOfEmployments(db, user, laid.employmentIds, { start: query.start, end: query.end });
  return { ...laid.preview, plannedWatchIds: laid.plannedWatchIds, rows };
});

export const removePlannedWatches = handle(contract.plan.removePlannedWatches, async ({ db, user, query, body }) => {
  const employmentIds = await db.transaction(async (tx) => {
    const plans = await tx.select().from(plannedWatches).where(inArray(plannedWatches.id, [...new Set(body)]));
    if (plans.length !== new Set(body).size) throw notFound('En af de planlagte vagter findes ikke længere.');
    const employments: EmploymentRow[] = [];
    for (const id of new Set(plans.map((plan) => plan.employmentId))) employments.push(await getEmploymentRow(tx, id));
    await assertMayChange(tx, user, employments, 'plan');
    await removePlans(tx, actorOf(user), plans);
    const first = plans.map((plan) => plan.startDate).reduce((a, b) => (a < b ? a : b));
    await settle(
      tx,
      employments.map((employment) => ({ employmentId: employment.id, date: first })),
    );
    return employments.map((employment) => employment.id);
  });
  return rowsOfEmployments(db, user, employmentIds, { start: query.start, end: query.end });
});
