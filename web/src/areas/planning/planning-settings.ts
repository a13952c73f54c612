import { useCallback, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contract } from '@kaj/contract';
import { api, callApi } from '../../api/client.ts';
import { planningKey } from './planning-queries.ts';
import type { GridRange } from './grid/grid-dates.ts';

/** What the planning screen remembers per user (Setting calls): the last department, range, view and pay account columns. */
export interface PlanningSettings {
  departmentId: number | null;
  range: GridRange | null;
  draft: boolean;
  /** The pay accounts shown as side columns, in the planner's order. */
  payAccountIds: number[];
}

const ENTITY = 'planning.grid';
const settingsKey = [...planningKey, 'settings'] as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function parse(selection: string | undefined): PlanningSettings {
  const empty: PlanningSettings = { departmentId: null, range: null, draft: false, payAccountIds: [] };
  if (!selection) return empty;
  try {
    const value = JSON.parse(selection) as Partial<PlanningSettings>;
    const range = value.range && ISO_DATE.test(value.range.start) && ISO_DATE.test(value.range.end) ? value.range : null;
    const payAccountIds = Array.isArray(value.payAccountIds) ? value.payAccountIds.filter((id): id is number => typeof id === 'number') : [];
    return { departmentId: typeof value.departmentId === 'number' ? value.departmentId : null, range, draft: value.draft === true, payAccountIds };
  } catch {
    return empty;
  }
}

/** The saved settings (once loaded) and a function that saves new ones, at most one call at a time. */
export function usePlanningSettings() {
  const query = useQuery({
    queryKey: settingsKey,
    queryFn: async () => {
      const setting = ((await api.setting.getUserSettings()) ?? []).find((each) => each.entityName === ENTITY);
      return { settingId: setting?.settingId ?? null, settings: parse(setting?.selection) };
    },
    staleTime: Infinity,
    meta: { silentError: true },
  });
  const settingId = useRef<number | null>(null);
  useEffect(() => {
    if (query.data) settingId.current = query.data.settingId;
  }, [query.data]);

  const save = useCallback((settings: PlanningSettings) => {
    // In the background: remembering a choice never covers the grid with the loading overlay.
    void callApi(contract.setting.saveUserSetting, undefined, { settingId: settingId.current, entityName: ENTITY, selection: JSON.stringify(settings) }, { track: false })
      .then((saved) => {
        if (saved) settingId.current = saved.settingId;
      })
      .catch(() => undefined);
  }, []);

  return { loaded: query.isSuccess || query.isError, settings: query.data?.settings ?? null, save };
}
