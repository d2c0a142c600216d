import { randomUUID } from 'node:crypto';
import { makeEvent, type AppEvent, type EventData, type EventType } from '@bankxl/contracts';
import { INTERNAL_TOKEN_HEADER } from '@bankxl/platform';
import { eventually, startTestService, type TestService } from '@bankxl/testing';
import { BillingEnv, createBillingService, migrations, type BillingConfig } from '../src/index.js';

export type BillingUnderTest = TestService<BillingConfig> & {
  get(path: string, token?: string): Promise<Response>;
  post(path: string, body: unknown, token?: string): Promise<Response>;
  internal(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response>;
  balance(userId: string): Promise<number>;
  publish<T extends EventType>(type: T, data: EventData<T>, id?: string): Promise<AppEvent<T>>;
  /** Every event of these types published from now on. */
  collect(types: string[]): Promise<AppEvent[]>;
};

/** billing over HTTP with real adapters (PostgreSQL/RabbitMQ in CI, PGlite/in-process bus otherwise). */
export async function startBilling(env: Record<string, string> = {}): Promise<BillingUnderTest> {
  const svc = await startTestService({ name: 'billing', schema: BillingEnv, migrations, create: createBillingService, env });
  const auth = (token?: string): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});
  return {
    ...svc,
    get: (path, token) => fetch(`${svc.url}${path}`, { headers: auth(token) }),
    post: (path, body, token) =>
      fetch(`${svc.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...auth(token) }, body: JSON.stringify(body) }),
    internal: (method, path, body) =>
      fetch(`${svc.url}${path}`, {
        method,
        headers: { [INTERNAL_TOKEN_HEADER]: svc.internalToken, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async balance(userId) {
      const res = await fetch(`${svc.url}/internal/balance/${userId}`, { headers: { [INTERNAL_TOKEN_HEADER]: svc.internalToken } });
      if (!res.ok) throw new Error(`balance: ${res.status}`);
      return ((await res.json()) as { balance: number }).balance;
    },
    async publish(type, data, id) {
      const event = makeEvent(type, data, id);
      await svc.infra.bus.publish(event as AppEvent);
      return event;
    },
    async collect(types) {
      const seen: AppEvent[] = [];
      await svc.infra.bus.subscribe(`billingtest.${randomUUID().slice(0, 8)}`, types, async (event) => {
        seen.push(event);
      });
      return seen;
    },
  };
}

export { eventually };

export const aUserId = () => randomUUID();

export const registered = (userId: string, over: Partial<EventData<'user.registered'>> = {}): EventData<'user.registered'> => ({
  userId,
  email: `${userId}@test.dev`,
  referredBy: null,
  deviceWarning: false,
  viaGoogle: false,
  ...over,
});

/** Gives a user `credits` through the sign-up grant (the test service's SIGNUP_CREDITS). */
export async function givenUserWithSignupCredits(billing: BillingUnderTest, expected: number): Promise<string> {
  const userId = aUserId();
  await billing.publish('user.registered', registered(userId));
  await eventually(async () => {
    if ((await billing.balance(userId)) !== expected) throw new Error('sign-up grant not applied yet');
  });
  return userId;
}
