import type { Request, RequestHandler } from 'express';
import { TooManyRequestsError } from './errors.js';

export type RateLimiter = {
  /** Counts one hit for `key`; tells whether it is allowed and when the window frees up. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
  reset(key: string): void;
};

/** A fixed-window counter kept in memory (per process): for one instance, or a per-replica flood guard. */
export function createRateLimiter(opts: { windowMs: number; max: number; now?: () => number }): RateLimiter {
  const now = opts.now ?? Date.now;
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();
  return {
    hit(key) {
      const t = now();
      if (t - lastSweep > opts.windowMs) {
        for (const [k, w] of windows) if (t - w.start >= opts.windowMs) windows.delete(k);
        lastSweep = t;
      }
      let window = windows.get(key);
      if (!window || t - window.start >= opts.windowMs) {
        window = { start: t, count: 0 };
        windows.set(key, window);
      }
      window.count += 1;
      return { allowed: window.count <= opts.max, retryAfterSeconds: Math.ceil((window.start + opts.windowMs - t) / 1000) };
    },
    reset(key) {
      windows.delete(key);
    },
  };
}

/**
 * Where a limiter's counters live when several replicas must share them (the service's database):
 * counts one hit of `key` in a `windowMs` window and tells whether it is within `max`.
 */
export type RateLimitStore = {
  hit(key: string, windowMs: number, max: number): Promise<{ allowed: boolean; retryAfterSeconds: number }>;
};

/**
 * Express middleware around a limiter: 429 with Retry-After and a readable message. With a `store`
 * the counters are shared by every replica (keys are prefixed with `name`); without one they are
 * per process, which suits only a process that runs as a single copy or a per-replica flood guard.
 */
export function rateLimit(opts: {
  windowMs: number;
  max: number;
  key: (req: Request) => string;
  message: string;
  store?: RateLimitStore;
  /** Distinguishes this limiter's counters from others' in a shared store. */
  name?: string;
}): RequestHandler {
  const { store } = opts;
  if (store) {
    const prefix = `${opts.name ?? 'limit'}:`;
    return async (req, _res, next) => {
      const { allowed, retryAfterSeconds } = await store.hit(prefix + opts.key(req), opts.windowMs, opts.max);
      if (!allowed) throw new TooManyRequestsError(opts.message, retryAfterSeconds);
      next();
    };
  }
  const limiter = createRateLimiter(opts);
  return (req, _res, next) => {
    const { allowed, retryAfterSeconds } = limiter.hit(opts.key(req));
    if (!allowed) throw new TooManyRequestsError(opts.message, retryAfterSeconds);
    next();
  };
}
