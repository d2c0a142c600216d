/**
 * A French current account ("Relevé de compte") as the French retail banks print it: "Date | Nature des
 * opérations | Valeur | Débit | Crédit", dates "JJ.MM" without a year (the year only in "du 01.03.2024 au
 * 31.03.2024"; one variant runs over a year end), a value date beside the description, no running balance. The
 * list opens with "SOLDE CRÉDITEUR AU 29.02.2024" (or DÉBITEUR, its figure then in the Débit column) and ends with
 * "TOTAL DES OPÉRATIONS" (both sums in the money columns) and "NOUVEAU SOLDE CRÉDITEUR AU …": none of them is a
 * transaction. Card rows carry the card date inside the text ("CB MONOPRIX 12/03"), an earlier day than the row's.
 */
import { addDays } from '../format.js';
import { abs, accountNo, amountsBy, onlyOnce, cyclePeriod, dateFmt, fontPx, gen, head, jitter, label, ledger, monthPeriod, STYLE, type Col2, type Layout, type Pool, type Tx2 } from './kit5.js';

const POOL: Pool = {
  out: [
    'CB MONOPRIX PARIS 11', 'CB CARREFOUR MARKET', 'PRLV SEPA EDF CLIENTS PARTICULIERS', 'PRLV SEPA FREE MOBILE', 'VIR SEPA EMIS LOYER SCI DES TILLEULS', 'RETRAIT DAB',
    'CB SNCF INTERNET', 'CHEQUE N° #######', 'COTISATION FORMULE ESSENTIEL', 'CB BOULANGERIE DU MARCHE', 'PRLV SEPA MAIF ASSURANCES', 'CB PHARMACIE CENTRALE', 'CB AMAZON PAYMENTS',
    'PRLV SEPA DGFIP IMPOT PRELEVEMENT A LA SOURCE', 'FRAIS TENUE DE COMPTE',
  ],
  in: ['VIR SEPA RECU /DE SARL ATELIERS DURAND /MOTIF SALAIRE', 'VIR SEPA RECU /DE CAF DE LOIRE ATLANTIQUE', 'REMISE CHEQUE N° #######', 'VIR INST RECU DE MME CLAIRE LEFEBVRE'],
  extra: [],
};

export const frReleve: Layout = {
  family: 'fr_releve_jj_mm_valeur_solde_rows_no_balance',
  make(r, k) {
    const { start, end } = k === 2 ? cyclePeriod(r, { crossYear: true }) : monthPeriod(r);
    const d = dateFmt('DD.MM');
    const full = dateFmt('DD.MM.YYYY');
    const txs: Tx2[] = amountsBy(onlyOnce(r, gen(r, { start, end, count: r.int(14, 46), pool: POOL, max: 900, endMargin: 1 }), [/SALAIRE$/, /LOYER/, /^COTISATION/, /^FRAIS/, /IMPOT/, /CAF /, /EDF|FREE|MAIF/], POOL), [
      [/SALAIRE$/, () => r.int(190_000, 420_000)], [/LOYER/, () => -r.int(65_000, 130_000)], [/^(COTISATION|FRAIS)/, () => -r.int(150, 1_200)], [/IMPOT/, () => -r.int(8_000, 45_000)],
    ]);
    for (const t of txs) {
      // A card row is booked a day or three after the purchase, whose date it prints in its text.
      if (/^(CB|RETRAIT)/.test(t.lines[0])) t.lines[0] = t.lines[0].startsWith('RETRAIT') ? `RETRAIT DAB ${dateFmt('DD/MM')(addDays(t.date, -r.int(0, 2)))} ${r.pick(['PARIS 11', 'NANTES GARE', 'LYON BELLECOUR'])}` : `${t.lines[0]} ${dateFmt('DD/MM')(addDays(t.date, -r.int(1, 3)))}`;
      if (t.lines[0].startsWith('PRLV')) t.lines.push(`ECH/${dateFmt('DDMMYY')(t.date)} ID EMETTEUR/FR${r.digits('##ZZZ######')}`, ...(r.chance(0.5) ? [`MDT/++${r.digits('##########')} RUM`] : []));
      else if (t.lines[0].startsWith('VIR') && r.chance(0.6)) t.lines.push(`REF: ${r.digits('############')}`);
      t.valueDate = addDays(t.date, t.cents > 0 ? r.int(0, 1) : -r.int(0, 2));
    }
    const m = abs(k === 1 ? STYLE.dot : STYLE.space);
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 8, cell: ({ t }) => d(t.date) },
      { key: 'desc', title: 'Nature des opérations', width: 52, cell: ({ t }) => t.lines.join('\n') },
      { key: 'val', title: 'Valeur', width: 8, cell: ({ t }) => d(t.valueDate ?? t.date) },
      { key: 'out', title: 'Débit', width: 14, align: 'right', cell: ({ t }) => (t.cents < 0 ? m(t.cents) : '') },
      { key: 'in', title: 'Crédit', width: 14, align: 'right', cell: ({ t }) => (t.cents > 0 ? m(t.cents) : '') },
    ]);
    const solde = (words: string, c: number, on: string) => ({ desc: `${words} ${c < 0 ? 'DÉBITEUR' : 'CRÉDITEUR'} AU ${full(on)}`, [c < 0 ? 'out' : 'in']: m(c) });
    const bank = r.pick(['Banque Régionale de l\'Erdre', 'Crédit Rhodanien', 'Société Bretonne de Banque']);
    const compte = accountNo(r, '000########');
    const guichet = accountNo(r, '#####');
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: compte, currency: 'EUR', start, end },
      opening: k === 1 ? -r.int(5_000, 90_000) : r.int(20_000, 600_000), txs, cols,
      overdraft: k === 1,
      balances: 'none',
      head: () => head(bank, `RELEVÉ DE COMPTE N° ${r.int(1, 12)}   du ${full(start)} au ${full(end)}`, [r.pick(['M. JULIEN MOREAU', 'MME CAMILLE ROUSSEL', 'M. OU MME LAURENT PETIT']), r.pick(['12 RUE DES CORDELIERS', '4 ALLÉE DES PEUPLIERS', '87 BOULEVARD GUIST\'HAU']), r.pick(['44000 NANTES', '69002 LYON', '75011 PARIS'])], [`Compte de chèques n° ${compte}`, `RIB : 13807 ${guichet} ${compte} ${r.digits('##')}`, `IBAN : FR76 1380 7${guichet.slice(0, 3)} ${guichet.slice(3)}${compte.slice(0, 2)} ${compte.slice(2, 6)} ${compte.slice(6)}${r.digits('##')}`, 'Devise : EUR']),
      top: (t) => [label(cols, solde('SOLDE', t.opening, addDays(start, -1)))],
      bottom: (t) => [label(cols, { desc: 'TOTAL DES OPÉRATIONS', out: m(t.out), in: m(t.in) }), label(cols, solde('NOUVEAU SOLDE', t.closing, end))],
      pageHeader: (p, n) => [`${bank}   Relevé du ${full(start)} au ${full(end)}   Compte n° ${compte}   Page ${p} / ${n}`],
      footer: (p, n) => [`Page ${p} / ${n}   Tout découvert non autorisé est soumis à agios. Médiateur de la consommation bancaire : voir conditions générales.`],
      firstLines: 34, lines: 52,
      balancesPrinted: true,
    });
  },
};
