import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';

export type StripeRequest = { method: string; path: string; headers: Record<string, string | string[] | undefined>; form: URLSearchParams };

/**
 * A local stand-in for Stripe's API (the network edge we fake): answers `POST /v1/checkout/sessions`
 * the way Stripe does, and remembers every request so tests can check what billing sent.
 */
export async function startStripeStandIn(): Promise<{ url: string; requests: StripeRequest[]; stop(): Promise<void> }> {
  const requests: StripeRequest[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      requests.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, form });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/checkout/sessions') {
        const id = `cs_test_${randomBytes(12).toString('hex')}`;
        const metadata = Object.fromEntries([...form.entries()].filter(([k]) => k.startsWith('metadata[')).map(([k, v]) => [k.slice(9, -1), v]));
        res.end(
          JSON.stringify({
            id,
            object: 'checkout.session',
            mode: form.get('mode'),
            url: `https://checkout.stripe.test/c/pay/${id}`,
            payment_status: 'unpaid',
            status: 'open',
            amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
            client_reference_id: form.get('client_reference_id'),
            metadata,
          }),
        );
        return;
      }
      res.statusCode = 404;
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.url})` } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
