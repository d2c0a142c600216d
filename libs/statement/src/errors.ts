import { MAX_IMAGE_PIXELS } from './ocr/port.js';

/** Why a PDF could not be turned into a Statement. Each code has one user-facing message. */
export type StatementErrorCode =
  | 'not_a_pdf'
  | 'corrupt_pdf'
  | 'password_required'
  | 'wrong_password'
  | 'no_text_layer'
  | 'no_transactions'
  | 'too_many_pages'
  | 'no_pages'
  | 'oversized_content'
  | 'too_complex'
  | 'scan_too_large'
  | 'reading_unavailable';

const MESSAGES: Record<StatementErrorCode, string> = {
  not_a_pdf: 'This file is not a PDF.',
  corrupt_pdf: 'This PDF is damaged or incomplete and cannot be read.',
  password_required: 'This PDF is password-protected. Enter its password to convert it.',
  wrong_password: 'The password for this PDF is incorrect.',
  no_text_layer: 'This PDF is a scanned image with no text layer. Scanned statements are not supported yet.',
  no_transactions: 'No transactions were found in this PDF.',
  too_many_pages: 'This PDF has too many pages to convert.',
  no_pages: 'This PDF declares no pages, so there is nothing to convert.',
  oversized_content: 'This PDF unpacks into far more data than a bank statement holds, so it cannot be converted.',
  too_complex: 'This PDF draws its pages with far more nesting or operations than a bank statement, so it cannot be converted.',
  scan_too_large: `The scanned pages of this PDF are images larger than OCR can read (over ${Math.round(MAX_IMAGE_PIXELS / 1e6)} megapixels a page, as a page scanned at more than about 400 dpi). Please scan them at 300 dpi, or save the scan at a lower resolution.`,
  reading_unavailable: 'This statement cannot be read that way: no reading of its table fits that choice.',
};

/** A refusal with a stable `code` and a message that can be shown to the user as is. */
export class StatementError extends Error {
  override readonly name = 'StatementError';
  constructor(
    readonly code: StatementErrorCode,
    message: string = MESSAGES[code],
  ) {
    super(message);
  }
}
