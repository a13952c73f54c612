import { toIsoDateTime, type IsoDate, type RestBreach } from '@kaj/domain';

/** A seafarer under 18 on the date needs 12 hours of rest in 24 (DOMAIN.md section 10). */
export function isUnder18(birthDate: IsoDate | null, on: IsoDate): boolean {
  if (birthDate === null) return false;
  const eighteenth = `${Number(birthDate.slice(0, 4)) + 18}${birthDate.slice(4)}`;
  return eighteenth > on;
}

/** A breach as the contract carries it. */
export const restBreachDto = (breach: RestBreach) => ({ rule: breach.rule, from: toIsoDateTime(breach.start), to: toIsoDateTime(breach.end), text: breach.text });
