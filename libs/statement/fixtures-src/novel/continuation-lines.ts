/** Continuation lines under most rows (mandate id, creditor id, counterparty IBAN, masked card, reference): part of the description. */
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['SEPA DIRECT DEBIT LIFFEYSIDE GAS', 'SEPA DIRECT DEBIT HALCYON INSURANCE', 'CARD PAYMENT OLD QUAY GROCERS', 'SEPA CREDIT TRANSFER TO M. DUBOIS', 'CARD PAYMENT KILN & CO', 'SEPA DIRECT DEBIT BLACKWATER TELECOM', 'ATM WITHDRAWAL GRAND PARADE'],
  in: ['SEPA CREDIT TRANSFER FROM HALVARD SYSTEMS', 'SEPA CREDIT TRANSFER FROM E. O\'SULLIVAN', 'CARD REFUND KILN & CO', 'CREDIT INTEREST'],
  extra: ['Mandate ID: MND-######-##', 'Creditor ID: IE##ZZZ######', 'IBAN: IE## BOFK #### #### #### ##', 'Card 5### **** **** ####', 'Ref: INV-2024-####', 'EndToEndId: E2E########'],
};

export const continuationLines: Layout = {
  family: 'continuation_lines_mandate_iban_card',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt(k === 1 ? 'DD.MM.YYYY' : 'DD/MM/YYYY');
    const txs = gen(r, { start, end, count: r.int(6, 28), pool: POOL, wrap: 3, wrapShare: 0.8, max: 900 });
    const iban = accountNo(r, 'IE## CRKB #### #### #### ##');
    const money = abs(STYLE.en);
    const bal = (c: number) => (c < 0 ? `-${money(c)}` : money(c));
    const cols: Col[] = [
      { kind: 'date', title: 'Date', width: 12 }, { kind: 'desc', title: 'Details', width: 48 },
      { kind: 'debit', title: 'Debit', width: 13 }, { kind: 'credit', title: 'Credit', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 },
    ];
    return statement({
      family: this.family,
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(30_000, 500_000), txs, cols,
      fmt: { date: d, abs: money, balance: bal },
      head: () => head(r.pick(['Corrib Bay Bank', 'Munster Merchant Bank DAC', 'Boyne Valley Bank']), 'Current Account Statement', [r.pick(['Siobhán Keane', 'Padraig Walsh', 'Orla Dunne']), r.pick(['Apt 9, Dockside Mews', '23 Nun\'s Island', 'Ballyhale House']), r.pick(['Cork T12 X4P2', 'Galway H91 C2N7', 'Kilkenny R95 D8E3'])], [`IBAN ${iban}`, `Period ${d(start)} - ${d(end)}`, 'Currency EUR']),
      openingRow: (t) => ({ date: d(start), desc: 'OPENING BALANCE', balance: bal(t.opening) }),
      closingRow: (t) => ({ date: d(end), desc: 'CLOSING BALANCE', balance: bal(t.closing) }),
      footer: (p, n) => [`Page ${p} of ${n}`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
