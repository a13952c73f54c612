import { sql } from 'drizzle-orm';
import { contract, VALIDATORS } from '@kaj/contract';
import { departmentReach } from '../../auth/reach.ts';
import { badRequest, notFound } from '../../errors.ts';
import { handle } from '../../http/handler.ts';
import { assertEmploymentsWithin } from '../employees/employee-access.ts';
import { auditClosing } from './closing-audit.ts';
import { simpleClosingDto } from './closing-dto.ts';
import { closingsByIds, employmentRecords } from './closing-records.ts';

/** ValidateClosing: a controller's check of a locked closing, set or taken back. */
export const validateClosing = handle(contract.plan.validateClosing, ({ db, user, query }) =>
  db.transaction(async (tx) => {
    const [closing] = await closingsByIds(tx, [query.closingId]);
    if (!closing) throw notFound('Afslutningen findes ikke.');
    await assertEmploymentsWithin(tx, await departmentReach(tx, user, VALIDATORS), [closing.employmentId]);
    if (!closing.locked) throw badRequest('closing_open', 'Kun en låst afslutning kan valideres.');
    await tx.execute(sql`update closings set validated = ${query.validationState},
      validated_at = ${query.validationState ? sql`now()` : sql`null`}, validated_by = ${query.validationState ? user.id : null} where id = ${closing.closingId}`);
    await auditClosing(tx, user, {
      closingId: closing.closingId,
      employmentId: closing.employmentId,
      period: closing.period,
      action: 'validate',
      before: { validated: closing.validated },
      after: { validated: query.validationState },
    });
    const [after] = await closingsByIds(tx, [closing.closingId]);
    const employment = (await employmentRecords(tx, [closing.employmentId])).get(closing.employmentId)!;
    return simpleClosingDto(employment, closing.period, after!);
  }),
);
