import { idempotencyKeys } from '@bankxl/db';

/** notification's Idempotency-Keys (POSTs under /api/v1), kept in notification.idempotency_keys: see idempotencyKeys in @bankxl/db. */
export const notificationIdempotencyKeys = idempotencyKeys('notification');
