import { randomUUID } from 'node:crypto';
import { makeEvent, type AppEvent } from '@bankxl/contracts';

/** A handler that records what it receives, and lets a test wait for it. */
export class Inbox {
  readonly events: AppEvent[] = [];
  private waiters: { predicate: (e: AppEvent) => boolean; resolve: (e: AppEvent) => void }[] = [];

  constructor(private readonly effect: (event: AppEvent) => Promise<void> = async () => {}) {}

  readonly handler = async (event: AppEvent): Promise<void> => {
    await this.effect(event);
    this.events.push(event);
    this.waiters = this.waiters.filter((w) => {
      if (!w.predicate(event)) return true;
      w.resolve(event);
      return false;
    });
  };

  /** Resolves with the first event (already received or still to come) matching the predicate. */
  next(predicate: (e: AppEvent) => boolean, timeoutMs = 15_000): Promise<AppEvent> {
    const seen = this.events.find(predicate);
    if (seen) return Promise.resolve(seen);
    return withTimeout(new Promise((resolve) => this.waiters.push({ predicate, resolve })), timeoutMs, 'event did not arrive');
  }

  nextWithId(id: string, timeoutMs?: number): Promise<AppEvent> {
    return this.next((e) => e.id === id, timeoutMs);
  }

  ids(): string[] {
    return this.events.map((e) => e.id);
  }
}

/** Polls until check() returns a value other than undefined. */
export async function eventually<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

export function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${message} within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export const aDocumentExpired = () => makeEvent('document.expired', { documentId: randomUUID(), userId: randomUUID() });
export const aUserDeleted = () => makeEvent('user.deleted', { userId: randomUUID(), email: `${randomUUID()}@test.dev` });
export const aCreditsChange = () =>
  makeEvent('billing.credits_changed', { userId: randomUUID(), change: -1, balance: 4, reason: 'conversion' });
export const aContactMessage = () =>
  makeEvent('contact.received', { messageId: randomUUID(), name: 'Ann', email: 'ann@test.dev', message: 'hello' });
