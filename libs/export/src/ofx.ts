import type { Account, Statement } from '@bankxl/statement';
import { payeeOf } from './books.js';
import { transactionIds } from './fitid.js';
import { accountIdOf, amountText, digitsOf, endingBalance, oneLine, periodOf } from './ledger-values.js';
import { aggregate, leaf, renderOfx, type OfxElement, type OfxVersion } from './ofx-markup.js';
import { checkNumber, ofxTransactionType } from './transaction-type.js';

export const OFX_CONTENT_TYPE = 'application/x-ofx';
export const QFX_CONTENT_TYPE = 'application/vnd.intu.qfx';
export const QBO_CONTENT_TYPE = 'application/vnd.intu.qbo';

/**
 * Quicken and QuickBooks accept a Web Connect file only from an institution they know by its Intuit
 * bank id (INTU.BID). 3000 is a long-standing id that both accept; a user whose bank has its own sets it.
 */
export const DEFAULT_INTUIT_BANK_ID = '3000';

export type OfxOptions = {
  /** 1.0.2 SGML (what Quicken, QuickBooks and most banks use) or 2.1.1 XML. Default 1.0.2. */
  version?: OfxVersion;
  /** Written as FI/ORG+FID and INTU.BID: set for QFX and QBO (Intuit's Web Connect files). */
  intuitBankId?: string;
  /** The bank's routing number for BANKACCTFROM/BANKID; statements rarely print it. */
  routingNumber?: string;
  /** Used where an account has no currency: OFX requires CURDEF. Default XXX, ISO 4217's "no currency". */
  defaultCurrency?: string;
};

// OFX 1.0.2 lengths: NAME is A-32, MEMO A-255, ACCTID A-22 (longer ids, e.g. IBANs, are kept whole:
// importers match accounts on the full number).
const NAME_LENGTH = 32;
const MEMO_LENGTH = 255;
const UNKNOWN_ROUTING_NUMBER = '000000000';

// Cut by characters (code points), never inside a surrogate pair: half an emoji is not valid text.
const upTo = (text: string, length: number) => Array.from(text).slice(0, length).join('');

// Noon, not midnight: importers that read the date as UTC and show it in a time zone west of
// Greenwich would otherwise move every transaction to the day before.
const ofxDate = (iso: string) => `${iso.replace(/-/g, '')}120000`;

const status = () => aggregate('STATUS', leaf('CODE', '0'), leaf('SEVERITY', 'INFO'));

// Savings accounts are told apart by name only; everything else is a current (checking) account.
const accountType = (account: Account) => (/saving|spar|ahorro|[ée]pargne|livret/i.test(account.name ?? '') ? 'SAVINGS' : 'CHECKING');

function transactionElements(account: Account, accountId: string, digits: number): OfxElement[] {
  const ids = transactionIds(account, accountId);
  return account.transactions.map((t, i) => {
    const description = oneLine(t.description);
    // NAME is who the money went to or came from (the clean payee), MEMO the statement's own words.
    const name = upTo(oneLine(payeeOf(t)) || description, NAME_LENGTH).trim();
    const cheque = checkNumber(description);
    return aggregate(
      'STMTTRN',
      leaf('TRNTYPE', ofxTransactionType(t.amount, description)),
      leaf('DTPOSTED', ofxDate(t.date)),
      leaf('TRNAMT', amountText(t.amount, digits)),
      leaf('FITID', ids[i]),
      cheque ? leaf('CHECKNUM', cheque) : null,
      name ? leaf('NAME', name) : null,
      description ? leaf('MEMO', upTo(description, MEMO_LENGTH)) : null,
    );
  })
    // A row that moved no money (printed with a balance of nothing the running balance passes over) is not booked.
    .filter((_, i) => !account.transactions[i].informational);
}

function statementResponse(account: Account, index: number, options: OfxOptions): OfxElement {
  const accountId = accountIdOf(account, index);
  const digits = digitsOf(account);
  const isCard = account.kind === 'credit_card';
  const period = periodOf(account);
  const balance = endingBalance(account);
  const from = isCard
    ? aggregate('CCACCTFROM', leaf('ACCTID', accountId))
    : aggregate(
        'BANKACCTFROM',
        leaf('BANKID', options.routingNumber ?? UNKNOWN_ROUTING_NUMBER),
        leaf('ACCTID', accountId),
        leaf('ACCTTYPE', accountType(account)),
      );
  const transactions =
    period.start && period.end
      ? aggregate('BANKTRANLIST', leaf('DTSTART', ofxDate(period.start)), leaf('DTEND', ofxDate(period.end)), ...transactionElements(account, accountId, digits))
      : null;
  // LEDGERBAL is left out, not invented, when the statement prints no balance at all.
  const ledger =
    balance !== null && period.end
      ? aggregate('LEDGERBAL', leaf('BALAMT', amountText(balance, digits)), leaf('DTASOF', ofxDate(period.end)))
      : null;
  return aggregate(
    isCard ? 'CCSTMTTRNRS' : 'STMTTRNRS',
    leaf('TRNUID', String(index + 1)),
    status(),
    aggregate(
      isCard ? 'CCSTMTRS' : 'STMTRS',
      leaf('CURDEF', (account.currency ?? options.defaultCurrency ?? 'XXX').toUpperCase()),
      from,
      transactions,
      ledger,
    ),
  );
}

/** When the file was "produced": the statement's last day, so that the same statement always gives the same file. */
function serverDate(statement: Statement): string {
  const ends = statement.accounts.map((a) => periodOf(a).end).filter((d): d is string => d !== null).sort();
  return ofxDate(ends.at(-1) ?? '1970-01-01');
}

/**
 * The Statement as one OFX file: every bank account as a statement in BANKMSGSRSV1, every card in
 * CREDITCARDMSGSRSV1, each with its transactions (stable FITIDs, TRNTYPE) and LEDGERBAL.
 * With `intuitBankId` it is a QFX/QBO Web Connect file.
 */
export function toOfx(statement: Statement, options: OfxOptions = {}): Buffer {
  const indexed = statement.accounts.map((account, index) => ({ account, index }));
  const responses = (isCard: boolean) => indexed.filter(({ account }) => (account.kind === 'credit_card') === isCard).map(({ account, index }) => statementResponse(account, index, options));
  const banks = responses(false);
  const cards = responses(true);
  const bankId = options.intuitBankId;
  const signOn = aggregate(
    'SIGNONMSGSRSV1',
    aggregate(
      'SONRS',
      status(),
      leaf('DTSERVER', serverDate(statement)),
      leaf('LANGUAGE', 'ENG'),
      bankId ? aggregate('FI', leaf('ORG', upTo(oneLine(statement.bank ?? ''), NAME_LENGTH).trim() || 'bankxl'), leaf('FID', bankId)) : null,
      bankId ? leaf('INTU.BID', bankId) : null,
    ),
  );
  const root = aggregate(
    'OFX',
    signOn,
    banks.length ? aggregate('BANKMSGSRSV1', ...banks) : null,
    cards.length ? aggregate('CREDITCARDMSGSRSV1', ...cards) : null,
  );
  return Buffer.from(renderOfx(root, options.version ?? '102'), 'utf8');
}

/** Quicken's Web Connect file: OFX 1.0.2 with the Intuit bank id. */
export const toQfx = (statement: Statement, options: Omit<OfxOptions, 'version'> = {}): Buffer =>
  toOfx(statement, { ...options, version: '102', intuitBankId: options.intuitBankId ?? DEFAULT_INTUIT_BANK_ID });

/** QuickBooks' Web Connect file: the same OFX 1.0.2 with the Intuit bank id, under its own extension. */
export const toQbo = toQfx;
