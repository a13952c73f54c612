import { TreeSelect } from 'antd';
import { useDepartmentOptions } from './department-options.ts';

interface Props {
  value: number | null;
  onChange: (departmentId: number | null) => void;
  /** What no choice means on this report. */
  placeholder: string;
}

/** The reports' department choice: any department in reach, or none. */
export function DepartmentChoice({ value, onChange, placeholder }: Props) {
  const departments = useDepartmentOptions();
  return (
    <TreeSelect<number>
      aria-label="Afdeling"
      style={{ minWidth: 240 }}
      treeData={departments.data ?? []}
      value={value ?? undefined}
      onChange={(id) => onChange(id ?? null)}
      allowClear
      treeDefaultExpandAll
      placeholder={placeholder}
      popupMatchSelectWidth={false}
    />
  );
}
