import type { TextItem } from '../pdf.js';
import type { Statement } from '../types.js';
import { deskew } from './deskew.js';
import { readsPoorly, sureCharacters, turnQuarters, turnsToTry } from './orient.js';
import { correctByColumn, correctFigures, correctMarks } from './figures.js';
import { MAX_IMAGE_PIXELS, type OcrEngine, type OcrWord } from './port.js';
import type { PageRenderer } from './render.js';
import { withoutSpecks } from './specks.js';

/** Below this confidence (0–100) a row is named in the warnings: tesseract gives clean print 90 or more. */
export const LOW_CONFIDENCE = 75;

/** An OCR'd word as the text item a text layer would have given (see `TextItem` in pdf.ts). */
const asTextItem = (word: OcrWord): TextItem => ({ str: word.text, x: word.x, y: word.baseline, width: word.width, size: word.size });

const megapixels = Math.round(MAX_IMAGE_PIXELS / 1e6);

/** A page whose image is larger than OCR reads: what happened and what to do. */
export const tooLargeWarning = (page: number) =>
  `Page ${page} was not read: its image is larger than OCR can read (over ${megapixels} megapixels, as a page scanned at more than about 400 dpi). Scan or save it at 300 dpi to have it read.`;

const money = (n: number) => (n < 0 ? '-' : '') + Math.abs(n).toFixed(2);

/**
 * Reads the pages of one document that have no text layer, through an OCR engine, and afterwards tells
 * the statement which pages were read so and how sure the engine was of each row on them.
 */
export class ScannedPages {
  /** Pages read by OCR, in order. */
  readonly pages: number[] = [];
  /** Pages not read because their image is over MAX_IMAGE_PIXELS (a scan finer than about 400 dpi, or a huge screenshot). */
  readonly tooLarge: number[] = [];
  private readonly wordsByPage = new Map<number, OcrWord[]>();
  private renderer: Promise<PageRenderer> | null = null;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly engine: OcrEngine,
    private readonly password?: string,
  ) {}

  /** The page's words as text items, or null when it could not be rendered or recognised; notes go to `warnings`. */
  /** `why`: the page has no text layer (a scan), or one that does not match what it shows (re-encoded fonts). */
  async read(pageNumber: number, warnings: string[], why: 'scan' | 'garbled' = 'scan'): Promise<TextItem[] | null> {
    let words: OcrWord[];
    let turned = 0;
    try {
      // Rendering loads a native canvas: only documents with a scanned page pay for it.
      this.renderer ??= import('./render.js').then((m) => m.openRenderer(this.bytes, this.password));
      const renderer = await this.renderer;
      await this.engine.release?.();
      // Level before reading: a tilted page's rows would otherwise drift across the layout's lines.
      words = withoutSpecks(await this.engine.recognise(deskew(await renderer.render(pageNumber, this.engine.dpi)).image));
      // Read poorly: perhaps scanned upside down or sideways. Read again turned; the surest reading wins.
      // The page is rendered again rather than kept while it was read (8 MB at 300 dpi, on top of the
      // engine's peak), and after the engine let go of what it held, as before any page.
      if (readsPoorly(words)) {
        await this.engine.release?.();
        const rendered = await renderer.render(pageNumber, this.engine.dpi);
        for (const turns of turnsToTry(rendered)) {
          const turnedWords = withoutSpecks(await this.engine.recognise(deskew(turnQuarters(rendered, turns)).image));
          if (sureCharacters(turnedWords) > sureCharacters(words)) [words, turned] = [turnedWords, turns];
          if (!readsPoorly(turnedWords)) break;
        }
      }
    } catch (error) {
      if ((error as Error)?.name === 'ScanTooLargeError') {
        this.tooLarge.push(pageNumber);
        warnings.push(tooLargeWarning(pageNumber));
      } else warnings.push(`Page ${pageNumber} has no text layer and could not be read by OCR either.`);
      return null;
    }
    const byWord = correctFigures(words);
    const byColumn = correctByColumn(byWord.words);
    const byMark = correctMarks(byColumn.words);
    const corrected = byMark.words;
    const fixes = [...byWord.fixes, ...byColumn.fixes, ...byMark.fixes];
    this.pages.push(pageNumber);
    this.wordsByPage.set(pageNumber, corrected);
    warnings.push(
      why === 'scan'
        ? `Page ${pageNumber} was read by OCR (it is a scanned image): check its figures against the scan.`
        : `Page ${pageNumber} was read by OCR (its text layer does not match what the page shows): check its figures against the page.`,
    );
    if (turned) warnings.push(`Page ${pageNumber} was scanned ${turned === 2 ? 'upside down' : 'sideways'}: it was turned round to be read.`);
    for (const fix of fixes) warnings.push(`Page ${pageNumber}: read '${fix.read}' as ${fix.as}`);
    return corrected.map(asTextItem);
  }

  /**
   * The engine's confidence in a row: that of its least certain date or figure on the row's first line
   * (the words that decide the numbers), else of its least certain word there.
   */
  private confidenceAt(page: number, y: number): number | null {
    const line = (this.wordsByPage.get(page) ?? []).filter((w) => Math.abs(w.baseline - y) <= Math.max(1.5, w.size * 0.4));
    if (!line.length) return null;
    const figures = line.filter((w) => /\d/.test(w.text));
    return Math.round(Math.min(...(figures.length ? figures : line).map((w) => w.confidence)));
  }

  /** The statement with its OCR'd pages, each OCR'd row's confidence and the low-confidence rows named. */
  annotate(statement: Statement): Statement {
    const lowRows: string[] = [];
    const ocrd = new Set(this.pages);
    const accounts = statement.accounts.map((account) => ({
      ...account,
      transactions: account.transactions.map((t) => {
        if (!ocrd.has(t.page)) return t;
        const confidence = this.confidenceAt(t.page, t.y);
        if (confidence === null) return t;
        if (confidence < LOW_CONFIDENCE) lowRows.push(`Page ${t.page}: the row of ${t.date} (${money(t.amount)}, "${t.description}") was read with low confidence (${confidence}%); check it against the scan.`);
        return { ...t, confidence };
      }),
    }));
    return { ...statement, accounts, ocrPages: [...this.pages], warnings: [...new Set([...statement.warnings, ...lowRows])] };
  }

  async close(): Promise<void> {
    if (this.renderer) await (await this.renderer.catch(() => null))?.close();
  }
}
