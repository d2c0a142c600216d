/** Reads the file name out of a Content-Disposition header (RFC 6266, with the RFC 5987 form preferred). */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // a malformed escape: fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || fallback;
}

/** Hands a blob to the browser as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL dies.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * An RTK Query response handler for GET /api/download: a failure becomes its JSON body (or a message),
 * a success goes straight to the browser's downloads and only its file name reaches the store.
 */
export const saveDownload = (fallbackName: string) => async (response: Response) => {
  if (!response.ok) {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch {
      return { message: text || response.statusText || `HTTP ${response.status}` };
    }
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), fallbackName);
  saveBlob(await response.blob(), fileName);
  return { fileName };
};
