/**
 * A Brazilian current account ("Extrato de Conta Corrente") as the large Brazilian banks print it: "Data |
 * Lançamento | Documento | Valor (R$) | Saldo (R$)", dates "dd/mm" without a year (the year in "Período:
 * 01/03/2024 a 31/03/2024"; one variant over a year end), figures "1.234,56" with "D" or "C" after them, never a
 * minus. The transaction rows leave the balance empty: after each day's last row a "SALDO DO DIA" row (no date)
 * prints it, with its own D or C (one variant goes into the overdraft, "cheque especial"). "SALDO ANTERIOR"
 * opens the list. A six-digit "Documento" number beside every row is not money.
 */
import type { Block } from '../model.js';
import { amountsBy, onlyOnce, cyclePeriod, dateFmt, fontPx, formatted, gen, jitter, label, lastOfDay, monthPeriod, openingInCredit, paginate, running, STYLE, tableOf, truthAccount, txRow, withLook, type Col2, type Layout, type Piece, type Pool, type Tx2 } from './kit5.js';
import { addDays } from '../format.js';

const POOL: Pool = {
  out: [
    'PIX ENVIADO MARIA S OLIVEIRA', 'PAGTO BOLETO ENEL DISTRIBUICAO SP', 'COMPRA CARTAO DEB SUPERMERCADO PAO DE ACUCAR', 'PIX ENVIADO IMOBILIARIA JARDINS LTDA', 'SAQUE 24H BANCO24HORAS',
    'COMPRA CARTAO DEB POSTO SHELL PINHEIROS', 'PAGTO BOLETO SABESP', 'TARIFA PACOTE SERVICOS', 'DEB AUTOMATICO VIVO FIXO', 'COMPRA CARTAO DEB DROGASIL', 'IOF SOBRE SALDO DEVEDOR',
  ],
  in: ['CRED SALARIO CONSTRUTORA ALVORADA', 'PIX RECEBIDO JOAO P SANTOS', 'TED RECEBIDA 341 ANA C FERREIRA', 'RENDIMENTO POUPANCA'],
  extra: [],
};

export const brSaldoDia: Layout = {
  family: 'br_dc_suffix_saldo_do_dia_rows',
  make(r, k) {
    const { start, end } = k === 2 ? cyclePeriod(r, { crossYear: true }) : monthPeriod(r);
    const d = dateFmt('DD/MM');
    const full = dateFmt('DD/MM/YYYY');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(15, 45), pool: POOL, max: 700 }), [/SALARIO/, /IMOBILIARIA/, /^TARIFA/, /^RENDIMENTO/, /ENEL/, /SABESP/, /VIVO/], POOL), [
      [/SALARIO/, () => r.int(350_000, 900_000)], [/IMOBILIARIA/, () => -r.int(150_000, 320_000)], [/^(TARIFA|IOF)/, () => -r.int(190, 4_990)], [/^RENDIMENTO/, () => r.int(100, 3_000)],
    ]);
    for (const t of txs) t.info = { doc: r.digits('######') };
    const m = formatted(STYLE.dot);
    const dc = (c: number) => `${m(c)} ${c < 0 ? 'D' : 'C'}`;
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Data', width: 8, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Lançamento', width: 50, cell: ({ t }) => t.lines.join('\n') },
      { key: 'doc', title: 'Documento', width: 11, cell: ({ t }) => t.info?.doc ?? '' },
      { key: 'amt', title: 'Valor (R$)', width: 15, align: 'right', cell: ({ t }) => dc(t.cents) },
      { key: 'bal', title: 'Saldo (R$)', width: 15, align: 'right', cell: () => '' },
    ]);
    const table = tableOf(cols);
    const opening = k === 1 ? -r.int(10_000, 150_000) : openingInCredit(r.int(20_000, 500_000), txs);
    const bals = running(opening, txs);
    const closing = bals.length ? bals[bals.length - 1] : opening;
    const endOfDay = lastOfDay(txs);
    const pieces: Piece[] = [
      { table, row: label(cols, { date: d(addDays(start, -1)), desc: 'SALDO ANTERIOR', bal: dc(opening) }) },
      ...txs.flatMap((t, i): Piece[] => [{ table, row: txRow(cols, t, i, null), tx: i }, ...(endOfDay(i) ? [{ table, row: label(cols, { desc: 'SALDO DO DIA', bal: dc(bals[i]) }, false) }] : [])]),
    ];
    const bank = r.pick(['Banco Paulistano S.A.', 'Banco do Vale do Paraíba', 'Caixa Cooperativa Bandeirante']);
    const ag = r.digits('####');
    const cc = `${r.digits('#####')}-${r.int(0, 9)}`;
    const sac = `SAC 0800 ${r.digits('### ####')}   Ouvidoria 0800 ${r.digits('### ####')}`;
    const holder = r.pick(['MARCOS VINICIUS ALMEIDA', 'FERNANDA COSTA RIBEIRO', 'LUCAS PEREIRA DA SILVA']);
    const out = txs.filter((t) => t.cents < 0).reduce((a, t) => a + t.cents, 0);
    const head: Block[] = [
      { kind: 'text', lines: [bank], size: 14, bold: true },
      { kind: 'text', lines: ['Extrato de Conta Corrente'], size: 11, bold: true },
      { kind: 'pair', left: [holder, `CPF ***.${r.digits('###')}.${r.digits('###')}-**`], right: [`Agência ${ag}   Conta ${cc}`, `Período: ${full(start)} a ${full(end)}`, `Emitido em ${full(addDays(end, 1))}`] },
      { kind: 'kv', rows: [['Saldo anterior', dc(opening)], ['Total de créditos', m(closing - opening - out)], ['Total de débitos', m(out)], ['Saldo atual', dc(closing)], ['Limite cheque especial', m(r.pick([100_000, 250_000, 500_000]))]] },
    ];
    const doc = paginate({
      head, pieces, firstLines: 36, lines: 56,
      pageHeader: (p, n) => [`${bank}   Ag. ${ag}  C/C ${cc}   ${holder}   Página ${p}/${n}`],
      footer: (p, n) => [`Página ${p}/${n}   ${sac}`],
    });
    const account = truthAccount({ number: `${ag} ${cc}`, currency: 'BRL', start, end }, opening, closing, txs, txs.map(() => null));
    return { doc: withLook(doc, { px: fontPx(r) }), truth: { family: this.family, verdict: 'verified', accounts: [account] } };
  },
};
