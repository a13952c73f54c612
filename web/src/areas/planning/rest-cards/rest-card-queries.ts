import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RestCardDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';
import { planningKey } from '../planning-queries.ts';

const restKey = [...planningKey, 'rest'] as const;

export interface CardChoice {
  employmentId: number;
  /** First day of the month. */
  period: string;
  /** Last day of the month. */
  end: string;
}

const cardKey = (choice: CardChoice) => [...restKey, 'card', choice.employmentId, choice.period] as const;

/** One employment's rest card of a month. */
export function useRestCard(choice: CardChoice | null) {
  return useQuery({
    queryKey: choice ? cardKey(choice) : [...restKey, 'none'],
    queryFn: async (): Promise<RestCardDto | null> =>
      choice ? ((await api.plan.getRestCardDto({ start: choice.period, end: choice.end }, [choice.employmentId]))?.[0] ?? null) : null,
    enabled: choice !== null,
    meta: { errorTitle: 'Hviletidsskemaet kunne ikke hentes' },
  });
}

/** The employments in reach whose card of the month is not signed by both. */
export function useMissingCards(period: string, enabled: boolean) {
  return useQuery({
    queryKey: [...restKey, 'missing', period],
    queryFn: async () => (await api.plan.getMissingRestCardDto({ period })) ?? [],
    enabled,
    meta: { errorTitle: 'De manglende hviletidsskemaer kunne ikke hentes' },
  });
}

export type SignatureAction = 'employee' | 'remove';

/** What is done to a card's signatures: the countersignature names who signs, a reopening says why. */
export type SignatureChange =
  | { action: SignatureAction; date: string }
  | { action: 'authorized'; date: string; name: string; rank: string }
  | { action: 'reopen'; reason: string };

/** Signs (or removes the signatures of) a card; the answer replaces the cached card. */
export function useSignCard(choice: CardChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (change: SignatureChange) => {
      const card = { employmentid: choice.employmentId, start: choice.period, end: choice.end };
      switch (change.action) {
        case 'employee':
          return api.plan.saveRestEmployeeSignatureDate({ ...card, signaturedate: change.date });
        case 'authorized':
          return api.plan.saveRestAuthorizedSignatureDate({ ...card, signaturedate: change.date, signername: change.name, signerrank: change.rank });
        case 'reopen':
          return api.plan.reopenRestCard(card, { reason: change.reason });
        case 'remove':
          return api.plan.removeRestEmployeeSignatureDate(card);
      }
    },
    meta: { errorTitle: 'Underskriften kunne ikke gemmes' },
    onSuccess: (card) => {
      queryClient.setQueryData(cardKey(choice), card);
      return queryClient.invalidateQueries({ queryKey: [...restKey, 'missing'] });
    },
  });
}

/** A day's rest entered by hand: the whole day (SaveRestDay) or one period added (UpdateResthour). */
export type RestEntry =
  | { kind: 'day'; date: string; periods: { restFrom: string; restTo: string }[]; noRest: boolean; comment: string | null }
  | { kind: 'period'; startDate: string; startTime: string; endDate: string; endTime: string };

/** Saves rest entered by hand and fetches the card again (SaveRestDay answers with the grid row). */
export function useSaveRest(choice: CardChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (entry: RestEntry) => {
      const card = { employmentid: choice.employmentId, start: choice.period, end: choice.end };
      if (entry.kind === 'day') {
        await api.plan.saveRestDay(card, { restDate: entry.date, restPeriods: entry.periods, noRest: entry.noRest, comment: entry.comment });
        return null;
      }
      const { kind: _kind, ...period } = entry;
      return api.plan.updateResthour({}, { employmentId: choice.employmentId, ...period, remove: false });
    },
    meta: { errorTitle: 'Hviletiden kunne ikke gemmes' },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: restKey }),
  });
}

/** Approves the month's days entered by hand one level up, or takes them out of their approval. */
export function useApproveRest(choice: CardChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'approve' | 'remove') => {
      const card = { employmentid: choice.employmentId, start: choice.period, end: choice.end };
      return action === 'approve' ? api.plan.approveRestDays(card) : api.plan.removeRestDayApproval(card);
    },
    meta: { errorTitle: 'Godkendelsen af hviletiden kunne ikke gemmes' },
    onSuccess: (cards) => {
      if (cards?.[0]) queryClient.setQueryData(cardKey(choice), cards[0]);
    },
  });
}
