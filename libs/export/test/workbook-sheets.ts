import ExcelJS from 'exceljs';

/** Every sheet of a workbook as rows of cell texts (dates as YYYY-MM-DD), read back by exceljs. */
export async function sheets(body: Buffer): Promise<Map<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength) as ArrayBuffer);
  const out = new Map<string, string[][]>();
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1).map((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? '')))));
    out.set(sheet.name, rows);
  });
  return out;
}
