import { useEffect, useId, useReducer, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { Alert } from '../../../components/Alert';
import { Button, buttonClass } from '../../../components/Button';
import { Field } from '../../../components/Field';
import { Spinner } from '../../../components/Spinner';
import { useDropzone } from '../../../hooks/use-dropzone';
import { isNetworkError, serverCode, serverMessage } from '../../../lib/api';
import type { Me } from '../../../session';
import { useConvertStatementMutation, type ConversionResult } from '../api';
import { parseNextAvailable } from '../next-available';
import { canCancel, listenToProgress, progressText, type ConversionProgress } from '../progress';
import { NextFreeConversion } from './Countdown';
import { ResultPanel } from '../../results/components/ResultPanel';
import { OtherFormatDownload } from './OtherFormatDownload';

export const NOT_A_PDF = 'Please upload a PDF file only. Images and other file types are not supported.';
/**
 * The conversion service's file limit (MAX_UPLOAD_MB, 20 by default): a larger file is refused here, before
 * uploading, in the server's words. The server still checks (a self-hosted limit set lower answers 413 as usual).
 */
export const MAX_UPLOAD_MB = 20;
export const TOO_LARGE = `This file is larger than the ${MAX_UPLOAD_MB} MB limit.`;
export const NO_CREDITS = 'You have no credits remaining.';
const RATE_LIMITED = 'Anonymous users can only convert 1 file every 24 hours.';
const PASSWORD_CODES = new Set(['password_required', 'wrong_password']);
const CANCELLED = 'Conversion cancelled. Nothing was charged.';

type PasswordPrompt = { code: string; message: string };

/**
 * The upload state machine of SPEC §4: idle → uploading → success | error; Try Again → idle. While uploading,
 * the server's progress (issue 24); Cancel goes back to idle with the file still chosen.
 */
type UploadState =
  | { status: 'idle'; file: File | null; notice?: string }
  | { status: 'uploading'; file: File; withPassword: boolean; progress?: ConversionProgress }
  | { status: 'success'; file: File; result: ConversionResult }
  | { status: 'error'; file: File | null; message: string; nextFreeAt?: number; password?: PasswordPrompt };

type UploadEvent =
  | { type: 'picked'; file: File }
  | { type: 'refused'; message: string }
  | { type: 'started'; withPassword: boolean }
  | { type: 'progressed'; progress: ConversionProgress }
  | { type: 'cancelled' }
  | { type: 'succeeded'; result: ConversionResult }
  | { type: 'failed'; message: string; nextFreeAt?: number; password?: PasswordPrompt }
  | { type: 'reset' }
  | { type: 'cleared' };

function reduce(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'picked':
      return { status: 'idle', file: event.file };
    case 'refused':
      return { status: 'error', file: null, message: event.message };
    case 'started':
      return state.file ? { status: 'uploading', file: state.file, withPassword: event.withPassword } : state;
    case 'progressed':
      return state.status === 'uploading' ? { ...state, progress: event.progress } : state;
    case 'cancelled':
      return { status: 'idle', file: state.file, notice: CANCELLED };
    case 'succeeded':
      return state.file ? { status: 'success', file: state.file, result: event.result } : state;
    case 'failed':
      return { status: 'error', file: state.file, message: event.message, nextFreeAt: event.nextFreeAt, password: event.password };
    case 'reset':
      // Keep the chosen file so the user can simply press Convert again.
      return { status: 'idle', file: state.file };
    case 'cleared':
      return { status: 'idle', file: null };
  }
}

const isPdf = (file: File) => file.type === 'application/pdf';

function describeFailure(error: unknown): Extract<UploadEvent, { type: 'failed' }> {
  if (isNetworkError(error)) return { type: 'failed', message: 'Failed to convert PDF. Please try again.' };
  const status = (error as { status?: unknown }).status;
  const message = serverMessage(error);
  const code = serverCode(error);
  if (code && PASSWORD_CODES.has(code)) {
    const fallback =
      code === 'wrong_password'
        ? 'That password did not open the PDF. Please check it and try again.'
        : 'This PDF is protected with a password. Enter it to convert the statement.';
    return { type: 'failed', message: message ?? fallback, password: { code, message: message ?? fallback } };
  }
  if (status === 403) {
    const data = (error as { data?: { nextAvailable?: unknown } }).data;
    const nextFreeAt = parseNextAvailable(data?.nextAvailable) ?? undefined;
    return { type: 'failed', message: message ?? RATE_LIMITED, nextFreeAt };
  }
  return { type: 'failed', message: message ?? 'Conversion failed' };
}

function UploadIcon() {
  return (
    <svg className="dropzone__icon" viewBox="0 0 48 48" fill="none" aria-hidden="true">
      <path d="M12 6h16l10 10v26H12z" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M28 6v10h10" stroke="currentColor" strokeWidth="2.5" strokeLinejoin="round" />
      <path d="M25 36V23m0 0-5 5m5-5 5 5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

/** Upload a PDF statement and get the Excel workbook back. */
export function Converter({ user }: { user: Me | undefined }) {
  const [state, dispatch] = useReducer(reduce, { status: 'idle', file: null });
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [convert] = useConvertStatementMutation();
  const progressKey = useId();
  useEffect(() => listenToProgress(progressKey, (progress) => dispatch({ type: 'progressed', progress })), [progressKey]);
  // The running conversion: aborting its request is how the server hears the cancel (it stops the engine).
  const running = useRef<{ abort: () => void; cancelled: boolean } | null>(null);
  // Leaving the page stops the conversion too: nobody would get its workbook.
  useEffect(() => () => running.current?.abort(), []);

  // The workbook lives behind an object URL; let it go once the user moves on.
  const downloadUrl = state.status === 'success' ? state.result.downloadUrl : null;
  useEffect(() => (downloadUrl ? () => URL.revokeObjectURL(downloadUrl) : undefined), [downloadUrl]);

  const outOfCredits = Boolean(user) && (user?.credits ?? 0) < 1 && state.status !== 'success';

  const accept = (file: File | undefined) => {
    if (!file) return;
    setPassword('');
    setPasswordError(undefined);
    const refusal = !isPdf(file) ? NOT_A_PDF : file.size > MAX_UPLOAD_MB * 1024 * 1024 ? TOO_LARGE : null;
    if (!refusal) {
      dispatch({ type: 'picked', file });
    } else {
      if (inputRef.current) inputRef.current.value = '';
      dispatch({ type: 'refused', message: refusal });
    }
  };

  const run = async (withPassword?: string) => {
    if (!state.file) return;
    dispatch({ type: 'started', withPassword: Boolean(withPassword) });
    const request = convert({ file: state.file, password: withPassword, progressKey });
    const mine = { abort: () => request.abort(), cancelled: false };
    running.current = mine;
    const result = await request;
    if (running.current === mine) running.current = null;
    if (mine.cancelled) dispatch({ type: 'cancelled' });
    else if ('error' in result) {
      setPassword('');
      dispatch(describeFailure(result.error));
    } else dispatch({ type: 'succeeded', result: result.data });
  };

  const onConvert = (event: FormEvent) => {
    event.preventDefault();
    if (outOfCredits) return;
    void run();
  };

  const onUnlock = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError('Enter the PDF password.');
      return;
    }
    setPasswordError(undefined);
    void run(password);
  };

  const cancel = () => {
    if (!running.current) return;
    running.current.cancelled = true;
    running.current.abort();
  };

  const startOver = () => {
    if (inputRef.current) inputRef.current.value = '';
    setPassword('');
    dispatch({ type: 'cleared' });
  };

  const dropzone = useDropzone((files) => {
    if (state.status === 'uploading') return;
    accept(files[0]);
  });

  if (state.status === 'success') {
    const nextFreeAt = !user ? parseNextAvailable(state.result.nextAvailable) : null;
    return (
      <section id="converter" className="converter" aria-labelledby={`${inputId}-title`}>
        <h2 id={`${inputId}-title`} className="visually-hidden">
          Your Excel file
        </h2>
        <Alert tone="success">
          <p>
            <strong>Conversion successful! Download your Excel file below.</strong>
          </p>
          <p className="small">
            The Summary sheet shows whether the balances check out: verified, not verified, or cannot verify.
          </p>
        </Alert>
        <div className="converter__actions">
          <a className={buttonClass('primary', 'lg', true)} href={state.result.downloadUrl} download={state.result.fileName}>
            Download Excel
          </a>
          <Button variant="secondary" block onClick={startOver}>
            Convert another PDF
          </Button>
        </div>
        {state.result.storedFilename ? <OtherFormatDownload storedFilename={state.result.storedFilename} pdfName={state.file.name} /> : null}
        {nextFreeAt ? (
          <p className="small muted converter__status">
            Your next free page is available {new Date(nextFreeAt).toLocaleString()}.{' '}
            <Link to="/register">Register</Link> for 3 free credits.
          </p>
        ) : null}
        {state.result.resultToken ? <ResultPanel token={state.result.resultToken} documentId={state.result.documentId} /> : null}
      </section>
    );
  }

  const uploading = state.status === 'uploading';
  return (
    <section id="converter" className="converter" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="visually-hidden">
        Convert a statement
      </h2>
      <form onSubmit={onConvert} noValidate>
        <label
          htmlFor={inputId}
          {...dropzone}
          data-testid="dropzone"
        >
          <UploadIcon />
          <span className="dropzone__title">Drag and drop your PDF statement here</span>
          <span className="dropzone__hint">or click to choose a file · PDF only</span>
          {state.file ? <span className="dropzone__file">{state.file.name}</span> : null}
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept="application/pdf,.pdf"
            className="visually-hidden"
            aria-label="PDF bank statement"
            disabled={uploading}
            onChange={(event) => accept(event.target.files?.[0])}
          />
        </label>

        {outOfCredits ? (
          <Alert tone="warning" className="converter__status">
            <p>{NO_CREDITS}</p>
            <Link className={buttonClass('secondary', 'sm')} to="/pricing">
              View Pricing
            </Link>
          </Alert>
        ) : null}

        <div className="converter__actions">
          <Button type="submit" size="lg" block disabled={!state.file || uploading || outOfCredits || state.status === 'error'}>
            {uploading ? <Spinner label="Converting..." /> : 'Convert to Excel'}
          </Button>
        </div>
      </form>

      {uploading ? (
        <div className="converter__status converter__progress">
          <div role="status">
            <Spinner label="Converting your PDF to Excel..." />
            {state.progress ? (
              <p className="converter__step" data-testid="conversion-step">
                {progressText(state.progress)}
              </p>
            ) : null}
          </div>
          {state.progress ? (
            <progress
              className="converter__meter"
              aria-label="Pages read"
              max={state.progress.pagesTotal}
              value={state.progress.pagesDone}
            >
              {state.progress.pagesDone} of {state.progress.pagesTotal} pages read
            </progress>
          ) : null}
          {canCancel(state.progress) ? (
            <Button variant="secondary" onClick={cancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      ) : null}

      {state.status === 'idle' && state.notice ? (
        <p className="converter__status small muted" role="status">
          {state.notice}
        </p>
      ) : null}

      {state.status === 'error' ? (
        <div className="converter__status stack">
          <Alert tone={state.password ? 'warning' : 'error'}>
            {state.nextFreeAt ? <NextFreeConversion at={state.nextFreeAt} /> : <p>{state.message}</p>}
          </Alert>
          {state.password ? (
            <form className="form" noValidate onSubmit={onUnlock}>
              <Field
                label="PDF password"
                type="password"
                autoComplete="off"
                value={password}
                error={passwordError}
                hint="Used once to open this file; it is never stored."
                onChange={(event) => setPassword(event.target.value)}
              />
              <Button type="submit">Unlock and convert</Button>
            </form>
          ) : null}
          <Button variant="ghost" onClick={() => dispatch({ type: 'reset' })}>
            Try Again
          </Button>
        </div>
      ) : null}
    </section>
  );
}
