import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { TimeTableDto } from '@kaj/contract';
import type { Db } from '../../db/client.ts';
import { departmentTimeTables, timeTableEntries, timeTableLines, timeTables } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';

type LineRow = typeof timeTableLines.$inferSelect;
type EntryRow = typeof timeTableEntries.$inferSelect;

export function toLineDto(line: LineRow, entries: readonly EntryRow[]) {
  return {
    timeTableLineId: line.id,
    timeTableId: line.timeTableId,
    sortOrder: line.sortOrder,
    month: line.month,
    year: line.year,
    text: line.text,
    entries: entries
      .filter((entry) => entry.timeTableLineId === line.id)
      .map((entry) => ({ timeTableEntryId: entry.id, timeTableLineId: entry.timeTableLineId, day: entry.day, text: entry.text })),
  };
}

/**
 * Timetables with their departments, lines and entries in four queries. `lineFilter` narrows the lines
 * (one month, say); a timetable is answered even when no line is left.
 */
export async function loadTimeTables(db: Db, where?: SQL, lineFilter?: SQL): Promise<TimeTableDto[]> {
  const tables = await db.select().from(timeTables).where(where).orderBy(asc(timeTables.name), asc(timeTables.id));
  if (tables.length === 0) return [];
  const ids = tables.map((table) => table.id);
  const departments = await db.select().from(departmentTimeTables).where(inArray(departmentTimeTables.timeTableId, ids)).orderBy(asc(departmentTimeTables.propertyId));
  const lines = await db
      .select()
      .from(timeTableLines)
      .where(and(inArray(timeTableLines.timeTableId, ids), lineFilter))
      .orderBy(asc(timeTableLines.year), asc(timeTableLines.month), asc(timeTableLines.sortOrder), asc(timeTableLines.id));
  const entries = lines.length
    ? await db
        .select()
        .from(timeTableEntries)
        .where(
          inArray(
            timeTableEntries.timeTableLineId,
            lines.map((line) => line.id),
          ),
        )
        .orderBy(asc(timeTableEntries.day))
    : [];
  return tables.map((table) => ({
    timeTableId: table.id,
    name: table.name,
    departmentPropertyIds: departments.filter((d) => d.timeTableId === table.id).map((d) => d.propertyId),
    lines: lines.filter((line) => line.timeTableId === table.id).map((line) => toLineDto(line, entries)),
  }));
}

export async function loadTimeTable(db: Db, id: number): Promise<TimeTableDto> {
  const [table] = await loadTimeTables(db, eq(timeTables.id, id));
  if (!table) throw notFound('Køreplanen findes ikke.');
  return table;
}

export async function getLine(db: Db, id: number): Promise<LineRow> {
  const [line] = await db.select().from(timeTableLines).where(eq(timeTableLines.id, id));
  if (!line) throw notFound('Linjen findes ikke i køreplanen.');
  return line;
}
