import { useQuery } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** Company name and feature toggles; public, so the footer can show them before login. */
export function useAppSettings() {
  return useQuery({
    queryKey: ['appSettings'],
    queryFn: () => api.app.appSettings(),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silentError: true },
  });
}
