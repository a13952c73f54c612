import { TreeSelect } from 'antd';
import type { DepartmentNode } from './planning-queries.ts';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

const toOptions = (nodes: readonly DepartmentNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.propertyId, title: node.name, children: toOptions(node.children) }));

interface Props {
  departments: readonly DepartmentNode[];
  value: number | null;
  onChange: (departmentId: number) => void;
}

/** The department (a ship, or one of its departments) the planning screens show, searchable by name. */
export function DepartmentPicker({ departments, value, onChange }: Props) {
  return (
    <TreeSelect<number>
      aria-label="Afdeling"
      style={{ minWidth: 220 }}
      treeData={toOptions(departments)}
      value={value ?? undefined}
      onChange={onChange}
      treeDefaultExpandAll
      placeholder="Vælg afdeling"
      showSearch={{ treeNodeFilterProp: 'title' }}
      popupMatchSelectWidth={false}
    />
  );
}
