import { ColumnRoleSchema, ReadingSwitchSchema } from '@bankxl/contracts';
import { z } from 'zod';
import { BadRequestError } from '@bankxl/platform';
import { CATEGORY_IDS, isCategoryId, type CategoryId, type Statement } from '@bankxl/statement';

/** Bounds on a corrected Statement: what a real statement never exceeds, so a body cannot exhaust us. */
export const MAX_ROWS = 20_000;
const MAX_ACCOUNTS = 100;
const MAX_DESCRIPTION = 1000;
const MAX_PAYEE = 200;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date written YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'is not a real calendar date');

// Cents are whole: 12.345 is refused rather than rounded behind the user's back.
const money = z
  .number('must be a number')
  .refine((n) => Number.isFinite(n) && Math.abs(n) < 1e12, 'must be a finite number')
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, 'must have at most 2 decimals');

const shortText = (max: number) => z.string('must be a string').max(max, `must be at most ${max} characters`);

const transaction = z.strictObject({
  date: isoDate,
  description: shortText(MAX_DESCRIPTION),
  amount: money,
  balance: money.nullable(),
  page: z.number('must be a number').int('must be a whole number').positive('must be a positive page number'),
  // Where on the page the engine read the row; a row the user inserted has none.
  y: z.number().finite().default(0),
  // The box the row was read from (page and points); a row the user inserted has none.
  box: z
    .strictObject({ page: z.number().int().positive(), x0: z.number().finite(), y0: z.number().finite(), x1: z.number().finite(), y1: z.number().finite() })
    .optional(),
  // On a page read by OCR: the engine's confidence in the row, 0 to 100 (libs/statement Transaction).
  confidence: z.number().finite().min(0).max(100).optional(),
  // Who the row was with and what it is booked to (issue 26): as the engine's rules or the person set them.
  payee: shortText(MAX_PAYEE).optional(),
  category: z
    .string('must be a string')
    .refine(isCategoryId, `must be one of ${CATEGORY_IDS.join(', ')}`)
    .transform((c) => c as CategoryId)
    .optional(),
  // The other side of a transfer between the holder's accounts, as the review showed it: accepted so the client
  // may send back what it received, never stored (marks are computed on read, domain/transfers.ts).
  transfer: z.strictObject({ account: shortText(MAX_PAYEE), date: isoDate, amount: money }).optional(),
});

const checks = z.strictObject({
  verdict: z.enum(['verified', 'not_verified', 'cannot_verify']),
  firstBreak: shortText(1000).nullable(),
  firstBreakIndex: z.number().int().min(0).nullable(),
  totalsMatch: z.boolean().nullable(),
  datesInPeriod: z.boolean(),
});

const role = ColumnRoleSchema;
const readingSwitch = ReadingSwitchSchema;
// How the engine read the account (docs/engine.md): sent back as received, kept as it is; bounded like the rest.
const reading = z.strictObject({
  dates: z.strictObject({
    column: z.number().int().min(0).max(20),
    columns: z.number().int().min(0).max(20),
    labels: z.array(shortText(200).nullable()).max(20),
    order: z.enum(['day_first', 'month_first']),
    year: z.enum(['printed', 'period', 'statement', 'document', 'assumed']),
    confirmed: z.boolean(),
  }),
  columns: z.array(z.strictObject({ label: shortText(200).nullable(), role })).max(20),
  convention: z.enum(['bank', 'card']),
  printOrder: z.enum(['oldest_first', 'newest_first']),
  summary: shortText(1000),
  confirmedBy: z.array(shortText(300)).max(20),
  doubts: z.array(shortText(1000)).max(20),
  score: z.number().finite(),
  evidence: z.array(z.strictObject({ name: shortText(100), count: z.number().finite(), points: z.number().finite(), says: shortText(300) })).max(50),
  alternatives: z.array(z.strictObject({ summary: shortText(1000), score: z.number().finite(), switch: readingSwitch })).max(10),
  switches: z.array(z.strictObject({ label: shortText(300), switch: readingSwitch })).max(20).optional(),
  forced: readingSwitch.optional(),
  margin: z.number().finite().nullable(),
});

const account = z.strictObject({
  accountNumber: shortText(100).nullable(),
  kind: z.enum(['bank', 'credit_card']),
  name: shortText(200).nullable(),
  currency: shortText(10).nullable(),
  openingBalance: money.nullable(),
  closingBalance: money.nullable(),
  periodStart: isoDate.nullable(),
  periodEnd: isoDate.nullable(),
  transactions: z.array(transaction).max(MAX_ROWS, `must hold at most ${MAX_ROWS} rows`),
  // Recomputed by the server; accepted so the client may send back what it received.
  checks: checks.optional(),
  reading: reading.optional(),
});

const statement = z
  .strictObject({
    pages: z.number().int().min(0),
    pagesParsed: z.number().int().min(0),
    bank: shortText(200).nullable(),
    accounts: z.array(account, 'must be an array of accounts').max(MAX_ACCOUNTS, `must hold at most ${MAX_ACCOUNTS} accounts`),
    warnings: z.array(shortText(1000)).max(1000),
    ocrPages: z.array(z.number().int().positive()).max(10_000).optional(),
  })
  .refine((s) => s.accounts.reduce((n, a) => n + a.transactions.length, 0) <= MAX_ROWS, {
    message: `must hold at most ${MAX_ROWS} rows in all`,
    path: ['accounts'],
  });

const correction = z.strictObject({
  version: z.number('must be a number').int('must be a whole number').positive('must be a positive number'),
  statement,
});

/** The account as sent (checks optional: they are recomputed). */
export type IncomingAccount = z.infer<typeof account>;
export type Correction = { version: number; statement: Omit<Statement, 'accounts'> & { accounts: IncomingAccount[] } };

function valueAt(body: unknown, path: readonly PropertyKey[]): unknown {
  let value = body;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The body of PUT /api/documents/:id/statement, or a 400 whose message names the first bad field
 * (`statement.accounts.0.transactions.3.amount must have at most 2 decimals`).
 */
export function parseCorrection(body: unknown): Correction {
  const parsed = correction.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  const message = issue.code === 'unrecognized_keys' ? `has unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message;
  // Missing fields read as "Invalid input: expected number, received undefined" in zod: say it plainly.
  const plain = issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined ? 'is required' : message;
  throw new BadRequestError(`${field} ${plain}.`, 'invalid_statement', { field });
}

/** PUT /api/documents/:id/reading: which account, read how (the parts a person changes), at which version. */
const readingChange = z.strictObject({
  version: z.number('must be a number').int('must be a whole number').positive('must be a positive version'),
  account: z.number('must be a number').int('must be a whole number').min(0, 'must be 0 or more').max(1000, 'must be at most 1000'),
  switch: readingSwitch.refine((s) => Object.keys(s).length > 0, 'must name at least one of dateColumn, order, convention, printOrder, roles'),
});
export type ReadingChange = z.infer<typeof readingChange>;

export function parseReadingChange(body: unknown): ReadingChange {
  const parsed = readingChange.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue.path.map(String).join('.') || 'body';
  const message = issue.code === 'unrecognized_keys' ? `has unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')}` : issue.message;
  const plain = issue.code === 'invalid_type' && valueAt(body, issue.path) === undefined ? 'is required' : message;
  throw new BadRequestError(`${field} ${plain}.`, 'invalid_reading', { field });
}
