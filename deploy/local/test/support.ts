import { eventually, readEmlOutbox } from '@bankxl/testing';

// One port picker for the product and its tests (see libs/platform): below the ephemeral range.
export { freePort } from '@bankxl/platform';

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

export { eventually };

/**
 * Register → verification mail in the `.eml` outbox → verify → login, through the gateway: a real
 * session that gets the sign-up credits. Returns the session token.
 */
export async function signUpVerified(call: ReturnType<typeof jsonApi>, mailDir: string, email: string, password: string): Promise<string> {
  // Like the web client, with a device fingerprint: a sign-up without one gets no free credits.
  const registered = await call('POST', '/api/register', { body: { email, password }, fingerprint: `device-of-${email}` });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  const mail = await eventually(async () => {
    const found = (await readEmlOutbox(mailDir)).find((m) => m.to.includes(email) && /Verify your email/.test(m.subject));
    if (!found) throw new Error('no verification mail yet');
    return found;
  });
  const link = (mail.text.match(/https?:\/\/\S+/g) ?? []).map((l) => new URL(l)).find((u) => u.pathname === '/verify-email');
  const verified = await call('GET', `/api/verify-email?token=${link?.searchParams.get('token')}`);
  if (verified.status !== 200) throw new Error(`verify answered ${verified.status}`);
  const login = await call('POST', '/api/login', { body: { email, password } });
  if (login.status !== 200) throw new Error(`login answered ${login.status}`);
  return login.body.token as string;
}
