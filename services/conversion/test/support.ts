import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import ExcelJS from 'exceljs';
import { createS3Storage } from '@bankxl/storage';
import { startS3Server, startTestService, type S3TestServer, type TestService } from '@bankxl/testing';
import { ConversionEnv, createConversionService, migrations, type ConversionConfig } from '../src/index.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIXTURES = path.join(here, 'fixtures');

/** A statement PDF (or refusal sample): copies of the engine's fixtures (see fixtures/README.md). */
export const fixture = (name: string): Buffer => readFileSync(path.join(FIXTURES, name));

/**
 * A one-page PDF of a few KB whose compressed content stream draws `pieces` separate text pieces: small to
 * upload, huge once read (a decompression bomb). Written by hand so the stream can be this large.
 */
export function textBombPdf(pieces: number): Buffer {
  // Sixty lines down the page, then back to the top, shifted a hair so no piece merges with another.
  const column = '0 -12 Td (Card payment 12.00) Tj\n'.repeat(60) + '0.01 720 Td\n';
  const content = zlib.deflateSync(Buffer.from(`BT /F1 9 Tf 40 800 Td\n${column.repeat(Math.ceil(pieces / 60))}ET\n`));
  const objects: (string | Buffer)[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    Buffer.concat([Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`), content, Buffer.from('\nendstream')]),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), Buffer.from(body), Buffer.from('\nendobj\n')]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const entries = offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(Buffer.from(`xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`));
  return Buffer.concat(parts);
}

export type ConversionUnderTest = TestService<ConversionConfig> & {
  s3: S3TestServer;
  convert(pdf: Buffer, opts?: { name?: string; type?: string; password?: string; ip?: string; fingerprint?: string; token?: string }): Promise<Response>;
};

/** conversion over HTTP with real adapters: PGlite/PostgreSQL, in-process bus/RabbitMQ, and a local S3 server. */
export async function startConversion(env: Record<string, string> = {}): Promise<ConversionUnderTest> {
  const s3 = await startS3Server();
  const storage = await createS3Storage({ endPoint: s3.endPoint, port: s3.port, useSSL: false, accessKey: s3.accessKey, secretKey: s3.secretKey, bucket: s3.bucket });
  const svc = await startTestService({ name: 'conversion', schema: ConversionEnv, migrations, create: createConversionService, env, storage });
  // The S3 client's kept-alive socket may have been closed by s3rver while the service started; the
  // adapter does not retry that (reported), so refresh the connection before the tests use it.
  await storage.ping().catch(() => storage.ping());
  return {
    ...svc,
    s3,
    convert(pdf, opts = {}) {
      const form = new FormData();
      if (opts.password !== undefined) form.append('password', opts.password);
      form.append('file', new Blob([new Uint8Array(pdf)], { type: opts.type ?? 'application/pdf' }), opts.name ?? 'statement.pdf');
      const headers: Record<string, string> = { 'x-client-ip': opts.ip ?? '203.0.113.1' };
      if (opts.fingerprint) headers['x-device-fingerprint'] = opts.fingerprint;
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      return fetch(`${svc.url}/api/convert`, { method: 'POST', body: form, headers });
    },
    async stop() {
      await svc.stop();
      await s3.stop();
    },
  };
}

/** Every cell's text in every sheet of a workbook. */
export async function workbookText(body: ArrayBuffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body);
  const texts: string[] = [];
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        texts.push(String(cell.text));
      }),
    ),
  );
  return texts;
}

let ipCounter = 0;
/** A client address no other test used. */
export const freshIp = () => {
  ipCounter += 1;
  return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
};
