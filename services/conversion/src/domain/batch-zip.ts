import type JSZip from 'jszip';
import { BatchRefusedError } from './batch-errors.js';
import { cleanFilename, type Upload } from './upload.js';

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

export const looksLikeZip = (bytes: Buffer) => bytes.subarray(0, 4).equals(ZIP_MAGIC);

export type ZipLimits = { maxFiles: number; maxBytes: number; maxMb: number };

/**
 * The PDFs inside a zip, as uploads of their own. Bounded before and while inflating: at most
 * `maxFiles` entries, at most `maxBytes` inflated in all (counted as the bytes come out, not from the
 * sizes the zip declares), no entry whose path leaves the archive, and only `.pdf` entries (folders and
 * macOS `__MACOSX` / `._` metadata are skipped). Each PDF is still checked by its content later.
 */
export async function pdfsInZip(zipName: string, bytes: Buffer, limits: ZipLimits, alreadyInflated = 0): Promise<Upload[]> {
  let zip: JSZip;
  try {
    // Loaded with the first batch zip: the service's main thread need not hold JSZip until then (issue 25).
    const { default: JSZipModule } = await import('jszip');
    zip = await JSZipModule.loadAsync(bytes, { createFolders: false });
  } catch {
    throw new BatchRefusedError('unreadable_zip', `${zipName} is not a zip file that can be read.`);
  }
  const entries = Object.values(zip.files).filter((e) => !e.dir && !isMacMetadata(e.name));
  if (entries.length > limits.maxFiles) throw new BatchRefusedError('too_many_files', `A batch can hold at most ${limits.maxFiles} statements.`);
  let inflated = alreadyInflated;
  const uploads: Upload[] = [];
  for (const entry of entries) {
    // JSZip rewrites `../a.pdf` to `a.pdf` in `name`; the name as the zip holds it is what we judge.
    const path = (entry.unsafeOriginalName ?? entry.name).replace(/\\/g, '/');
    if (path.startsWith('/') || /^[a-z]:/i.test(path) || path.split('/').includes('..')) {
      throw new BatchRefusedError('unsafe_zip', `${zipName} holds an entry outside the archive (${cleanFilename(path)}).`);
    }
    if (!/\.pdf$/i.test(path)) {
      throw new BatchRefusedError('not_a_pdf_in_zip', `${zipName} holds ${cleanFilename(path)}, which is not a PDF. A zip may hold only PDF statements.`);
    }
    const body = await inflateBounded(entry, limits.maxBytes - inflated, () => new BatchRefusedError('batch_too_large', `This batch is larger than the ${limits.maxMb} MB limit once unzipped.`, 413));
    inflated += body.length;
    uploads.push({ bytes: body, originalFilename: cleanFilename(path) });
  }
  return uploads;
}

const isMacMetadata = (name: string) => name.startsWith('__MACOSX/') || /(^|\/)\._/.test(name);

/** Inflates one entry, giving up as soon as more than `budget` bytes come out (a zip bomb stops here). */
function inflateBounded(entry: JSZip.JSZipObject, budget: number, tooLarge: () => Error): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let stopped = false;
    const stream = entry.nodeStream('nodebuffer');
    stream.on('data', (chunk: Buffer) => {
      if (stopped) return;
      size += chunk.length;
      if (size > budget) {
        stopped = true;
        stream.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(chunk);
    });
    stream.on('error', () => {
      if (stopped) return;
      stopped = true;
      reject(new BatchRefusedError('unreadable_zip', `${cleanFilename(entry.name)} could not be unzipped.`));
    });
    stream.on('end', () => {
      if (!stopped) resolve(Buffer.concat(chunks));
    });
  });
}
