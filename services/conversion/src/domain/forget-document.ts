import type { Db } from '@bankxl/db';
import { storedObjectsOf } from '../adapters/api-conversion-repository.js';
import { batchFilesWithWorkbook, replaceBatchChecks, unlinkBatchFile } from '../adapters/batch-repository.js';
import { deleteResultsOfDocument } from '../adapters/result-repository.js';
import { checksWithout, type BatchChecksView } from './batch.js';

/**
 * What conversion still holds of a document whose files are gone, besides the conversion's own record:
 * the Statement kept for the result panel, and, when the owner deleted it, a batch's link to its files and
 * its figures in the batch's checks. Safe to run twice. Returns what it removed.
 */
export async function forgetDocument(tx: Db, userId: string, documentId: string, removal: 'deleted' | 'expired'): Promise<{ results: number; batchFiles: number }> {
  const results = await deleteResultsOfDocument(tx, userId, documentId);
  // Retention leaves batches as they were (their files expire together); Delete now takes one file out.
  if (removal === 'expired') return { results, batchFiles: 0 };
  const storedFilename = (await storedObjectsOf(tx, userId, documentId))?.storedFilename;
  if (!storedFilename) return { results, batchFiles: 0 };
  const files = await batchFilesWithWorkbook(tx, userId, storedFilename);
  for (const file of files) {
    await unlinkBatchFile(tx, file.batchId, file.position);
    if (file.checks) await replaceBatchChecks(tx, file.batchId, checksWithout(file.checks as BatchChecksView, file.label));
  }
  return { results, batchFiles: files.length };
}
