import { Button, DatePicker, Flex, Space, Switch, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined, UndoOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { today } from '../../ui/copenhagen-time.ts';
import { monthRange, rangeTitle, shiftMonths, type GridRange } from './grid/grid-dates.ts';
import { DepartmentPicker } from './DepartmentPicker.tsx';
import type { DepartmentNode } from './planning-queries.ts';

interface Props {
  departments: readonly DepartmentNode[];
  departmentId: number | null;
  onDepartment: (departmentId: number) => void;
  range: GridRange;
  onRange: (range: GridRange) => void;
  draft: boolean;
  onDraft: (draft: boolean) => void;
  /** Planners only: drafts and undo. */
  plans: boolean;
  undoLabel: string | null;
  onUndo: () => void;
  saving: boolean;
}

/** The grid's choices: department (with its sub-departments), month or free range, drafts, undo. */
export function PlanningToolbar({ departments, departmentId, onDepartment, range, onRange, draft, onDraft, plans, undoLabel, onUndo, saving }: Props) {
  return (
    <Flex gap={12} wrap align="center" className="plan-toolbar">
      <DepartmentPicker departments={departments} value={departmentId} onChange={onDepartment} />
      <Space.Compact>
        <Button aria-label="Forrige måned" icon={<LeftOutlined />} onClick={() => onRange(shiftMonths(range, -1))} />
        <Button onClick={() => onRange(monthRange(today()))}>I dag</Button>
        <Button aria-label="Næste måned" icon={<RightOutlined />} onClick={() => onRange(shiftMonths(range, 1))} />
      </Space.Compact>
      <Typography.Text strong style={{ minWidth: 140, textTransform: 'capitalize' }} data-testid="plan-range-title" data-start={range.start}>
        {rangeTitle(range)}
      </Typography.Text>
      <DatePicker.RangePicker
        aria-label="Periode"
        format="DD-MM-YYYY"
        allowClear={false}
        value={[dayjs(range.start), dayjs(range.end)]}
        onChange={(values) => {
          const [start, end] = values ?? [];
          if (start && end) onRange({ start: start.format('YYYY-MM-DD'), end: end.format('YYYY-MM-DD') });
        }}
        disabledDate={(date, info) => (info.from ? Math.abs(date.diff(info.from, 'day')) > 92 : false)}
      />
      {plans && (
        <Flex align="center" gap={6}>
          <Switch id="plan-drafts" checked={draft} onChange={onDraft} size="small" />
          <label htmlFor="plan-drafts">Kladder</label>
        </Flex>
      )}
      {plans && (
        <Tooltip title={undoLabel ? `Fortryd: ${undoLabel} (Ctrl+Z)` : 'Intet at fortryde'}>
          <Button icon={<UndoOutlined />} disabled={!undoLabel} onClick={onUndo}>
            Fortryd
          </Button>
        </Tooltip>
      )}
      {plans && (
        <Typography.Text type="secondary" role="status" data-testid="plan-saving" data-saving={saving}>
          {saving ? 'Gemmer …' : 'Alle ændringer er gemt'}
        </Typography.Text>
      )}
    </Flex>
  );
}
