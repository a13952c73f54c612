import type { RestCardDto } from '@kaj/contract';

type RestDay = RestCardDto['days'][number];

/** Half hours of a day, as the model record of hours of rest marks them. */
export const HALF_HOURS = 48;

const minutesOfDay = (iso: string) => {
  const time = iso.slice(11, 16);
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
};

/**
 * Which half hours of the day are rest: a half hour is rest when the rest periods cover it wholly. Times are the
 * Copenhagen wall clock the server sends; a period running past midnight covers the rest of the day.
 */
export function restHalfHours(day: RestDay): boolean[] {
  const cells = new Array<boolean>(HALF_HOURS).fill(false);
  for (const period of day.restPeriods) {
    const from = period.restFrom.slice(0, 10) < day.restDate ? 0 : minutesOfDay(period.restFrom);
    const to = period.restTo.slice(0, 10) > day.restDate ? 24 * 60 : minutesOfDay(period.restTo);
    for (let cell = 0; cell < HALF_HOURS; cell += 1) {
      if (cell * 30 >= from && (cell + 1) * 30 <= to) cells[cell] = true;
    }
  }
  return cells;
}

/** 06:00–12:00, 18:00–24:00 */
export function restPeriodsText(day: RestDay): string {
  return day.restPeriods
    .map((period) => {
      const from = period.restFrom.slice(0, 10) < day.restDate ? '00:00' : period.restFrom.slice(11, 16);
      const to = period.restTo.slice(0, 10) > day.restDate ? '24:00' : period.restTo.slice(11, 16);
      return `${from}–${to}`;
    })
    .join(', ');
}
