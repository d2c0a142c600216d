/** Portuguese account: "Data mov. | Descrição | Data valor | Débito | Crédito | Saldo", the value date after the description. */
import { addDays } from '../format.js';
import { abs, accountNo, dateFmt, gen, head, monthPeriod, statement, STYLE, type Col, type Layout } from './kit.js';

const POOL = {
  out: ['COMPRA PASTELARIA ESTRELA DO MAR', 'DD ÁGUAS DO ALVITO', 'LEV. ATM PRAÇA DA FIGUEIRA', 'TRF. RENDA CASA', 'PAG. SERVIÇOS ELETRICIDADE LUSA', 'COMPRA FARMÁCIA DO ROSSIO', 'COMPRA MERCEARIA SÃO BENTO', 'COMISSÃO MANUTENÇÃO CONTA', 'IMPOSTO DO SELO S/ COMISSÃO'],
  in: ['TRF. VENCIMENTO CORTIÇAS DO SADO LDA', 'TRF. DE ANA MARQUES', 'JUROS CREDORES', 'DEVOLUÇÃO COMPRA'],
  extra: ['REF. ########', 'ENT. 2#### REF. ### ### ###', 'CARTÃO ****####'],
};

export const ptValueDate: Layout = {
  family: 'pt_data_valor_after_descricao',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const d = dateFmt('DD-MM-YYYY');
    const v = k === 2 ? dateFmt('DD-MM') : d;
    const txs = gen(r, { start, end, count: r.int(7, 32), pool: POOL, wrap: 1, wrapShare: 0.3, max: 800 }).map((t) => ({ ...t, date2: addDays(t.date, r.pick([0, 0, 1, 2])) }));
    const money = k === 1 ? STYLE.space : STYLE.dot;
    const a = abs(money);
    const bal = (c: number) => (c < 0 ? `-${a(c)}` : a(c));
    const iban = accountNo(r, 'PT50 00## #### ########### ##');
    const cols: Col[] = [
      { kind: 'date', title: 'Data mov.', width: 11 }, { kind: 'desc', title: 'Descrição', width: 40 }, { kind: 'date2', title: 'Data valor', width: 11 },
      { kind: 'debit', title: 'Débito', width: 13 }, { kind: 'credit', title: 'Crédito', width: 13 }, { kind: 'balance', title: 'Saldo', width: 14 },
    ];
    return statement({
      family: this.family,
      account: { number: iban, currency: 'EUR', start, end },
      opening: r.int(20_000, 900_000), txs, cols,
      fmt: { date: d, date2: v, abs: a, balance: bal },
      head: (t) => head(r.pick(['Caixa Agrícola do Alentejo Litoral', 'Banco Atlântico Norte, S.A.', 'Banco da Ribeira']), 'Extrato de conta à ordem', [r.pick(['Sr. João Pedro Almeida', 'Sra. Inês Carvalho', 'Sr. Rui Gonçalves']), r.pick(['Rua das Flores, 45 - 2.º Esq.', 'Av. da Liberdade 210', 'Travessa do Carmo 3']), r.pick(['4050-262 Porto', '1250-147 Lisboa', '3000-120 Coimbra'])], [`IBAN: ${iban}`, `Período: ${d(start)} a ${d(end)}`, 'Moeda: EUR'], [
        { kind: 'kv', rows: [['Saldo inicial', bal(t.opening)], ['Total a débito', a(t.out)], ['Total a crédito', a(t.in)], ['Saldo final', bal(t.closing)]] },
      ]),
      openingRow: (t) => ({ desc: 'SALDO INICIAL', balance: bal(t.opening) }),
      closingRow: (t) => ({ desc: 'SALDO FINAL', balance: bal(t.closing) }),
      footer: (p, n) => [`Página ${p} de ${n}`],
      balancesPrinted: true, verdict: 'verified',
    });
  },
};
