import busboy from 'busboy';
import type { Request } from 'express';
import { BadRequestError } from '@bankxl/platform';
import { BatchRefusedError } from '../domain/batch-errors.js';
import { cleanFilename, type Upload } from '../domain/upload.js';

export type BatchUploadLimits = { maxFiles: number; maxBytes: number; maxMb: number };

/**
 * Streams a batch upload: every `files` (or `file`) part into memory, all of them together up to
 * `maxBytes`, at most `maxFiles` parts. The whole request is read even past a limit, so the client
 * always gets our answer; nothing is kept from a refused batch.
 */
export function readBatchUpload(req: Request, limits: BatchUploadLimits): Promise<Upload[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: limits.maxBytes, files: limits.maxFiles + 1, fields: 10, fieldSize: 4096, parts: limits.maxFiles + 12 },
      });
    } catch {
      reject(new BadRequestError('Send the statements as multipart/form-data with "files" fields.', 'invalid_upload'));
      return;
    }
    const uploads: Upload[] = [];
    let total = 0;
    let refused: Error | null = null;
    const unreadable = () => reject(new BadRequestError('The upload could not be read. Please try again.', 'invalid_upload'));
    const tooLarge = () => new BatchRefusedError('batch_too_large', `This batch is larger than the ${limits.maxMb} MB limit.`, 413);
    parser.on('file', (name, stream, info) => {
      stream.on('error', unreadable);
      if ((name !== 'files' && name !== 'file') || refused) {
        stream.resume();
        return;
      }
      if (uploads.length >= limits.maxFiles) {
        refused = tooManyFiles(limits.maxFiles);
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        total += chunk.length;
        if (total > limits.maxBytes) {
          refused ??= tooLarge();
          chunks.length = 0;
          return;
        }
        chunks.push(chunk);
      });
      stream.on('limit', () => {
        refused ??= tooLarge();
      });
      stream.on('end', () => {
        if (!refused) uploads.push({ bytes: Buffer.concat(chunks), originalFilename: cleanFilename(info.filename) });
      });
    });
    parser.on('error', unreadable);
    parser.on('close', () => {
      if (refused) return reject(refused);
      if (uploads.length === 0) return reject(new BatchRefusedError('missing_file', 'Choose the PDF statements to convert.'));
      resolve(uploads);
    });
    req.on('aborted', () => reject(new BadRequestError('The upload was interrupted.', 'upload_aborted')));
    req.pipe(parser);
  });
}

export const tooManyFiles = (max: number) => new BatchRefusedError('too_many_files', `A batch can hold at most ${max} statements.`);
