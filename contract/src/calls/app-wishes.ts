// App calls (added, issue 16): the employee's own absence wishes and watch exchanges. Always the caller's own;
// the exchanges are behind `allowTradeShifts` (404 when off).
import { z } from 'zod';
import { call } from '../call.ts';
import { empty } from '../dto/common.ts';
import { absencePreviewDto, absenceWishRefRequest, absenceWishStateDto, askAbsenceWishRequest, wishKindDto } from '../dto/wishes.ts';
import { bidOnWatchRequest, exchangeBidRefRequest, exchangeRefRequest, offerWatchRequest, watchExchangeDto } from '../dto/exchanges.ts';
import { SELF_SERVICE } from './access.ts';

export const wishAppCalls = {
  getAbsenceWishKinds: call({
    method: 'GET',
    summary: 'The absences the caller may wish for: those their agreement allows that have an active absence code.',
    access: SELF_SERVICE,
    response: z.array(wishKindDto),
  }),
  getAbsenceWishes: call({
    method: 'GET',
    summary: "The caller's own absence wishes, newest first, with their state and the planner's decision.",
    access: SELF_SERVICE,
    response: z.array(absenceWishStateDto),
  }),
  previewAbsenceWish: call({
    method: 'POST',
    summary: 'What granting the wish would do to the caller’s balances and norm, before it is sent.',
    access: SELF_SERVICE,
    body: askAbsenceWishRequest,
    response: absencePreviewDto,
  }),
  askAbsenceWish: call({
    method: 'POST',
    summary: 'Sends an absence wish to the planners of the caller’s department.',
    access: SELF_SERVICE,
    body: askAbsenceWishRequest,
    response: absenceWishStateDto,
  }),
  withdrawAbsenceWish: call({
    method: 'POST',
    summary: 'Withdraws one of the caller’s wishes while it is outstanding.',
    access: SELF_SERVICE,
    body: absenceWishRefRequest,
    response: absenceWishStateDto,
  }),
};

export const exchangeAppCalls = {
  offerWatch: call({
    method: 'POST',
    summary: 'Offers one of the caller’s planned watches for exchange until the expiry time; colleagues who may bid are told.',
    access: SELF_SERVICE,
    body: offerWatchRequest,
    response: watchExchangeDto,
  }),
  withdrawWatchOffer: call({
    method: 'POST',
    summary: 'Withdraws an offer of the caller’s that is open or waiting for the planner.',
    access: SELF_SERVICE,
    body: exchangeRefRequest,
    response: empty,
  }),
  bidOnWatch: call({
    method: 'POST',
    summary: 'Bids on a colleague’s offer, to take the watch or to give one of the caller’s in return; refused with the reason where it would overlap or break the rest-hour rules.',
    access: SELF_SERVICE,
    body: bidOnWatchRequest,
    response: watchExchangeDto,
  }),
  withdrawWatchBid: call({
    method: 'POST',
    summary: 'Withdraws a bid of the caller’s on an open offer.',
    access: SELF_SERVICE,
    body: exchangeBidRefRequest,
    response: empty,
  }),
  acceptWatchBid: call({
    method: 'POST',
    summary: 'The offerer picks a bid: the exchange waits for the planner, or is carried out at once where the department takes it without approval.',
    access: SELF_SERVICE,
    body: exchangeBidRefRequest,
    response: watchExchangeDto,
  }),
};
