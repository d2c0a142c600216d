import { idempotencyKeys } from '@bankxl/db';

/** conversion's Idempotency-Keys (POSTs under /api/v1), kept in conversion.idempotency_keys: see idempotencyKeys in @bankxl/db. */
export const conversionIdempotencyKeys = idempotencyKeys('conversion');
