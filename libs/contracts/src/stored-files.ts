/**
 * Where the picture of a stored statement's first page is kept: beside its PDF, under a name made from the
 * PDF's, so every service that deletes a document's files (Delete now, retention, an account deleted, a
 * conversion that did not complete) finds it from the key it already has. Conversion writes it with the PDF;
 * documents serves it (GET /api/documents/:id/first-page) and deletes it with the PDF.
 */
export const firstPageKeyOf = (pdfKey: string): string => `${pdfKey}.first-page.jpg`;

/** Every stored object of a document, from the keys its records hold (absent keys left out). */
export function storedKeysOf(row: { pdfKey?: string | null; workbookKey?: string | null; statementKey?: string | null }): string[] {
  const keys = [row.pdfKey, row.workbookKey, row.statementKey].filter((k): k is string => Boolean(k));
  return row.pdfKey ? [...keys, firstPageKeyOf(row.pdfKey)] : keys;
}
