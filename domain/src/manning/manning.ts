import type { IsoDate } from '@kaj/calendar';

// Safe manning (issue 20 item 3): a ship's minimum manning document against the watches planned, day by day.

/** One line of a department's manning document: at least `minimum` of a position group, on a watch code or on any watch. */
export interface ManningLine {
  departmentId: number;
  positionGroupId: number;
  /** The watch code the people must be on; null: any watch that day. */
  watchTemplateId: number | null;
  minimum: number;
}

/** A version of a department's document: its lines hold from `validFrom` until the department's next version. */
export interface ManningVersion {
  departmentId: number;
  validFrom: IsoDate;
  lines: readonly ManningLine[];
}

/** An employment as manning counts it: the departments it counts for (its own and every one above) and its position groups. */
export interface ManningMember {
  employmentId: number;
  departmentIds: readonly number[];
  positionGroupIds: readonly number[];
}

/** A watch starting on a day: its code, whether the code puts the crew aboard, and whether it carries an absence. */
export interface ManningWatch {
  employmentId: number;
  date: IsoDate;
  watchTemplateId: number | null;
  /** The code is marked "om bord" (a watch without a code is work aboard). */
  onBoard: boolean;
  /** The watch carries an absence property (Ferie, Syg …). */
  absent: boolean;
}

/** One requirement line on one day: required, manned, and how many are missing. */
export interface ManningCount {
  line: ManningLine;
  planned: number;
  shortfall: number;
}

/** A watch mans the ship when its code puts the crew aboard and no absence marks it: Ferie, Syg and Kursus do not. */
export function mans(watch: Pick<ManningWatch, 'onBoard' | 'absent'>): boolean {
  return watch.onBoard && !watch.absent;
}

/** The lines in force on a date: per department, those of the latest version from that date or before. */
export function linesInForce(versions: readonly ManningVersion[], date: IsoDate): ManningLine[] {
  const latest = new Map<number, ManningVersion>();
  for (const version of versions) {
    if (version.validFrom > date) continue;
    const current = latest.get(version.departmentId);
    if (!current || current.validFrom < version.validFrom) latest.set(version.departmentId, version);
  }
  return [...latest.values()].flatMap((version) => version.lines);
}

/**
 * Each line of one day against the day's watches: the members of the line's department (or below it) in its
 * position group with a manning watch that day (of its code, when it names one), each counted once.
 */
export function manningOn(lines: readonly ManningLine[], members: readonly ManningMember[], watches: readonly ManningWatch[]): ManningCount[] {
  const memberOf = new Map(members.map((member) => [member.employmentId, member]));
  const manning = watches.filter(mans);
  return lines.map((line) => {
    const counted = new Set<number>();
    for (const watch of manning) {
      if (line.watchTemplateId !== null && watch.watchTemplateId !== line.watchTemplateId) continue;
      const member = memberOf.get(watch.employmentId);
      if (member && member.departmentIds.includes(line.departmentId) && member.positionGroupIds.includes(line.positionGroupId)) counted.add(watch.employmentId);
    }
    return { line, planned: counted.size, shortfall: Math.max(0, line.minimum - counted.size) };
  });
}

/** Every day of `dates` against the versions in force: the counts of each day, in the dates' order. */
export function manningByDay(versions: readonly ManningVersion[], members: readonly ManningMember[], watches: readonly ManningWatch[], dates: readonly IsoDate[]): { date: IsoDate; counts: ManningCount[] }[] {
  const watchesOn = new Map<IsoDate, ManningWatch[]>();
  for (const watch of watches) {
    const ofDay = watchesOn.get(watch.date);
    if (ofDay) ofDay.push(watch);
    else watchesOn.set(watch.date, [watch]);
  }
  return dates.map((date) => ({ date, counts: manningOn(linesInForce(versions, date), members, watchesOn.get(date) ?? []) }));
}
