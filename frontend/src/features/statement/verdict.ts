import type { Verdict } from './types';

/** The verdict in the words of the workbook's Summary sheet. */
export const VERDICT_LABELS: Record<Verdict, string> = {
  verified: 'Verified',
  not_verified: 'Not verified',
  cannot_verify: 'Cannot verify',
};

export const VERDICTS = Object.keys(VERDICT_LABELS) as Verdict[];

export const isVerdict = (value: unknown): value is Verdict => typeof value === 'string' && value in VERDICT_LABELS;
