import type { WatchTemplateSummaryDto } from '@kaj/contract';
import { WatchCodeChip } from './WatchCodeChip.tsx';

interface Props {
  days: readonly (number | null)[];
  codes: ReadonlyMap<number, Pick<WatchTemplateSummaryDto, 'code' | 'color'>>;
  /** Called with a day's index when a day is clicked (the editor cycles it); none: read-only. */
  onDay?: (index: number) => void;
}

const OFF = '#ffffff';

/** A rotation's cycle as a row of cells: each day its watch code on its colour, or "fri". */
export function RotationStrip({ days, codes, onDay }: Props) {
  return (
    <div className="rotation-strip" style={{ display: 'flex', flexWrap: 'wrap', gap: 2 }} aria-label="Turnussens dage">
      {days.map((day, index) => {
        const code = day === null ? undefined : codes.get(day);
        const chip = <WatchCodeChip code={day === null ? 'fri' : (code?.code ?? '?')} color={code?.color ?? OFF} size="small" />;
        return onDay ? (
          <button key={index} type="button" title={`Dag ${index + 1}`} data-day={index} onClick={() => onDay(index)} style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer' }}>
            {chip}
          </button>
        ) : (
          <span key={index} title={`Dag ${index + 1}`}>
            {chip}
          </span>
        );
      })}
    </div>
  );
}
