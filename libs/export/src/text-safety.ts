// Spreadsheet apps run a cell that starts with one of these as a formula (OWASP "CSV injection").
const FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'];

export const looksLikeFormula = (text: string): boolean => FORMULA_TRIGGERS.some((t) => text.startsWith(t));

// XML 1.0 forbids these characters; one in a cell would make Excel call the whole workbook corrupt.
// eslint-disable-next-line no-control-regex
const XML_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const EXCEL_CELL_LIMIT = 32_767;

/** Text as an xlsx cell can hold it: no XML-forbidden characters, within Excel's cell length limit. */
export function cellText(text: string): string {
  const clean = text.replace(XML_FORBIDDEN, '');
  return clean.length > EXCEL_CELL_LIMIT ? clean.slice(0, EXCEL_CELL_LIMIT) : clean;
}

/** A CSV text field that a spreadsheet will show as text, never evaluate: `'` before a formula trigger. */
export const csvSafeText = (text: string): string => (looksLikeFormula(text) ? `'${text}` : text);
