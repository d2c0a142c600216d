import { StatementError } from './errors.js';
import { buildLines } from './lines.js';
import { ScannedPages } from './ocr/scan.js';
import { openPdf, PageTooDenseError } from './pdf.js';
import { MIN_TEXT_PER_PAGE, textLayerOf, visibleCharacters } from './text-layer.js';
import { StatementEngine } from './engine/index.js';
import type { ParseOptions, Statement } from './types.js';

/** Documents longer than this are refused unless the caller sets its own `pageLimit`. */
export const DEFAULT_PAGE_LIMIT = 500;

const TOO_DENSE = 'No transactions were found in this PDF: its pages hold far more text than a statement does.';
const GARBLED = 'The text in this PDF does not match what its pages show (its fonts are re-encoded), so it can only be read as a scan.';


/** Pages of a document and those among them without a usable text layer (none, or garbled), which only OCR can read. */
export type TextLayerProbe = { pages: number; withoutText: number[] };

/** The read ended early because its `stopped` option said so (the caller gave up on it). */
export class ReadStoppedError extends Error {
  override readonly name = 'ReadStoppedError';
  constructor() {
    super('the read was stopped');
  }
}

/**
 * Counts the pages and finds those without a text layer (by the same measure parseStatement uses), among
 * the first `maxPages` when given (none looked for when the document is longer than `pageLimit`, which
 * is refused anyway): how a caller tells a scan, or a statement with a scanned page, before
 * reading it, to send it where an OCR engine waits. Reads text only (no rendering, no OCR); a page that
 * cannot be read at all is not counted as a scan (parseStatement skips it with a warning).
 */
export async function pagesWithoutText(
  bytes: Uint8Array,
  opts: { password?: string; maxPages?: number; pageLimit?: number; stopped?: () => boolean } = {},
): Promise<TextLayerProbe> {
  const pdf = await openPdf(bytes, opts.password);
  try {
    if (pdf.pageCount > (opts.pageLimit ?? Infinity)) return { pages: pdf.pageCount, withoutText: [] };
    const wanted = opts.maxPages && opts.maxPages > 0 ? Math.min(opts.maxPages, pdf.pageCount) : pdf.pageCount;
    const withoutText: number[] = [];
    for (let number = 1; number <= wanted; number++) {
      if (opts.stopped?.()) throw new ReadStoppedError();
      const page = await pdf.readPage(number).catch(() => null);
      if (page && textLayerOf(page.items) !== 'readable') withoutText.push(number);
    }
    return { pages: pdf.pageCount, withoutText };
  } finally {
    await pdf.close();
  }
}

/** parseStatement with `scansElsewhere`: these pages have no usable text layer, and only OCR can read them. */
export class ScansFoundError extends Error {
  override readonly name = 'ScansFoundError';
  constructor(readonly probe: TextLayerProbe) {
    super(`pages without a text layer: ${probe.withoutText.join(', ')}`);
  }
}

/**
 * Reads a bank or card statement PDF into accounts, transactions and checks. Pages are read one after
 * another and their text dropped once turned into rows. Refusals throw a StatementError.
 */
export async function parseStatement(bytes: Uint8Array, opts: ParseOptions = {}): Promise<Statement> {
  const pdf = await (opts.open ?? openPdf)(bytes, opts.password);
  const scans = opts.ocr ? new ScannedPages(bytes, opts.ocr, opts.password) : null;
  try {
    const limit = opts.pageLimit ?? DEFAULT_PAGE_LIMIT;
    if (pdf.pageCount > limit) throw new StatementError('too_many_pages', `This PDF has ${pdf.pageCount} pages; at most ${limit} can be converted at once.`);
    opts.onOpened?.(pdf.pageCount);
    const wanted = opts.maxPages && opts.maxPages > 0 ? Math.min(opts.maxPages, pdf.pageCount) : pdf.pageCount;
    const scansElsewhere = Boolean(opts.scansElsewhere) && !scans;
    const withoutText: number[] = [];
    const warnings: string[] = [];
    const engine = new StatementEngine();
    let characters = 0;
    let pagesRead = 0;
    let densePages = 0;
    let garbled = 0;
    for (let number = 1; number <= wanted; number++) {
      if (opts.stopped?.()) throw new ReadStoppedError();
      let page;
      try {
        page = await pdf.readPage(number);
      } catch (error) {
        const dense = error instanceof PageTooDenseError;
        if (dense) densePages++;
        warnings.push(dense ? `Page ${number} holds far more text than a statement page and was skipped.` : `Page ${number} could not be read and was skipped.`);
        continue;
      }
      pagesRead++;
      let items = page.items;
      let pageCharacters = visibleCharacters(items);
      // The page thread looks while the engine reads the page before (the same function of the same items).
      const layer = page.layer ?? textLayerOf(items);
      if (scansElsewhere && (layer !== 'readable' || withoutText.length > 0)) {
        // The document goes to OCR: the rest of its pages are only looked at, as pagesWithoutText does.
        if (layer !== 'readable') withoutText.push(number);
        continue;
      }
      // OCR (opt-in): a page without a usable text layer (none, or garbled) is rendered and read by the engine instead.
      let ocr = false;
      opts.onProgress?.({ pagesDone: number - 1, pages: wanted, reading: { page: number, ocr: layer !== 'readable' && scans !== null } });
      if (layer !== 'readable' && scans) {
        const scanned = await scans.read(number, warnings, layer === 'garbled' ? 'garbled' : 'scan');
        ocr = scanned !== null;
        items = scanned ?? items;
        pageCharacters = visibleCharacters(items);
      } else if (layer === 'garbled') {
        garbled++;
        warnings.push(`Page ${number} has a text layer that does not match what it shows (its fonts are re-encoded): only OCR can read it.`);
      }
      characters += pageCharacters;
      // A page whose image is too large to read has its own warning (ScannedPages), which says what to do.
      if (pageCharacters < MIN_TEXT_PER_PAGE && !scans?.tooLarge.includes(number)) warnings.push(`Page ${number} has no text layer (a scanned page?) and could not be read.`);
      // The page goes into the tables now; its text items and lines are not kept.
      engine.addPage({ number, height: page.height, ocr, lines: buildLines(number, items, { ocr }) });
    }
    if (withoutText.length > 0) throw new ScansFoundError({ pages: pdf.pageCount, withoutText });
    opts.onProgress?.({ pagesDone: wanted, pages: wanted, reading: null });
    if (pagesRead === 0 && densePages > 0) throw new StatementError('no_transactions', TOO_DENSE);
    if (pagesRead === 0) throw new StatementError('corrupt_pdf');
    // Nothing to read, because the scans are larger images than OCR reads: say so, not that they hold no text.
    if (characters < MIN_TEXT_PER_PAGE * pagesRead && scans?.tooLarge.length) throw new StatementError('scan_too_large');
    if (characters < MIN_TEXT_PER_PAGE * pagesRead) throw new StatementError('no_text_layer');
    const read = engine.finish({ createdOn: await pdf.createdOn(), readings: opts.readings });
    warnings.push(...read.warnings);
    if (!read.accounts.some((a) => a.transactions.length > 0)) throw new StatementError(garbled ? 'no_text_layer' : 'no_transactions', garbled ? GARBLED : undefined);
    const statement: Statement = { pages: pdf.pageCount, pagesParsed: wanted, bank: read.bank, accounts: read.accounts, warnings: [...new Set(warnings)] };
    return scans ? scans.annotate(statement) : statement;
  } finally {
    await pdf.close();
    await scans?.close();
  }
}
