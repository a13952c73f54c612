import type { EmployeeDto, EmploymentDto, WatchDayDto, WatchDto } from '@kaj/contract';

/** The grid's rows: one per employment, with its days by date, and the cache edits every change makes. */

export interface GridRow {
  /** Stable key: the employment. */
  key: number;
  employee: EmployeeDto;
  employment: EmploymentDto;
  /** The employee's first employment row: it carries the name and the hours. */
  first: boolean;
  days: ReadonlyMap<string, WatchDayDto>;
}

export function employeeName(employee: Pick<EmployeeDto, 'firstName' | 'lastName'>): string {
  return `${employee.firstName} ${employee.lastName}`;
}

/** A row per employment, in the employees' order; employments a row carries no days of are left out. */
export function gridRows(employees: readonly EmployeeDto[]): GridRow[] {
  const rows: GridRow[] = [];
  for (const employee of employees) {
    employee.employments.forEach((employment, index) => {
      rows.push({
        key: employment.employmentId,
        employee,
        employment,
        first: index === 0,
        days: new Map(employment.watchDays.map((day) => [day.date, day])),
      });
    });
  }
  return rows;
}

/** Replaces the rows of the answered employees, keeping the order of the grid; employees not shown are ignored. */
export function putRows(current: readonly EmployeeDto[] | undefined, answered: readonly (EmployeeDto | null)[]): EmployeeDto[] | undefined {
  if (!current) return current;
  const byId = new Map(answered.filter((row) => row !== null).map((row) => [row.employeeId, row]));
  return current.map((row) => byId.get(row.employeeId) ?? row);
}

/** The watches of one employment on one date. */
export function watchesOn(employees: readonly EmployeeDto[] | undefined, employmentId: number, date: string): WatchDto[] {
  for (const employee of employees ?? []) {
    for (const employment of employee.employments) {
      if (employment.employmentId !== employmentId) continue;
      return employment.watchDays.find((day) => day.date === date)?.watches ?? [];
    }
  }
  return [];
}

/** Every watch of the rows, for finding what a change created. */
export function allWatches(employees: readonly EmployeeDto[]): WatchDto[] {
  return employees.flatMap((employee) => employee.employments.flatMap((employment) => employment.watchDays.flatMap((day) => day.watches)));
}

/** A watch's identity in the grid: its realised watch, or its plan when it has none. */
export function watchKey(watch: Pick<WatchDto, 'realisedWatchId' | 'plannedWatchId'>): string {
  return watch.realisedWatchId !== null ? `r${watch.realisedWatchId}` : `p${watch.plannedWatchId ?? 'new'}`;
}

/** The watches in `after` that were not in `before`. */
export function newWatches(before: readonly EmployeeDto[], after: readonly (EmployeeDto | null)[]): WatchDto[] {
  const known = new Set(allWatches(before).map(watchKey));
  return allWatches(after.filter((row) => row !== null)).filter((watch) => !known.has(watchKey(watch)));
}

/** A copy of the rows with `edit` applied to one employment's day; used for optimistic changes. */
export function editDay(
  employees: readonly EmployeeDto[],
  employmentId: number,
  date: string,
  edit: (watches: WatchDto[]) => WatchDto[],
): EmployeeDto[] {
  return employees.map((employee) => {
    if (!employee.employments.some((employment) => employment.employmentId === employmentId)) return employee;
    return {
      ...employee,
      employments: employee.employments.map((employment) =>
        employment.employmentId !== employmentId
          ? employment
          : { ...employment, watchDays: employment.watchDays.map((day) => (day.date === date ? { ...day, watches: edit(day.watches) } : day)) },
      ),
    };
  });
}

/** A watch shown before the server has answered: no ids yet. */
export function pendingWatch(template: { watchTemplateId: number; code: string; color: string }, employmentId: number, date: string): WatchDto {
  return {
    realisedWatchId: null,
    plannedWatchId: null,
    watchTemplateId: template.watchTemplateId,
    employmentId,
    code: template.code,
    subCode: null,
    color: template.color,
    textColor: '',
    startDate: date,
    startTime: '00:00',
    endTime: '00:00',
    totalTime: 0,
    isNormTime: false,
    overridden: false,
    closed: false,
    ownedByUser: false,
    approved: false,
    rejected: false,
    properties: [],
    lastChanged: '',
  };
}

export function isPending(watch: WatchDto): boolean {
  return watch.realisedWatchId === null && watch.plannedWatchId === null;
}
