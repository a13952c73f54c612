import type { PropertyTreeNodeDto } from '@kaj/contract';

/** The tree's keys are the property ids as strings. */
export const nodeKey = (propertyId: number) => String(propertyId);

export interface TreeView {
  nodes: PropertyTreeNodeDto[];
  /** Keys to expand so every shown match is visible; empty when nothing is searched. */
  expandForSearch: string[];
}

function matches(node: PropertyTreeNodeDto, words: readonly string[]): boolean {
  const text = `${node.name} ${node.code ?? ''}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

/**
 * The nodes to show: without disabled ones when they are hidden, and, when searching, the matches
 * with the nodes above them (and everything below a match, so a ship found shows its departments).
 */
export function filterTree(nodes: readonly PropertyTreeNodeDto[], search: string, showDisabled: boolean): TreeView {
  const words = search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const expandForSearch: string[] = [];
  const visit = (list: readonly PropertyTreeNodeDto[], insideMatch: boolean): PropertyTreeNodeDto[] =>
    list.flatMap((node) => {
      if (!showDisabled && node.disabled) return [];
      const isMatch = insideMatch || words.length === 0 || matches(node, words);
      const children = visit(node.children, isMatch);
      if (!isMatch && children.length === 0) return [];
      if (words.length > 0 && children.length > 0 && !insideMatch) expandForSearch.push(nodeKey(node.propertyId));
      return [{ ...node, children }];
    });
  return { nodes: visit(nodes, false), expandForSearch };
}

export function findNode(nodes: readonly PropertyTreeNodeDto[], propertyId: number): PropertyTreeNodeDto | undefined {
  for (const node of nodes) {
    if (node.propertyId === propertyId) return node;
    const found = findNode(node.children, propertyId);
    if (found) return found;
  }
  return undefined;
}

/** The property and everything below it: where it cannot be moved to. */
export function subtreeIds(node: PropertyTreeNodeDto): Set<number> {
  const ids = new Set<number>([node.propertyId]);
  const visit = (children: readonly PropertyTreeNodeDto[]) =>
    children.forEach((child) => {
      ids.add(child.propertyId);
      visit(child.children);
    });
  visit(node.children);
  return ids;
}

/** Keys of the nodes that have children, to fold everything out. */
export function parentKeys(nodes: readonly PropertyTreeNodeDto[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [nodeKey(node.propertyId), ...parentKeys(node.children)] : []));
}

/** The code is unique within the type, without regard to case; answers the property that has it. */
export function codeOwner(nodes: readonly PropertyTreeNodeDto[], code: string, exceptId?: number): PropertyTreeNodeDto | undefined {
  const wanted = code.trim().toLowerCase();
  if (wanted === '') return undefined;
  for (const node of nodes) {
    if (node.propertyId !== exceptId && node.code?.toLowerCase() === wanted) return node;
    const found = codeOwner(node.children, code, exceptId);
    if (found) return found;
  }
  return undefined;
}
