import { fold } from '../keywords.js';
import type { Line } from '../lines.js';
import { tokenizeLine, type TokenLine } from './tokens.js';

/** One page as the later stages see it: its lines with their tokens. */
export type PageLines = {
  number: number;
  height: number;
  /** Read by OCR: positions scatter more, so tolerances widen. */
  ocr: boolean;
  lines: TokenLine[];
  /** Lines that are page furniture: running headers and footers, page numbers, "continued" notes. */
  furniture: Set<TokenLine>;
};

const PAGE_MARK =
  /\b(page|seite|p[aá]gina|pag\.?|blatt|blad|pagina|folio|strona|sivu|sida|side|sayfa|strana)\s*\d+\s*(of|von|de|sur|di|van|\/|z|av|af|\/)\s*\d+\b|^\s*\d+\s*\/\s*\d+\s*$|^(page|seite|p[aá]gina)\s*\d+$|^\s*-\s*\d+\s*-\s*$|第\s*\d+\s*页|\d+\s*\/\s*\d+\s*页/i;
const CONTINUED = /\b(continued (on|from|overleaf)|suite au verso|fortsetzung|continua en|wird fortgesetzt|vervolg)\b|^\s*(continued|to be continued|(à|a) suivre|suite|fortsetzung folgt|continúa|continua|segue)\s*(\.{1,3}|…)?\s*$/i;
/** "3/5" alone on a line: a page number in the margins, but in a table it is a date or a reference ("10/10"). */
const BARE_PAGE_NUMBER = /^\s*(\d+)\s*\/\s*(\d+)\s*$/;

/** A line that opens with a date or closes with a figure: a row of a table, not a running header. */
const isRowLike = (line: TokenLine) => line.tokens[0]?.kind === 'date' || (line.tokens.length > 1 && line.tokens[line.tokens.length - 1].money !== undefined);

/**
 * A line's shape regardless of its figures: the same running header on every page has the same key ("Page # of #").
 * A line of figures alone keeps its figures: an account number repeated at the top of each page is the same line,
 * while an amount wrapped into a description at the top of two pages ("150500.00", "396500.00") is no header.
 */
const keyOf = (line: Line) => `${/\p{L}/u.test(line.text) ? fold(line.text).replace(/\d/g, '#') : line.text.trim()}@${Math.round(line.y / 3)}`;

/**
 * Turns pages of lines into PageLines, page after page, and marks their furniture. A line repeated from the previous page
 * at the same height in the top or bottom margin is furniture, as is a page mark ("Page 2 of 5"); rows can
 * repeat too (the same fee every month), so only the margins are looked at.
 */
export class PagePreparer {
  private previousKeys = new Set<string>();

  /** Tokenizes one page's lines and marks its furniture; pages come in order (the page before tells what repeats). */
  prepare(page: { number: number; height: number; ocr: boolean; lines: Line[] }): PageLines {
    const lines = page.lines.map((l, i) => tokenizeLine(l, i));
    const furniture = new Set<TokenLine>();
    const keys = new Set<string>();
    const top = page.height * 0.16;
    const bottom = page.height * 0.88;
    lines.forEach((line, i) => {
      const inMargin = line.y < top || line.y > bottom;
      // Only margin lines are compared with the page before: the others need no key.
      const key = inMargin ? keyOf(line) : '';
      if (inMargin) keys.add(key);
      // A line set right under a row ("Card payment" below the last row of a page) continues it, even where the
      // page before happened to print the same words at the same height.
      const above = lines[i - 1];
      const underRow = above && line.y - above.y <= line.size * 1.8 && isRowLike(above);
      // Or right over one (a cell wrapped above its row's figures).
      const below = lines[i + 1];
      const overRow = below && below.y - line.y <= line.size * 1.8 && below.tokens[0]?.kind === 'date' && isRowLike(below);
      const repeated = inMargin && this.previousKeys.has(key) && !underRow && !overRow && !line.tokens.some((t) => t.kind === 'date' && t.cellStart);
      // "3/5" alone is a page number only where it names this page ("23/11" under a row is a wrapped date).
      const bare = line.text.match(BARE_PAGE_NUMBER);
      const pageMark = bare ? inMargin && !underRow && Number(bare[1]) === page.number : PAGE_MARK.test(line.text);
      if (repeated || pageMark || CONTINUED.test(line.text)) furniture.add(line);
    });
    this.previousKeys = keys;
    return { number: page.number, height: page.height, ocr: page.ocr, lines, furniture };
  }
}

/** Every page prepared in order (for tools that hold a whole document). */
export function preparePages(pages: { number: number; height: number; ocr: boolean; lines: Line[] }[]): PageLines[] {
  const preparer = new PagePreparer();
  return pages.map((page) => preparer.prepare(page));
}
