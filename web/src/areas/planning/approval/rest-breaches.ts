import { api } from '../../../api/client.ts';
import type { GridRange } from '../grid/grid-dates.ts';

export interface RestBreach {
  employeeName: string;
  date: string;
  text: string;
}

/** The rest-hour breaches of the employments' rest cards on the days of the range, each once. */
export async function restBreachesIn(employmentIds: readonly number[], range: GridRange): Promise<RestBreach[]> {
  const cards = (await api.plan.getRestCardDto({ start: range.start, end: range.end }, [...employmentIds])) ?? [];
  const found = new Map<string, RestBreach>();
  for (const card of cards) {
    for (const day of card.days) {
      if (day.restDate < range.start || day.restDate > range.end) continue;
      for (const breach of day.breaches) found.set(`${card.employmentId}|${day.restDate}|${breach.text}`, { employeeName: card.employeeName, date: day.restDate, text: breach.text });
    }
  }
  return [...found.values()];
}
