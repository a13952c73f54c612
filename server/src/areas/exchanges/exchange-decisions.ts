import { contract } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { handle } from '../../http/handler.ts';
import { getEmploymentRow } from '../employees/employments-repository.ts';
import { actorOf } from '../planning/watches/index.ts';
import { assertMayChange } from '../planning/watches/watch-access.ts';
import { getPlan } from '../planning/watches/watch-store.ts';
import { requireFeature } from '../self-service/self-service-access.ts';
import { carryOut, offererOf } from './exchange-carry-out.ts';
import { assertState, closeExchange, failingWhenChanged } from './exchange-close.ts';
import { EXCHANGES_OFF } from './exchange-list.ts';
import { getBid, readExchange, takeExchange, type BidRow, type ExchangeRow } from './exchange-store.ts';
import { closeExpired } from './exchange-sweep.ts';

// The planner approves or rejects an accepted exchange of employees in their departments (issue 16).

const PLANNER_VIEW = { employeeId: null, seesPlannerNotes: true };

/** The accepted exchange and its chosen bid, both employments within the caller's departments (and locked). */
async function decidable(db: Db, user: SessionUser, exchangeId: number): Promise<{ exchange: ExchangeRow; bid: BidRow }> {
  const exchange = await takeExchange(db, exchangeId);
  assertState(exchange, 'accepted');
  const bid = await getBid(db, exchange.acceptedBidId!);
  const offerer = await getEmploymentRow(db, offererOf(exchange, await getPlan(db, exchange.plannedWatchId)));
  await assertMayChange(db, user, [offerer, await getEmploymentRow(db, bid.employmentId)], 'plan');
  return { exchange, bid };
}

export const approveWatchExchange = handle(contract.plan.approveWatchExchange, async ({ db, user, query, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  await closeExpired(db);
  await failingWhenChanged(db, user, query.exchangeId, () =>
    db.transaction(async (tx) => {
      const { exchange, bid } = await decidable(tx, user, query.exchangeId);
      await carryOut(tx, actorOf(user), exchange, bid);
      await closeExchange(tx, user, exchange, 'approved', null);
    }),
  );
  return readExchange(db, query.exchangeId, PLANNER_VIEW);
});

export const rejectWatchExchange = handle(contract.plan.rejectWatchExchange, async ({ db, user, query, body, services }) => {
  requireFeature(services.config, 'allowTradeShifts', EXCHANGES_OFF);
  await closeExpired(db);
  await db.transaction(async (tx) => {
    const { exchange } = await decidable(tx, user, query.exchangeId);
    await closeExchange(tx, user, exchange, 'rejected', body.comment);
  });
  return readExchange(db, query.exchangeId, PLANNER_VIEW);
});
