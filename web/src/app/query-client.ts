import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, NETWORK_ERROR_STATUS } from '../api/api-error.ts';
import { showError } from '../api/show-error.ts';

declare module '@tanstack/react-query' {
  interface Register {
    /** `silentError`: the screen shows the error itself, so no notification. `errorTitle`: heading of the notification. */
    queryMeta: { silentError?: boolean; errorTitle?: string };
    mutationMeta: { silentError?: boolean; errorTitle?: string };
  }
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.silentError) showError(error, query.meta?.errorTitle ?? 'Data kunne ikke hentes');
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.silentError) showError(error, mutation.meta?.errorTitle);
    },
  }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Only a lost connection is worth a second try; a 4xx or 5xx answer will not change.
      retry: (failureCount, error) => failureCount < 1 && isApiError(error) && error.status === NETWORK_ERROR_STATUS,
    },
  },
});
