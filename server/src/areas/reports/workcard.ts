import { contract, type EmployeeDto, type EmploymentDto } from '@kaj/contract';
import { holidayWeekendWorkday } from '@kaj/domain';
import { handle } from '../../http/handler.ts';
import { assertEmploymentsReadable, assertRange, viewerOf } from '../planning/grid/grid-scope.ts';
import { rowsOfEmployments } from '../planning/rows/index.ts';
import { danishDate } from '../shared/danish-dates.ts';
import { pdfFile, type Content, type TableCell } from './pdf.ts';
import { danishHours, danishNumber, weekdayName } from './report-format.ts';

const employeeName = (row: EmployeeDto) => `${row.firstName} ${row.lastName}`.trim();

/** Each day of the employment: its realised watches (or plans) with times, paid hours and properties. */
function dayTable(employment: EmploymentDto): Content {
  let minutes = 0;
  const body: TableCell[][] = [['Dato', 'Dag', 'Vagt', 'Tid', 'Timer', 'Egenskaber'].map((text) => ({ text, style: 'header' }))];
  for (const day of employment.watchDays) {
    const watches = day.watches.filter((watch) => watch.startDate === day.date);
    const dayType = holidayWeekendWorkday(day.date);
    const dayLabel = { text: danishDate(day.date), bold: dayType.isHoliday || dayType.isWeekend };
    if (watches.length === 0) body.push([dayLabel, weekdayName(day.date), '', '', '', dayType.title ?? '']);
    for (const watch of watches) {
      if (watch.realisedWatchId !== null) minutes += watch.totalTime;
      body.push([
        dayLabel,
        weekdayName(day.date),
        watch.code + (watch.subCode ? ` ${watch.subCode}` : ''),
        `${watch.startTime}-${watch.endTime}`,
        { text: danishHours(watch.totalTime), alignment: 'right' },
        watch.properties.map((property) => (property.value === null ? property.name : `${property.name} ${danishNumber(property.value)}`)).join(', '),
      ]);
    }
  }
  body.push([{ text: 'I alt', style: 'header', colSpan: 4 }, '', '', '', { text: danishHours(minutes), style: 'header', alignment: 'right' }, '']);
  return { table: { headerRows: 1, widths: [55, 25, 45, 65, 40, '*'], body }, layout: 'lightHorizontalLines' };
}

/** The employee's balances, norms and pay account activity of the range. */
function balances(row: EmployeeDto): Content[] {
  const lines: Content[] = [];
  if (row.norms.length > 0) {
    lines.push({ text: 'Norm', style: 'heading' });
    lines.push({
      table: {
        headerRows: 1,
        widths: ['*', 60, 60, 60],
        body: [
          ['Normperiode', 'Mål', 'Aktivitet', 'Saldo'].map((text) => ({ text, style: 'header' })),
          ...row.norms.map((norm) => [norm.name, danishNumber(norm.targetActivity), danishNumber(norm.activity), danishNumber(norm.balance)]),
        ],
      },
      layout: 'lightHorizontalLines',
    });
  }
  if (row.payAccountValues.length > 0) {
    lines.push({ text: 'Lønkonti i perioden', style: 'heading' });
    lines.push({ table: { widths: ['*', 60], body: row.payAccountValues.map((value) => [value.name, danishNumber(value.value)]) }, layout: 'lightHorizontalLines' });
  }
  if (row.saldi.length > 0) {
    lines.push({ text: 'Saldi', style: 'heading' });
    lines.push({
      table: { widths: ['*', 60, 60], body: row.saldi.map((saldo) => [saldo.payAccountName, saldo.balanceYear, danishNumber(saldo.balance)]) },
      layout: 'lightHorizontalLines',
    });
  }
  return lines;
}

/** The work card of one employee: a section per chosen employment, then the employee's balances. */
function workcardOf(row: EmployeeDto, employmentIds: ReadonlySet<number>, range: { start: string; end: string }): Content[] {
  const content: Content[] = [
    { text: `Arbejdskort: ${employeeName(row)}${row.code ? ` (${row.code})` : ''}`, style: 'title' },
    { text: `${danishDate(range.start)} – ${danishDate(range.end)}` },
  ];
  for (const employment of row.employments.filter((e) => employmentIds.has(e.employmentId))) {
    content.push({ text: `${employment.description ?? 'Ansættelse'} (${employment.agreement.name})`, style: 'heading' }, dayTable(employment));
  }
  return [...content, ...balances(row)];
}

/** Arbejdskort: one card per employee of the chosen employments, each beginning on a new page. */
export const getWorkcard = handle(contract.report.getWorkcard, async ({ db, user, query, body }) => {
  const range = assertRange(query.start, query.end);
  await assertEmploymentsReadable(db, await viewerOf(db, user), body);
  const rows = await rowsOfEmployments(db, user, body, range);
  const chosen = new Set(body);
  const content = rows.map((row, index): Content => ({ stack: workcardOf(row, chosen, range), pageBreak: index > 0 ? 'before' : undefined }));
  return pdfFile(`arbejdskort-${range.start}-${range.end}.pdf`, { title: 'Arbejdskort', content });
});
