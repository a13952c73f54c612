import { STATE_MARKS, type WatchState } from './watch-state.ts';
import './watch-state-marks.css';

/** The badge in the chip's corner (watch-state-marks.css). */
export function WatchStateMark({ state }: { state: WatchState | null }) {
  if (state === null) return null;
  return (
    <span className={`plan-state-mark is-${state}`} aria-label={STATE_MARKS[state].label} data-state={state}>
      {STATE_MARKS[state].glyph}
    </span>
  );
}
