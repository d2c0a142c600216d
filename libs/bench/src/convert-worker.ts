import { toXlsx } from '@bankxl/export';
import { parseStatement } from '@bankxl/statement';

/** One conversion in a worker thread, as the conversion service runs it: parse, then the workbook. */
export default async function convert({ bytes }: { bytes: Uint8Array }): Promise<{ pages: number; size: number }> {
  const statement = await parseStatement(bytes);
  const xlsx = await toXlsx(statement);
  return { pages: statement.pagesParsed, size: xlsx.length };
}
