import { periodEnd, previousPeriod } from '@kaj/domain';
import type { IsoDate, Period } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { readAll } from '../../db/read-all.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadEmployments, type EngineEmployment } from '../pay-engine/engine-inputs.ts';
import { danishMonth } from '../shared/danish-dates.ts';
import type { ClosingContext } from './closing-context.ts';
import { computeClosing, postingsOf, type ClosingScope } from './closing-figures.ts';
import { closingsOf, employmentRecords, type EmploymentRecord } from './closing-records.ts';
import type { ClosingView } from './closing-dto.ts';
import { asIfRecalculated } from './fresh-figures.ts';
import { readFrozenFigures } from './frozen-figures.ts';

export interface ClosingSubject {
  readonly employment: EngineEmployment;
  readonly record: EmploymentRecord;
}

/** The employment as the engine and the closings read it; 404 when missing, 400 for a draft's. */
export async function closingSubject(db: Db, employmentId: number): Promise<ClosingSubject> {
  const [employment] = await loadEmployments(db, [employmentId]);
  const record = (await employmentRecords(db, [employmentId])).get(employmentId);
  if (!employment || !record) throw notFound('Ansættelsen findes ikke.');
  if (record.isDraft) throw badRequest('draft', 'En kladde har ingen afslutninger.');
  return { employment, record };
}

/** The days of the month the employment runs; 400 when it does not run in the month. */
export function scopeOf(employment: EngineEmployment, period: Period): ClosingScope {
  const from: IsoDate = employment.start > period ? employment.start : period;
  const last = periodEnd(period);
  const to: IsoDate = employment.end !== null && employment.end < last ? employment.end : last;
  if (from > to) throw badRequest('not_employed', `Ansættelsen løber ikke i ${danishMonth(period)}.`);
  return { employment, period, from, to };
}

/**
 * An employment's month as GetClosing shows it: a locked closing from its frozen figures, an open one computed as
 * locking it now would freeze it (the employee's months recalculated from it, rolled back after the read). With
 * `scope` narrowed to part of the month (GetClosingMid) it is always computed and stored nowhere.
 */
export async function closingView(db: Db, context: ClosingContext, subject: ClosingSubject, scope: ClosingScope, showall: boolean, partial = false): Promise<ClosingView> {
  const { employment, record } = subject;
  const [[closing], [previous]] = await readAll(
    db,
    () => closingsOf(db, [employment.id], [scope.period]),
    () => closingsOf(db, [employment.id], [previousPeriod(scope.period)]),
  );
  const frozen = closing?.locked === true && !partial;
  const read = async (tx: Db) => {
    const postings = await postingsOf(tx, employment.id, scope.from, scope.to);
    const figures = frozen ? await readFrozenFigures(tx, closing.closingId) : await computeClosing(tx, context, scope, postings);
    return { postings, figures };
  };
  const { postings, figures } = closing?.locked ? await read(db) : await asIfRecalculated(db, [{ employeeId: employment.employeeId, period: scope.period }], read);
  return {
    employment: record,
    agreementId: employment.agreementId,
    period: scope.period,
    record: closing ?? null,
    prevClosingId: previous?.closingId ?? null,
    figures,
    postings,
    showall,
  };
}
