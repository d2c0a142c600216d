import busboy from 'busboy';
import type { Request } from 'express';
import { BadRequestError } from '@bankxl/platform';
import { InputRefusedError, UploadTooLargeError } from '../domain/errors.js';
import { cleanFilename, type Upload } from '../domain/upload.js';
import { TOO_MANY_FIELDS } from './multipart-files.js';

/**
 * Streams a multipart upload: the `file` part into memory up to `maxBytes`, and the `password`
 * field. Whatever the client says about the file (name, MIME type) is not trusted for anything but
 * the download name. The whole request is read even when the file is too large, so the client
 * always gets our answer.
 */
export function readUpload(req: Request, maxBytes: number, maxMb: number): Promise<Upload> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
      });
    } catch {
      reject(new BadRequestError('Send the statement as multipart/form-data with a "file" field.', 'invalid_upload'));
      return;
    }
    const chunks: Buffer[] = [];
    let fileName: string | undefined;
    let sawFile = false;
    let tooLarge = false;
    let password: string | undefined;

    const unreadable = () => reject(new BadRequestError('The upload could not be read. Please try again.', 'invalid_upload'));
    parser.on('file', (name, stream, info) => {
      // A part cut short ("Unexpected end of form") errors on its own stream too: unhandled, that
      // error would take the whole process down.
      stream.on('error', unreadable);
      if (name !== 'file' || sawFile) {
        stream.resume();
        return;
      }
      sawFile = true;
      fileName = info.filename;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('field', (name, value) => {
      if (name === 'password' && value !== '') password = value;
    });
    // Text fields past the parser's limits: the file part after them is never handed out.
    let fieldsCut = false;
    parser.on('fieldsLimit', () => (fieldsCut = true));
    parser.on('partsLimit', () => (fieldsCut = true));
    parser.on('error', unreadable);
    parser.on('close', () => {
      if (tooLarge) return reject(new UploadTooLargeError(maxMb));
      if (!sawFile && fieldsCut) return reject(new BadRequestError(TOO_MANY_FIELDS, 'too_many_fields'));
      if (!sawFile) return reject(new InputRefusedError('missing_file', 'Choose a PDF statement to convert.'));
      resolve({ bytes: Buffer.concat(chunks), originalFilename: cleanFilename(fileName), password });
    });
    req.on('aborted', () => reject(new BadRequestError('The upload was interrupted.', 'upload_aborted')));
    req.pipe(parser);
  });
}
