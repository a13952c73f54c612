import { useQuery } from '@tanstack/react-query';
import { addMonths, periodEnd, periodOf } from '@kaj/calendar';
import type { RestCardStatusDto } from '@kaj/contract';
import { api } from '../api/client.ts';
import { today } from '../ui/copenhagen-time.ts';

/** How far back the employee is reminded of a card left unsigned. */
const MONTHS_BACK = 11;

/** The seafarer's own cards: Hviletid and the home page's tasks read them. */
export const ownRestKey = ['own-rest-cards'] as const;

/** The caller's cards of the last year, month by month where they worked: signed or not. */
export function useOwnRestCards() {
  const now = today();
  return useQuery({
    queryKey: [...ownRestKey, now],
    queryFn: async () => (await api.app.getOwnRestCards({ start: addMonths(periodOf(now), -MONTHS_BACK), end: now })) ?? [],
    meta: { errorTitle: 'Dine hviletidsskemaer kunne ikke hentes' },
  });
}

/** The first day of a card's month. */
export const periodOfCard = (card: Pick<RestCardStatusDto, 'year' | 'month'>) => `${card.year}-${String(card.month).padStart(2, '0')}-01`;

/** The cards the seafarer must still sign: months that have ended, without their signature, oldest first. */
export function unsignedCards(cards: readonly RestCardStatusDto[], now: string): RestCardStatusDto[] {
  return cards.filter((card) => card.employeeSignDate === null && periodEnd(periodOfCard(card)) < now).sort((a, b) => a.year - b.year || a.month - b.month);
}
