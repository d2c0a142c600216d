import busboy from 'busboy';
import type { Request } from 'express';
import { BadRequestError } from '@bankxl/platform';
import { cleanFilename, type Upload } from '../domain/upload.js';

export type MultipartFilesOptions = {
  /** Names of the file parts taken; file parts of other names are read and dropped. */
  fileFields: readonly string[];
  maxFiles: number;
  /** Per file. */
  maxFileBytes: number;
  /** All taken files together (default: no limit beyond the per-file one). */
  maxTotalBytes?: number;
  /** The answer when the request is not multipart/form-data at all. */
  notMultipartMessage: string;
};

export type MultipartFiles = {
  /** The taken files in order; empty when `refused`. */
  files: Upload[];
  /** The first limit a taken file broke: nothing is kept after it. */
  refused: 'too_large' | 'too_many' | null;
  /** The parser stopped handing out file parts: more than maxFiles + 1 came, whatever their names. */
  filePartsCut: boolean;
  /** Non-empty text fields, the last one of each name. */
  fields: Map<string, string>;
  /** The parser stopped reading fields or parts: more text fields came than a form of ours has. */
  fieldsCut: boolean;
};

/** The answer when a request's text fields used up the parser's limits before a statement came. */
export const TOO_MANY_FIELDS = 'The upload has too many form fields. Send the statement in the "file" field, with at most 10 other fields.';

/**
 * Streams a multipart request's files into memory within the limits. The whole request is read
 * even past a limit, so the client always gets our answer; what broke a limit is told, not thrown,
 * for the caller to word. Rejects only when the request cannot be read as multipart at all.
 */
export function readMultipartFiles(req: Request, opts: MultipartFilesOptions): Promise<MultipartFiles> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: opts.maxFileBytes, files: opts.maxFiles + 1, fields: 10, fieldSize: 4096, parts: opts.maxFiles + 12 },
      });
    } catch {
      reject(new BadRequestError(opts.notMultipartMessage, 'invalid_upload'));
      return;
    }
    const maxTotalBytes = opts.maxTotalBytes ?? Infinity;
    const files: { filename: string | undefined; chunks: Buffer[] }[] = [];
    const fields = new Map<string, string>();
    let total = 0;
    let refused: MultipartFiles['refused'] = null;
    let filePartsCut = false;
    const refuse = (reason: 'too_large' | 'too_many') => {
      refused ??= reason;
      files.length = 0;
    };

    const unreadable = () => reject(new BadRequestError('The upload could not be read. Please try again.', 'invalid_upload'));
    parser.on('file', (name, stream, info) => {
      // A part cut short ("Unexpected end of form") errors on its own stream too: unhandled, that
      // error would take the whole process down.
      stream.on('error', unreadable);
      if (!opts.fileFields.includes(name) || refused) {
        stream.resume();
        return;
      }
      if (files.length >= opts.maxFiles) {
        refuse('too_many');
        stream.resume();
        return;
      }
      const file = { filename: info.filename, chunks: [] as Buffer[] };
      files.push(file);
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > maxTotalBytes) refuse('too_large');
        if (!refused) file.chunks.push(chunk);
      });
      stream.on('limit', () => refuse('too_large'));
    });
    parser.on('filesLimit', () => {
      filePartsCut = true;
    });
    let fieldsCut = false;
    parser.on('fieldsLimit', () => (fieldsCut = true));
    parser.on('partsLimit', () => (fieldsCut = true));
    parser.on('field', (name, value) => {
      if (value !== '') fields.set(name, value);
    });
    parser.on('error', unreadable);
    parser.on('close', () => {
      resolve({
        files: refused ? [] : files.map((f) => ({ bytes: Buffer.concat(f.chunks), originalFilename: cleanFilename(f.filename) })),
        refused,
        filePartsCut,
        fields,
        fieldsCut,
      });
    });
    req.on('aborted', () => reject(new BadRequestError('The upload was interrupted.', 'upload_aborted')));
    req.pipe(parser);
  });
}
