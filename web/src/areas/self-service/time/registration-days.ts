import type { EmployeeDto, TimeRegistrationDto, WatchDto } from '@kaj/contract';

/** One day of the employee's month as the registration screen lists it: its watch and the registrations beside it. */
export interface OwnDay {
  date: string;
  employmentId: number;
  watch: WatchDto | null;
  registrations: TimeRegistrationDto[];
  /** A registration may be added: the watch is neither approved nor in a locked month. */
  open: boolean;
}

const copenhagen = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Copenhagen', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });

/** An instant's Copenhagen wall-clock time, HH:mm. */
export const hhmm = (iso: string) => copenhagen.format(new Date(iso)).slice(11, 16);
const dateOf = (iso: string) => copenhagen.format(new Date(iso)).slice(0, 10);

/** The instant of a Copenhagen date and time, as ISO with its offset (the browser's own zone does not matter). */
export function copenhagenInstant(date: string, time: string): string {
  const guess = Date.parse(`${date}T${time}:00Z`);
  for (const offset of [60, 120]) {
    const instant = guess - offset * 60_000;
    if (copenhagen.format(new Date(instant)).replace(' ', 'T') === `${date}T${time}`) {
      return `${date}T${time}:00+0${offset / 60}:00`;
    }
  }
  // A time in the spring gap: the server moves it on, as the watch times do.
  return `${date}T${time}:00+01:00`;
}

/** Each day with a realised watch, or with a registration, of the employee's rows. */
export function ownDays(rows: readonly EmployeeDto[], registrations: readonly TimeRegistrationDto[]): OwnDay[] {
  const days: OwnDay[] = [];
  const placed = new Set<number>();
  for (const employment of rows.flatMap((row) => row.employments)) {
    for (const day of employment.watchDays) {
      for (const watch of day.watches.filter((each) => each.realisedWatchId !== null)) {
        const beside = registrations.filter((registration) => registration.realisedWatchId === watch.realisedWatchId);
        beside.forEach((registration) => placed.add(registration.realisedTimeRegistrationId));
        days.push({ date: day.date, employmentId: employment.employmentId, watch, registrations: beside, open: !watch.approved && !watch.closed });
      }
    }
  }
  for (const registration of registrations.filter((each) => !placed.has(each.realisedTimeRegistrationId))) {
    days.push({ date: dateOf(registration.startDateTime), employmentId: registration.employmentId, watch: null, registrations: [registration], open: !registration.locked });
  }
  return days.sort((a, b) => a.date.localeCompare(b.date));
}
