import { AppError, NotFoundError } from '@bankxl/platform';

/** A charge refused because the user has no credits at all. */
export class NoCreditsError extends AppError {
  constructor() {
    super(402, 'no_credits', 'You have no credits remaining.');
  }
}

/** A charge refused because the balance does not cover it; nothing is charged. */
export class InsufficientCreditsError extends AppError {
  constructor(
    readonly needed: number,
    readonly balance: number,
  ) {
    super(
      402,
      'insufficient_credits',
      `This statement has ${needed} ${needed === 1 ? 'page' : 'pages'} but you have ${balance} ${balance === 1 ? 'credit' : 'credits'}. Buy more credits to convert it.`,
      {},
      { needed, balance },
    );
  }
}

/** A refund for a conversion that was never charged. */
export class ChargeNotFoundError extends NotFoundError {
  constructor() {
    super('No charge was made for this conversion.', 'charge_not_found');
  }
}
