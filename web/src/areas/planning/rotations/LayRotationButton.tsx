import { useMemo, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { RetweetOutlined } from '@ant-design/icons';
import type { ApplyRotationRequest, AppliedRotationDto, WatchTemplateSummaryDto } from '@kaj/contract';
import { employeeName, type GridRow } from '../grid/grid-rows.ts';
import { boundsOf, type Selection } from '../grid/selection.ts';
import { ApplyRotationModal, type RotationTarget } from './ApplyRotationModal.tsx';

interface Props {
  rows: readonly GridRow[];
  selection: Selection | null;
  range: { start: string; end: string };
  templates: ReadonlyMap<number, WatchTemplateSummaryDto>;
  onLay: (name: string, request: ApplyRotationRequest) => Promise<AppliedRotationDto | undefined>;
}

/** The editable employments of the selected rows, each once, in the grid's order. */
export function targetsOf(rows: readonly GridRow[], selection: Selection | null): RotationTarget[] {
  if (!selection) return [];
  const { rows: [r0, r1] } = boundsOf(selection);
  const chosen = rows.slice(r0, r1 + 1).filter((row) => row.employment.editable);
  return [...new Map(chosen.map((row) => [row.employment.employmentId, { employmentId: row.employment.employmentId, name: employeeName(row.employee) }])).values()];
}

/** "Læg turnus" for the selected rows of the grid. */
export function LayRotationButton({ rows, selection, range, templates, onLay }: Props) {
  const [open, setOpen] = useState(false);
  const targets = useMemo(() => targetsOf(rows, selection), [rows, selection]);
  const [frozen, setFrozen] = useState<RotationTarget[]>([]);
  return (
    <>
      <Tooltip title={targets.length ? `Læg en turnus på ${targets.length} medarbejdere` : 'Marker medarbejdernes rækker i planen først'}>
        <Button
          icon={<RetweetOutlined />}
          disabled={targets.length === 0}
          onClick={() => {
            setFrozen(targets);
            setOpen(true);
          }}
        >
          Læg turnus
        </Button>
      </Tooltip>
      <ApplyRotationModal open={open} targets={frozen} range={range} templates={templates} onLay={onLay} onClose={() => setOpen(false)} />
    </>
  );
}
