import type { ReactNode } from 'react';
import { Button, Tag } from 'antd';
import { LockOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import type { EmploymentDto, HolidayWeekendWorkdayDto, WatchDto } from '@kaj/contract';
import { WatchCodeChip } from '../../../ui/WatchCodeChip.tsx';
import { formatPaidHours } from '../../../ui/watch-time.ts';

interface Props {
  employment: EmploymentDto;
  dayTypeOf: ReadonlyMap<string, HolidayWeekendWorkdayDto>;
  today: string;
  /** An employee with planning right: tapping a watch opens it, and a day takes a new watch. */
  onOpen: ((watch: WatchDto) => void) | null;
  onAdd: ((employmentId: number, date: string) => void) | null;
  /** More controls for a day, such as an employee's own wish codes. */
  dayExtra?: (employmentId: number, date: string, watches: readonly WatchDto[]) => ReactNode;
}

/** What a watch's state is: approved, rejected, or in a locked month (nothing can change). */
function StateTags({ watch }: { watch: WatchDto }) {
  return (
    <>
      {watch.closed && (
        <Tag icon={<LockOutlined />} className="own-state">
          Låst
        </Tag>
      )}
      {watch.approved && (
        <Tag color="green" className="own-state">
          Godkendt
        </Tag>
      )}
      {watch.rejected && (
        <Tag color="red" className="own-state">
          Afvist
        </Tag>
      )}
    </>
  );
}

function WatchLine({ watch, onOpen }: { watch: WatchDto; onOpen: Props['onOpen'] }) {
  const content = (
    <>
      <WatchCodeChip code={watch.code} color={watch.color} size="small" inactive={watch.realisedWatchId === null} />
      <span className="own-times">
        {watch.startTime}–{watch.endTime} · {formatPaidHours(watch.totalTime)}
      </span>
      {watch.properties.length > 0 && <span className="own-properties">{watch.properties.map((property) => property.name).join(', ')}</span>}
      <StateTags watch={watch} />
    </>
  );
  if (!onOpen || watch.realisedWatchId === null) return <span className="own-watch">{content}</span>;
  return (
    <button type="button" className="own-watch own-watch--open" onClick={() => onOpen(watch)} aria-label={`Vagt ${watch.code} ${dayjs(watch.startDate).format('D. MMM')} ${watch.startTime}–${watch.endTime}`}>
      {content}
    </button>
  );
}

/** The employment's days: each day's watches with times, paid hours, properties and state, readable on a phone. */
export function OwnDays({ employment, dayTypeOf, today, onOpen, onAdd, dayExtra }: Props) {
  return (
    <ol className="own-days">
      {employment.watchDays.map((day) => {
        const dayType = dayTypeOf.get(day.date);
        const inside = day.date >= employment.startDate && (employment.endDate === null || day.date <= employment.endDate);
        const kind = dayType?.isHoliday ? ' is-holiday' : dayType?.isWeekend ? ' is-weekend' : '';
        return (
          <li key={day.date} className={`own-day${kind}${day.date === today ? ' is-today' : ''}`} title={dayType?.title ?? undefined} data-date={day.date}>
            <span className="own-date">{dayjs(day.date).format('ddd D.')}</span>
            <span className="own-watches">
              {day.watches.length === 0 && <span className="own-free">{dayType?.title ?? 'Fri'}</span>}
              {day.watches.map((watch) => (
                <WatchLine key={`${watch.realisedWatchId}-${watch.plannedWatchId}`} watch={watch} onOpen={onOpen} />
              ))}
            </span>
            {onAdd && inside && (
              <Button
                size="small"
                type="text"
                className="own-add"
                icon={<PlusOutlined />}
                aria-label={`Tilføj vagt ${dayjs(day.date).format('D. MMM')}`}
                onClick={() => onAdd(employment.employmentId, day.date)}
              />
            )}
            {dayExtra?.(employment.employmentId, day.date, day.watches)}
          </li>
        );
      })}
    </ol>
  );
}
