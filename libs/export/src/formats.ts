import type { Statement } from '@bankxl/statement';
import { CSV_CONTENT_TYPE, toCsv } from './csv.js';
import { JSON_CONTENT_TYPE, toJson } from './json.js';
import { toXlsx, XLSX_CONTENT_TYPE, type XlsxOptions } from './xlsx.js';

export type ExportFormat = 'xlsx' | 'csv' | 'json';

export const EXPORT_FORMATS: Record<ExportFormat, { extension: string; contentType: string }> = {
  xlsx: { extension: '.xlsx', contentType: XLSX_CONTENT_TYPE },
  csv: { extension: '.csv', contentType: CSV_CONTENT_TYPE },
  json: { extension: '.json', contentType: JSON_CONTENT_TYPE },
};

export const isExportFormat = (value: string): value is ExportFormat => Object.hasOwn(EXPORT_FORMATS, value);

/** Writes `statement` in `format`; the options only matter to xlsx. */
export async function exportStatement(statement: Statement, format: ExportFormat, options: XlsxOptions = {}): Promise<Buffer> {
  if (format === 'xlsx') return toXlsx(statement, options);
  return format === 'csv' ? toCsv(statement) : toJson(statement);
}
