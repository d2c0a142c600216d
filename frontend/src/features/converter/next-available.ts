/**
 * Turns the server's nextAvailable (ISO-8601, or epoch seconds/milliseconds) into epoch milliseconds.
 * SPEC §7 leaves the format open, so accept each form a server is likely to send.
 */
export function parseNextAvailable(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value < 1e12 ? value * 1000 : value;
  if (typeof value !== 'string' || !value.trim()) return null;
  if (/^\d+$/.test(value.trim())) return parseNextAvailable(Number(value));
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

const two = (n: number) => String(n).padStart(2, '0');

/** "2h 05m 09s", "5m 09s", or "Now" once the time has come. Seconds round up so 0.4 s left still shows 1s. */
export function formatTimeLeft(ms: number): string {
  if (ms <= 0) return 'Now';
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}h ${two(m)}m ${two(s)}s` : `${m}m ${two(s)}s`;
}
