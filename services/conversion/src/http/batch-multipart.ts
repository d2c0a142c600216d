import type { Request } from 'express';
import { BatchRefusedError } from '../domain/batch-errors.js';
import type { Upload } from '../domain/upload.js';
import { readMultipartFiles, TOO_MANY_FIELDS } from './multipart-files.js';

export type BatchUploadLimits = { maxFiles: number; maxBytes: number; maxMb: number };

/**
 * Streams a batch upload: every `files` (or `file`) part into memory, all of them together up to
 * `maxBytes`, at most `maxFiles` parts. The whole request is read even past a limit, so the client
 * always gets our answer; nothing is kept from a refused batch.
 */
export async function readBatchUpload(req: Request, limits: BatchUploadLimits): Promise<Upload[]> {
  const { files, refused, fieldsCut } = await readMultipartFiles(req, {
    fileFields: ['files', 'file'],
    maxFiles: limits.maxFiles,
    maxFileBytes: limits.maxBytes,
    maxTotalBytes: limits.maxBytes,
    notMultipartMessage: 'Send the statements as multipart/form-data with "files" fields.',
  });
  if (refused === 'too_large') throw new BatchRefusedError('batch_too_large', `This batch is larger than the ${limits.maxMb} MB limit.`, 413);
  if (refused === 'too_many') throw tooManyFiles(limits.maxFiles);
  if (files.length === 0 && fieldsCut) throw new BatchRefusedError('too_many_fields', TOO_MANY_FIELDS.replace('the statement in the "file" field', 'the statements in "files" fields'));
  if (files.length === 0) throw new BatchRefusedError('missing_file', 'Choose the PDF statements to convert.');
  return files;
}

export const tooManyFiles = (max: number) => new BatchRefusedError('too_many_files', `A batch can hold at most ${max} statements.`);
