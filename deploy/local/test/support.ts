import { once } from 'node:events';
import net from 'node:net';

/** A port nobody listens on right now. */
export async function freePort(host = '127.0.0.1'): Promise<number> {
  const server = net.createServer().listen(0, host);
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

/**
 * A JSON caller for the API behind `baseUrl()` (read at each call: the system may restart on
 * another port): the answer's status, headers, redirect target and parsed body.
 */
export function jsonApi(baseUrl: () => string) {
  return async (method: string, path: string, opts: { body?: unknown; token?: string; fingerprint?: string } = {}) => {
    const res = await fetch(`${baseUrl()}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
        ...(opts.fingerprint ? { 'x-device-fingerprint': opts.fingerprint } : {}),
      },
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
    });
    const text = await res.text();
    return {
      status: res.status,
      headers: res.headers,
      location: res.headers.get('location'),
      body: text.startsWith('{') || text.startsWith('[') ? JSON.parse(text) : text,
    };
  };
}

/** Retries `check` until it stops throwing (events travel asynchronously), then returns its value. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}
