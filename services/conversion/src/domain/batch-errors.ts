import { AppError } from '@bankxl/platform';

/** A batch refused as a whole before anything is converted or charged: a 400 (413 when too large) naming why. */
export class BatchRefusedError extends AppError {
  constructor(code: string, message: string, status = 400) {
    super(status, code, message);
  }
}

/** The balance does not cover every page of the batch: 402 naming both numbers; nothing is charged. */
export class BatchCreditsError extends AppError {
  constructor(needed: number, balance: number) {
    super(
      402,
      'insufficient_credits',
      `This batch has ${needed} ${needed === 1 ? 'page' : 'pages'} but you have ${balance} ${balance === 1 ? 'credit' : 'credits'}. Buy more credits to convert it.`,
      {},
      { needed, balance },
    );
  }
}
