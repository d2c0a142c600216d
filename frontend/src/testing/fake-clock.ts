import { jest } from '@jest/globals';

type WithJest = { jest?: unknown };

/**
 * Fake timers that Testing Library also sees: its async helpers only advance fake timers when they
 * find a global `jest`, which jest's ESM mode leaves undefined.
 */
export function useFakeClock(now: Date): void {
  (globalThis as unknown as WithJest).jest = jest;
  jest.useFakeTimers({ now });
}

export function useRealClock(): void {
  jest.useRealTimers();
  delete (globalThis as unknown as WithJest).jest;
}
