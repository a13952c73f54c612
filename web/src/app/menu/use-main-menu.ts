import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client.ts';
import { useSession } from '../session/use-session.ts';
import { buildMenuTree, type MenuNode } from './menu-tree.ts';

export const MAIN_MENU = 'main';

/** The main menu as the server shows it to this user (already filtered by role), as a sorted tree. */
export function useMainMenu(): { tree: MenuNode[]; isLoading: boolean } {
  const session = useSession();
  const query = useQuery({
    queryKey: ['menu', MAIN_MENU, session?.id ?? null],
    queryFn: () => api.navigationMenu.getMenuItemsByMenuNameAndMenuItemId(undefined, { menuName: MAIN_MENU }),
    enabled: session?.isAuthorized === true,
    staleTime: 5 * 60_000,
    meta: { errorTitle: 'Menuen kunne ikke hentes' },
  });
  const tree = useMemo(() => buildMenuTree(query.data ?? []), [query.data]);
  return { tree, isLoading: query.isLoading };
}
