import { createHmac } from 'node:crypto';

export const SIGNATURE_HEADER = 'X-Bankxl-Signature';

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`: the timestamp lets receivers refuse replays. */
export function signatureHeader(secret: string, rawBody: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
