export { toXlsx, XLSX_CONTENT_TYPE, type XlsxOptions } from './xlsx.js';
export { toCsv, CSV_CONTENT_TYPE } from './csv.js';
export { toJson, JSON_CONTENT_TYPE } from './json.js';
export { EXPORT_FORMATS, exportStatement, isExportFormat, type ExportFormat } from './formats.js';
export { currencyNumFmt } from './money.js';
export { transactionSheetNames } from './sheet-names.js';
