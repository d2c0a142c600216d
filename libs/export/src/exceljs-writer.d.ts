// exceljs's streaming workbook writer module (exceljs types only its entry point): the class its entry exports
// as stream.xlsx.WorkbookWriter.
declare module 'exceljs/lib/stream/xlsx/workbook-writer.js' {
  import type ExcelJS from 'exceljs';
  const WorkbookWriter: typeof ExcelJS.stream.xlsx.WorkbookWriter;
  export default WorkbookWriter;
}
