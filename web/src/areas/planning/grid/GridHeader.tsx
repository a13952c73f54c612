import { memo } from 'react';
import type { HolidayWeekendWorkdayDto } from '@kaj/contract';
import dayjs from 'dayjs';
import type { PayAccountColumn } from '../pay/pay-figures.ts';
import { isoWeek, weekday } from '@kaj/calendar';
import { weekdayName } from './grid-dates.ts';
import { accountRight } from './grid-layout.ts';

export interface TimetableLine {
  timeTableLineId: number;
  year: number;
  month: number;
  text: string;
  tableName: string;
  entries: { day: number; text: string }[];
}

interface Props {
  dates: readonly string[];
  dayInfo: ReadonlyMap<string, HolidayWeekendWorkdayDto>;
  lines: readonly TimetableLine[];
  today: string;
  accounts: readonly PayAccountColumn[];
}

/** The header cells of the pay account columns: their names in the day row, empty elsewhere. */
function AccountHeads({ accounts, named }: { accounts: readonly PayAccountColumn[]; named: boolean }) {
  return accounts.map((account, index) => (
    <div key={account.payAccountId} className="plan-account plan-corner" style={{ right: accountRight(index, accounts.length) }} title={named ? `${account.name}: saldo ved periodens slut` : undefined} role={named ? 'columnheader' : undefined}>
      {named ? account.name : ''}
    </div>
  ));
}

/** The title of a day on hover: the holiday's Danish name, or the weekday written out. */
function dayTitle(date: string, info: HolidayWeekendWorkdayDto | undefined): string {
  const written = dayjs(date).format('dddd D. MMMM YYYY');
  if (info?.title) return `${info.title} – ${written}`;
  return written;
}

/** The sticky header rows: week numbers, weekday and date (holidays and weekends marked), the timetable's lines. */
export const GridHeader = memo(function GridHeader({ dates, dayInfo, lines, today, accounts }: Props) {
  return (
    <div className="plan-header" role="rowgroup">
      <div className="plan-header-row plan-week-row" role="row">
        <div className="plan-name plan-corner">Uge</div>
        {dates.map((date, col) => {
          const week = isoWeek(date);
          const starts = col === 0 || weekday(date) === 1;
          return (
            <div key={date} className={`plan-head-cell${starts ? ' starts-week' : ''}`} title={`Uge ${week}`}>
              {starts ? week : ''}
            </div>
          );
        })}
        <AccountHeads accounts={accounts} named={false} />
        <div className="plan-hours plan-corner" />
      </div>
      <div className="plan-header-row plan-day-row" role="row">
        <div className="plan-name plan-corner">Medarbejder</div>
        {dates.map((date) => {
          const info = dayInfo.get(date);
          const classes = ['plan-head-cell', 'plan-day-head'];
          if (info?.isHoliday) classes.push('is-holiday');
          else if (info?.isWeekend) classes.push('is-weekend');
          if (date === today) classes.push('is-today');
          if (weekday(date) === 1) classes.push('starts-week');
          return (
            <div key={date} className={classes.join(' ')} title={dayTitle(date, info)} role="columnheader" data-date={date}>
              <span className="plan-weekday">{weekdayName(date)}</span>
              <span className="plan-daynum">{Number(date.slice(8, 10))}</span>
            </div>
          );
        })}
        <AccountHeads accounts={accounts} named />
        <div className="plan-hours plan-corner" title="Planlagte timer i perioden">Timer</div>
      </div>
      {lines.map((line) => (
        <div key={line.timeTableLineId} className="plan-header-row plan-line-row" role="row">
          <div className="plan-name plan-corner plan-line-name" title={line.tableName}>
            {line.text}
          </div>
          {dates.map((date) => {
            const inMonth = Number(date.slice(0, 4)) === line.year && Number(date.slice(5, 7)) === line.month;
            const entry = inMonth ? line.entries.find((each) => each.day === Number(date.slice(8, 10))) : undefined;
            return (
              <div key={date} className="plan-head-cell plan-line-cell" title={entry?.text}>
                {entry?.text ?? ''}
              </div>
            );
          })}
          <AccountHeads accounts={accounts} named={false} />
          <div className="plan-hours plan-corner" />
        </div>
      ))}
    </div>
  );
});
