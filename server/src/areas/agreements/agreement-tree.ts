import { count, eq } from 'drizzle-orm';
import { contract, type AgreementTreeNodeDto } from '@kaj/contract';
import { handle } from '../../http/handler.ts';
import { agreements, employments, exportPrices } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { loadAgreementGraph, type AgreementGraph } from './agreement-graph.ts';
import { loadAgreementDto, toAgreementRecordDto } from './agreement-dto.ts';
import { assertEmploymentsReadable, viewerOf } from '../planning/grid/grid-scope.ts';
import { recalculateAfter } from '../pay-engine/recalculation/index.ts';

function treeOf(graph: AgreementGraph, parentId: number | null): AgreementTreeNodeDto[] {
  return graph.all.filter((row) => row.parentId === parentId).map((row) => ({ ...toAgreementRecordDto(row), children: treeOf(graph, row.id) }));
}

export const getAgreements = handle(contract.agreement.getAgreements, async ({ db }) => (await loadAgreementGraph(db)).all.map(toAgreementRecordDto));

export const getAgreementTree = handle(contract.agreement.getAgreementTree, async ({ db }) => treeOf(await loadAgreementGraph(db), null));

export const getAgreementChildren = handle(contract.agreement.getAgreementChildren, async ({ db, query }) => {
  const graph = await loadAgreementGraph(db);
  graph.get(query.agreementid);
  return graph.children(query.agreementid).map(toAgreementRecordDto);
});

export const getAgreementById = handle(contract.agreement.getAgreementById, async ({ db, query }) =>
  toAgreementRecordDto((await loadAgreementGraph(db)).get(query.agreementid)),
);

export const getAgreementDtoById = handle(contract.agreement.getAgreementDtoById, async ({ db, query }) => loadAgreementDto(db, query.agreementid));

/** Only of an employment the caller reads in the grid (403 otherwise, 404 for none). */
export const getAgreementByEmploymentId = handle(contract.agreement.getAgreementByEmploymentId, async ({ db, user, query }) => {
  await assertEmploymentsReadable(db, await viewerOf(db, user), [query.employmentid]);
  const [row] = await db
    .select({ agreement: agreements })
    .from(employments)
    .innerJoin(agreements, eq(agreements.id, employments.agreementId))
    .where(eq(employments.id, query.employmentid));
  if (!row) throw notFound('Ansættelsen findes ikke.');
  return toAgreementRecordDto(row.agreement);
});

/** Checks that `parentId` may become the parent of `id`: it exists and is neither the agreement nor below it. */
export function assertParentFits(graph: AgreementGraph, id: number | null, parentId: number | null): void {
  if (parentId === null) return;
  if (!graph.all.some((row) => row.id === parentId)) throw badRequest('unknown_agreement', 'Den overordnede overenskomst findes ikke.');
  if (id !== null && (parentId === id || graph.descendants(id).some((row) => row.id === parentId))) {
    throw badRequest('agreement_cycle', 'En overenskomst kan ikke placeres under sig selv eller sine egne underoverenskomster.');
  }
}

/** The agreements at the top of the tree give the hours per day the others inherit, so they must have them. */
export function assertTopHasHours(parentId: number | null, hoursPerDay: string | null): void {
  if (parentId === null && hoursPerDay === null) {
    throw badRequest('hours_per_day_missing', 'En overenskomst øverst i træet skal have timer pr. dag; dem under den arver dem.');
  }
}

export const moveAgreement = handle(contract.agreement.moveAgreement, async ({ db, query, user }) =>
  db.transaction(async (tx) => {
    const graph = await loadAgreementGraph(tx);
    const parentId = query.parentId ?? null;
    assertParentFits(graph, query.id, parentId);
    assertTopHasHours(parentId, graph.get(query.id).hoursPerDay);
    const [row] = await tx.update(agreements).set({ parentId }).where(eq(agreements.id, query.id)).returning();
    // A new parent gives the agreement and those below it other inherited rules.
    await recalculateAfter(tx, { kind: 'agreements', agreementIds: [query.id] }, { reason: `Overenskomsten ${row!.code} er flyttet`, user });
    return toAgreementRecordDto(row!);
  }),
);

export const deleteAgreement = handle(contract.agreement.deleteAgreement, async ({ db, query }) =>
  db.transaction(async (tx) => {
    const graph = await loadAgreementGraph(tx);
    const agreement = graph.get(query.agreementid);
    const children = graph.children(agreement.id);
    if (children.length > 0) {
      throw badRequest('agreement_has_children', `Overenskomsten har underoverenskomster (${children.map((row) => row.code).join(', ')}) og kan ikke slettes.`);
    }
    const [used] = await tx.select({ n: count() }).from(employments).where(eq(employments.agreementId, agreement.id));
    const [priced] = await tx.select({ n: count() }).from(exportPrices).where(eq(exportPrices.agreementCode, agreement.code));
    if (used && used.n > 0) throw badRequest('agreement_in_use', `Overenskomsten bruges af ${used.n} ${used.n === 1 ? 'ansættelse' : 'ansættelser'} og kan ikke slettes.`);
    if (priced && priced.n > 0) throw badRequest('agreement_has_prices', `Overenskomsten har eksportpriser og kan ikke slettes. Slet priserne først.`);
    await tx.delete(agreements).where(eq(agreements.id, agreement.id));
    return null;
  }),
);
