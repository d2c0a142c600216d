import { useEffect, useId, useMemo, useReducer, useState, type KeyboardEvent } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DownloadFormatSelect, useDownloadFormat } from '../../../components/DownloadFormatSelect';
import { isNetworkError, serverMessage } from '../../../lib/api';
import { editableNumber } from '../../statement/money';
import { VerdictBadge } from '../../statement/components/VerdictBadge';
import { plainWarnings } from '../../statement/warnings';
import type { ReadingSwitch, Statement } from '../../statement/types';
import { useDownloadReviewedMutation, useSaveDocumentStatementMutation, useSwitchReadingMutation, type StaleVersion } from '../api';
import { editorReducer, initialEditorState, isDirty, type BalanceField } from '../edit-model';
import { balanceBreaks } from '../page-boxes';
import { CellInput } from './CellInput';
import { CorrectionHistory } from './CorrectionHistory';
import { PageView } from './PageView';
import { ReadingPanel } from './ReadingPanel';
import { parseOptionalMoney, ReviewGrid, type RevealRequest } from './ReviewGrid';
import { useApplyRulesMutation, useCreateRuleMutation, type RuleBody } from '../../rules/api';
import { ruleFromRow } from '../../rules/rule-words';
import { RuleDialog } from '../../rules/components/RuleDialog';

type SaveProblem = { kind: 'stale'; version: number | null } | { kind: 'invalid'; message: string } | null;

const isStale = (error: unknown): error is { status: 409; data: StaleVersion } => {
  const data = (error as { data?: { error?: unknown; code?: unknown } }).data;
  return (error as { status?: unknown }).status === 409 && (data?.error === 'stale_version' || data?.code === 'stale_version');
};

const errorWords = (error: unknown) => (isNetworkError(error) ? 'network error. Please try again.' : (serverMessage(error) ?? 'the server refused it.'));

const accountLabel = (n: string | null, i: number) => (n ? `Account ${n}` : `Account ${i + 1}`);

/**
 * Review and correct one stored statement: the grid, the balances, the live checks, undo/redo, save
 * (with the version it was loaded at) and the downloads of the saved and of the original rows.
 */
export function ReviewEditor({ documentId, pdfName, corrected, version: loadedVersion, statement, onReload }: {
  documentId: string;
  pdfName: string;
  /** The server says corrections were saved before (the list's "corrected"). */
  corrected: boolean;
  version: number;
  statement: Statement;
  onReload: () => void;
}) {
  const [state, dispatch] = useReducer(editorReducer, statement, initialEditorState);
  const [version, setVersion] = useState(loadedVersion);
  const [accountIndex, setAccountIndex] = useState(0);
  const [reveal, setReveal] = useState<RevealRequest>(null);
  // The row selected in the grid or on the page beside it; each side follows the other.
  const [selectedRow, setSelectedRow] = useState<number | null>(null);
  const [problem, setProblem] = useState<SaveProblem>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [format, setFormat] = useDownloadFormat();
  const [save, { isLoading: saving }] = useSaveDocumentStatementMutation();
  const [download, { isLoading: downloading }] = useDownloadReviewedMutation();
  const [switchReading, { isLoading: switching }] = useSwitchReadingMutation();
  const [downloadError, setDownloadError] = useState<string | null>(null);
  // "Apply to all like this": the row that offers it (its payee or category was just changed), and the rule being made.
  const [ruleRow, setRuleRow] = useState<number | null>(null);
  const [teaching, setTeaching] = useState<RuleBody | null>(null);
  const [teachProblem, setTeachProblem] = useState<string | null>(null);
  const [createRule, { isLoading: creatingRule }] = useCreateRuleMutation();
  const [applyRules, { isLoading: applyingRules }] = useApplyRulesMutation();
  const ids = useId();

  const dirty = isDirty(state);
  const account = state.statement.accounts[accountIndex];
  const warnings = plainWarnings(state.statement);
  const breaks = useMemo(() => (account ? balanceBreaks(account) : new Set<number>()), [account]);

  // Leaving with unsaved corrections asks first (the browser's own prompt).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      dispatch({ type: 'undo' });
    } else if (key === 'y' || (key === 'z' && event.shiftKey)) {
      event.preventDefault();
      dispatch({ type: 'redo' });
    } else if (key === 's') {
      event.preventDefault();
      void onSave();
    }
  };

  /** Saves the corrections; the version saved, or null when nothing was saved (the problem is shown). */
  const onSave = async (): Promise<number | null> => {
    if (!dirty || saving) return null;
    setProblem(null);
    setNotice(null);
    const sent = state.statement;
    const result = await save({ id: documentId, version, statement: sent });
    if ('error' in result) {
      const error = result.error;
      if (isStale(error)) setProblem({ kind: 'stale', version: typeof error.data.version === 'number' ? error.data.version : null });
      else if (isNetworkError(error)) setProblem({ kind: 'invalid', message: 'Your corrections were not saved: network error. Please try again.' });
      else setProblem({ kind: 'invalid', message: `Your corrections were not saved: ${serverMessage(error) ?? 'the server refused them.'}` });
      return null;
    }
    setVersion(result.data.version);
    dispatch({ type: 'saved', statement: sent });
    setNotice('Corrections saved. Downloads now use the corrected rows.');
    return result.data.version;
  };

  const onOfferRule = (row: number) => {
    const shown = account?.transactions[row];
    if (!shown) return;
    setTeachProblem(null);
    setTeaching(ruleFromRow(shown, state.saved.accounts[accountIndex]?.transactions[row]?.payee));
  };

  /**
   * The rule is saved for every later conversion, then applied to this document as its next version (undoable
   * like a re-read). Unsaved corrections are saved first, so the rule applies to the rows as they stand here.
   */
  const onTeach = async (body: RuleBody) => {
    setTeachProblem(null);
    setProblem(null);
    setNotice(null);
    const at = dirty ? await onSave() : version;
    if (at === null) {
      setTeaching(null);
      return;
    }
    const created = await createRule(body);
    if ('error' in created) {
      setTeachProblem(isNetworkError(created.error) ? 'The rule was not saved: network error. Please try again.' : (serverMessage(created.error) ?? 'The rule was not saved. Please try again.'));
      return;
    }
    setTeaching(null);
    setRuleRow(null);
    const applied = await applyRules({ id: documentId, version: at });
    if ('error' in applied) {
      const error = applied.error;
      if (isStale(error)) setProblem({ kind: 'stale', version: typeof error.data.version === 'number' ? error.data.version : null });
      else setProblem({ kind: 'invalid', message: `The rule was saved for your next conversions, but not applied to this statement: ${errorWords(error)}` });
      return;
    }
    setVersion(applied.data.version);
    const rows = applied.data.changed === 1 ? '1 row' : `${applied.data.changed} rows`;
    if (applied.data.changed > 0) {
      dispatch({ type: 'reread', statement: applied.data.statement });
      setNotice(`Rule saved and applied: ${rows} changed here, and it applies to your next conversions. Undo brings the previous rows back.`);
    } else setNotice('Rule saved: it applies to your next conversions. No other row of this statement changed.');
  };

  const onSwitchReading = async (label: string, change: ReadingSwitch) => {
    if (dirty || switching) return;
    setProblem(null);
    setNotice(null);
    const result = await switchReading({ id: documentId, version, account: accountIndex, switch: change });
    if ('error' in result) {
      const error = result.error;
      if (isStale(error)) setProblem({ kind: 'stale', version: typeof error.data.version === 'number' ? error.data.version : null });
      else if (isNetworkError(error)) setProblem({ kind: 'invalid', message: 'The statement was not read again: network error. Please try again.' });
      else setProblem({ kind: 'invalid', message: `The statement was not read again: ${serverMessage(error) ?? 'the server refused it.'}` });
      return;
    }
    setVersion(result.data.version);
    dispatch({ type: 'reread', statement: result.data.statement });
    setNotice(`Read again (${label.charAt(0).toLowerCase()}${label.slice(1)}) and saved. Undo brings the previous rows back.`);
  };

  const onDownload = async (original: boolean) => {
    setDownloadError(null);
    const result = await download({ id: documentId, pdfName, format, original });
    if ('error' in result) {
      setDownloadError(`Download failed: ${isNetworkError(result.error) ? 'network error' : (serverMessage(result.error) ?? 'unknown error')}`);
    }
  };

  const balanceField = (field: BalanceField, label: string) => {
    if (!account) return null;
    const id = `${ids}-${field}`;
    return (
      <div className="field">
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <CellInput
          id={id}
          className="field__input num"
          value={editableNumber(account[field])}
          parse={parseOptionalMoney}
          format={editableNumber}
          onValue={(value) => dispatch({ type: 'balance', account: accountIndex, field, value })}
          onLeave={() => dispatch({ type: 'seal' })}
          invalidText="A number, or empty when it is not printed"
          inputMode="decimal"
          autoComplete="off"
        />
      </div>
    );
  };

  return (
    <div className="review" onKeyDown={onKeyDown}>
      {warnings.length > 0 ? (
        <Alert tone="warning">
          <ul className="warnings">
            {warnings.map((w) => (
              <li key={w}>{w}</li>
            ))}
          </ul>
        </Alert>
      ) : null}

      {problem?.kind === 'stale' ? (
        <Alert tone="error">
          <p>
            <strong>This document was changed elsewhere</strong> (another tab or another save) after you opened it, so your corrections
            here were <strong>not saved</strong>.
          </p>
          <p>Reload to see the saved version; the corrections on this page will be discarded, so note any you want to make again.</p>
          <Button variant="secondary" size="sm" onClick={onReload}>
            Reload the saved version
          </Button>
        </Alert>
      ) : problem?.kind === 'invalid' ? (
        <Alert tone="error">{problem.message}</Alert>
      ) : null}

      <div className="review__toolbar" role="toolbar" aria-label="Corrections">
        <Button variant="secondary" size="sm" disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })} aria-keyshortcuts="Control+Z">
          Undo
        </Button>
        <Button variant="secondary" size="sm" disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })} aria-keyshortcuts="Control+Y">
          Redo
        </Button>
        <Button size="sm" disabled={!dirty || saving} onClick={() => void onSave()} aria-keyshortcuts="Control+S">
          {saving ? 'Saving...' : 'Save corrections'}
        </Button>
      </div>
      <p className="small muted" role="status">
        {dirty ? 'Unsaved corrections' : (notice ?? 'No unsaved corrections')}
      </p>

      {state.statement.accounts.length > 1 ? (
        <div className="field">
          <label className="field__label" htmlFor={`${ids}-account`}>
            Account
          </label>
          <select
            id={`${ids}-account`}
            className="field__input"
            value={accountIndex}
            onChange={(e) => {
              setAccountIndex(Number(e.target.value));
              setSelectedRow(null);
              setRuleRow(null);
            }}
          >
            {state.statement.accounts.map((a, i) => (
              <option key={i} value={i}>
                {accountLabel(a.accountNumber, i)} ({a.checks.verdict.replace('_', ' ')})
              </option>
            ))}
          </select>
        </div>
      ) : null}

      {account ? (
        <>
          <div className="review__check" role="status" aria-live="polite" aria-atomic="true">
            <strong className="small">Balance check: </strong>
            <VerdictBadge verdict={account.checks.verdict} />
            {account.checks.firstBreak ? <p className="small">{account.checks.firstBreak}</p> : null}
          </div>
          {account.checks.firstBreakIndex !== null ? (
            <div>
              <Button variant="ghost" size="sm" onClick={() => setReveal({ row: account.checks.firstBreakIndex!, nonce: Date.now() })}>
                Go to row {account.checks.firstBreakIndex + 1}
              </Button>
            </div>
          ) : null}
          <ReadingPanel
            account={account}
            busy={switching}
            blockedBy={dirty ? 'Save or undo your corrections first: reading the statement again replaces its rows.' : null}
            onSwitch={(label, change) => void onSwitchReading(label, change)}
          />
          <div className="review__balances">
            {balanceField('openingBalance', 'Opening balance')}
            {balanceField('closingBalance', 'Closing balance')}
          </div>
          <p className="small muted">
            Type to correct a value: the balance check runs again as you type. Up and Down move between rows; Ctrl+Z undoes and Ctrl+Y
            redoes.
          </p>
          <div className="review__split">
            <ReviewGrid
              key={accountIndex}
              account={account}
              accountIndex={accountIndex}
              dispatch={dispatch}
              revealRequest={reveal}
              selectedRow={selectedRow}
              onRowFocus={setSelectedRow}
              breaks={breaks}
              ruleOfferedFor={ruleRow}
              onBooked={setRuleRow}
              onApplyToAllLikeThis={onOfferRule}
            />
            <PageView
              documentId={documentId}
              rows={account.transactions}
              breaks={breaks}
              selectedRow={selectedRow}
              onSelectRow={(row) => {
                setSelectedRow(row);
                setReveal({ row, nonce: Date.now(), focus: false });
              }}
            />
          </div>
        </>
      ) : (
        <p>No accounts were found in this statement.</p>
      )}

      {teaching ? (
        <RuleDialog
          title="Apply to all like this"
          description="Saves a rule: matching rows of this statement change now (as a new version you can undo), and of every statement you convert from now on. You can change or delete it on your profile."
          initial={teaching}
          submitLabel={dirty ? 'Save corrections and apply' : 'Save rule and apply'}
          busy={creatingRule || applyingRules || saving}
          problem={teachProblem}
          onSubmit={(body) => void onTeach(body)}
          onClose={() => setTeaching(null)}
        />
      ) : null}

      <CorrectionHistory documentId={documentId} corrected={corrected || version > loadedVersion} />

      <section className="stack" aria-labelledby={`${ids}-downloads`}>
        <h2 id={`${ids}-downloads`} className="account-summary__title">
          Download
        </h2>
        {dirty ? <p className="small">Save your corrections first: downloads are built from the saved rows.</p> : null}
        <DownloadFormatSelect value={format} onChange={setFormat} />
        {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}
        <div className="review__toolbar">
          <Button size="sm" disabled={downloading} onClick={() => void onDownload(false)}>
            Download corrected
          </Button>
          <Button variant="secondary" size="sm" disabled={downloading} onClick={() => void onDownload(true)}>
            Download original
          </Button>
        </div>
      </section>
    </div>
  );
}
