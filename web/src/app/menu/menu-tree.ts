import type { MenuItemDto } from '@kaj/contract';

export interface MenuNode {
  item: MenuItemDto;
  children: MenuNode[];
}

const bySortOrder = (a: MenuNode, b: MenuNode) =>
  a.item.sortOrder - b.item.sortOrder || a.item.displayName.localeCompare(b.item.displayName, 'da');

/** Builds the menu tree from the server's flat list: children by parentId, each level by sortOrder. */
export function buildMenuTree(items: readonly MenuItemDto[]): MenuNode[] {
  const nodes = new Map<number, MenuNode>(items.map((item) => [item.menuItemId, { item, children: [] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.item.parentId === null ? undefined : nodes.get(node.item.parentId);
    // An item whose parent was filtered away (by role) is left out rather than shown at the top.
    if (node.item.parentId === null) roots.push(node);
    else parent?.children.push(node);
  }
  const sort = (list: MenuNode[]) => {
    list.sort(bySortOrder);
    for (const node of list) sort(node.children);
  };
  sort(roots);
  return roots;
}

/** The node whose router link is `link`, anywhere in the tree. */
export function findByLink(nodes: readonly MenuNode[], link: string): MenuNode | undefined {
  for (const node of nodes) {
    if (normalizeLink(node.item.routerLink) === link) return node;
    const found = findByLink(node.children, link);
    if (found) return found;
  }
  return undefined;
}

/** Router links as the app uses them: leading slash, no trailing slash. */
export function normalizeLink(link: string | null): string | null {
  if (!link) return null;
  const trimmed = link.trim().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The menu key to highlight for a path: the deepest item whose link is a prefix of it. */
export function selectedKeys(nodes: readonly MenuNode[], pathname: string): string[] {
  const best = bestMatch(nodes, pathname);
  return best ? [String(best.item.menuItemId)] : [];
}

function bestMatch(nodes: readonly MenuNode[], pathname: string): MenuNode | null {
  let best: MenuNode | null = null;
  let bestLength = 0;
  for (const node of nodes) {
    for (const candidate of [node, bestMatch(node.children, pathname)]) {
      const link = candidate ? normalizeLink(candidate.item.routerLink) : null;
      if (!candidate || !link || link === '/') continue;
      if ((pathname === link || pathname.startsWith(`${link}/`)) && link.length > bestLength) {
        best = candidate;
        bestLength = link.length;
      }
    }
  }
  return best;
}
