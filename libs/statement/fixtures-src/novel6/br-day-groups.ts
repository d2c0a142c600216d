/**
 * A Brazilian digital bank's account statement ("Extrato da conta") as the app banks print it: no date column and
 * no signs. The rows are grouped by day under a heading line "05 MAR 2024"; within a day, a line "Total de
 * entradas  + 1.234,56" heads the money in and "Total de saídas  - 456,78" the money out, and the rows under them
 * print bare figures ("1.234,56"): a row's sign is only its group's. Each record is two lines, the kind
 * ("Transferência recebida pelo Pix", "Compra no débito") and the counterparty with its masked CPF, bank, agency
 * and account. The summary above gives "Saldo inicial", the totals, "Rendimento líquido" and "Saldo final do
 * período"; no running balance anywhere. Neither the day headings nor the group totals are transactions.
 */
import type { Block } from '../model.js';
import { amountsBy, dateFmt, fontPx, formatted, gen, MONTHS_PT, monthPeriod, onlyOnce, openingInCredit, paginate, running, STYLE, tableOf, truthAccount, withLook, type Col2, type Layout, type Piece, type Pool, type R, type Tx2 } from './kit6.js';

const POOL: Pool = {
  out: ['PIXOUT', 'PIXOUT', 'DEBIT', 'DEBIT', 'DEBIT', 'BOLETO', 'FATURA', 'RECARGA'],
  in: ['PIXIN', 'PIXIN', 'TED', 'RENDIMENTO'],
  extra: [],
};
const PEOPLE = ['MARIANA COSTA LIMA', 'RAFAEL OLIVEIRA SANTOS', 'BEATRIZ ALMEIDA ROCHA', 'GUSTAVO PEREIRA NUNES', 'CAMILA RIBEIRO DIAS'];
const BANKS = ['NU PAGAMENTOS - IP (0260)', 'ITAÚ UNIBANCO S.A. (0341)', 'BCO DO BRASIL S.A. (0001)', 'CAIXA ECONOMICA FEDERAL (0104)', 'BCO BRADESCO S.A. (0237)'];
const SHOPS = ['Padaria Real', 'Mercado Extra Pinheiros', 'Uber do Brasil', 'iFood', 'Drogaria São Paulo', 'Posto Ipiranga Rebouças'];

const cpf = (r: R) => `•••.${r.digits('###')}.${r.digits('###')}-••`;
const counter = (r: R) => `${r.pick(PEOPLE)} - ${cpf(r)} - ${r.pick(BANKS)} Agência: ${r.int(1, 9_999)} Conta: ${r.digits('#######')}-${r.int(0, 9)}`;

export const brDayGroups: Layout = {
  family: 'br_app_day_headings_in_out_groups_unsigned',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const m = formatted(STYLE.dot);
    const dayHead = dateFmt('DD MON YYYY', MONTHS_PT);
    const drawn: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(18, 50), pool: POOL, max: 400 }), [/^FATURA/, /^TED/], POOL), [
      [/^TED/, () => r.int(250_000, 700_000)], [/^RENDIMENTO/, () => r.int(1, 900)], [/^FATURA/, () => -r.int(60_000, 350_000)], [/^RECARGA/, () => -r.pick([2_000, 3_000, 5_000])],
    ]);
    for (const t of drawn) {
      const kind = t.lines[0];
      t.lines =
        kind === 'PIXOUT' ? ['Transferência enviada pelo Pix', counter(r)]
        : kind === 'PIXIN' ? ['Transferência recebida pelo Pix', counter(r)]
        : kind === 'TED' ? ['Transferência recebida', `${r.pick(['TECH SOLUÇÕES LTDA', 'CLÍNICA BOA SAÚDE LTDA'])} - ${r.digits('##.###.###/0001-##')} - ${r.pick(BANKS)} Agência: ${r.int(1, 9_999)} Conta: ${r.digits('######')}-${r.int(0, 9)}`]
        : kind === 'DEBIT' ? ['Compra no débito', r.pick(SHOPS)]
        : kind === 'BOLETO' ? ['Pagamento de boleto efetuado', r.pick(['ENEL DISTRIBUIÇÃO SÃO PAULO', 'SABESP', 'CONDOMÍNIO EDIFÍCIO AURORA', 'VIVO TELEFÔNICA'])]
        : kind === 'FATURA' ? ['Pagamento de fatura', 'Cartão de crédito']
        : kind === 'RECARGA' ? ['Recarga de celular', `${r.pick(['Claro', 'Vivo', 'TIM'])} (11) 9••••-${r.digits('####')}`]
        : ['Rendimento líquido', 'Conta remunerada'];
    }
    // Within a day the app prints the money in first, then the money out: the truth keeps that printed order.
    const days = [...new Set(drawn.map((t) => t.date))];
    const txs: Tx2[] = days.flatMap((day) => [...drawn.filter((t) => t.date === day && t.cents > 0), ...drawn.filter((t) => t.date === day && t.cents < 0)]);
    const opening = openingInCredit(r.int(10_000, 800_000), txs);
    const bals = running(opening, txs);
    const closing = bals.length ? bals[bals.length - 1] : opening;
    const cols: Col2[] = [
      { key: 'desc', title: '', width: 80, cell: ({ t }) => t.lines.join('\n') },
      { key: 'amt', title: '', width: 20, align: 'right', cell: ({ t }) => m(t.cents) },
    ];
    const table = tableOf(cols, { noHeader: true });
    const row = (desc: string, amt: string, bold = true) => ({ cells: [desc, amt], bold });
    const pieces: Piece[] = [];
    for (const day of days) {
      const ins = txs.map((t, i) => ({ t, i })).filter((x) => x.t.date === day && x.t.cents > 0);
      const outs = txs.map((t, i) => ({ t, i })).filter((x) => x.t.date === day && x.t.cents < 0);
      pieces.push({ table, row: row(dayHead(day), ''), keep: true });
      for (const [group, title, sign] of [[ins, 'Total de entradas', '+'], [outs, 'Total de saídas', '-']] as const) {
        if (!group.length) continue;
        pieces.push({ table, row: row(title, `${sign} ${m(group.reduce((a, x) => a + x.t.cents, 0))}`, false), keep: true });
        for (const x of group) pieces.push({ table, row: { cells: cols.map((c) => c.cell({ t: x.t, i: x.i, bal: null })) }, tx: x.i });
      }
    }
    const inn = txs.filter((t) => t.cents > 0).reduce((a, t) => a + t.cents, 0);
    const out = txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0);
    const rend = txs.filter((t) => t.lines[0] === 'Rendimento líquido').reduce((a, t) => a + t.cents, 0);
    const full = dateFmt('DD MON YYYY', MONTHS_PT);
    const holder = r.pick(['Ana Clara Martins', 'Pedro Henrique Souza', 'Juliana Ferreira Lopes']);
    const bank = r.pick(['Lumen Pagamentos S.A.', 'Banco Jabuticaba S.A.', 'Onda Instituição de Pagamento']);
    const conta = `${r.digits('#######')}-${r.int(0, 9)}`;
    const account = `Agência 0001  Conta ${conta}`;
    const ouvidoria = `0800 ${r.digits('### ####')}`;
    const head: Block[] = [
      { kind: 'text', lines: [bank], size: 14, bold: true },
      { kind: 'pair', left: [holder, `CPF ${cpf(r)}`, account], right: [`${full(start)} a ${full(end)}`, 'VALORES EM R$'] },
      { kind: 'kv', rows: [['Saldo inicial', m(opening)], ['Rendimento líquido', `+${m(rend)}`], ['Total de entradas', `+${m(inn)}`], ['Total de saídas', `-${m(out)}`], ['Saldo final do período', m(closing)]] },
      { kind: 'text', lines: ['Movimentações'], bold: true },
    ];
    const doc = paginate({
      head, pieces, firstLines: k === 1 ? 30 : 34, lines: 56,
      pageHeader: (p, n) => [`${holder}   ${account}   ${p} de ${n}`],
      footer: (p, n) => [`${bank}   Ouvidoria ${ouvidoria}   ${p} de ${n}`],
    });
    const acct = truthAccount({ number: conta, currency: 'BRL', start, end }, opening, closing, txs, txs.map(() => null));
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts: [acct] } };
  },
};
