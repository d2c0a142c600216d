// Runs inside a piscina worker thread: the CPU-heavy part of a conversion (pdf.js text extraction,
// table reading, workbook writing) happens here so the service's event loop never blocks.
import { toJson, toXlsx } from '@bankxl/export';
import { countPages, parseStatement, StatementError } from '@bankxl/statement';
import type { EngineResult, EngineTask } from './engine-task.js';

/** "This workbook holds page 1 of 3 of the statement." when only part of the document was read. */
export function partialNote(pagesParsed: number, pages: number): string | undefined {
  if (pagesParsed >= pages) return undefined;
  return pagesParsed === 1
    ? `This workbook holds page 1 of ${pages} of the statement.`
    : `This workbook holds pages 1-${pagesParsed} of ${pages} of the statement.`;
}

export default async function runEngineTask(task: EngineTask): Promise<EngineResult> {
  try {
    if (task.op === 'count') return { ok: true, op: 'count', pages: await countPages(task.pdf, { password: task.password }) };
    const statement = await parseStatement(task.pdf, { password: task.password, maxPages: task.maxPages, pageLimit: task.pageLimit });
    const workbook = await toXlsx(statement, { fileName: task.fileName, note: partialNote(statement.pagesParsed, statement.pages) });
    const json = toJson(statement);
    return {
      ok: true,
      op: 'convert',
      pages: statement.pages,
      pagesParsed: statement.pagesParsed,
      transactions: statement.accounts.reduce((n, a) => n + a.transactions.length, 0),
      workbook: new Uint8Array(workbook.buffer, workbook.byteOffset, workbook.byteLength),
      statement: new Uint8Array(json.buffer, json.byteOffset, json.byteLength),
    };
  } catch (err) {
    if (err instanceof StatementError) return { ok: false, code: err.code, message: err.message };
    throw err;
  }
}
