export { toXlsx, XLSX_CONTENT_TYPE, type XlsxOptions } from './xlsx.js';
export { toCsv, CSV_CONTENT_TYPE } from './csv.js';
export { toJson, JSON_CONTENT_TYPE } from './json.js';
export { toOfx, toQfx, toQbo, DEFAULT_INTUIT_BANK_ID, OFX_CONTENT_TYPE, QFX_CONTENT_TYPE, QBO_CONTENT_TYPE, type OfxOptions } from './ofx.js';
export type { OfxVersion } from './ofx-markup.js';
export { toMt940, MT940_CONTENT_TYPE } from './mt940.js';
export { toCamt053, CAMT053_CONTENT_TYPE } from './camt053.js';
export { toQif, QIF_CONTENT_TYPE, type QifOptions } from './qif.js';
export { toLedgerCsv, type LedgerCsvLayout, type LedgerCsvOptions } from './ledger-csv.js';
export { transactionIds } from './fitid.js';
export { ofxTransactionType } from './transaction-type.js';
export { DATE_FORMATS, isDateFormat, type DateFormat } from './ledger-values.js';
export { ZIP_CONTENT_TYPE } from './account-zip.js';
export {
  EXPORT_FORMATS,
  exportFile,
  exportStatement,
  isExportFormat,
  type ExportedFile,
  type ExportFormat,
  type ExportOptions,
} from './formats.js';
export { currencyNumFmt } from './money.js';
export { transactionSheetNames } from './sheet-names.js';
export { toBatchWorkbook, toBatchZip } from './batch-workbook.js';
