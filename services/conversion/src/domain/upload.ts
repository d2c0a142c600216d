import { InputRefusedError, refusal } from './errors.js';

/** A statement as it arrived: the bytes, the name the user gave it, and the password they typed. */
export type Upload = { bytes: Buffer; originalFilename: string; password?: string };

const MAX_NAME_LENGTH = 200;

/** Checks by content, never by name or MIME type: empty, and `%PDF-` in the first 1024 bytes as PDF readers accept. */
export function assertLooksLikePdf(bytes: Buffer): void {
  if (bytes.length === 0) throw new InputRefusedError('empty_file', 'The file is empty.');
  if (!bytes.subarray(0, 1024).toString('latin1').includes('%PDF-')) throw refusal('not_a_pdf');
}

/** The uploaded name made safe to keep and show: no path, no control characters, bounded length. */
export function cleanFilename(raw: string | undefined): string {
  // Browsers send `"` and line breaks in a multipart filename as %22 / %0D / %0A: show the quote, drop
  // the rest; bidirectional overrides (U+202A–202E, U+2066–2069) could disguise the extension.
  const decoded = (raw ?? '').replace(/%22/gi, '"').replace(/%0[ad]/gi, '');
  // eslint-disable-next-line no-control-regex
  const base = decoded.split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  const name = base.length > MAX_NAME_LENGTH ? base.slice(base.length - MAX_NAME_LENGTH) : base;
  return name || 'statement.pdf';
}

/** `March 2024.pdf` → `March 2024.xlsx`. */
export function workbookName(originalFilename: string): string {
  return `${originalFilename.replace(/\.pdf$/i, '') || 'statement'}.xlsx`;
}
