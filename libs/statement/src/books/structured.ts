/**
 * Descriptions that are records with fields rather than words: the party is one field, the rest is the
 * payment's plumbing. Each reader names the structure it relies on; none knows a bank.
 *
 * - UPI, IMPS and NEFT strings of Indian statements (`UPI/DR/<reference>/<name>/<bank>/<address>/<note>`);
 * - statements that print the transaction type and the counterparty as columns of their own, joined into one
 *   description in Chinese (`快捷支付 <counterparty>`): the type says what the row is, the counterparty who.
 */

/** The party of a structured description and what the structure says about it. */
export type StructuredParty = {
  /** The party as printed (not yet cleaned of legal forms), or null when the row has none. */
  party: string | null;
  /** What the structure says the party is. */
  role: 'person' | 'merchant' | 'company' | 'none';
  /** The row's kind in the statement's own words, when the row has no party (`快捷支付`). */
  kindWords: string | null;
  /** What the type words say the row is, when they say it. */
  type: 'fee' | 'interest' | 'card_payment' | 'salary' | 'cash' | 'refund' | 'purchase' | 'bill' | 'platform' | 'transfer_in' | 'transfer_out' | 'transfer' | null;
  /** Words of the structure a category can be read from (a UPI note, a counterparty's name). */
  words: string;
  /** A payment address, whose first part often spells the merchant ("bookmyshow@…"). */
  address?: string;
  /** What the payment was for, when the structure has a field for it (a SEPA record's REMI). */
  memo?: string;
  why: string;
};

// A UPI payment address that belongs to a shop's QR code or a payment gateway's merchant, not to a person:
// PhonePe merchant codes (q + digits), Paytm and Google Pay merchant handles, gateways' collect addresses.
const MERCHANT_ADDRESS = /^(q\d{6,}|paytmqr|paytm[-.]|gpay-\d|bharatpe|razorpay|billdesk|payu|cashfree|ptm|pinelabs|mab\d|ezetap|euronet)/i;

// `UPI/DR/<reference>/<name>/<bank>/<address>/<note>`, `IMPS/<reference>/<bank>-<account>-<name>/<note>`,
// `NEFT/<reference>/<name>/<bank>`: a scheme, then fields separated by slashes, one of them a long reference.
const SCHEME = /\b(UPI|IMPS|NEFT|RTGS)\/(.+)$/i;
const DIRECTION = /^(CR|DR|P2A|P2M|P2P)$/i;
const REFERENCE = /^[A-Z]{0,6}\d{6,}$/i;
// A bank's four-letter code (an IFSC's first part), also when the statement wrapped it ("KV BL", "YE SB").
const isBankCode = (f: string) => /^[A-Z]{4}$/.test(f.replace(/\s+/g, '')) || /\bBANK\b/i.test(f);
const isAddress = (f: string) => f.includes('@') || MERCHANT_ADDRESS.test(f);
// "KVBL-xx239- KVB Dhar": the payee's bank and masked account before the name.
const ACCOUNT_PREFIX = /^[A-Z]{4}-[X\d*]+-\s*/i;

/** The party of a UPI, IMPS or NEFT string, or null when the description is not one. */
export function readPaymentString(text: string): StructuredParty | null {
  const m = SCHEME.exec(text);
  if (!m) return readHyphenString(text);
  const scheme = m[1].toUpperCase();
  const fields = m[2].split('/').map((f) => f.trim());
  const ref = fields.findIndex((f) => REFERENCE.test(f));
  if (ref < 0) return null;
  const isText = (f: string) => /\p{L}{2,}/u.test(f) && !REFERENCE.test(f) && !DIRECTION.test(f);
  // The name is the text field just before the bank code (or the payment address), else the first after the reference.
  const bank = fields.findIndex((f, i) => i > ref && (isBankCode(f) || isAddress(f)));
  let at = -1;
  for (let i = (bank > ref ? bank : fields.length) - 1; i > ref; i--) if (isText(fields[i]) && !isBankCode(fields[i])) at = i;
  if (bank > ref) for (let i = bank - 1; i > ref; i--) if (isText(fields[i]) && !isBankCode(fields[i])) { at = i; break; }
  if (at < 0) return null;
  let name = fields[at].replace(ACCOUNT_PREFIX, '').trim();
  const address = fields.slice(at + 1).find((f) => !isBankCode(f) && f !== '') ?? '';
  // A note where the name would be ("UPI/<ref>/Payment from Ph/rahul@okaxis/…"): the address names the party.
  if (/^(PAYMENT|PAID|SENT|RECEIVED|FROM|TO|COLLECT|REQUEST|UPI)\b/i.test(name) && address.includes('@')) name = address.replace(/[@.\d].*$/, '');
  const note = fields.slice(fields.indexOf(address, at + 1) + 1).join(' ');
  const isShop = scheme === 'UPI' && MERCHANT_ADDRESS.test(address);
  return {
    party: name || null,
    role: isShop ? 'merchant' : 'person',
    kindWords: null,
    type: null,
    words: `${name} ${note}`,
    address: scheme === 'UPI' ? address.replace(/[@.].*$/, '').trim() : undefined,
    why: `${scheme} name field${isShop ? ", a shop's payment address" : ''}`,
  };
}

// The same schemes with fields joined by hyphens, as other banks print them: `UPI-<name>-<address>-<IFSC>-<ref>-<note>`,
// `IMPS-<ref>-<name>-<bank>-<account>-<note>`, `NEFT CR-<IFSC>-<name>-<note>-<ref>`, `RTGS-<ref>-<name>-<note>-<IFSC>`,
// `NACH-DR-<creditor>-<note>-<ref>`. The scheme leads; its direction may follow it.
const HYPHEN_SCHEME = /^(UPI|IMPS|NEFT|RTGS|NACH|ECS)(?:[ -](CR|DR))?-(?=\S)(.+)$/i;
// An IFSC (four letters, a zero, six letters or digits), a reference (six digits or more, maybe behind letters), a
// masked account: the plumbing around the name.
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/i;
const PLUMBING = (f: string) => IFSC.test(f) || REFERENCE.test(f) || /^[X*\d]{4,}$/i.test(f) || /^[A-Z]{1,6}\d[A-Z\d]{8,}$/i.test(f) || isAddress(f) || isBankCode(f);

/** The party of a hyphen-joined UPI, IMPS, NEFT, RTGS or NACH string, or null when the description is not one. */
function readHyphenString(text: string): StructuredParty | null {
  const m = HYPHEN_SCHEME.exec(text);
  if (!m) return null;
  const scheme = m[1].toUpperCase();
  const fields = m[3].split('-').map((f) => f.trim()).filter(Boolean);
  // At least one field of plumbing: otherwise it is a word joined by a hyphen ("UPI-enabled …"), not a record.
  if (!fields.some(PLUMBING)) return null;
  const at = fields.findIndex((f) => /\p{L}{2,}/u.test(f) && !PLUMBING(f) && !DIRECTION.test(f));
  if (at < 0) return null;
  const name = fields[at];
  const address = fields.find(isAddress) ?? '';
  const note = fields.slice(at + 1).filter((f) => /\p{L}{2,}/u.test(f) && !PLUMBING(f)).join(' ');
  const isShop = scheme === 'UPI' && MERCHANT_ADDRESS.test(address);
  const direction = (m[2] ?? '').toUpperCase();
  return {
    party: name,
    role: isShop || scheme === 'NACH' || scheme === 'ECS' ? 'merchant' : 'person',
    kindWords: null,
    type: scheme === 'NACH' || scheme === 'ECS' ? 'bill' : direction === 'CR' ? 'transfer_in' : direction === 'DR' ? 'transfer_out' : null,
    words: `${name} ${note}`,
    memo: note || undefined,
    address: scheme === 'UPI' && address ? address.replace(/[@.].*$/, '').trim() : undefined,
    why: `${scheme} name field (hyphens)${isShop ? ", a shop's payment address" : ''}`,
  };
}

// Chinese transaction types, most specific first: what the row is, whoever the counterparty.
const HAN_TYPES: { type: NonNullable<StructuredParty['type']>; words: RegExp }[] = [
  { type: 'fee', words: /(手续费|年费|服务费|工本费|短信费)/ },
  { type: 'interest', words: /(利息|结息)/ },
  { type: 'card_payment', words: /信用卡(还款|存款)/ },
  { type: 'salary', words: /(代发工资|工资|代发薪)/ },
  { type: 'cash', words: /(取现|取款|存现|现金)/ },
  // A refund first, also through quick pay (快捷退款): money given back.
  { type: 'refund', words: /(退款|退货|冲正)/ },
  // Payments through a payment network's clearing (quick pay, a wallet's pull from the card): the network is not
  // the other party; a purchase by a payment method (issue 42 item 2) unless money came in.
  { type: 'platform', words: /(快捷|银联渠道|微信支付|支付宝|财付通|京东支付|云闪付)/ },
  { type: 'purchase', words: /(消费|购物|POS|网上支付|网银支付|在线支付)/ },
  { type: 'bill', words: /(代扣|缴费|扣款)/ },
  { type: 'transfer_in', words: /(汇入|收款|转入|代付|贷记接收)/ },
  { type: 'transfer_out', words: /(汇出|付款|转出|贷记发起)/ },
  { type: 'transfer', words: /(转账|汇款|跨行)/ },
];

// A counterparty field that is one of the bank's own ledger accounts (clearing, VAT payable, interest payable,
// suspense): the row has no other party.
const LEDGER_ACCOUNT = /(待清算|专户|核算|暂收|暂付|过渡|资金|款项|清算|^提现$)/;
// A company's name begins with its city or province ("深圳市华远科技有限公司"): the name a bookkeeper writes leaves it out.
// (A city named without 市, "杭州青柚贸易", stays, as the tests of the real statements' shapes have it.)
const HAN_PLACE_PREFIX = /^\p{Script=Han}{2,3}[省市](?=\p{Script=Han}{4,})/u;
const HAN_COMPANY = /(公司|集团|银行|税务|局|中心|厂|店|商行|事务所|医院|学校|大学|委员会|协会)/;
// Chinese personal names are two or three characters; a longer name without a company word is a shop or a brand.
const HAN_PERSON = /^\p{Script=Han}{2,3}$/u;
const TRANSFER_TYPES = new Set(['transfer', 'transfer_in', 'transfer_out', 'refund']);

/**
 * The type and counterparty of a description printed as `<type> <counterparty>` in Chinese (an optional Latin
 * channel code before the type, `RI网银贷记发起付款`), or null when its first word is not a transaction type.
 */
export function readTypedParty(text: string): StructuredParty | null {
  // The type and the counterparty apart by a space, or by a hyphen after a wallet's name ("支付宝-<merchant>").
  const m = /^([A-Z]{1,3})?(\p{Script=Han}[\p{Script=Han}A-Z]*)(?:(?:\s+|[-－](?=\p{Script=Han}))(.+))?$/u.exec(text);
  if (!m) return null;
  const typeWords = m[2];
  const kind = HAN_TYPES.find((t) => t.words.test(typeWords));
  if (!kind) return null;
  let party = m[3]?.trim() ?? '';
  // "代发工资 <company> 2024年3月工资": what for, after the counterparty (a name in Chinese has no space in it).
  let memo: string | undefined;
  const after = /^(\p{Script=Han}[^\s]*)\s+(.*\d.*|\p{Script=Han}+)$/u.exec(party);
  if (after) {
    party = after[1];
    memo = after[2];
  }
  // "消费 支付宝-饿了么": paid through a wallet, whose name comes first; the merchant after it.
  party = party.replace(/^(支付宝|财付通|微信支付|京东支付|云闪付|银联)[-－]/u, '');
  // "星巴克咖啡(国贸店)": the branch in brackets, as a store number elsewhere.
  party = party.replace(/[（(][^）)]*[)）]$/u, '');
  if (!party || LEDGER_ACCOUNT.test(party)) {
    return { party: null, role: 'none', kindWords: typeWords, type: kind.type, words: typeWords, why: party ? `type '${typeWords}', counterparty a ledger account of the bank` : `type '${typeWords}', no counterparty` };
  }
  const role = HAN_COMPANY.test(party) ? 'company' : TRANSFER_TYPES.has(kind.type) && HAN_PERSON.test(party) ? 'person' : 'merchant';
  return { party: party.replace(HAN_PLACE_PREFIX, ''), role, kindWords: typeWords, type: kind.type, words: party, memo, why: `type '${typeWords}', counterparty column` };
}

// The fields of a SEPA booking text written as `/CODE/value` pairs (the structured ":86:" of MT940 exports, which
// Dutch and other banks print as the description): TRTP the transaction type, NAME the other party, REMI what for,
// and the rest plumbing (CSID creditor id, MARF mandate, EREF end-to-end reference, IBAN, BIC …).
const RECORD_CODES = 'TRTP|CSID|NAME|MARF|REMI|IBAN|BIC|EREF|ORDP|BENM|ID|CNTP|RTRN|SVCL|PREF|ISDT|ULTC|ULTD|ULTB|PURP|CDTRREFTP|CDTRREF|CD|SCOR|ISSR|ADDR|FX|ORDPID|RCPT';
const RECORD_FIELD = new RegExp(`/(${RECORD_CODES})/`, 'g');

/** The party of a `/TRTP/…/NAME/…/REMI/…` booking text, or null when the description is not one. */
export function readSepaRecord(text: string): StructuredParty | null {
  const marks = [...text.matchAll(RECORD_FIELD)];
  if (marks.length < 2 || !marks.some((m) => m[1] === 'NAME')) return null;
  const fields = new Map<string, string>();
  marks.forEach((m, i) => {
    const start = m.index! + m[0].length;
    // A value ends where the next field starts (the slash before that code closes this value).
    const value = text.slice(start, i + 1 < marks.length ? marks[i + 1].index : text.length).replace(/\/+$/, '').trim();
    if (!fields.has(m[1])) fields.set(m[1], value);
  });
  const name = fields.get('NAME') ?? '';
  if (!/\p{L}{2,}/u.test(name)) return null;
  const kind = (fields.get('TRTP') ?? '').toUpperCase();
  const type: StructuredParty['type'] = /INCASSO|DIRECT DEBIT|LASTSCHRIFT|DOMICILI/.test(kind)
    ? 'bill'
    : /IDEAL|ACCEPTGIRO/.test(kind)
      ? 'purchase'
      : /OVERBOEKING|OVERSCHRIJVING|CREDIT TRANSFER|UBERWEISUNG|UEBERWEISUNG|VIREMENT/.test(kind)
        ? 'transfer'
        : null;
  // A company is told by its legal form, first or last, where every structured party is read (payee.ts).
  return {
    party: name,
    role: type === 'bill' || type === 'purchase' ? 'merchant' : 'person',
    kindWords: null,
    type,
    words: `${name} ${fields.get('REMI') ?? ''}`,
    memo: fields.get('REMI') || undefined,
    why: 'SEPA record NAME field',
  };
}
