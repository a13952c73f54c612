import { memo } from 'react';
import { weekday } from '@kaj/calendar';
import { missingText, type ManningNeedLineDto } from '@kaj/contract';
import { accountRight } from './grid-layout.ts';
import './need-lines.css';

interface Props {
  lines: readonly ManningNeedLineDto[];
  dates: readonly string[];
  width: number;
  /** How many pay account columns the rows show, so the line keeps their width. */
  accounts: number;
}

/** "Dæk · Dæksofficerer · D1"; a line of any watch without the code, to fit the name column (the title says it). */
const lineName = (line: ManningNeedLineDto) => `${line.departmentName} · ${line.positionGroupName}${line.code ? ` · ${line.code}` : ''}`;
const lineTitle = (line: ManningNeedLineDto) => `${line.departmentName} · ${line.positionGroupName} · ${line.code ?? 'alle vagter'}`;

/**
 * The need line under the department's rows: per requirement of its manning document, planned against required
 * each day, red where people are missing (the tooltip names them). Stuck to the bottom while the rows scroll.
 */
export const NeedLines = memo(function NeedLines({ lines, dates, width, accounts }: Props) {
  if (lines.length === 0) return null;
  return (
    <div className="plan-need" style={{ width }} role="rowgroup" aria-label="Bemanding">
      {lines.map((line) => {
        const days = new Map(line.days.map((day) => [day.date, day]));
        return (
          <div key={`${line.departmentId}|${line.positionGroupId}|${line.watchTemplateId}`} className="plan-need-row" role="row" aria-label={lineTitle(line)}>
            <div className="plan-name plan-corner plan-need-name" title={lineTitle(line)}>
              {lineName(line)}
            </div>
            {dates.map((date) => {
              const day = days.get(date);
              const required = day?.required ?? null;
              const planned = day?.planned ?? 0;
              const short = required !== null && planned < required;
              const classes = ['plan-need-cell'];
              if (short) classes.push('is-short');
              if (weekday(date) === 1) classes.push('starts-week');
              return (
                <div
                  key={date}
                  className={classes.join(' ')}
                  role="gridcell"
                  data-need={date}
                  title={required === null ? undefined : short ? missingText(required - planned, line.positionGroupName, line.code) : `${planned} af ${required} planlagt`}
                >
                  {required === null ? '' : `${planned}/${required}`}
                </div>
              );
            })}
            {Array.from({ length: accounts }, (_, index) => (
              <div key={index} className="plan-account plan-corner" style={{ right: accountRight(index, accounts) }} />
            ))}
            <div className="plan-hours plan-corner" />
          </div>
        );
      })}
    </div>
  );
});
