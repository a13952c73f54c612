import { useMemo } from 'react';
import { findByLink, normalizeLink, type MenuNode } from '../../app/menu/menu-tree.ts';
import { useMainMenu } from '../../app/menu/use-main-menu.ts';
import { paths } from '../../app/paths.ts';

/** The administration items this user may see: the children of the main menu's "Administration" item. */
export function useAdminMenu(): { items: MenuNode[]; isLoading: boolean } {
  const { tree, isLoading } = useMainMenu();
  const items = useMemo(() => {
    const parent = findByLink(tree, paths.administration) ?? tree.find((node) => node.item.displayName === 'Administration');
    return (parent?.children ?? []).filter((node) => normalizeLink(node.item.routerLink) !== null);
  }, [tree]);
  return { items, isLoading };
}
