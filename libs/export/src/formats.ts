import { withBooks, type Statement } from '@bankxl/statement';
import { zipPerAccount, ZIP_CONTENT_TYPE } from './account-zip.js';
import { CSV_CONTENT_TYPE, toCsv } from './csv.js';
import { CAMT053_CONTENT_TYPE, toCamt053 } from './camt053.js';
import { JSON_CONTENT_TYPE, toJson } from './json.js';
import { toLedgerCsv, type LedgerCsvLayout } from './ledger-csv.js';
import type { DateFormat } from './ledger-values.js';
import { MT940_CONTENT_TYPE, toMt940 } from './mt940.js';
import { OFX_CONTENT_TYPE, QBO_CONTENT_TYPE, QFX_CONTENT_TYPE, toOfx, toQbo, toQfx } from './ofx.js';
import type { OfxVersion } from './ofx-markup.js';
import { QIF_CONTENT_TYPE, toQif } from './qif.js';
import { toXlsx, XLSX_CONTENT_TYPE, type XlsxOptions } from './xlsx.js';

export type ExportOptions = XlsxOptions & {
  /** QIF and ledger CSVs: the date order the user's software expects (each format has its own default). */
  dateFormat?: DateFormat;
  /** QFX and QBO: the Intuit bank id (default DEFAULT_INTUIT_BANK_ID). */
  intuitBankId?: string;
  /** OFX: 1.0.2 SGML (default) or 2.1.1 XML. */
  ofxVersion?: OfxVersion;
};

type FormatSpec = {
  /** What a menu shows. */
  label: string;
  extension: string;
  contentType: string;
} & (
  | { holds: 'all-accounts'; write: (statement: Statement, options: ExportOptions) => Buffer | Promise<Buffer> }
  // A file per account; several accounts become a zip of them.
  | { holds: 'one-account'; layout: LedgerCsvLayout }
);

const csvLayout = (label: string, layout: LedgerCsvLayout): FormatSpec => ({ label, extension: '.csv', contentType: CSV_CONTENT_TYPE, holds: 'one-account', layout });

export const EXPORT_FORMATS = {
  xlsx: { label: 'Excel (.xlsx)', extension: '.xlsx', contentType: XLSX_CONTENT_TYPE, holds: 'all-accounts', write: (s, o) => toXlsx(s, o) },
  csv: { label: 'CSV (.csv)', extension: '.csv', contentType: CSV_CONTENT_TYPE, holds: 'all-accounts', write: (s) => toCsv(s) },
  json: { label: 'JSON (.json)', extension: '.json', contentType: JSON_CONTENT_TYPE, holds: 'all-accounts', write: (s) => toJson(s) },
  ofx: { label: 'OFX (.ofx)', extension: '.ofx', contentType: OFX_CONTENT_TYPE, holds: 'all-accounts', write: (s, o) => toOfx(s, { version: o.ofxVersion }) },
  qfx: { label: 'Quicken (.qfx)', extension: '.qfx', contentType: QFX_CONTENT_TYPE, holds: 'all-accounts', write: (s, o) => toQfx(s, { intuitBankId: o.intuitBankId }) },
  qbo: { label: 'QuickBooks Web Connect (.qbo)', extension: '.qbo', contentType: QBO_CONTENT_TYPE, holds: 'all-accounts', write: (s, o) => toQbo(s, { intuitBankId: o.intuitBankId }) },
  qif: { label: 'QIF (.qif)', extension: '.qif', contentType: QIF_CONTENT_TYPE, holds: 'all-accounts', write: (s, o) => toQif(s, { dateFormat: o.dateFormat }) },
  // The bank statement formats European accounting systems import: each account a statement of its own in the one file.
  mt940: { label: 'MT940 (.sta)', extension: '.sta', contentType: MT940_CONTENT_TYPE, holds: 'all-accounts', write: (s) => toMt940(s) },
  camt053: { label: 'CAMT.053 (.xml)', extension: '.xml', contentType: CAMT053_CONTENT_TYPE, holds: 'all-accounts', write: (s) => toCamt053(s) },
  // QuickBooks Online's and Sage's bank CSVs have no payee or category column (QuickBooks reads the payee out of
  // Description itself): they keep the statement's words. Xero's has a Payee column; QIF, OFX, XLSX and CSV carry both.
  'qbo-csv': csvLayout('QuickBooks Online CSV, 3 columns', 'qbo-3'),
  'qbo-csv-4': csvLayout('QuickBooks Online CSV, 4 columns', 'qbo-4'),
  'xero-csv': csvLayout('Xero CSV', 'xero'),
  'sage-csv': csvLayout('Sage CSV', 'sage'),
} satisfies Record<string, FormatSpec>;

export type ExportFormat = keyof typeof EXPORT_FORMATS;

export const isExportFormat = (value: string): value is ExportFormat => Object.hasOwn(EXPORT_FORMATS, value);

export type ExportedFile = { body: Buffer; extension: string; contentType: string };

/** Writes `statement` in `format`: one file, or a zip of one file per account where the format holds a single account. */
export async function exportFile(given: Statement, format: ExportFormat, options: ExportOptions = {}): Promise<ExportedFile> {
  // Rows of documents stored before payees were kept get them from the shipped rules; a row's own stay.
  const statement = withBooks(given);
  const spec: FormatSpec = EXPORT_FORMATS[format];
  const { extension, contentType } = spec;
  if (spec.holds === 'all-accounts') return { body: await spec.write(statement, options), extension, contentType };
  const write = (i: number) =>
    toLedgerCsv(statement.accounts[i], spec.layout, { dateFormat: options.dateFormat });
  if (statement.accounts.length === 0) {
    return { body: toLedgerCsv({ ...EMPTY_ACCOUNT }, spec.layout, { dateFormat: options.dateFormat }), extension, contentType };
  }
  if (statement.accounts.length === 1) return { body: write(0), extension, contentType };
  const baseName = (options.fileName ?? 'statement').replace(/\.pdf$/i, '') || 'statement';
  return { body: await zipPerAccount(statement, baseName, extension, write), extension: '.zip', contentType: ZIP_CONTENT_TYPE };
}

// A statement without accounts still gives a file the importer recognises: the headings alone.
const EMPTY_ACCOUNT: Statement['accounts'][number] = {
  accountNumber: null,
  kind: 'bank',
  name: null,
  currency: null,
  openingBalance: null,
  closingBalance: null,
  periodStart: null,
  periodEnd: null,
  transactions: [],
  checks: { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
};

/** Writes `statement` in `format` (see exportFile); only the bytes. */
export async function exportStatement(statement: Statement, format: ExportFormat, options: ExportOptions = {}): Promise<Buffer> {
  return (await exportFile(statement, format, options)).body;
}
