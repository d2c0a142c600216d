import { ServiceUnavailableError } from '@bankxl/platform';
import { applyRules, type Statement, type UserRule } from '@bankxl/statement';
import { ownedRow, statementOf, type DocumentsDeps } from './documents.js';
import { staleVersion, storeVersion } from './review.js';
import { withTransfersAcrossDocuments } from './transfers.js';

/** conversion's copy of a user's rules (conversion owns them: it applies them at every conversion). */
export type RuleSource = { rulesOf(userId: string, requestId?: string): Promise<UserRule[]> };

/**
 * Applies the user's rules again to one of their documents ("apply to all like this" in the review, issue 26
 * item 3): the rows a rule matches take its payee and/or category, over what they had; other rows, a person's
 * corrections included, are kept. The result is the next version, stored like a correction (history, audit,
 * undo); when no row changes nothing is stored. `version`, when given, must be the current one (409 otherwise).
 */
export async function applyRulesToDocument(
  deps: DocumentsDeps & { rules: RuleSource | null },
  userId: string,
  id: string,
  opts: { version?: number; requestId?: string } = {},
): Promise<{ version: number; statement: Statement; changed: number }> {
  const row = await ownedRow(deps, userId, id);
  if (opts.version !== undefined && opts.version !== row.currentVersion) throw staleVersion(row.currentVersion);
  const current = await statementOf(deps, row);
  if (!deps.rules) throw new ServiceUnavailableError('Applying your rules is not available right now. Please try again shortly.', 30, 'rules_unavailable');
  const rules = await deps.rules.rulesOf(userId, opts.requestId);
  // statementOf has already booked every row (the shipped rules' payee and category where none was kept).
  const { statement, changed } = applyRules(current.statement, rules);
  // Answered as the review shows it: with the transfer marks computed on read (transfers.ts), never stored.
  if (changed === 0) return { version: current.version, statement: await withTransfersAcrossDocuments(deps, row, current.statement), changed };
  const version = await storeVersion(deps, userId, row, current.statement, statement);
  deps.log.info({ documentId: id, userId, version, rules: rules.length, changed }, 'rules applied to a document');
  return { version, statement: await withTransfersAcrossDocuments(deps, await ownedRow(deps, userId, id), statement), changed };
}
