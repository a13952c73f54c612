import { Tooltip } from 'antd';
import { readableTextColor } from '@kaj/contract';
import type { PlacedDetail } from './watch-code-form.ts';

const DAY = 24 * 60;
const TICKS = [6, 12, 18];

/** The watches of a code on a time line from midnight of the planned date, so "+1" and tour days are seen at a glance. */
export function WatchCodeTimeline({ placed, color }: { placed: readonly PlacedDetail[]; color: string }) {
  const days = Math.max(1, ...placed.map((detail) => Math.ceil(detail.end / DAY)));
  const total = days * DAY;
  const percent = (minutes: number) => `${(minutes / total) * 100}%`;
  const textColor = readableTextColor(color);

  return (
    <div aria-hidden="true">
      <div style={{ position: 'relative', height: 26, borderRadius: 4, background: '#f0f2f5', overflow: 'hidden' }}>
        {Array.from({ length: days - 1 }, (_, index) => (
          <div key={index} style={{ position: 'absolute', left: percent((index + 1) * DAY), top: 0, bottom: 0, borderLeft: '2px solid #bfbfbf' }} />
        ))}
        {placed.map((detail) => (
          <Tooltip key={`${detail.dayOffset}-${detail.index}`} title={`Dag ${detail.dayOffset + 1}: ${detail.startTime}–${detail.endTime}`}>
            <div
              style={{
                position: 'absolute',
                left: percent(detail.start),
                width: percent(detail.end - detail.start),
                top: 3,
                bottom: 3,
                borderRadius: 3,
                background: color,
                color: textColor,
                fontSize: 11,
                lineHeight: '20px',
                paddingInline: 4,
                overflow: 'hidden',
                whiteSpace: 'nowrap',
                boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.15)',
              }}
            >
              {days <= 2 && `${detail.startTime}–${detail.endTime}`}
            </div>
          </Tooltip>
        ))}
      </div>
      <div style={{ position: 'relative', height: 18, fontSize: 11, color: 'rgba(0,0,0,0.45)' }}>
        {Array.from({ length: days }, (_, day) => (
          <span key={day}>
            <span style={{ position: 'absolute', left: percent(day * DAY), paddingInlineStart: 2 }}>Dag {day + 1}</span>
            {days <= 3 &&
              TICKS.map((hour) => (
                <span key={hour} style={{ position: 'absolute', left: percent(day * DAY + hour * 60), transform: 'translateX(-50%)' }}>
                  {String(hour).padStart(2, '0')}
                </span>
              ))}
          </span>
        ))}
      </div>
    </div>
  );
}
