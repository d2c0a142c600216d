import { randomBytes, randomUUID } from 'node:crypto';
import type { AppEvent, EventType } from '@bankxl/contracts';
import type { EventBus } from '@bankxl/bus';
import type { Database } from '@bankxl/db';
import { startTestService, type TestService } from '@bankxl/testing';
import { AuthEnv, createAuthService, migrations, type AuthConfig } from '../src/index.js';

export type Events = {
  all: AppEvent[];
  /** Resolves with the first event of `type` (already seen or still to come) that matches. */
  next<T extends EventType>(type: T, match?: (event: AppEvent<T>) => boolean, timeoutMs?: number): Promise<AppEvent<T>>;
};

/** Listens to every event on the bus, as another service would. */
export async function collectEvents(bus: EventBus): Promise<Events> {
  const all: AppEvent[] = [];
  const waiters = new Set<() => void>();
  await bus.subscribe(`authtest-${randomBytes(4).toString('hex')}.all`, ['#'], async (event) => {
    all.push(event);
    for (const wake of [...waiters]) wake();
  });
  return {
    all,
    next(type, match = () => true, timeoutMs = 10_000) {
      const find = () => all.find((e) => e.type === type && match(e as never)) as AppEvent<typeof type> | undefined;
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms (saw: ${all.map((e) => e.type).join(', ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read arbitrary JSON answers
type Json = any;

export type AuthHarness = {
  service: TestService<AuthConfig>;
  events: Events;
  /** JSON request to the service; each call comes from its own client IP unless `ip` is given. */
  call(method: string, path: string, opts?: { body?: unknown; token?: string; ip?: string; fingerprint?: string; headers?: Record<string, string> }): Promise<{ status: number; body: Json; headers: Headers }>;
  stop(): Promise<void>;
};

/** `database`: one shared with other replicas (the caller closes it); otherwise a fresh one. */
export async function startAuth(env: Record<string, string> = {}, database?: Database): Promise<AuthHarness> {
  const service = await startTestService({ name: 'auth', schema: AuthEnv, migrations, create: createAuthService, env: { BCRYPT_ROUNDS: '4', ...env }, database });
  const events = await collectEvents(service.infra.bus);
  return {
    service,
    events,
    async call(method, path, opts = {}) {
      const res = await fetch(`${service.url}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          'x-client-ip': opts.ip ?? randomIp(),
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          ...(opts.fingerprint ? { 'x-device-fingerprint': opts.fingerprint } : {}),
          ...opts.headers,
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await res.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        // not JSON (a redirect body): keep the text
      }
      return { status: res.status, body, headers: res.headers };
    },
    stop: () => service.stop(),
  };
}

export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
export const anEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;
export const PASSWORD = 'correct horse';

/** The token query parameter of a mailed link. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token') as string;

/**
 * Registers, verifies (through the link auth asked to mail) and logs in; returns the session token.
 * Like our web client, it sends a device fingerprint (its own, unless given); `null` sends none.
 */
export async function givenVerifiedUser(h: AuthHarness, opts: { email?: string; referralCode?: string; fingerprint?: string | null; ip?: string } = {}) {
  const email = opts.email ?? anEmail();
  const fingerprint = opts.fingerprint === null ? undefined : (opts.fingerprint ?? `device-of-${email}`);
  const reg = await h.call('POST', '/api/register', { body: { email, password: PASSWORD, referralCode: opts.referralCode }, fingerprint });
  if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${JSON.stringify(reg.body)}`);
  const registered = await h.events.next('user.registered', (e) => e.data.email === email);
  const mail = await h.events.next('auth.verification_requested', (e) => e.data.userId === registered.data.userId);
  const verified = await h.call('GET', `/api/verify-email?token=${encodeURIComponent(tokenOf(mail.data.link))}`);
  if (verified.status !== 200) throw new Error(`verify failed: ${verified.status} ${JSON.stringify(verified.body)}`);
  const login = await h.call('POST', '/api/login', { body: { email, password: PASSWORD }, fingerprint, ip: opts.ip });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${JSON.stringify(login.body)}`);
  return { email, userId: registered.data.userId, token: login.body.token as string, fingerprint };
}
