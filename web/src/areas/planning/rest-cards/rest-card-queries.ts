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

export type SignatureAction = 'employee' | 'authorized' | 'remove';

/** Signs (or removes the signatures of) a card; the answer replaces the cached card. */
export function useSignCard(choice: CardChoice) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, date }: { action: SignatureAction; date: string }) => {
      const card = { employmentid: choice.employmentId, start: choice.period, end: choice.end };
      if (action === 'employee') return api.plan.saveRestEmployeeSignatureDate({ ...card, signaturedate: date });
      if (action === 'authorized') return api.plan.saveRestAuthorizedSignatureDate({ ...card, signaturedate: date });
      return api.plan.removeRestEmployeeSignatureDate(card);
    },
    meta: { errorTitle: 'Underskriften kunne ikke gemmes' },
    onSuccess: (card) => {
      queryClient.setQueryData(cardKey(choice), card);
      return queryClient.invalidateQueries({ queryKey: [...restKey, 'missing'] });
    },
  });
}
