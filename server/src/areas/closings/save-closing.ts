import { sql } from 'drizzle-orm';
import { contract } from '@kaj/contract';
import { queryRows } from '../../db/raw.ts';
import { badRequest } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertEmploymentsWithin, writeReach } from '../employees/employee-access.ts';
import { rowOfEmployment } from '../planning/rows/index.ts';
import { auditClosing } from './closing-audit.ts';
import { closingsOf } from './closing-records.ts';
import { closingSubject, scopeOf } from './closing-view.ts';

/**
 * SaveClosing: the comment and the excluded flag of an employment's month (a closing row is made for an open month).
 * An exported closing keeps its excluded flag: Lessor has it already. Answers the employee's grid row.
 */
export const saveClosing = handle(contract.plan.saveClosing, ({ db, user, query, body }) =>
  db.transaction(async (tx) => {
    await assertEmploymentsWithin(tx, await writeReach(tx, user), [query.employmentId]);
    const subject = await closingSubject(tx, query.employmentId);
    scopeOf(subject.employment, body.period);
    const [before] = await closingsOf(tx, [query.employmentId], [body.period]);
    if (before?.exported && before.excluded !== body.excluded) throw badRequest('closing_exported', 'Afslutningen er eksporteret til Lessor, så den kan ikke udelades eller tages med igen.');
    const comment = body.comment ?? null;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`insert into closings (employment_id, period, comment, excluded) values (${query.employmentId}, ${body.period}::date, ${comment}, ${body.excluded})
          on conflict (employment_id, period) do update set comment = excluded.comment, excluded = excluded.excluded returning id`,
    );
    await auditClosing(tx, user, {
      closingId: Number(row!.id),
      employmentId: query.employmentId,
      period: body.period,
      action: 'save',
      before: before ? { comment: before.comment, excluded: before.excluded } : null,
      after: { comment, excluded: body.excluded },
    });
    return rowOfEmployment(tx, user, query.employmentId, { start: query.start, end: query.end });
  }),
);
