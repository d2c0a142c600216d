import { DOWNLOAD_FORMAT_KEY } from './storage-keys';

/**
 * The formats GET /api/download/{stored_filename}?format= writes (libs/export EXPORT_FORMATS; the
 * documents service answers 400 to any other). Labels name the software each one is for; the extension
 * names a file only when the server sends no name (it sends .zip for a one-account CSV of several accounts).
 */
export const DOWNLOAD_FORMATS = [
  { value: 'xlsx', extension: '.xlsx', label: 'Excel (.xlsx)' },
  { value: 'csv', extension: '.csv', label: 'CSV (.csv)' },
  { value: 'ofx', extension: '.ofx', label: 'OFX (.ofx)' },
  { value: 'qfx', extension: '.qfx', label: 'Quicken (.qfx)' },
  { value: 'qbo', extension: '.qbo', label: 'QuickBooks Web Connect (.qbo)' },
  { value: 'qif', extension: '.qif', label: 'QIF (.qif)' },
  { value: 'mt940', extension: '.sta', label: 'MT940 (.sta)' },
  { value: 'camt053', extension: '.xml', label: 'CAMT.053 (.xml)' },
  { value: 'qbo-csv', extension: '.csv', label: 'QuickBooks Online CSV, 3 columns' },
  { value: 'qbo-csv-4', extension: '.csv', label: 'QuickBooks Online CSV, 4 columns' },
  { value: 'xero-csv', extension: '.csv', label: 'Xero CSV' },
  { value: 'sage-csv', extension: '.csv', label: 'Sage CSV' },
  { value: 'json', extension: '.json', label: 'JSON (.json)' },
] as const;

export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number]['value'];

export const DEFAULT_DOWNLOAD_FORMAT: DownloadFormat = 'xlsx';

const isDownloadFormat = (value: string | null): value is DownloadFormat => DOWNLOAD_FORMATS.some((f) => f.value === value);

/** `march.pdf` as `march.ofx`: the name to save under when the server sends none. */
export const downloadName = (pdfName: string, format: DownloadFormat): string =>
  `${pdfName.replace(/\.pdf$/i, '') || 'statement'}${DOWNLOAD_FORMATS.find((f) => f.value === format)?.extension ?? '.xlsx'}`;

/** The format chosen last time (kept in localStorage), else Excel. */
export function rememberedDownloadFormat(): DownloadFormat {
  try {
    const stored = localStorage.getItem(DOWNLOAD_FORMAT_KEY);
    return isDownloadFormat(stored) ? stored : DEFAULT_DOWNLOAD_FORMAT;
  } catch {
    return DEFAULT_DOWNLOAD_FORMAT; // storage blocked: the menu still works for this visit
  }
}

export function rememberDownloadFormat(format: DownloadFormat): void {
  try {
    localStorage.setItem(DOWNLOAD_FORMAT_KEY, format);
  } catch {
    // storage blocked: the choice lasts until the page is left
  }
}
