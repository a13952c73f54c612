import { badRequest } from '../../errors.ts';

export interface EmploymentSpan {
  employmentId?: number;
  startDate: string;
  /** Null: open-ended. */
  endDate: string | null;
  isSecondary: boolean;
}

const FAR_FUTURE = '9999-12-31';

const danishDate = (iso: string) => `${Number(iso.slice(8, 10))}.${Number(iso.slice(5, 7))}.${iso.slice(0, 4)}`;

/** Start and end are inclusive dates; an end before the start is refused. */
export function assertDates(span: Pick<EmploymentSpan, 'startDate' | 'endDate'>): void {
  if (span.endDate !== null && span.endDate < span.startDate) throw badRequest('end_before_start', 'Slutdatoen skal ligge efter startdatoen.');
}

/**
 * DOMAIN.md section 3: employments of one employee may overlap only if one of the two is secondary.
 * `others` are the employee's other employments (the candidate itself is skipped by id).
 */
export function assertNoOverlap(candidate: EmploymentSpan, others: readonly EmploymentSpan[]): void {
  const clash = others.find(
    (other) =>
      other.employmentId !== candidate.employmentId &&
      !other.isSecondary &&
      !candidate.isSecondary &&
      other.startDate <= (candidate.endDate ?? FAR_FUTURE) &&
      candidate.startDate <= (other.endDate ?? FAR_FUTURE),
  );
  if (!clash) return;
  const period = clash.endDate ? `fra ${danishDate(clash.startDate)} til ${danishDate(clash.endDate)}` : `fra ${danishDate(clash.startDate)}`;
  throw badRequest('employments_overlap', `Ansættelsen overlapper ansættelsen ${period}. Overlappende ansættelser kræver, at den ene er sekundær.`);
}

interface PropertyChoice {
  propertyTypeId: number;
  typeKey: string | null;
  typeName: string;
}

/** An employment has exactly one department and at most one property of each other type (one position, one job group). */
export function assertEmploymentProperties(chosen: Iterable<PropertyChoice>): void {
  const seen = new Set<number>();
  let departments = 0;
  for (const property of chosen) {
    if (seen.has(property.propertyTypeId)) throw badRequest('one_property_per_type', `Ansættelsen kan kun have én egenskab af typen ${property.typeName}.`);
    seen.add(property.propertyTypeId);
    if (property.typeKey === 'department') departments += 1;
  }
  if (departments === 0) throw badRequest('department_required', 'Ansættelsen skal have en afdeling.');
}
