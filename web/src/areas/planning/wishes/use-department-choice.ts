import { useState } from 'react';
import { useDepartments } from '../planning-queries.ts';
import { usePlanningSettings } from '../planning-settings.ts';

/** The department a planning queue shows: chosen here, else the grid's saved one, else the first in reach. */
export function useDepartmentChoice() {
  const departments = useDepartments();
  const settings = usePlanningSettings();
  const [chosen, setChosen] = useState<number | null>(null);
  const departmentId = chosen ?? settings.settings?.departmentId ?? departments.data?.[0]?.propertyId ?? null;
  return { departments: departments.data ?? [], departmentId, setDepartmentId: setChosen, loading: departments.isLoading || !settings.loaded };
}
