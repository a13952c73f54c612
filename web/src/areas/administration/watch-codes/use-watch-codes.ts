import { useQuery } from '@tanstack/react-query';
import type { WatchTemplateDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { api } from '../../../api/client.ts';

/** Every query of the watch-code screen sits under this key, so a change refreshes them all. */
export const watchCodesKey = ['watch-codes'] as const;

export type Activity = 'active' | 'inactive' | 'all';

/** Which palette the list shows: the caller's with the shared codes, one of them, or another planner's. */
export type PaletteFilter = 'mine-and-shared' | 'mine' | 'shared' | `planner:${number}`;

export function plannerOf(filter: PaletteFilter): number | null {
  return filter.startsWith('planner:') ? Number(filter.slice('planner:'.length)) : null;
}

const activeParam = (activity: Activity) => (activity === 'all' ? undefined : activity === 'active');

/** The codes of the chosen palette and activity, as summaries (first watch's times, paid time of all). */
export function useWatchCodeList(palette: PaletteFilter, activity: Activity, myId: number | undefined) {
  return useQuery({
    queryKey: [...watchCodesKey, 'list', palette, activity],
    queryFn: async (): Promise<WatchTemplateSummaryDto[]> => {
      const active = activeParam(activity);
      const planner = plannerOf(palette);
      if (planner !== null) return (await api.watchTemplate.getOtherWatchTemplates({ userid: planner, active })) ?? [];
      const all = (await api.watchTemplate.getWatchTemplates({ active })) ?? [];
      if (palette === 'mine') return all.filter((template) => template.planUserId !== null && template.planUserId === myId);
      if (palette === 'shared') return all.filter((template) => template.planUserId === null);
      return all;
    },
    meta: { errorTitle: 'Vagtkoderne kunne ikke hentes' },
  });
}

/**
 * The active codes of the palette with all their watches, so a code with several watches shows them all
 * (the summaries carry only the first). Inactive codes show their summary.
 */
export function useActiveWatchCodeDetails(palette: PaletteFilter) {
  const planUserId = plannerOf(palette) ?? undefined;
  return useQuery({
    queryKey: [...watchCodesKey, 'active-extended', planUserId ?? 'mine'],
    queryFn: async () => {
      const templates = (await api.watchTemplate.getActiveExtendWatchTemplates({ planUserId })) ?? [];
      return new Map<number, WatchTemplateDto>(templates.map((template) => [template.watchTemplateId, template]));
    },
    meta: { errorTitle: 'Vagtkodernes vagter kunne ikke hentes' },
  });
}

/** The planners who have a palette of their own. */
export function usePlannersWithWatchCodes() {
  return useQuery({
    queryKey: [...watchCodesKey, 'planners'],
    queryFn: async () => (await api.watchTemplate.getPlanUsersWithWatchTemplates()) ?? [],
    meta: { errorTitle: 'Planlæggernes paletter kunne ikke hentes' },
  });
}

/** One code with its watches, properties and tour days, for the editor. */
export function useWatchCode(id: number | null) {
  return useQuery({
    queryKey: [...watchCodesKey, 'one', id],
    queryFn: () => api.watchTemplate.getWatchTemplateById({ id: id ?? 0 }),
    enabled: id !== null,
    meta: { errorTitle: 'Vagtkoden kunne ikke hentes' },
  });
}

/** The active codes that may be offered instead of a code of this palette (its own and the shared ones). */
export function useReplacementChoices(planUserId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...watchCodesKey, 'active', planUserId ?? 'mine'],
    queryFn: async () => (await api.watchTemplate.getActiveWatchTemplates({ planUserId: planUserId ?? undefined })) ?? [],
    enabled,
    meta: { errorTitle: 'De aktive vagtkoder kunne ikke hentes' },
  });
}
