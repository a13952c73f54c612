import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { RestCardDto } from '@kaj/contract';
import { formatNumber } from '../../../ui/format.ts';
import { restPeriodsText } from '../rest-cards/rest-hours.ts';

/** "3/11 06:00" of the Copenhagen wall clock the server sends, whatever the phone's zone. */
const wallClock = (iso: string) => `${Number(iso.slice(8, 10))}/${Number(iso.slice(5, 7))} ${iso.slice(11, 16)}`;

/** The card as a phone shows it: a line per day with the rest periods, the hours of rest and work, and any breach. */
export function OwnRestDays({ card }: { card: RestCardDto }) {
  return (
    <ol className="own-rest-days" aria-label="Dagene i måneden">
      {card.days.map((day) => (
        <li key={day.restDate} className={`own-rest-day${day.breaches.length ? ' has-breach' : ''}`} data-date={day.restDate}>
          <div className="own-rest-day__head">
            <Typography.Text strong className="own-date">
              {dayjs(day.restDate).format('ddd D.')}
            </Typography.Text>
            <span className="own-rest-day__periods">{restPeriodsText(day) || 'Ingen hvile'}</span>
            <span className="own-rest-day__hours">
              {formatNumber(day.restHours, 1)} t hvile · {formatNumber(day.workHours, 1)} t arbejde
            </span>
          </div>
          {day.breaches.map((breach) => (
            <Tag key={`${breach.rule}${breach.from}`} color="red" className="own-rest-breach">
              {breach.text} ({wallClock(breach.from)}–{wallClock(breach.to)})
            </Tag>
          ))}
          {day.comment && <Typography.Text type="secondary">{day.comment}</Typography.Text>}
        </li>
      ))}
    </ol>
  );
}
