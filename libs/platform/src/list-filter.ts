import { BadRequestError } from './errors.js';

/**
 * The list filters the credits history and documents pages share (SPEC.md §7), one definition
 * for both services so the two pages can never disagree:
 * - `24h`, `48h`: the last 24 / 48 hours; `week`: the last 7 days; `month`: the last 30 days
 *   (rolling windows ending now, not calendar weeks or months);
 * - `custom`: from the start of `customStart` to the end of `customEnd` (UTC calendar days, both
 *   inclusive), applied only when both dates are given, as the client sends them;
 * - no filter (or `custom` without both dates): everything.
 */
export type DateRange = { from: Date | null; to: Date | null };

export const FILTERS = ['24h', '48h', 'week', 'month', 'custom'] as const;
export type FilterName = (typeof FILTERS)[number];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WINDOWS_MS: Record<Exclude<FilterName, 'custom'>, number> = {
  '24h': 24 * HOUR_MS,
  '48h': 48 * HOUR_MS,
  week: 7 * DAY_MS,
  month: 30 * DAY_MS,
};

export type FilterQuery = { filter?: unknown; customStart?: unknown; customEnd?: unknown };

/** Turns the query string into a time range; an unknown filter or a bad custom range is a 400. */
export function dateRangeOf(query: FilterQuery, now: Date = new Date()): DateRange {
  const filter = single(query.filter);
  if (filter === undefined || filter === '' || filter === 'all') return { from: null, to: null };
  if (!(FILTERS as readonly string[]).includes(filter)) {
    throw new BadRequestError('Unknown filter. Use 24h, 48h, week, month or custom.', 'invalid_filter');
  }
  if (filter !== 'custom') return { from: new Date(now.getTime() - WINDOWS_MS[filter as keyof typeof WINDOWS_MS]), to: null };

  const start = single(query.customStart);
  const end = single(query.customEnd);
  // The client sends the custom range only when both dates are set; a half range filters nothing.
  if (!start || !end) return { from: null, to: null };
  const from = dayStart(start, 'customStart');
  const endDay = dayStart(end, 'customEnd');
  if (from.getTime() > endDay.getTime()) throw new BadRequestError('Start date must not be after end date.', 'invalid_range');
  return { from, to: new Date(endDay.getTime() + DAY_MS) };
}

function single(value: unknown): string | undefined {
  if (Array.isArray(value)) return single(value[0]);
  return typeof value === 'string' ? value.trim() : undefined;
}

/** `2024-05-01` (or a timestamp: the calendar day it names) → that day's UTC midnight. */
function dayStart(value: string, name: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Round-trip check: month 13 or 31 February would silently roll over into another date.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!match || !real || year < 1900 || year > 2999) {
    throw new BadRequestError(`${name} must be a date like 2024-05-31.`, 'invalid_date');
  }
  return date;
}
