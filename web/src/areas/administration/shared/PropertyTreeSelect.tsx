import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { PropertyTreeNodeDto } from '@kaj/contract';
import { usePropertyTree } from './property-tree-queries.ts';

/**
 * - `choose`: only properties that can be chosen (selectable, not disabled), the others are groups;
 * - `reach`: any property, ticked with its subtree (a planner's departments: a ship reaches all below it);
 * - `parent`: any property except `excludedIds` (a property's new place in its tree).
 */
export type PropertyPickMode = 'choose' | 'reach' | 'parent';

interface Option {
  value: number;
  title: string;
  /** Shown for a chosen value: the path, so Dæk of one ship is told from Dæk of another. */
  label: string;
  search: string;
  disabled?: boolean;
  selectable?: boolean;
  children: Option[];
}

interface Props {
  typeId: number | undefined;
  mode: PropertyPickMode;
  multiple?: boolean;
  value?: number | number[] | null;
  onChange?: (value: number | number[] | null) => void;
  /** Properties that cannot be picked here, with the reason shown beside them. */
  unavailable?: ReadonlyMap<number, string>;
  excludedIds?: ReadonlySet<number>;
  placeholder?: string;
  id?: string;
  'aria-label'?: string;
}

function toOptions(nodes: readonly PropertyTreeNodeDto[], props: Props, path: string[]): Option[] {
  return nodes.map((node) => {
    const reason = props.unavailable?.get(node.propertyId);
    const excluded = props.excludedIds?.has(node.propertyId) ?? false;
    const choosable = props.mode !== 'choose' || (node.selectable && !node.disabled);
    const here = [...path, node.name];
    const suffix = [node.disabled ? 'deaktiveret' : null, reason ?? null].filter(Boolean).join(', ');
    const title = `${node.name}${node.code ? ` · ${node.code}` : ''}${suffix ? ` (${suffix})` : ''}`;
    return {
      value: node.propertyId,
      title,
      label: here.join(' / '),
      search: `${here.join(' ')} ${node.code ?? ''}`.toLowerCase(),
      disabled: excluded || reason !== undefined || (props.mode === 'choose' && node.disabled),
      selectable: choosable,
      children: toOptions(node.children, props, here),
    };
  });
}

/** Picks one or more properties of a type from its tree, searchable by name, path and code. */
export function PropertyTreeSelect(props: Props) {
  const { typeId, mode, multiple = false, value, onChange, placeholder, id } = props;
  const tree = usePropertyTree(typeId);
  const { unavailable, excludedIds } = props;
  const options = useMemo(
    () => toOptions(tree.data ?? [], { typeId, mode, unavailable, excludedIds }, []),
    [tree.data, typeId, mode, unavailable, excludedIds],
  );
  const reach = mode === 'reach';

  return (
    <TreeSelect<number | number[] | null, Option>
      id={id}
      aria-label={props['aria-label']}
      treeData={options}
      value={value ?? (multiple ? [] : null)}
      onChange={(next) => onChange?.(next ?? null)}
      loading={tree.isLoading}
      multiple={multiple && !reach}
      treeCheckable={reach}
      showCheckedStrategy={reach ? TreeSelect.SHOW_PARENT : TreeSelect.SHOW_ALL}
      treeNodeLabelProp="label"
      showSearch={{ filterTreeNode: (input, node) => node.search.includes(input.trim().toLowerCase()) }}
      treeDefaultExpandAll
      allowClear
      placeholder={placeholder}
      notFoundContent={tree.isLoading ? 'Henter …' : 'Ingen egenskaber'}
      popupMatchSelectWidth={false}
      style={{ width: '100%' }}
    />
  );
}
