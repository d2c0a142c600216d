import type { Request, RequestHandler } from 'express';
import { TooManyRequestsError } from './errors.js';

export type RateLimiter = {
  /** Counts one hit for `key`; tells whether it is allowed and when the window frees up. */
  hit(key: string): { allowed: boolean; retryAfterSeconds: number };
  reset(key: string): void;
};

/** A fixed-window counter kept in memory (per process), enough for abuse limits on one instance. */
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

/** Express middleware around a limiter: 429 with Retry-After and a readable message. */
export function rateLimit(opts: { windowMs: number; max: number; key: (req: Request) => string; message: string }): RequestHandler {
  const limiter = createRateLimiter(opts);
  return (req, _res, next) => {
    const { allowed, retryAfterSeconds } = limiter.hit(opts.key(req));
    if (!allowed) throw new TooManyRequestsError(opts.message, retryAfterSeconds);
    next();
  };
}
