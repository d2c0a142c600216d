import type ExcelJS from 'exceljs';

let loaded: Promise<typeof ExcelJS> | undefined;

/**
 * exceljs, loaded by the first workbook this process writes. The services import this package for its other
 * formats and checks, and a process that never writes a workbook itself (say, a main thread whose engine
 * workers write them) need not hold exceljs's code, about 20 MB resident (issue 25's idle memory).
 */
export function loadExcelJs(): Promise<typeof ExcelJS> {
  loaded ??= import('exceljs').then((m) => m.default);
  return loaded;
}
