import type ExcelJS from 'exceljs';

let loaded: Promise<typeof ExcelJS> | undefined;
let writer: Promise<typeof ExcelJS.stream.xlsx.WorkbookWriter> | undefined;

/**
 * exceljs, loaded by the first workbook this process writes. The services import this package for its other
 * formats and checks, and a process that never writes a workbook itself (say, a main thread whose engine
 * workers write them) need not hold exceljs's code, about 20 MB resident (issue 25's idle memory).
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((m) => m.default);
  return loaded;
}

/**
 * exceljs's streaming writer alone, which is all a statement workbook needs. exceljs's entry point also loads
 * its in-memory workbook and its streaming reader (with unzipper), ~95 ms of a cold CLI's 1.3 s and memory in
 * every engine worker; the writer's own module loads in about a third of that. exceljs has no `exports` map,
 * so its files are its public layout (4.x, as package.json asks). Imported by a literal name so that a bundle
 * (the CLI's, scripts/bundle-cli.mjs) carries it.
 */
export function loadWorkbookWriter(): Promise<typeof ExcelJS.stream.xlsx.WorkbookWriter> {
  writer ??= import('exceljs/lib/stream/xlsx/workbook-writer.js').then((m) => m.default);
  return writer;
}
