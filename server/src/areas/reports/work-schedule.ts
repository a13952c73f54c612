import { eq, inArray } from 'drizzle-orm';
import { contract, type EmployeeDto, type WatchDto } from '@kaj/contract';
import { datesBetween, isoWeek, type IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import { properties, watchTemplates } from '../../db/schema/index.ts';
import { handle } from '../../http/handler.ts';
import { assertRange, gridEmploymentIds, viewerOf } from '../planning/grid/grid-scope.ts';
import { rowsOfEmployments } from '../planning/rows/index.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { pdfFile, type Content, type TableCell } from './pdf.ts';
import { danishNumber, weekdayName } from './report-format.ts';

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

interface ScheduleOptions {
  code: boolean;
  time: boolean;
  telephone: boolean;
  index: boolean;
  dayOfWeek: boolean;
  weekNum: boolean;
  norm: boolean;
}

/**
 * What a day cell says of a watch: its code and/or times (the code when neither is chosen, so a cell is never
 * blank). Start and end on lines of their own keep a month's narrow day columns readable.
 */
function watchText(watch: WatchDto, options: ScheduleOptions): string {
  const time = `${watch.startTime}\n${watch.endTime}`;
  if (options.time && options.code) return `${watch.code}\n${time}`;
  return options.time ? time : watch.code;
}

function dayCell(row: EmployeeDto, date: IsoDate, options: ScheduleOptions): TableCell {
  const watches = row.employments.flatMap((employment) => employment.watchDays.find((day) => day.date === date)?.watches ?? []).filter((watch) => watch.startDate === date);
  if (watches.length === 0) return '';
  const first = watches[0]!;
  return {
    text: watches.map((watch) => watchText(watch, options)).join('\n'),
    alignment: 'center',
    fillColor: HEX_COLOR.test(first.color) ? first.color : undefined,
    color: HEX_COLOR.test(first.textColor) ? first.textColor : undefined,
  };
}

/** The header rows: week numbers over their days, weekdays, dates; the fixed columns span them. */
function headerRows(dates: readonly IsoDate[], fixed: readonly string[], options: ScheduleOptions): TableCell[][] {
  const rows: TableCell[][] = [];
  const lead = (text: string): TableCell[] => fixed.map((header) => ({ text: header === fixed[0] ? text : '', style: 'header' }));
  if (options.weekNum) rows.push([...lead('Uge'), ...dates.map((date) => ({ text: String(isoWeek(date)), alignment: 'center' as const, style: 'header' }))]);
  if (options.dayOfWeek) rows.push([...lead(''), ...dates.map((date) => ({ text: weekdayName(date), alignment: 'center' as const }))]);
  rows.push([...fixed.map((text) => ({ text, style: 'header' })), ...dates.map((date) => ({ text: date.slice(8, 10), alignment: 'center' as const, style: 'header' }))]);
  return rows;
}

/** The watch codes used, with their descriptions, under the table. */
async function explanations(db: Db, rows: readonly EmployeeDto[]): Promise<Content> {
  const ids = [...new Set(rows.flatMap((row) => row.employments.flatMap((e) => e.watchDays.flatMap((day) => day.watches.map((w) => w.watchTemplateId)))).filter((id): id is number => id !== null))];
  if (ids.length === 0) return [];
  const templates = await db.select({ code: watchTemplates.code, description: watchTemplates.description }).from(watchTemplates).where(inArray(watchTemplates.id, ids));
  const sorted = templates.sort((a, b) => a.code.localeCompare(b.code, 'da'));
  return [{ text: 'Forklaringer', style: 'heading' }, { text: sorted.map((t) => `${t.code}: ${t.description ?? ''}`).join('   ') }];
}

const normText = (row: EmployeeDto) => row.norms.map((norm) => `${danishNumber(norm.activity)}/${danishNumber(norm.targetActivity)}`).join('\n');

/** Arbejdsplan: the department's employees (by the caller's saved order) by days, with the chosen columns. */
export const getWorkSchedule = handle(contract.report.getWorkSchedule, async ({ db, user, query, body }) => {
  const range = assertRange(query.start, query.end);
  // The contract holds the size to 6-14.
  const fontSize = query.fontSize ?? 9;
  const options: ScheduleOptions = {
    code: query.showWatchDetailsCode ?? true,
    time: query.showWatchDetailsTime ?? false,
    telephone: query.showTelephone ?? false,
    index: query.showEmployeeIndex ?? false,
    dayOfWeek: query.showDayOfWeek ?? true,
    weekNum: query.showWeekNum ?? false,
    norm: query.showNorm ?? false,
  };
  const viewer = await viewerOf(db, user);
  const employmentIds = await gridEmploymentIds(db, viewer, {
    departmentId: query.departmentid,
    ...range,
    draft: false,
    showHidden: body.showHidden,
    propertyIds: body.propertyIds,
    employmentIds: body.employmentIds,
  });
  const order = query.departmentid === undefined ? undefined : { planUserId: user.id, departmentId: query.departmentid };
  const rows = await rowsOfEmployments(db, user, employmentIds, range, { order });
  const [department] = query.departmentid === undefined ? [] : await db.select({ name: properties.name }).from(properties).where(eq(properties.id, query.departmentid));

  const dates = datesBetween(range.start, range.end);
  const fixed = [...(options.index ? ['Nr.'] : []), 'Navn', ...(options.telephone ? ['Telefon'] : []), ...(options.norm ? ['Norm'] : [])];
  const tableRows: TableCell[][] = rows.map((row, index) => [
    ...(options.index ? [String(index + 1)] : []),
    `${row.firstName} ${row.lastName}`.trim(),
    ...(options.telephone ? [row.telephone ?? ''] : []),
    ...(options.norm ? [normText(row)] : []),
    ...dates.map((date) => dayCell(row, date, options)),
  ]);
  const header = headerRows(dates, fixed, options);
  const title = query.header?.trim() || `Arbejdsplan${department ? ` ${department.name}` : ''}`;
  const content: Content = [
    { text: title, style: 'title' },
    { text: `${danishDate(range.start)} – ${danishDate(range.end)}`, margin: [0, 0, 0, 6] },
    {
      table: { headerRows: header.length, widths: [...fixed.map(() => 'auto' as const), ...dates.map(() => '*' as const)], body: [...header, ...tableRows] },
      layout: { hLineWidth: () => 0.5, vLineWidth: () => 0.5, paddingLeft: () => 1, paddingRight: () => 1 },
    },
    ...(query.showExplanations ? [await explanations(db, rows)] : []),
  ];
  return pdfFile(`arbejdsplan-${range.start}-${range.end}.pdf`, { title, content, landscape: true, fontSize });
});
