import type { Account, Statement, Transaction } from '@bankxl/statement';
import { referenceOf, statementValues, swiftTransactionCode } from './bank-statement-values.js';
import { payeeOf } from './books.js';
import { amountText, oneLine, periodOf } from './ledger-values.js';
import { cellText } from './text-safety.js';

export const CAMT053_CONTENT_TYPE = 'application/xml; charset=utf-8';

const NAMESPACE = 'urn:iso:std:iso:20022:tech:xsd:camt.053.001.02';

// camt.053.001.02 lengths, in characters: identifiers Max35Text, names and one unstructured remittance line
// Max140Text (the line repeats), additional information Max500Text, an account's other id Max34Text.
const MAX35 = 35;
const MAX140 = 140;
const MAX500 = 500;

// Cut by characters (code points), never inside a surrogate pair.
const upTo = (text: string, length: number) => Array.from(text).slice(0, length).join('');

/** `text` in pieces of at most `length` characters, at most `count` of them (ISO 20022 repeats a field rather than lengthen it). */
const pieces = (text: string, length: number, count: number) => {
  const chars = Array.from(text);
  const out: string[] = [];
  for (let i = 0; i < chars.length && out.length < count; i += length) out.push(chars.slice(i, i + length).join('').trim());
  return out.filter(Boolean);
};

const escapeXml = (text: string) =>
  cellText(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

type Node = string | null;
const el = (name: string, ...children: Node[]): Node => {
  const inner = children.filter((c): c is string => c !== null);
  return inner.length ? `<${name}>${inner.join('')}</${name}>` : null;
};
const text = (name: string, value: string | null | undefined): Node => (value ? `<${name}>${escapeXml(value)}</${name}>` : null);
const amount = (name: string, value: number, currency: string, digits: number) => `<${name} Ccy="${currency}">${amountText(Math.abs(value), digits)}</${name}>`;
const side = (value: number) => (value < 0 ? 'DBIT' : 'CRDT');

// An IBAN is written as one (importers match accounts on it); any other number as the account's other id.
const IBAN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;
const accountIdentification = (id: string) => (IBAN.test(id) ? text('IBAN', id) : el('Othr', text('Id', upTo(id, 34))));

function entry(t: Transaction, id: string, currency: string, digits: number): Node {
  const description = oneLine(t.description);
  const payee = upTo(oneLine(payeeOf(t)), MAX140);
  const reference = referenceOf(t.description);
  // Money out went to a creditor, money in came from a debtor: the other party is the one that is not the holder.
  const party = payee ? el('RltdPties', el(t.amount < 0 ? 'Cdtr' : 'Dbtr', text('Nm', payee))) : null;
  return el(
    'Ntry',
    amount('Amt', t.amount, currency, digits),
    text('CdtDbtInd', side(t.amount)),
    text('Sts', 'BOOK'),
    el('BookgDt', text('Dt', t.date)),
    el('ValDt', text('Dt', t.date)),
    text('AcctSvcrRef', id),
    el('BkTxCd', el('Prtry', text('Cd', swiftTransactionCode(t)), text('Issr', 'SWIFT'))),
    el(
      'NtryDtls',
      el(
        'TxDtls',
        el('Refs', text('AcctSvcrRef', id), text('EndToEndId', reference ? upTo(reference, MAX35) : 'NOTPROVIDED')),
        party,
        el('RmtInf', ...pieces(description, MAX140, 10).map((line) => text('Ustrd', line))),
      ),
    ),
    text('AddtlNtryInf', upTo(description, MAX500)),
  );
}

function balance(code: 'OPBD' | 'CLBD', value: number, date: string, currency: string, digits: number): Node {
  return el('Bal', el('Tp', el('CdOrPrtry', text('Cd', code))), amount('Amt', value, currency, digits), text('CdtDbtInd', side(value)), el('Dt', text('Dt', date)));
}

function statementOf(account: Account, index: number, created: string): Node {
  const { digits, currency, accountId, entries, balances, idOf } = statementValues(account, index);
  const period = periodOf(account);
  return el(
    'Stmt',
    text('Id', upTo(`${accountId}-${balances.closingDate}`, MAX35)),
    text('ElctrncSeqNb', '1'),
    text('CreDtTm', created),
    el('FrToDt', text('FrDtTm', `${period.start ?? balances.openingDate}T00:00:00`), text('ToDtTm', `${period.end ?? balances.closingDate}T23:59:59`)),
    el('Acct', el('Id', accountIdentification(accountId)), text('Ccy', currency), text('Nm', account.name ? upTo(oneLine(account.name), 70) : null)),
    balance('OPBD', balances.opening, balances.openingDate, currency, digits),
    balance('CLBD', balances.closing, balances.closingDate, currency, digits),
    ...entries.map((t) => entry(t, idOf.get(t)!, currency, digits)),
    text('AddtlStmtInf', balances.note ? upTo(balances.note, MAX500) : null),
  );
}

/**
 * The Statement as ISO 20022 camt.053.001.02 (BankToCustomerStatement): one Stmt per account with its opening
 * (OPBD) and closing (CLBD) balances, which the entries add up to, and each entry's booking and value dates, the
 * other party (Cdtr for money out, Dbtr for money in), the reference (EndToEndId) and the statement's words
 * (Ustrd lines of 140). The XML is UTF-8, as the schema allows: text in any script is kept, only cut to length.
 */
export function toCamt053(statement: Statement): Buffer {
  const ends = statement.accounts.map((a) => periodOf(a).end).filter((d): d is string => d !== null).sort();
  // The statement's last day, so the same statement always gives the same file.
  const created = `${ends.at(-1) ?? '1970-01-01'}T23:59:59`;
  const document = el(
    'BkToCstmrStmt',
    el('GrpHdr', text('MsgId', upTo(`BANKXL-${created.slice(0, 10)}`, MAX35)), text('CreDtTm', created)),
    ...statement.accounts.map((account, index) => statementOf(account, index, created)),
  );
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n<Document xmlns="${NAMESPACE}">${document}</Document>\n`, 'utf8');
}
