import ExcelJS from 'exceljs';

/** The values of a workbook sheet's rows, each without ExcelJS's empty first cell. */
export async function sheetValues(data: Buffer, name: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
