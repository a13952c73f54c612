import { endsNextDay } from './watch-time.ts';

/** "22:00–06:00 +1": a watch's times, marked when it ends the next day. */
export function WatchTimeRange({ startTime, endTime }: { startTime: string; endTime: string }) {
  const nextDay = endsNextDay(startTime, endTime);
  return (
    <span style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {startTime}–{endTime}
      {nextDay && (
        <sup title="Slutter næste dag" style={{ marginInlineStart: 2, fontSize: '0.75em', fontWeight: 600, lineHeight: 0 }}>
          +1
        </sup>
      )}
    </span>
  );
}
