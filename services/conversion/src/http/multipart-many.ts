import type { Request } from 'express';
import { BadRequestError } from '@bankxl/platform';
import { InputRefusedError, UploadTooLargeError } from '../domain/errors.js';
import type { Upload } from '../domain/upload.js';
import { readMultipartFiles, TOO_MANY_FIELDS } from './multipart-files.js';

/**
 * Like readUpload, for the public API: every `file` part (at most `maxFiles`), each up to `maxBytes`,
 * and one `password` field for all of them. The whole request is read before answering, so the
 * client always gets our answer.
 */
export async function readUploads(req: Request, opts: { maxBytes: number; maxMb: number; maxFiles: number }): Promise<Upload[]> {
  const { files, refused, filePartsCut, fields, fieldsCut } = await readMultipartFiles(req, {
    fileFields: ['file'],
    maxFiles: opts.maxFiles,
    maxFileBytes: opts.maxBytes,
    notMultipartMessage: 'Send the statements as multipart/form-data with one or more "file" fields.',
  });
  if (refused === 'too_large') throw new UploadTooLargeError(opts.maxMb);
  // Here more file parts than the parser hands out count as too many, whatever their names.
  if (refused === 'too_many' || filePartsCut) throw new BadRequestError(`At most ${opts.maxFiles} files can be sent at once.`, 'too_many_files');
  if (files.length === 0 && fieldsCut) throw new BadRequestError(TOO_MANY_FIELDS, 'too_many_fields');
  if (files.length === 0) throw new InputRefusedError('missing_file', 'Choose a PDF statement to convert.');
  const password = fields.get('password');
  return files.map((file) => ({ ...file, password }));
}
