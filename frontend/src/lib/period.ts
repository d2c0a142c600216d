/** The list filters of SPEC §2 (documents and credit history). */
export type Period = '24h' | '48h' | 'week' | 'month' | 'custom';

/** What the list endpoints receive: customStart/customEnd only with a complete, ordered custom range. */
export type PeriodQuery = { filter: Period; customStart?: string; customEnd?: string };

export const PERIOD_LABELS: Record<Period, string> = {
  '24h': 'Last 24 hours',
  '48h': 'Last 48 hours',
  week: 'Last week',
  month: 'Last month',
  custom: 'Custom range',
};

export const DEFAULT_PERIOD: PeriodQuery = { filter: 'month' };

export const START_AFTER_END = 'The start date must not be after the end date.';

/** Builds the query for a period and (for custom) the two dates; also says what is wrong with the range. */
export function periodQuery(filter: Period, start: string, end: string): { query: PeriodQuery; error?: string } {
  if (filter !== 'custom') return { query: { filter } };
  if (start && end && start > end) return { query: { filter }, error: START_AFTER_END };
  if (start && end) return { query: { filter, customStart: start, customEnd: end } };
  return { query: { filter } };
}
