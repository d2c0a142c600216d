// Issue 27 item 1: a file over the upload limit gets the 413 and its message even when the client is a
// fetch-based one still sending its body (Node's fetch here; browsers behave alike). Closing the connection
// mid-body reset it, and fetch reported "fetch failed" (EPIPE) without ever reading the answer.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import express from 'express';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { createLogger, listen, type RunningServer } from '@bankxl/platform';
import { createGatewayApp, GatewayEnv, SERVICES } from '@bankxl/gateway';

const log = createLogger('gateway-oversized-test', 'silent');

let services: RunningServer[] = [];
let gateway: RunningServer;
let reached = 0;
beforeAll(async () => {
  services = await Promise.all(
    SERVICES.map((name) => {
      const app = express();
      app.all(/.*/, (req, res) => {
        reached += 1;
        req.resume();
        req.on('end', () => res.json({ service: name }));
      });
      return listen(app, { port: 0, log, name });
    }),
  );
  const env: Record<string, string> = { MAX_UPLOAD_MB: '1' };
  SERVICES.forEach((name, i) => (env[`${name.toUpperCase()}_URL`] = services[i].url));
  gateway = await listen(createGatewayApp({ config: GatewayEnv.parse(env), log }), { port: 0, log, name: 'gateway' });
});
afterAll(async () => {
  await gateway?.close();
  await Promise.all(services.map((s) => s.close()));
});

const TOO_LARGE = { message: 'This file is larger than the 1 MB limit.', code: 'file_too_large' };

/**
 * Posts `megabytes` of PDF-looking multipart with Node's fetch from another process (as a real client is: within
 * one process the server's close and the client's writes interleave too kindly to show the reset), streamed
 * without a length when `chunked`. Prints the status and body, or the fetch error.
 */
async function uploadFromAnotherProcess(url: string, megabytes: number, chunked: boolean): Promise<{ status: number; body: unknown } | { error: string }> {
  const script = `
    const size = ${megabytes} * 1024 * 1024;
    const file = new Uint8Array(size); file.set(Buffer.from('%PDF-1.4\\n'));
    let init;
    if (${chunked}) {
      let sent = 0;
      const body = new ReadableStream({ pull(c) { if (sent >= size) return c.close(); sent += 262144; c.enqueue(new Uint8Array(262144)); } });
      init = { method: 'POST', body, duplex: 'half', headers: { 'content-type': 'multipart/form-data; boundary=x' } };
    } else {
      const form = new FormData();
      form.append('file', new Blob([file], { type: 'application/pdf' }), 'big.pdf');
      init = { method: 'POST', body: form };
    }
    try {
      const res = await fetch(${JSON.stringify(url)}, init);
      console.log(JSON.stringify({ status: res.status, body: await res.json() }));
    } catch (err) {
      console.log(JSON.stringify({ error: err.message + ' ' + (err.cause?.code ?? '') }));
    }`;
  const { stdout } = await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script]);
  return JSON.parse(stdout.trim()) as { status: number; body: unknown } | { error: string };
}

describe('an upload over the limit, from a fetch client', () => {
  test('when the body declares its length, then fetch reads the 413 and its message; nothing reaches conversion', async () => {
    reached = 0;
    expect(await uploadFromAnotherProcess(`${gateway.url}/api/convert`, 30, false)).toEqual({ status: 413, body: TOO_LARGE });
    expect(reached).toBe(0);
  });

  test('when the body is streamed without a length, then it is cut at the limit and fetch still reads the 413', async () => {
    expect(await uploadFromAnotherProcess(`${gateway.url}/api/convert`, 30, true)).toEqual({ status: 413, body: TOO_LARGE });
  });
});
