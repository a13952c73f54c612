import { useMemo } from 'react';
import { Select, TreeSelect } from 'antd';
import { PAY_ACCOUNT_TYPES, type PayAccountDto, type PropertyDto, type PropertyTypeDto } from '@kaj/contract';
import { useAllProperties, useClosingActivityTypes, usePayAccounts, usePropertyTypes } from './pay-config-queries.ts';

// Pickers of the pay configuration: pay accounts, closing activity types and properties.
// Each is a controlled antd input, so it can sit inside a Form.Item.

interface SingleProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Ids left out of the choices (e.g. the account itself). */
  exclude?: readonly number[];
}

export function payAccountLabel(account: Pick<PayAccountDto, 'name' | 'unit'>): string {
  return `${account.name} (${PAY_ACCOUNT_TYPES[account.unit].name.toLowerCase()})`;
}

/** A pay account, shown with its unit. */
export function PayAccountSelect({ id, value, onChange, placeholder = 'Vælg lønkonto', disabled, allowClear = true, exclude = [] }: SingleProps) {
  const accounts = usePayAccounts();
  const options = (accounts.data ?? [])
    .filter((account) => !exclude.includes(account.payAccountId))
    .map((account) => ({ value: account.payAccountId, label: payAccountLabel(account) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'da'));
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={accounts.isLoading}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

/** A kind of closing activity (Udbetaling, Udløb, …), shown with its direction. */
export function ClosingTypeSelect({ id, value, onChange, placeholder = 'Vælg afslutningstype', disabled, allowClear = true, exclude = [] }: SingleProps) {
  const types = useClosingActivityTypes();
  const options = (types.data ?? [])
    .filter((type) => !exclude.includes(type.payAccountClosingActivityTypeId))
    .map((type) => ({ value: type.payAccountClosingActivityTypeId, label: `${type.name} (${type.outgoingActivity ? 'udgående' : 'indgående'})` }));
  return (
    <Select<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      options={options}
      loading={types.isLoading}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}

interface TreeNode {
  value: number;
  title: string;
  label: string;
  selectable: boolean;
  disabled: boolean;
  children: TreeNode[];
}

/**
 * The property tree of the chosen types, one group per type. Properties that cannot be chosen (groups) or are
 * disabled are shown but not selectable, unless already chosen (`keep`), so history is never lost.
 */
function propertyTree(types: readonly PropertyTypeDto[], properties: readonly PropertyDto[], keep: ReadonlySet<number>): TreeNode[] {
  const childrenOf = (typeName: string, parentId: number | null, typeId: number): TreeNode[] =>
    properties
      .filter((property) => property.propertyTypeId === typeId && property.parentId === parentId)
      .filter((property) => !property.disabled || keep.has(property.propertyId))
      .sort((a, b) => a.name.localeCompare(b.name, 'da'))
      .map((property) => ({
        value: property.propertyId,
        title: property.code ? `${property.name} (${property.code})` : property.name,
        label: `${typeName}: ${property.name}`,
        selectable: property.selectable || keep.has(property.propertyId),
        disabled: false,
        children: childrenOf(typeName, property.propertyId, typeId),
      }));
  return types
    .map((type) => ({
      // Negative values keep the type groups apart from the property ids.
      value: -type.propertyTypeId,
      title: type.name,
      label: type.name,
      selectable: false,
      disabled: false,
      children: childrenOf(type.name, null, type.propertyTypeId),
    }))
    .filter((group) => group.children.length > 0);
}

interface PropertySelectProps<V> {
  id?: string;
  value?: V;
  onChange?: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
  /** Only properties of these type keys (department, absence, …); all visible types when left out. */
  typeKeys?: readonly string[];
  /** Only properties of these type ids. */
  typeIds?: readonly number[];
}

function usePropertyTreeData(typeKeys: readonly string[] | undefined, typeIds: readonly number[] | undefined, keep: readonly number[]) {
  const types = usePropertyTypes();
  const properties = useAllProperties();
  const keepKey = keep.join(',');
  const treeData = useMemo(() => {
    const chosen = (types.data ?? []).filter((type) => {
      if (typeKeys) return type.key !== null && typeKeys.includes(type.key);
      if (typeIds) return typeIds.includes(type.propertyTypeId);
      return !type.hidden;
    });
    return propertyTree(chosen, properties.data ?? [], new Set(keepKey ? keepKey.split(',').map(Number) : []));
  }, [types.data, properties.data, typeKeys, typeIds, keepKey]);
  return { treeData, isLoading: types.isLoading || properties.isLoading };
}

/** One property, picked from the property tree. */
export function PropertySelect({ id, value, onChange, placeholder = 'Vælg egenskab', disabled, typeKeys, typeIds }: PropertySelectProps<number | null>) {
  const { treeData, isLoading } = usePropertyTreeData(typeKeys, typeIds, value ? [value] : []);
  return (
    <TreeSelect<number>
      id={id}
      value={value ?? undefined}
      onChange={(next) => onChange?.(next ?? null)}
      treeData={treeData}
      treeDefaultExpandAll
      treeNodeLabelProp="label"
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={isLoading}
      placeholder={placeholder}
      disabled={disabled}
      popupMatchSelectWidth={false}
    />
  );
}

/** Several properties, picked from the property tree. */
export function PropertyMultiSelect({ id, value, onChange, placeholder = 'Vælg egenskaber', disabled, typeKeys, typeIds }: PropertySelectProps<number[]>) {
  const { treeData, isLoading } = usePropertyTreeData(typeKeys, typeIds, value ?? []);
  return (
    <TreeSelect<number[]>
      id={id}
      value={value ?? []}
      onChange={(next) => onChange?.(next ?? [])}
      treeData={treeData}
      treeDefaultExpandAll
      multiple
      treeNodeLabelProp="label"
      showSearch={{ treeNodeFilterProp: 'title' }}
      allowClear
      loading={isLoading}
      placeholder={placeholder}
      disabled={disabled}
    />
  );
}
