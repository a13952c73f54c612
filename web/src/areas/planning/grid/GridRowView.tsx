import { memo } from 'react';
import { readableTextColor, type HolidayWeekendWorkdayDto, type WatchDto } from '@kaj/contract';
import { weekday } from '@kaj/calendar';
import { formatNumber } from '../../../ui/format.ts';
import { figureOf, figureTitle, normTitle, type PayAccountColumn } from '../pay/pay-figures.ts';
import { accountRight } from './grid-layout.ts';
import { employeeName, watchKey, type GridRow } from './grid-rows.ts';
import { chipsOf, watchMarks, watchTitle } from './watch-marks.ts';
import { WatchStateMark } from './WatchStateMark.tsx';
import { stateOf } from './watch-state.ts';
import { wishKey, type WishMarks } from '../wishes/wish-marks.ts';

interface Props {
  row: GridRow;
  rowIndex: number;
  dates: readonly string[];
  dayInfo: ReadonlyMap<string, HolidayWeekendWorkdayDto>;
  /** The selected columns of this row, or null. */
  selected: readonly [number, number] | null;
  /** The column of the cursor when it is on this row. */
  cursor: number | null;
  today: string;
  /** Rows can be dragged to a new order. */
  sortable: boolean;
  top: number;
  /** The pay accounts shown as side columns. */
  accounts: readonly PayAccountColumn[];
  /** Rejection comments by realised watch, once fetched (hover or open). */
  rejections: ReadonlyMap<number, string>;
  /** Days with an outstanding absence wish. */
  wishes: WishMarks;
}

const MAX_CHIPS = 2;

interface ChipProps {
  watches: WatchDto[];
  draggable: boolean;
  rejections: ReadonlyMap<number, string>;
}

function WatchChip({ watches, draggable, rejections }: ChipProps) {
  const [watch] = watches;
  if (!watch) return null;
  const marks = watchMarks(watches);
  const comments = !marks.rejected ? [] : [...new Set(watches.map((each) => (each.realisedWatchId === null ? undefined : rejections.get(each.realisedWatchId))).filter((comment) => comment !== undefined))];
  const classes = ['plan-chip'];
  for (const [mark, on] of Object.entries(marks)) if (on) classes.push(`is-${mark}`);
  const state = stateOf(marks);
  if (state) classes.push('has-state');
  return (
    <span
      className={classes.join(' ')}
      style={{ background: watch.color, color: watch.textColor || readableTextColor(watch.color) }}
      title={[watchTitle(watches, marks), ...comments.map((comment) => `Afvist: ${comment}`)].join('\n')}
      draggable={draggable && !marks.pending && !marks.closed && !marks.approved}
      data-watch={watchKey(watch)}
    >
      {watch.code}
      {watch.subCode && <sup>{watch.subCode}</sup>}
      <WatchStateMark state={state} />
    </span>
  );
}

/** One employment's row: name, a cell per day with its watches, and the planned hours of the range. */
export const GridRowView = memo(function GridRowView({ row, rowIndex, dates, dayInfo, selected, cursor, today, sortable, top, accounts, rejections, wishes }: Props) {
  const { employee, employment } = row;
  const editable = employment.editable;
  const hours = formatNumber(employee.totalTime / 60, 1);
  const position = employment.properties.map((property) => property.name).join(', ');
  return (
    <div className="plan-row" style={{ transform: `translateY(${top}px)` }} data-row={rowIndex} data-employment={employment.employmentId} role="row" aria-label={employeeName(employee)}>
      <div className="plan-name" data-name-row={rowIndex} draggable={sortable && row.first} title={position || undefined}>
        {sortable && row.first && <span className="plan-handle" aria-hidden>⋮⋮</span>}
        <span className="plan-name-text">
          {row.first ? employeeName(employee) : <span className="plan-secondary">↳ {employment.description ?? 'Ansættelse'}</span>}
        </span>
        <span className="plan-code">{row.first ? employee.code ?? employee.initials ?? '' : ''}</span>
      </div>
      {dates.map((date, col) => {
        const day = row.days.get(date);
        const info = dayInfo.get(date);
        const outside = date < employment.startDate || (employment.endDate !== null && date > employment.endDate);
        const watches = day?.watches ?? [];
        const chips = chipsOf(watches);
        const breaches = day?.restBreaches ?? [];
        const classes = ['plan-cell'];
        if (info?.isHoliday) classes.push('is-holiday');
        else if (info?.isWeekend) classes.push('is-weekend');
        if (outside) classes.push('is-outside');
        if (date === today) classes.push('is-today');
        if (weekday(date) === 1) classes.push('starts-week');
        if (watches.some((watch) => watch.closed)) classes.push('is-closed');
        if (breaches.length) classes.push('has-breach');
        const wish = wishes.get(wishKey(employment.employmentId, date));
        if (wish) classes.push('has-wish');
        if (selected && col >= selected[0] && col <= selected[1]) classes.push('is-selected');
        if (cursor === col) classes.push('is-cursor');
        return (
          <div
            key={date}
            className={classes.join(' ')}
            data-col={col}
            data-cell={`${employment.employmentId}:${date}`}
            role="gridcell"
            aria-selected={cursor === col}
            title={[...breaches.map((breach) => breach.text), ...(wish ? [wish] : [])].join('\n') || undefined}
          >
            {chips.slice(0, MAX_CHIPS).map((chip) => (
              <WatchChip key={watchKey(chip[0]!)} watches={chip} draggable={editable} rejections={rejections} />
            ))}
            {chips.length > MAX_CHIPS && <span className="plan-more" title={watches.map((watch) => watch.code).join(', ')}>+{chips.length - MAX_CHIPS}</span>}
          </div>
        );
      })}
      {accounts.map((account, index) => {
        const figure = row.first ? figureOf(employee, account.payAccountId) : null;
        const shown = figure ? (figure.balance ?? figure.activity) : null;
        return (
          <div
            key={account.payAccountId}
            className={`plan-account${figure?.balance != null ? ' has-balance' : ''}`}
            style={{ right: accountRight(index, accounts.length) }}
            data-account={account.payAccountId}
            data-balance={figure?.balance != null ? '' : undefined}
            title={figure && shown !== null ? figureTitle(account, figure) : undefined}
          >
            {shown === null ? '' : formatNumber(shown, 2)}
          </div>
        );
      })}
      <div
        className={`plan-hours${employee.isOverMax ? ' is-over-max' : employee.isOverTarget ? ' is-over-target' : ''}`}
        title={row.first ? `${normTitle(employee)}\nKlik for normperioder` : 'Klik for normperioder'}
        data-norms=""
        data-norm={row.first && (employee.isOverMax || employee.isOverTarget) ? (employee.isOverMax ? 'over-max' : 'over-target') : undefined}
      >
        {row.first && (employee.isOverMax || employee.isOverTarget) && (
          <span className="plan-norm-mark" aria-label={employee.isOverMax ? 'Over maksimum' : 'Over målet'}>
            {employee.isOverMax ? '‼' : '!'}
          </span>
        )}
        {row.first ? hours : ''}
      </div>
    </div>
  );
});
