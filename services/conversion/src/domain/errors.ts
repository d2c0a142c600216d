import { AppError, ForbiddenError, PayloadTooLargeError, ServiceUnavailableError, TooManyRequestsError } from '@bankxl/platform';
import { StatementError, type StatementErrorCode } from '@bankxl/statement';

/**
 * Refusals of a file built to exhaust the engine (or that does so by accident): a 422. An anonymous
 * client keeps its free conversion used for these, so a bomb cannot be sent again and again for free.
 */
export const HOSTILE_REFUSALS: ReadonlySet<string> = new Set(['engine_timeout', 'engine_out_of_memory', 'oversized_content', 'too_complex']);

/**
 * An input the engine refuses (not a PDF, corrupt, password needed, scanned, no transactions…):
 * a 400 with the engine's message, 413 when the document is too long, 422 for HOSTILE_REFUSALS.
 * `password_required` and `wrong_password` keep their code so the client can ask for a password.
 */
export class InputRefusedError extends AppError {
  constructor(code: StatementErrorCode | 'empty_file' | 'missing_file' | 'engine_timeout' | 'engine_out_of_memory', message: string) {
    super(code === 'too_many_pages' ? 413 : HOSTILE_REFUSALS.has(code) ? 422 : 400, code, message);
  }
}

/**
 * A scan whose OCR ran past its time budget: refused like an engine timeout (same code and status), but it
 * is not hostile. Scans are slow by nature, so an anonymous client gets its free conversion back.
 */
export class SlowScanError extends InputRefusedError {
  constructor() {
    super('engine_timeout', 'This scanned PDF took too long to read, so nothing was charged. Please try a clearer scan, or split it into fewer pages.');
  }
}

/** Whether a failure keeps an anonymous client's free conversion used (see HOSTILE_REFUSALS). */
export const isHostileRefusal = (err: unknown): boolean => err instanceof InputRefusedError && HOSTILE_REFUSALS.has(err.code) && !(err instanceof SlowScanError);

export const refusal = (code: StatementErrorCode, message = new StatementError(code).message) => new InputRefusedError(code, message);

export class UploadTooLargeError extends PayloadTooLargeError {
  constructor(maxMb: number) {
    super(`This file is larger than the ${maxMb} MB limit.`, 'file_too_large');
  }
}

/** The anonymous free conversion was already used in the window: 403 with when the next one is possible. */
export class AnonymousLimitError extends ForbiddenError {
  constructor(
    readonly nextAvailable: Date,
    windowHours: number,
  ) {
    super(
      windowHours === 24
        ? 'Anonymous users can only convert 1 file every 24 hours. Sign up to convert more.'
        : `Anonymous users can only convert 1 file every ${windowHours} hours. Sign up to convert more.`,
      'anonymous_limit',
      { nextAvailable: nextAvailable.toISOString() },
    );
  }
}

export class ConverterBusyError extends ServiceUnavailableError {
  constructor() {
    super('The converter is busy right now. Please try again in a few seconds.', 5, 'converter_busy');
  }
}

/** The converted files could not be kept; the charge was refunded. */
export class StorageDownError extends ServiceUnavailableError {
  constructor() {
    super('Your workbook could not be saved right now, so your credits were given back. Please try again shortly.', 10, 'storage_unavailable');
  }
}

/**
 * A synchronous conversion (POST /api/convert) that ran past CONVERT_DEADLINE_MS: stopped before its charge,
 * so the user is told it failed before the gateway gives up on it, and nothing is charged or stored.
 */
export class ConversionDeadlineError extends AppError {
  constructor() {
    super(
      422,
      'conversion_timeout',
      'This PDF took too long to convert, so it was stopped and nothing was charged. Scans take several seconds a page: please split the file into fewer pages and try again.',
    );
  }
}

/**
 * The client went away (closed the tab, or the gateway stopped waiting) before the conversion was charged:
 * it is stopped and nothing is charged. Nobody reads the answer; the status is nginx's "client closed request".
 */
export class ClientGoneError extends AppError {
  constructor() {
    super(499, 'client_closed_request', 'The request was closed before the conversion finished; nothing was charged.');
  }
}

/** This client already has as many conversions in the engine as one client may: 429, nothing charged. */
export class TooManyConversionsError extends TooManyRequestsError {
  constructor() {
    super('You already have conversions in progress. Please wait for them to finish, then try again.', 5, 'too_many_conversions');
  }
}
