// Issue 27 item 2 through the embedded product: 200 uploads that trickle a byte every few seconds, all from
// one address, spend nobody's conversion budget and hold no one up: another signed-in user at that address
// converts normally meanwhile, and the trickling uploads are given up (408) instead of staying open for hours.
import net from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, jest, test } from '@jest/globals';
import { registerVerified, systemForFile } from './system.js';

jest.setTimeout(120_000);

const FIXTURE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../services/conversion/test/fixtures/uk-current.pdflib.pdf');
// A small per-account budget and a quick trickle floor, so the test shows both within a minute.
const { system } = systemForFile({ REGISTER_RATE_LIMIT_PER_HOUR: '1000', CONVERT_RATE_LIMIT_PER_MINUTE: '3', BODY_SLOW_GRACE_MS: '8000' });

/** A multipart upload that sends its head and then a byte every `everyMs`; resolves the status line when answered. */
function trickle(port: number, everyMs: number): { answered: Promise<string>; stop: () => void } {
  const socket = net.connect(port, '127.0.0.1');
  const boundary = 'trickle';
  socket.write(
    `POST /api/convert HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 200000\r\n\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const timer = setInterval(() => socket.writable && socket.write('x'), everyMs);
  const answered = new Promise<string>((resolve) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1').split('\r\n')[0]));
    socket.once('close', () => resolve('closed'));
    socket.once('error', () => resolve('closed'));
  });
  return { answered, stop: () => (clearInterval(timer), socket.destroy()) };
}

describe('stalled uploads from one address', () => {
  test('when 200 uploads trickle from an address, then a signed-in user there converts normally, and the trickles are given up with 408', async () => {
    const { token } = await registerVerified(system(), 'office', 'correct horse');
    const port = Number(new URL(system().url).port);
    const trickles = Array.from({ length: 200 }, () => trickle(port, 2000));
    try {
      await new Promise((r) => setTimeout(r, 1500));
      // The whole budget (3 a minute here, and the 3 free credits): none of it was spent by the trickles.
      for (let i = 0; i < 3; i += 1) {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(fs.readFileSync(FIXTURE))], { type: 'application/pdf' }), 'statement.pdf');
        const res = await system().api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      const answers = await Promise.all(trickles.map((t) => t.answered));
      expect(answers.filter((a) => a === 'HTTP/1.1 408 Request Timeout').length).toBe(200);
    } finally {
      for (const t of trickles) t.stop();
    }
  });

  test('when one signed-in account uses up its budget, then it gets 429 on its account and another account at the same address still converts', async () => {
    const first = await registerVerified(system(), 'busy', 'correct horse');
    const second = await registerVerified(system(), 'colleague', 'correct horse');
    const convert = async (token: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(fs.readFileSync(FIXTURE))], { type: 'application/pdf' }), 'statement.pdf');
      const res = await system().api('/api/convert', { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      return { status: res.status, body: res.status === 200 ? null : await res.json() };
    };
    // Budgets are per account (3 a minute here), not per address: the earlier test's account does not count.
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await convert(first.token)).status);
    expect(answers).toEqual([200, 200, 200, 429]);
    expect((await convert(first.token)).body).toMatchObject({ message: 'Too many conversions on your account. Please wait a minute and try again.' });
    expect((await convert(second.token)).status).toBe(200);
  });
});
