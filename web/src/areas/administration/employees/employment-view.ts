import type { EmploymentRecordDto, PropertyRefDto } from '@kaj/contract';
import { today as todayInCopenhagen } from '../../../ui/copenhagen-time.ts';
import { formatDate } from '../../../ui/format.ts';

export type EmploymentRecord = EmploymentRecordDto;
export type EmploymentState = 'current' | 'future' | 'ended';

export function employmentState(employment: Pick<EmploymentRecord, 'startDate' | 'endDate'>, today = todayInCopenhagen()): EmploymentState {
  if (employment.startDate > today) return 'future';
  if (employment.endDate !== null && employment.endDate < today) return 'ended';
  return 'current';
}

export const stateLabels: Record<EmploymentState, { text: string; color: string }> = {
  current: { text: 'Aktiv', color: 'green' },
  future: { text: 'Kommende', color: 'blue' },
  ended: { text: 'Fratrådt', color: 'default' },
};

/** "1. apr. 2012 –" or "1. apr. 2012 – 31. dec. 2026". */
export function periodLabel(employment: Pick<EmploymentRecord, 'startDate' | 'endDate'>): string {
  return `${formatDate(employment.startDate)} – ${employment.endDate ? formatDate(employment.endDate) : ''}`.trim();
}

/** For sentences: "fra 1. mar. 2026" or "1. mar. 2026 – 28. feb. 2027". */
export function periodPhrase(employment: Pick<EmploymentRecord, 'startDate' | 'endDate'>): string {
  return employment.endDate ? periodLabel(employment) : `fra ${formatDate(employment.startDate)}`;
}

export function propertyOfType(employment: Pick<EmploymentRecord, 'properties'>, typeId: number | null): PropertyRefDto | undefined {
  return typeId === null ? undefined : employment.properties.find((property) => property.propertyTypeId === typeId);
}
