/** What conversion needs from billing (its internal API): a charge per conversion and its refund. */
export type Billing = {
  /** Refuses (billing's 402 and message) when the balance does not cover `credits`; charges nothing. */
  checkCredits(input: { userId: string; credits: number }, requestId?: string): Promise<void>;
  /** Charges `credits` for the conversion; idempotent on its id. Refusals keep billing's status and message. */
  charge(input: { userId: string; conversionId: string; credits: number; description: string }, requestId?: string): Promise<void>;
  /** The user's credit balance now (a batch compares it with all its pages before it starts). */
  balance(userId: string, requestId?: string): Promise<number>;
  /** Gives a conversion's charge back; idempotent. Throws a 404 AppError when nothing was charged. */
  refund(conversionId: string, requestId?: string): Promise<void>;
};
