import { useEffect } from 'react';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contract } from '@kaj/contract';
import { api, callApi } from '../../api/client.ts';
import { useSession } from '../session/use-session.ts';

/** The bell asks for its count this often, and whenever the window gets focus again (docs/decisions.md). */
export const UNREAD_POLL_MS = 30_000;
const PAGE_SIZE = 20;

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: ['notifications', 'unread'] as const,
  list: ['notifications', 'list'] as const,
};

/**
 * The signed-in user's unread count, kept current in the background (no "Indlæser"): read every UNREAD_POLL_MS, and
 * at once when the tab becomes visible or the window gets focus again, however recently it was read.
 */
export function useUnreadCount() {
  const session = useSession();
  const unread = useQuery({
    queryKey: [...notificationKeys.unread, session?.id ?? null],
    queryFn: () => callApi(contract.notification.getUnreadCount, null, undefined, { track: false }),
    enabled: session?.isAuthorized === true,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: 'always',
    meta: { silentError: true },
  });
  // Going back to the browser from another program gives the window focus without making the tab visible again.
  const { refetch } = unread;
  const enabled = session?.isAuthorized === true;
  useEffect(() => {
    if (!enabled) return;
    const onFocus = () => void refetch();
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [enabled, refetch]);
  return unread;
}

/** The user's notifications, newest first, a page at a time. */
export function useNotificationList(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => callApi(contract.notification.getNotifications, { pageNo: pageParam, pageSize: PAGE_SIZE }, undefined, { track: false }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * PAGE_SIZE < (last?.total ?? 0) ? pages.length + 1 : undefined),
    enabled,
    meta: { errorTitle: 'Notifikationerne kunne ikke hentes' },
  });
}

export function useMarkRead() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  return {
    one: useMutation({ mutationFn: (notificationId: number) => api.notification.markRead({ notificationId }), onSettled: refresh }),
    all: useMutation({ mutationFn: () => api.notification.markAllRead(), onSettled: refresh }),
  };
}
