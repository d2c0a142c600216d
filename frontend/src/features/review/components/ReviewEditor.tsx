import { useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CATEGORIES, categoryLabel } from '@bankxl/statement/books';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { DownloadFormatSelect, useDownloadFormat } from '../../../components/DownloadFormatSelect';
import { isNetworkError, serverMessage } from '../../../lib/api';
import { formatDateTime } from '../../../lib/format';
import { editableNumber, formatMoney } from '../../statement/money';
import { VerdictBadge } from '../../statement/components/VerdictBadge';
import { plainWarnings } from '../../statement/warnings';
import type { ReadingSwitch, Statement } from '../../statement/types';
import { useDownloadReviewedMutation, useSaveDocumentStatementMutation, useSwitchReadingMutation, type StaleVersion } from '../api';
import { editorReducer, initialEditorState, isDirty, type BalanceField } from '../edit-model';
import { balanceBreaks } from '../page-boxes';
import { CellInput } from './CellInput';
import { CorrectionHistory } from './CorrectionHistory';
import { PageView } from './PageView';
import { markOnce } from '../use-pdf-document';
import { ReadingPanel } from './ReadingPanel';
import { parseOptionalMoney, ReviewGrid, type RevealRequest } from './ReviewGrid';
import { Splitter } from './Splitter';
import { DEFAULT_SPLIT, SIDE_BY_SIDE_MIN_WIDTH, useFillHeight, useNeededSplit, usePanelFolded, useSplit } from '../workspace';
import { useApplyRulesMutation, useCreateRuleMutation, type RuleBody } from '../../rules/api';
import { ruleFromRow } from '../../rules/rule-words';
import { RuleDialog } from '../../rules/components/RuleDialog';
import { ChartsPanel } from '../../charts/ChartsPanel';

type SaveProblem = { kind: 'stale'; version: number | null } | { kind: 'invalid'; message: string } | null;

const isStale = (error: unknown): error is { status: 409; data: StaleVersion } => {
  const data = (error as { data?: { error?: unknown; code?: unknown } }).data;
  return (error as { status?: unknown }).status === 409 && (data?.error === 'stale_version' || data?.code === 'stale_version');
};

const errorWords = (error: unknown) => (isNetworkError(error) ? 'network error. Please try again.' : (serverMessage(error) ?? 'the server refused it.'));

const accountLabel = (n: string | null, i: number) => (n ? `Account ${n}` : `Account ${i + 1}`);

/** The least height of the rows and pages side by side, when the window is too short for them to fill it. */
const MIN_WORKSPACE_HEIGHT = 360;

/** Whether the window is wide enough for the rows and the pages side by side (otherwise the pages fold under the rows). */
function useSideBySide(): boolean {
  const [wide, setWide] = useState(() => typeof window === 'undefined' || window.innerWidth >= SIDE_BY_SIDE_MIN_WIDTH);
  useEffect(() => {
    const onResize = () => setWide(window.innerWidth >= SIDE_BY_SIDE_MIN_WIDTH);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return wide;
}

/**
 * Review and correct one stored statement, as a workspace: one compact header (the file, the live balance
 * check, undo/redo, save, download), the balances and the reading in a panel that folds away, and below them
 * the rows and the statement's pages side by side, filling the window, with a split the user can drag.
 */
export function ReviewEditor({ documentId, pdfName, uploadedAt, corrected, version: loadedVersion, statement, onReload, deleteControl, notes }: {
  documentId: string;
  pdfName: string;
  uploadedAt?: string;
  /** The server says corrections were saved before (the list's "corrected"). */
  corrected: boolean;
  version: number;
  statement: Statement;
  onReload: () => void;
  /** "Delete now" for this document, shown in the balances and reading panel. */
  deleteControl?: ReactNode;
  /** More about the statement for that panel (the transfers between the user's accounts it found). */
  notes?: ReactNode;
}) {
  const [state, dispatch] = useReducer(editorReducer, statement, initialEditorState);
  // The grid is on screen now (read by the e2e measurement, beside the first page's mark).
  useEffect(() => markOnce('bankxl:review-rows-shown'), []);
  const [version, setVersion] = useState(loadedVersion);
  const [accountIndex, setAccountIndex] = useState(0);
  const [reveal, setReveal] = useState<RevealRequest>(null);
  // The row selected in the grid or on the page beside it; each side follows the other.
  const [selectedRow, setSelectedRow] = useState<number | null>(null);
  const [problem, setProblem] = useState<SaveProblem>(null);
  // What the last action did; it holds for the rows as that action left them (`base`, taken once they are
  // rendered), so the next change of the rows (an edit, undo) takes it away.
  const [said, setSaid] = useState<{ text: string; base: Statement | null } | null>(null);
  const setNotice = useCallback((text: string | null) => setSaid(text === null ? null : { text, base: null }), []);
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
  // The rows ticked for changing many at once: cleared when rows come or go (their numbers move).
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const dirty = isDirty(state);
  const account = state.statement.accounts[accountIndex];
  const warnings = plainWarnings(state.statement);
  const [chosenSplit, setSplit] = useSplit();
  const [folded, setFolded] = usePanelFolded(warnings.length > 0 || statement.accounts.some((a) => a.checks.verdict === 'not_verified'));
  const sideBySide = useSideBySide();
  const topRef = useRef<HTMLDivElement | null>(null);
  const workspaceRef = useRef<HTMLDivElement | null>(null);
  const fillHeight = useFillHeight(workspaceRef, topRef, MIN_WORKSPACE_HEIGHT);
  const neededSplit = useNeededSplit(workspaceRef, chosenSplit !== null || !sideBySide);
  const split = chosenSplit ?? neededSplit ?? DEFAULT_SPLIT;
  const ids = useId();

  const breaks = useMemo(() => (account ? balanceBreaks(account) : new Set<number>()), [account]);
  // A point chosen on the balance chart (the break's marker, say): its row is selected and scrolled to, as from a page.
  const selectRowFromChart = useCallback((row: number) => {
    setSelectedRow(row);
    setReveal({ row, nonce: Date.now(), focus: false });
  }, []);
  useEffect(() => {
    if (said && said.base === null) setSaid({ ...said, base: state.statement });
  }, [said, state.statement]);
  const notice = said && (said.base === null || said.base === state.statement) ? said.text : null;
  const rowCount = account?.transactions.length ?? 0;
  useEffect(() => setChecked((c) => (c.size === 0 ? c : new Set())), [rowCount]);
  const onCheck = useCallback((rows: number[], on: boolean) => {
    setChecked((current) => {
      const next = new Set(current);
      for (const r of rows) {
        if (on) next.add(r);
        else next.delete(r);
      }
      return next;
    });
  }, []);

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

  const onBulk = (field: 'payee' | 'category', value: string) => {
    const rows = [...checked].sort((a, b) => a - b);
    if (rows.length === 0) return;
    dispatch({ type: 'rows', account: accountIndex, rows, field, value });
    const what = field === 'payee' ? (value ? `Payee set to "${value}"` : 'Payee cleared') : `Category set to ${categoryLabel(value)}`;
    setNotice(`${what} on ${rows.length === 1 ? '1 row' : `${rows.length} rows`}. Save to keep it; Undo takes it back.`);
  };

  const accountPicker =
    state.statement.accounts.length > 1 ? (
      <div className="field field--compact">
        <label className="visually-hidden" htmlFor={`${ids}-account`}>
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
            setChecked(new Set());
          }}
        >
          {state.statement.accounts.map((a, i) => (
            <option key={i} value={i}>
              {accountLabel(a.accountNumber, i)} ({a.checks.verdict.replace('_', ' ')})
            </option>
          ))}
        </select>
      </div>
    ) : null;

  const offeredRow = ruleRow !== null && account?.transactions[ruleRow] ? ruleRow : null;

  return (
    <div className="review" onKeyDown={onKeyDown}>
      <div ref={topRef} className="review__top">
        <header className="review-head">
          <div className="review-head__title">
            <h1>Review and correct</h1>
            <p className="review-head__file">
              <span className="review-head__name" title={pdfName}>
                {pdfName}
              </span>
              {uploadedAt ? <span> · uploaded {formatDateTime(uploadedAt)}</span> : null} · <Link to="/documents">all files</Link>
            </p>
          </div>
          {accountPicker}
          {account ? (
            <div className="review-head__check" role="status" aria-live="polite" aria-atomic="true">
              <span className="review-head__label">Balance check: </span>
              <VerdictBadge verdict={account.checks.verdict} />
              {account.checks.firstBreak ? (
                <span className="review-head__break" title={account.checks.firstBreak}>
                  {account.checks.firstBreak}
                </span>
              ) : null}
            </div>
          ) : null}
          {account && account.checks.firstBreakIndex !== null ? (
            <Button variant="ghost" size="sm" onClick={() => setReveal({ row: account.checks.firstBreakIndex!, nonce: Date.now() })}>
              Go to row {account.checks.firstBreakIndex + 1}
            </Button>
          ) : null}
          <div className="review__toolbar review-head__edit" role="toolbar" aria-label="Corrections">
            <Button variant="secondary" size="sm" disabled={state.past.length === 0} onClick={() => dispatch({ type: 'undo' })} aria-keyshortcuts="Control+Z">
              Undo
            </Button>
            <Button variant="secondary" size="sm" disabled={state.future.length === 0} onClick={() => dispatch({ type: 'redo' })} aria-keyshortcuts="Control+Y">
              Redo
            </Button>
            <Button size="sm" disabled={!dirty || saving} onClick={() => void onSave()} aria-keyshortcuts="Control+S">
              {saving ? 'Saving...' : 'Save corrections'}
            </Button>
            <span className={dirty ? 'review-head__status' : 'review-head__status review-head__status--quiet'} role="status">
              {dirty ? 'Unsaved corrections' : 'No unsaved corrections'}
            </span>
          </div>
          <div className="review__toolbar review-head__download" role="group" aria-label="Download">
            <DownloadFormatSelect value={format} onChange={setFormat} compact />
            <Button
              size="sm"
              variant="secondary"
              disabled={downloading}
              aria-label="Download corrected"
              title={dirty ? 'Save your corrections first: downloads are built from the saved rows.' : 'The rows as saved, with your corrections'}
              onClick={() => void onDownload(false)}
            >
              Download
            </Button>
            <Button variant="ghost" size="sm" disabled={downloading} aria-label="Download original" title="The rows as the engine read them, without your corrections" onClick={() => void onDownload(true)}>
              Original
            </Button>
          </div>
        </header>
        {/* What the last action did ("Corrections saved…"): a line of its own under the header, empty otherwise. */}
        <p className="review-notice" role="status">
          {notice}
        </p>

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
        {downloadError ? <Alert tone="error">{downloadError}</Alert> : null}

        {account ? (
          <details className="review-panel" open={!folded} onToggle={(e) => setFolded(!e.currentTarget.open)}>
            <summary className="review-panel__summary">
              <span className="review-panel__title">Balances and reading</span>
              <span className="review-panel__facts">
                Opening {account.openingBalance === null ? 'not printed' : formatMoney(account.openingBalance)} · Closing{' '}
                {account.closingBalance === null ? 'not printed' : formatMoney(account.closingBalance)}
                {account.reading ? ` · ${account.reading.summary}` : ''}
                {warnings.length ? ` · ${warnings.length === 1 ? '1 note' : `${warnings.length} notes`}` : ''}
              </span>
            </summary>
            <div className="review-panel__body">
              <div className="review__balances">
                {balanceField('openingBalance', 'Opening balance')}
                {balanceField('closingBalance', 'Closing balance')}
              </div>
              <ReadingPanel
                account={account}
                busy={switching}
                blockedBy={dirty ? 'Save or undo your corrections first: reading the statement again replaces its rows.' : null}
                onSwitch={(label, change) => void onSwitchReading(label, change)}
              />
              {warnings.length > 0 ? (
                <section className="review-panel__notes" aria-label="Notes on this statement">
                  <ul className="warnings">
                    {warnings.map((w) => (
                      <li key={w}>{w}</li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {notes}
              <CorrectionHistory documentId={documentId} corrected={corrected || version > loadedVersion} />
              {deleteControl ? <div>{deleteControl}</div> : null}
            </div>
          </details>
        ) : null}
        {account ? (
          <ChartsPanel
            key={accountIndex}
            className="review-charts"
            account={account}
            name={account.accountNumber ? `account ${account.accountNumber}` : `account ${accountIndex + 1}`}
            onSelectRow={selectRowFromChart}
          />
        ) : null}
      </div>

      {account ? (
        <div
          ref={workspaceRef}
          className="workspace"
          style={{ height: fillHeight ?? undefined, ['--split' as string]: `${(split * 100).toFixed(1)}%` }}
        >
          <div id={`${ids}-rows`} className="workspace__rows">
            {checked.size > 0 ? (
              <BulkBar count={checked.size} onSet={onBulk} onClear={() => setChecked(new Set())} />
            ) : offeredRow !== null ? (
              <div className="grid-offer">
                <span>Row {offeredRow + 1}&apos;s payee or category changed.</span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={`Apply to all like this: make a rule from row ${offeredRow + 1}`}
                  onClick={() => onOfferRule(offeredRow)}
                >
                  Apply to all like this
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setRuleRow(null)}>
                  Not now
                </Button>
              </div>
            ) : null}
            <ReviewGrid
              key={accountIndex}
              account={account}
              accountIndex={accountIndex}
              dispatch={dispatch}
              revealRequest={reveal}
              selectedRow={selectedRow}
              onRowFocus={setSelectedRow}
              breaks={breaks}
              checked={checked}
              onCheck={onCheck}
              ruleOfferedFor={ruleRow}
              onBooked={setRuleRow}
              onApplyToAllLikeThis={onOfferRule}
            />
          </div>
          {sideBySide ? <Splitter split={split} onSplit={setSplit} container={workspaceRef} controls={`${ids}-rows`} /> : null}
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
    </div>
  );
}

/** Sets the payee or the category of every ticked row at once (one undo step). */
function BulkBar({ count, onSet, onClear }: { count: number; onSet: (field: 'payee' | 'category', value: string) => void; onClear: () => void }) {
  const ids = useId();
  const [payee, setPayee] = useState('');
  const [category, setCategory] = useState('');
  return (
    <div className="bulk-bar" role="group" aria-label="Change the selected rows">
      <strong className="bulk-bar__count" aria-live="polite">
        {count === 1 ? '1 row selected' : `${count} rows selected`}
      </strong>
      <form
        className="bulk-bar__field"
        onSubmit={(e) => {
          e.preventDefault();
          onSet('payee', payee.trim());
        }}
      >
        <label htmlFor={`${ids}-payee`}>Payee</label>
        <input id={`${ids}-payee`} className="cell-input" value={payee} maxLength={200} autoComplete="off" onChange={(e) => setPayee(e.target.value)} />
        <Button type="submit" size="sm" variant="secondary" disabled={payee.trim() === ''}>
          Set payee
        </Button>
      </form>
      <form
        className="bulk-bar__field"
        onSubmit={(e) => {
          e.preventDefault();
          if (category) onSet('category', category);
        }}
      >
        <label htmlFor={`${ids}-category`}>Category</label>
        <select id={`${ids}-category`} className="cell-input" value={category} onChange={(e) => setCategory(e.target.value)}>
          <option value="">Choose…</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        <Button type="submit" size="sm" variant="secondary" disabled={category === ''}>
          Set category
        </Button>
      </form>
      <Button size="sm" variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
