import type { EmployeeDto, WatchDto } from '@kaj/contract';

/** Why an approved watch cannot be placed on, moved or edited (the server refuses it too). */
export const APPROVED_REASON = 'Vagten er godkendt. Fjern godkendelsen først.';

/** Whether the employment's cell on the date holds an approved watch. */
export function approvedOn(employees: readonly EmployeeDto[], employmentId: number, date: string): boolean {
  for (const employee of employees) {
    const employment = employee.employments.find((each) => each.employmentId === employmentId);
    if (employment) return employment.watchDays.find((day) => day.date === date)?.watches.some((watch) => watch.approved) ?? false;
  }
  return false;
}

export function isApproved(watch: WatchDto): boolean {
  return watch.approved && watch.realisedWatchId !== null;
}
