import { describe, expect, it } from 'vitest';
import type { MenuItemDto } from '@kaj/contract';
import { buildMenuTree, findByLink, selectedKeys } from './menu-tree.ts';

function item(menuItemId: number, displayName: string, routerLink: string | null, sortOrder: number, parentId: number | null = null): MenuItemDto {
  return { menuItemId, menuName: 'main', displayName, routerLink, iconClass: null, sortOrder, parentId, isParent: false };
}

const flat = [
  item(20, 'Hjælp', '/help', 200),
  item(3, 'Vagtkoder', '/administration/watch-codes', 40, 2),
  item(2, 'Administration', '/administration', 20),
  item(4, 'Medarbejdere', '/administration/employees', 30, 2),
  item(1, 'Planlægning', '/planning', 10),
  item(9, 'Forældreløs', '/x', 1, 99),
];

describe('buildMenuTree', () => {
  it('nests children under their parent and sorts every level by sortOrder', () => {
    const tree = buildMenuTree(flat);
    expect(tree.map((node) => node.item.displayName)).toEqual(['Planlægning', 'Administration', 'Hjælp']);
    expect(tree[1]?.children.map((node) => node.item.displayName)).toEqual(['Medarbejdere', 'Vagtkoder']);
  });

  it('leaves out an item whose parent is not in the list', () => {
    expect(findByLink(buildMenuTree(flat), '/x')).toBeUndefined();
  });
});

describe('selectedKeys', () => {
  const tree = buildMenuTree(flat);
  it('picks the deepest item whose link starts the path', () => {
    expect(selectedKeys(tree, '/administration/watch-codes')).toEqual(['3']);
    expect(selectedKeys(tree, '/administration')).toEqual(['2']);
    expect(selectedKeys(tree, '/help/planning')).toEqual(['20']);
  });
  it('does not match a mere prefix of a word', () => {
    expect(selectedKeys(tree, '/helpdesk')).toEqual([]);
  });
});
