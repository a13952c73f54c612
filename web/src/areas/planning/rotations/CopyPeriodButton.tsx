import { useMemo, useState } from 'react';
import { Button, Tooltip } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import type { AppliedRotationDto, CopyPeriodRequest } from '@kaj/contract';
import type { GridRow } from '../grid/grid-rows.ts';
import type { Selection } from '../grid/selection.ts';
import type { RotationTarget } from './ApplyRotationModal.tsx';
import { CopyPeriodModal } from './CopyPeriodModal.tsx';
import { targetsOf } from './LayRotationButton.tsx';

interface Props {
  rows: readonly GridRow[];
  dates: readonly string[];
  selection: Selection | null;
  range: { start: string; end: string };
  onCopy: (label: string, request: CopyPeriodRequest) => Promise<AppliedRotationDto | undefined>;
}

/** "Kopiér periode" for the selected rows of the grid: the shown month, or the week of the selected day, by default. */
export function CopyPeriodButton({ rows, dates, selection, range, onCopy }: Props) {
  const [open, setOpen] = useState(false);
  const targets = useMemo(() => targetsOf(rows, selection), [rows, selection]);
  const [frozen, setFrozen] = useState<{ targets: RotationTarget[]; day: string }>({ targets: [], day: range.start });
  return (
    <>
      <Tooltip title={targets.length ? `Kopiér en uge eller måned for ${targets.length} medarbejdere` : 'Marker medarbejdernes rækker i planen først'}>
        <Button
          icon={<CopyOutlined />}
          disabled={targets.length === 0}
          onClick={() => {
            setFrozen({ targets, day: (selection && dates[selection.cursor.col]) ?? range.start });
            setOpen(true);
          }}
        >
          Kopiér periode
        </Button>
      </Tooltip>
      <CopyPeriodModal open={open} targets={frozen.targets} month={range.start} day={frozen.day} onCopy={onCopy} onClose={() => setOpen(false)} />
    </>
  );
}
