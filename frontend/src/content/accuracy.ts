import measured from './accuracy.json';

/**
 * What `make bench` measured, as libs/bench/src/accuracy-file.ts writes it to accuracy.json beside this file.
 * Imported at build time: the page shows the file's figures and nothing typed by hand.
 */
export type AccuracyRow = {
  corpus: string;
  about: string;
  kind: 'held-out' | 'tuned-on';
  scorer: 'score.mjs' | 'bench';
  statements: number;
  transactions: number;
  f1: number;
  perfect: number;
  wronglyVerified: number;
};

export type AccuracyReport = {
  measuredAt: string;
  commit: { sha: string; dirty: boolean } | null;
  command: string;
  rows: AccuracyRow[];
  speed: { pages: number; parseAndXlsxMs: number; pdftotextMs: number; timesPdftotext: number } | null;
};

export const ACCURACY = measured as AccuracyReport;
