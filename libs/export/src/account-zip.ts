import type { Statement } from '@bankxl/statement';
import { accountIdOf, periodOf } from './ledger-values.js';
import { ZipWriter } from './zip-writer.js';

export const ZIP_CONTENT_TYPE = 'application/zip';

// Characters that are unsafe in a file name on some system, and control characters.
// eslint-disable-next-line no-control-regex
const UNSAFE = /[<>:"/\\|?*\u0000-\u001F]/g;

/** `january-12345678.csv`, `january-ACCOUNT2.csv`: one distinct, safe name per account. */
function fileNames(statement: Statement, baseName: string, extension: string): string[] {
  const used = new Set<string>();
  return statement.accounts.map((account, i) => {
    let name = `${baseName}-${accountIdOf(account, i).replace(UNSAFE, '_')}`.slice(0, 120);
    if (used.has(name.toLowerCase())) name = `${name}-${i + 1}`;
    used.add(name.toLowerCase());
    return `${name}${extension}`;
  });
}

/**
 * A zip holding one file per account, for formats that describe a single account. Entries are dated
 * by the statement, not the clock, so the same statement always gives the same bytes.
 */
export async function zipPerAccount(statement: Statement, baseName: string, extension: string, write: (index: number) => Buffer): Promise<Buffer> {
  const end = statement.accounts.map((a) => periodOf(a).end).filter((d): d is string => d !== null).sort().at(-1);
  const zip = new ZipWriter(new Date(`${end ?? '1980-01-01'}T12:00:00Z`));
  for (const [i, name] of fileNames(statement, baseName, extension).entries()) await zip.add(name, write(i));
  return zip.finish();
}
