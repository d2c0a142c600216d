import type JSZip from 'jszip';

let loaded: Promise<typeof JSZip> | undefined;

/**
 * JSZip, loaded by the first zip this process writes or reads. The services' main threads import this package
 * for its formats and checks, and most processes never build a zip: loading JSZip costs about 11 MB resident
 * (issue 25's idle memory), as exceljs.ts says of exceljs.
 */
export function loadJsZip(): Promise<typeof JSZip> {
  loaded ??= import('jszip').then((m) => m.default);
  return loaded;
}
