import { businessNow } from '../../clock.ts';
import { eq, sql } from 'drizzle-orm';
import type { ExchangeState } from '@kaj/contract';
import type { SessionUser } from '../../auth/session-user.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../db/raw.ts';
import { watchExchanges } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../errors.ts';
import { recordChange, type Change } from '../self-service/change-log.ts';
import { WATCH_CHANGED } from './exchange-carry-out.ts';
import { noticeClosed } from './exchange-notices.ts';
import type { ExchangeRow } from './exchange-store.ts';

// Closing an exchange: its new state, the audit trail and the notices, in the caller's transaction.

const MOVED_ON: Record<ExchangeState, string> = {
  open: 'Tilbuddet er stadig åbent; der er ikke valgt et bud.',
  accepted: 'Et bud er allerede valgt; byttet venter på planlæggerens godkendelse.',
  approved: 'Byttet er allerede gennemført.',
  rejected: 'Byttet er afvist.',
  withdrawn: 'Tilbuddet er trukket tilbage.',
  expired: 'Tilbuddet er udløbet.',
  failed: 'Byttet kunne ikke gennemføres.',
};

/** 409 unless the exchange is in one of the states (the other of two steps at once finds it moved on). */
export function assertState(exchange: ExchangeRow, ...states: ExchangeState[]): void {
  if (!states.includes(exchange.status)) throw conflict('exchange_moved_on', MOVED_ON[exchange.status]);
}

const AUDIT_ACTIONS: Record<'approved' | 'rejected' | 'withdrawn' | 'failed', Change['action']> = { approved: 'approve', rejected: 'reject', withdrawn: 'remove', failed: 'fail' };

export async function closeExchange(db: Db, user: SessionUser, exchange: ExchangeRow, status: 'approved' | 'rejected' | 'withdrawn' | 'failed', comment: string | null): Promise<void> {
  const [after] = await db
    .update(watchExchanges)
    .set({ status, decidedAt: businessNow().toISOString(), decidedBy: user.id, decisionComment: comment })
    .where(eq(watchExchanges.id, exchange.id))
    .returning();
  const [plan] = await queryRows<{ start_date: string }>(db, sql`select start_date::text from planned_watches where id = ${exchange.plannedWatchId}`);
  await recordChange(db, user, { entity: 'watchExchange', entityId: exchange.id, employmentId: exchange.offeredByEmploymentId, date: plan?.start_date ?? null, action: AUDIT_ACTIONS[status], before: exchange, after });
  await noticeClosed(db, exchange.id, user.employeeId);
}

/**
 * Runs a step that carries the exchange out; when it fails because a watch changed after the offer, the exchange is
 * closed as failed (in a transaction of its own, as the step's is rolled back) and the refusal answered.
 */
export async function failingWhenChanged<T>(db: Db, user: SessionUser, exchangeId: number, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== WATCH_CHANGED) throw error;
    await db.transaction(async (tx) => {
      const [exchange] = await tx.select().from(watchExchanges).where(eq(watchExchanges.id, exchangeId)).for('update');
      if (exchange && (exchange.status === 'open' || exchange.status === 'accepted')) await closeExchange(tx, user, exchange, 'failed', error.message);
    });
    throw error;
  }
}
