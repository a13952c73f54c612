import type { PropertyDto, PropertyTreeNodeDto, PropertyTypeDto } from '@kaj/contract';
import type { PropertyRow, PropertyTypeRow } from './properties-repository.ts';

const danish = new Intl.Collator('da', { numeric: true });

export const byDanishName = (a: { name: string }, b: { name: string }) => danish.compare(a.name, b.name);

export function toPropertyDto(row: PropertyRow): PropertyDto {
  return {
    propertyId: row.id,
    propertyTypeId: row.propertyTypeId,
    parentId: row.parentId,
    name: row.name,
    code: row.code,
    icon: row.icon,
    selectable: row.selectable,
    disabled: row.disabled,
    isCatering: row.isCatering,
  };
}

export function toPropertyTypeDto(row: PropertyTypeRow): PropertyTypeDto {
  return { propertyTypeId: row.id, name: row.name, key: row.key, selectTypeId: row.selectTypeId, canHaveValue: row.canHaveValue, hidden: row.hidden };
}

/** Nests properties under their parents, in Danish name order; a node whose parent is not among them is a root. */
export function toTree(rows: readonly PropertyDto[]): PropertyTreeNodeDto[] {
  const nodes = new Map<number, PropertyTreeNodeDto>(rows.map((row) => [row.propertyId, { ...row, children: [] }]));
  const roots: PropertyTreeNodeDto[] = [];
  for (const node of [...nodes.values()].sort(byDanishName)) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
