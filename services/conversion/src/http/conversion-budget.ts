import type { Request } from 'express';
import type { Database } from '@bankxl/db';
import { sharedRateLimitStore } from '@bankxl/db';
import { clientIp, TooManyRequestsError } from '@bankxl/platform';

export type BudgetSettings = {
  /** Conversions a minute per signed-in account (CONVERT_RATE_LIMIT_PER_MINUTE), and per address for anonymous visitors. */
  perMinute: number;
  /** Conversions a minute from one address, whoever sends them (CONVERT_FLOOD_LIMIT_PER_MINUTE): a flood guard only. */
  floodPerMinute: number;
};

const FROM_ADDRESS = 'Too many conversions from your address. Please wait a minute and try again.';
const ON_ACCOUNT = 'Too many conversions on your account. Please wait a minute and try again.';

/**
 * The per-minute budget of one kind of conversion (`name`), counted in the database so replicas share it.
 * A signed-in user is counted per account: ten bookkeepers behind one office router each have their own
 * budget. Anonymous visitors are counted per address. Every request from an address also counts towards a
 * flood guard high enough not to bite an office. Call it once the upload's body has arrived: an upload that
 * stalls or trickles costs nobody's budget (the gateway gives it up).
 */
export function conversionBudget(database: Database, settings: BudgetSettings, name: string): (req: Request, userId: string | null) => Promise<void> {
  const store = sharedRateLimitStore(database);
  return async (req, userId) => {
    const ip = clientIp(req);
    const flood = await store.hit(`${name}-flood:${ip}`, 60_000, settings.floodPerMinute);
    if (!flood.allowed) throw new TooManyRequestsError(FROM_ADDRESS, flood.retryAfterSeconds);
    const own = await store.hit(userId ? `${name}:user:${userId}` : `${name}:${ip}`, 60_000, settings.perMinute);
    if (!own.allowed) throw new TooManyRequestsError(userId ? ON_ACCOUNT : FROM_ADDRESS, own.retryAfterSeconds);
  };
}
