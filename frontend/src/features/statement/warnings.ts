import type { Statement } from './types';

const listing = (pages: number[]) =>
  pages.length <= 1 ? pages.join('') : `${pages.slice(0, -1).join(', ')} and ${pages[pages.length - 1]}`;

/**
 * The statement's warnings in plain words: the engine's own sentences, plus a line for pages read by OCR
 * that the engine did not already name (older statements carry `ocrPages` without the sentence).
 */
export function plainWarnings(statement: Pick<Statement, 'warnings' | 'ocrPages' | 'pages' | 'pagesParsed'>): string[] {
  const out: string[] = [];
  const unnamed = (statement.ocrPages ?? []).filter((p) => !statement.warnings.some((w) => w.startsWith(`Page ${p} was read by OCR`)));
  if (unnamed.length === 1) out.push(`Page ${unnamed[0]} was read by OCR: check its figures against the PDF.`);
  else if (unnamed.length > 1) out.push(`Pages ${listing(unnamed)} were read by OCR: check their figures against the PDF.`);
  if (statement.pagesParsed < statement.pages) out.push(`Only ${statement.pagesParsed} of ${statement.pages} pages were read.`);
  for (const w of statement.warnings) if (w && !out.includes(w)) out.push(w);
  return out;
}
