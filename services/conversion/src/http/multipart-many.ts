import busboy from 'busboy';
import type { Request } from 'express';
import { BadRequestError } from '@bankxl/platform';
import { InputRefusedError, UploadTooLargeError } from '../domain/errors.js';
import { cleanFilename, type Upload } from '../domain/upload.js';

/**
 * Like readUpload, for the public API: every `file` part (at most `maxFiles`), each up to `maxBytes`,
 * and one `password` field for all of them. The whole request is read before answering, so the
 * client always gets our answer.
 */
export function readUploads(req: Request, opts: { maxBytes: number; maxMb: number; maxFiles: number }): Promise<Upload[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: opts.maxBytes, files: opts.maxFiles + 1, fields: 10, fieldSize: 4096, parts: opts.maxFiles + 12 },
      });
    } catch {
      reject(new BadRequestError('Send the statements as multipart/form-data with one or more "file" fields.', 'invalid_upload'));
      return;
    }
    const files: { name: string | undefined; chunks: Buffer[] }[] = [];
    let tooLarge = false;
    let tooMany = false;
    let password: string | undefined;

    const unreadable = () => reject(new BadRequestError('The upload could not be read. Please try again.', 'invalid_upload'));
    parser.on('file', (name, stream, info) => {
      stream.on('error', unreadable);
      if (name !== 'file' || files.length >= opts.maxFiles) {
        if (name === 'file') tooMany = true;
        stream.resume();
        return;
      }
      const file = { name: info.filename, chunks: [] as Buffer[] };
      files.push(file);
      stream.on('data', (chunk: Buffer) => file.chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        file.chunks.length = 0;
      });
    });
    parser.on('filesLimit', () => {
      tooMany = true;
    });
    parser.on('field', (name, value) => {
      if (name === 'password' && value !== '') password = value;
    });
    parser.on('error', unreadable);
    parser.on('close', () => {
      if (tooLarge) return reject(new UploadTooLargeError(opts.maxMb));
      if (tooMany) return reject(new BadRequestError(`At most ${opts.maxFiles} files can be sent at once.`, 'too_many_files'));
      if (files.length === 0) return reject(new InputRefusedError('missing_file', 'Choose a PDF statement to convert.'));
      resolve(files.map((f) => ({ bytes: Buffer.concat(f.chunks), originalFilename: cleanFilename(f.name), password })));
    });
    req.on('aborted', () => reject(new BadRequestError('The upload was interrupted.', 'upload_aborted')));
    req.pipe(parser);
  });
}
