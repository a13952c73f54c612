import { z } from 'zod';
import { id, isoDate, isoDateTime, timeOfDay } from './common.ts';
import { multiline, optionalText } from './values.ts';

// Watch exchanges (issue 16, `allowTradeShifts`): an employee offers a planned watch until an expiry time; colleagues
// of the same department and position group bid, to take it or to give one of theirs in return; the offerer picks a
// bid, and the planner approves it (or the department takes accepted bids without approval).

export const EXCHANGE_STATES = ['open', 'accepted', 'approved', 'rejected', 'withdrawn', 'expired', 'failed'] as const;
export const exchangeState = z.enum(EXCHANGE_STATES);
export type ExchangeState = z.infer<typeof exchangeState>;

/** A planned watch as an exchange shows it: code and times of its first watch. */
export const exchangeWatchDto = z.object({
  plannedWatchId: id,
  code: z.string(),
  color: z.string(),
  startDate: isoDate,
  startTime: timeOfDay,
  endTime: timeOfDay,
});
export type ExchangeWatchDto = z.infer<typeof exchangeWatchDto>;

export const exchangeBidDto = z.object({
  exchangeBidId: id,
  employeeName: z.string(),
  bidDate: isoDateTime,
  note: z.string().nullable(),
  /** The caller made it. */
  ownBid: z.boolean(),
  /** The bidder's watch given in return; null: the bidder takes the watch. */
  given: exchangeWatchDto.nullable(),
  /** The offerer chose this bid. */
  chosen: z.boolean(),
});
export type ExchangeBidDto = z.infer<typeof exchangeBidDto>;

/** A planned watch offered for exchange, with the bids on it. */
export const watchExchangeDto = exchangeWatchDto.extend({
  exchangeId: id,
  employeeName: z.string(),
  /** The caller offers it. */
  ownedByUser: z.boolean(),
  expiration: isoDateTime,
  notePublic: z.string().nullable(),
  /** Only to the one who offers it and to planners. */
  notePlanner: z.string().nullable(),
  priority: z.number().int(),
  status: exchangeState,
  /** The caller may bid: a colleague of the same department and position group, the offer open, no bid of theirs yet. */
  canBid: z.boolean(),
  /** Why it was rejected, failed or closed. */
  decisionComment: z.string().nullable(),
  bids: z.array(exchangeBidDto),
});
export type WatchExchangeDto = z.infer<typeof watchExchangeDto>;

const note = optionalText(300);

export const offerWatchRequest = z.object({
  plannedWatchId: id,
  /** Until when colleagues may bid; before the watch starts. */
  expiration: isoDateTime,
  notePublic: note,
  notePlanner: note,
});

export const exchangeRefRequest = z.object({ exchangeId: id });
export const exchangeBidRefRequest = z.object({ exchangeBidId: id });

export const bidOnWatchRequest = z.object({
  exchangeId: id,
  /** One of the bidder's own planned watches to give in return; left out: the bidder takes the watch. */
  givenPlannedWatchId: id.nullish(),
  note,
});

export const rejectExchangeRequest = z.object({
  comment: multiline(500, 'Kommentaren kan højst være 500 tegn').min(1, 'Skriv hvorfor byttet afvises; de to medarbejdere ser kommentaren.'),
});

/** Whether a department's accepted exchanges are carried out without a planner's approval. */
export const exchangeApprovalDto = z.object({ departmentId: id, withoutApproval: z.boolean() });
export const setExchangeApprovalRequest = z.object({ withoutApproval: z.boolean() });
