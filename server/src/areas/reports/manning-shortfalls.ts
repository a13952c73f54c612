import { eq } from 'drizzle-orm';
import { contract, type ManningShortfallDto } from '@kaj/contract';
import { periodEnd, type IsoDate } from '@kaj/domain';
import type { Db } from '../../db/client.ts';
import type { SessionUser } from '../../auth/session-user.ts';
import { properties } from '../../db/schema/index.ts';
import { handle } from '../../http/handler.ts';
import { viewerOf } from '../planning/grid/grid-scope.ts';
import { manningNeed, shortfallsOf } from '../manning/index.ts';
import { danishDate, danishMonth } from '../shared/danish-dates.ts';
import { pdfFile, type Content, type TableCell } from './pdf.ts';
import { weekdayName } from './report-format.ts';

// Manglende bemanding: each day of a ship's month that its departments' manning documents are not met, per line.

async function shortfalls(db: Db, user: SessionUser, shipId: number, period: IsoDate): Promise<ManningShortfallDto[]> {
  const need = await manningNeed(db, await viewerOf(db, user), shipId, { start: period, end: periodEnd(period) }, false);
  return shortfallsOf(need);
}

export const getManningShortfalls = handle(contract.report.getManningShortfalls, async ({ db, user, query }) => shortfalls(db, user, query.shipid, query.period));

const HEADINGS = ['Dato', 'Afdeling', 'Stillingsgruppe', 'Vagtkode', 'Krav', 'Planlagt', 'Mangler'];

/** A row per shortfall; the date only on the first of its day, so the days stand out. */
function tableRows(rows: readonly ManningShortfallDto[]): TableCell[][] {
  return rows.map((row, index) => [
    index > 0 && rows[index - 1]!.date === row.date ? '' : `${weekdayName(row.date)} ${danishDate(row.date)}`,
    row.departmentName,
    row.positionGroupName,
    row.code ?? 'Alle vagter',
    { text: String(row.required), alignment: 'right' },
    { text: String(row.planned), alignment: 'right' },
    { text: String(row.required - row.planned), alignment: 'right', bold: true, color: '#cf1322' },
  ]);
}

export const getManningShortfallsPdf = handle(contract.report.getManningShortfallsPdf, async ({ db, user, query }) => {
  const rows = await shortfalls(db, user, query.shipid, query.period);
  const [ship] = await db.select({ name: properties.name }).from(properties).where(eq(properties.id, query.shipid));
  const title = `Manglende bemanding ${ship?.name ?? ''}`.trim();
  const days = new Set(rows.map((row) => row.date)).size;
  const content: Content = [
    { text: title, style: 'title' },
    { text: `${danishMonth(query.period)}: ${days === 0 ? 'ingen dage med mangler' : `${days} ${days === 1 ? 'dag' : 'dage'} med mangler`}`, margin: [0, 0, 0, 6] },
    ...(rows.length === 0
      ? []
      : [
          {
            table: { headerRows: 1, widths: ['auto', '*', '*', 'auto', 'auto', 'auto', 'auto'], body: [HEADINGS.map((text) => ({ text, style: 'header' })), ...tableRows(rows)] },
            layout: 'lightHorizontalLines',
          } satisfies Content,
        ]),
  ];
  return pdfFile(`manglende-bemanding-${query.period.slice(0, 7)}.pdf`, { title, content });
});
