import type { ConversionProgress } from '@bankxl/contracts';
import type { EngineProgress } from '../engine/engine-task.js';

export type ProgressListener = (progress: ConversionProgress) => void;

/**
 * The steps a person waiting on a conversion sees, from the engine's reports: each page as it is read (and
 * whether by OCR), the balances being checked, the workbook being written; then `saving`, from which on the
 * conversion is charged and finishes whoever is still waiting.
 */
export function progressReporter(listener: ProgressListener): { fromEngine: (progress: EngineProgress) => void; saving: () => void } {
  let pagesDone = 0;
  let pagesTotal = 0;
  const tell = (state: ConversionProgress['state'], reading: { page: number; ocr: boolean } | null = null) =>
    listener({ state, pagesDone, pagesTotal, page: reading?.page ?? null, ocr: reading?.ocr ?? false });
  return {
    fromEngine(progress) {
      if (progress.step === 'opened') return; // the page count alone: the first page's report follows
      if (progress.step === 'writing') return tell('writing');
      pagesDone = progress.pagesDone;
      pagesTotal = progress.pages;
      // Every page read: what remains of the engine's work is choosing the reading the balances confirm.
      return progress.reading ? tell('reading', progress.reading) : tell('checking');
    },
    saving: () => tell('saving'),
  };
}
