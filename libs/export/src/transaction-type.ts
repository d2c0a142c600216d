// OFX TRNTYPE for a statement row. Importers use it for icons and default categories, never for the
// sign, so a guess from the description is safe; the sign of TRNAMT stays the source of truth.

export type OfxTransactionType =
  | 'CREDIT' | 'DEBIT' | 'INT' | 'DIV' | 'FEE' | 'SRVCHG' | 'DEP' | 'ATM' | 'POS' | 'XFER'
  | 'CHECK' | 'PAYMENT' | 'CASH' | 'DIRECTDEP' | 'DIRECTDEBIT' | 'REPEATPMT' | 'OTHER';

type Rule = { type: OfxTransactionType; sign: 'in' | 'out' | 'any'; pattern: RegExp };

// First match wins. Words in the languages our statements come in (English, German, Spanish, French).
const RULES: Rule[] = [
  { type: 'CHECK', sign: 'out', pattern: /\b(cheque|check|chq|chk)\b/i },
  { type: 'ATM', sign: 'any', pattern: /\b(atm|cash ?point|cajero|geldautomat|bargeldauszahlung|distributeur|retrait dab)\b/i },
  { type: 'INT', sign: 'any', pattern: /\b(interest|zinsen|intereses|int[ée]r[êe]ts)\b/i },
  { type: 'DIV', sign: 'in', pattern: /\b(dividend|dividende|dividendo)/i },
  { type: 'FEE', sign: 'out', pattern: /\b(fee|fees|charge|charges|geb[üu]hr|entgelt|comisi[óo]n|frais|commission)\b/i },
  { type: 'DIRECTDEP', sign: 'in', pattern: /\b(salary|payroll|wages|gehalt|lohn|n[óo]mina|salaire|direct dep)/i },
  { type: 'DIRECTDEBIT', sign: 'out', pattern: /\b(direct debit|dd|lastschrift|domiciliaci[óo]n|recibo|pr[ée]l[èe]vement|ach debit)\b/i },
  { type: 'REPEATPMT', sign: 'out', pattern: /\b(standing order|dauerauftrag|orden permanente|virement permanent|s\/o)\b/i },
  { type: 'XFER', sign: 'any', pattern: /\b(transfer|xfer|[üu]berweisung|transferencia|virement|trf|tfr)\b/i },
  { type: 'POS', sign: 'out', pattern: /\b(pos|card purchase|debit card|kartenzahlung|compra|tarjeta|paiement cb|carte)\b/i },
  { type: 'PAYMENT', sign: 'any', pattern: /\b(payment|zahlung|pago|paiement)\b/i },
  { type: 'DEP', sign: 'in', pattern: /\b(deposit|einzahlung|ingreso|d[ée]p[ôo]t)\b/i },
];

/** The TRNTYPE for an amount and its description: a named kind when the words say so and the sign agrees, else CREDIT or DEBIT. */
export function ofxTransactionType(amount: number, description: string): OfxTransactionType {
  const direction = amount > 0 ? 'in' : amount < 0 ? 'out' : 'any';
  const rule = RULES.find((r) => (r.sign === 'any' || r.sign === direction) && r.pattern.test(description));
  if (rule) return rule.type;
  return amount > 0 ? 'CREDIT' : amount < 0 ? 'DEBIT' : 'OTHER';
}

/** The cheque number a description names ("CHEQUE 000123", "CHECK #1045"), for CHECKNUM. */
export function checkNumber(description: string): string | null {
  const match = /\b(?:cheque|check|chq|chk)\s*(?:no\.?|number|#)?\s*(\d{1,12})\b/i.exec(description);
  return match ? match[1] : null;
}
