/** A statement with a single transaction, its opening and closing balances printed (English, Brazilian Portuguese, US). */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, head, monthPeriod, signed, statement, STYLE, type Col, type Layout, type Tx } from './kit.js';

export const oneRow: Layout = {
  family: 'single_transaction_statement',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const on = addDays(start, r.int(3, 26));
    if (k === 1) {
      const d = dateFmt('DD/MM/YYYY');
      const brl = signed(STYLE.dot, 'minus');
      const tx: Tx = { date: on, lines: [r.pick(['TARIFA PACOTE DE SERVIÇOS', 'RENDIMENTO POUPANÇA', 'PIX RECEBIDO CAMILA ROCHA'])], cents: 0 };
      tx.cents = tx.lines[0].startsWith('TARIFA') ? -r.int(1_500, 4_990) : r.int(100, 90_000);
      const number = accountNo(r, 'Ag. #### C/C #####-#');
      const cols: Col[] = [{ kind: 'date', title: 'Data', width: 12 }, { kind: 'desc', title: 'Histórico', width: 56 }, { kind: 'amount', title: 'Valor (R$)', width: 15 }, { kind: 'balance', title: 'Saldo (R$)', width: 15 }];
      return statement({
        family: this.family,
        account: { number, currency: 'BRL', start, end },
        opening: r.int(10_000, 2_000_000), txs: [tx], cols,
        fmt: { date: d, amount: brl, balance: brl },
        head: () => head('Banco Cerrado Mineiro', 'Extrato de conta corrente', [r.pick(['Luana Ferraz', 'Caio Bittencourt']), 'Rua Itapema 88', 'Uberlândia - MG'], [number, `Período: ${d(start)} a ${d(end)}`]),
        openingRow: (t) => ({ date: d(start), desc: 'SALDO ANTERIOR', balance: brl(t.opening) }),
        closingRow: (t) => ({ date: d(end), desc: 'SALDO FINAL', balance: brl(t.closing) }),
        balancesPrinted: true, verdict: 'verified',
      });
    }
    const d = dateFmt(k === 2 ? 'MM/DD/YYYY' : 'D MON YYYY');
    const money = abs(STYLE.en);
    const tx: Tx = k === 0
      ? { date: on, lines: ['GROSS INTEREST', r.pick(['ANNUAL RATE 3.10%', 'TAX FREE'])], cents: r.int(50, 25_000) }
      : { date: on, lines: [r.pick(['MONTHLY MAINTENANCE FEE', 'PAPER STATEMENT FEE'])], cents: -r.int(300, 1_500) };
    const number = accountNo(r, k === 2 ? '#########' : '########');
    const cols: Col[] = [{ kind: 'date', title: 'Date', width: 14 }, { kind: 'desc', title: 'Description', width: 46 }, { kind: 'debit', title: 'Paid out', width: 13 }, { kind: 'credit', title: 'Paid in', width: 13 }, { kind: 'balance', title: 'Balance', width: 14 }];
    const sym = k === 2 ? '$' : '£';
    return statement({
      family: this.family,
      size: k === 2 ? 'Letter' : 'A4',
      account: { number, currency: k === 2 ? 'USD' : 'GBP', start, end },
      opening: r.int(10_000, 3_000_000), txs: [tx], cols,
      fmt: { date: d, abs: money, balance: money },
      head: (t) => head(k === 2 ? 'Granite Peak Savings Bank' : 'Fenland Building Society', k === 2 ? 'Savings Statement' : 'Easy Access Saver', [r.pick(['Mrs Dorothy Ainsworth', 'Mr Kofi Mensah']), '5 Orchard Rise', k === 2 ? 'Concord NH 03301' : 'Ely CB7 4DL'], [`Account ${number}`, `${d(start)} - ${d(end)}`], [
        { kind: 'kv', rows: [['Opening balance', `${sym}${money(t.opening)}`], ['Closing balance', `${sym}${money(t.closing)}`]] },
      ]),
      openingRow: (t) => ({ date: d(start), desc: 'Opening balance', balance: money(t.opening) }),
      closingRow: (t) => ({ date: d(end), desc: 'Closing balance', balance: money(t.closing) }),
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
