/**
 * Rows dated with local month names and no year: French "3 févr." (Débit / Crédit, no running balance, "Ancien
 * solde" / "Nouveau solde" rows), German "3. Feb." over New Year (signed Betrag, Saldo), Spanish "3 feb" (Importe,
 * Saldo). The year comes from the period printed with years.
 */
import { abs, accountNo, cyclePeriod, dateFmt, gen, head, monthPeriod, signed, STYLE, type Layout, type Pool } from '../novel/kit.js';
import { cells, fontPx, jitter, label, ledger, type Col2 } from './kit2.js';

const FR_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const DE_MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'];
const ES_MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'];
const FR_LONG = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];

const FR: Pool = {
  out: ['CB BOULANGERIE DES TILLEULS', 'PRLV SEPA ÉNERGIES DU RHÔNE', 'PRLV SEPA MUTUELLE DES CÉVENNES', 'RETRAIT DAB PLACE BELLECOUR', 'VIR LOYER M. GAUTHIER', 'CB LIBRAIRIE LA PLUME', 'COTISATION CARTE', 'CB MARCHÉ DE LA CROIX-ROUSSE'],
  in: ['VIR SALAIRE ATELIERS DU FOREZ', 'VIR CAISSE ALLOCATIONS', 'REMISE CHÈQUE N° #######', 'REMBOURSEMENT LIBRAIRIE LA PLUME'],
  extra: ['RÉF. ##########', 'CARTE X####'],
};
const DE: Pool = {
  out: ['Kartenzahlung Bäckerei Sonnenblume', 'Lastschrift Stadtwerke Tannheim', 'Dauerauftrag Miete', 'Bargeldauszahlung Geldautomat', 'Lastschrift Kfz-Versicherung Alpenland', 'Kartenzahlung Christkindlmarkt', 'Kontoführungsentgelt'],
  in: ['Gehalt Tannheimer Werkzeugbau GmbH', 'Gutschrift Weihnachtsgeld', 'Überweisung von Sophie Brandl', 'Zinsen'],
  extra: ['Ref. ##########'],
};
const ES: Pool = {
  out: ['COMPRA TARJ. FRUTERÍA LA HUERTA', 'RECIBO ELÉCTRICA DEL CANTÁBRICO', 'RECIBO COMUNIDAD DE PROPIETARIOS', 'REINTEGRO CAJERO C/ MAYOR', 'BIZUM A LUCÍA PRIETO', 'COMPRA TARJ. FARMACIA SOL', 'COMISIÓN MANTENIMIENTO'],
  in: ['NÓMINA CONSERVAS DEL NORTE SA', 'TRANSFERENCIA DE ANDRÉS MOLINA', 'BIZUM DE ELENA ROIG', 'ABONO INTERESES'],
  extra: ['REF. ##########', 'TARJ. ****####'],
};

export const localMonthNames: Layout = {
  family: 'local_month_name_dates_without_year',
  make(r, k) {
    const { start, end } = k === 1 ? cyclePeriod(r, { crossYear: true }) : k === 2 ? cyclePeriod(r) : monthPeriod(r);
    const lang = (['fr', 'de', 'es'] as const)[k];
    const d = lang === 'fr' ? dateFmt('D MON', FR_MONTHS) : lang === 'de' ? dateFmt('D. MON', DE_MONTHS) : dateFmt('D MON', ES_MONTHS);
    const full = lang === 'fr' ? dateFmt('D MON YYYY', FR_LONG) : dateFmt('DD.MM.YYYY');
    const txs = gen(r, { start, end, count: r.int(8, 32), pool: lang === 'fr' ? FR : lang === 'de' ? DE : ES, wrap: 1, wrapShare: 0.2, max: 1_200 });
    const style = lang === 'fr' ? STYLE.nbsp : STYLE.dot;
    const m = abs(style);
    const sig = signed(style, 'minus');
    const bank = r.pick(lang === 'fr' ? ['Banque Rhodanienne', 'Crédit Mutuel des Monts du Lyonnais'] : lang === 'de' ? ['Alpenland Sparkasse', 'Raiffeisenbank Tannheimer Tal'] : ['Caja Rural del Cantábrico', 'Banco de la Ribera']);
    const number = accountNo(r, lang === 'fr' ? 'FR76 #### #### #### #### #### ###' : lang === 'de' ? 'AT## #### #### #### ####' : 'ES## #### #### ## ##########');
    const cols: Col2[] = jitter(r, lang === 'fr'
      ? [
          { key: 'date', title: 'Date', width: 10, cell: cells.date(d) },
          { key: 'desc', title: 'Libellé', width: 56, cell: cells.desc() },
          { key: 'out', title: 'Débit (€)', width: 15, align: 'right', cell: cells.debit(m) },
          { key: 'in', title: 'Crédit (€)', width: 15, align: 'right', cell: cells.credit(m) },
        ]
      : [
          { key: 'date', title: lang === 'de' ? 'Datum' : 'Fecha', width: 10, cell: cells.date(d) },
          { key: 'desc', title: lang === 'de' ? 'Buchungstext' : 'Concepto', width: 54, cell: cells.desc() },
          { key: 'amt', title: lang === 'de' ? 'Betrag' : 'Importe', width: 15, align: 'right', cell: cells.amount(sig) },
          { key: 'bal', title: 'Saldo', width: 15, align: 'right', cell: cells.balance(sig) },
        ]);
    const holder = lang === 'fr' ? [r.pick(['Mme Camille Roussel', 'M. Étienne Faure']), '14 rue des Capucins', '69001 Lyon'] : lang === 'de' ? [r.pick(['Frau Theresa Pichler', 'Herrn Lukas Eder']), 'Dorfstraße 21', '6675 Tannheim'] : [r.pick(['D.ª María José Sainz', 'D. Íñigo Etxeberria']), 'C/ del Pez 12, 3.º B', '39001 Santander'];
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number, currency: 'EUR', start, end },
      opening: r.int(20_000, 700_000), txs, cols,
      balances: lang === 'fr' ? 'none' : 'all',
      head: (t) => head(bank, lang === 'fr' ? 'Relevé de compte' : lang === 'de' ? 'Kontoauszug' : 'Extracto de cuenta', holder, [
        lang === 'fr' ? `Compte ${number}` : `IBAN ${number}`,
        lang === 'fr' ? `Du ${full(start)} au ${full(end)}` : lang === 'de' ? `Zeitraum ${full(start)} bis ${full(end)}` : `Periodo del ${full(start)} al ${full(end)}`,
      ], lang === 'es' ? [{ kind: 'kv', rows: [['Saldo inicial', sig(t.opening)], ['Saldo final', sig(t.closing)]] }] : []),
      top: (t) => [label(cols, lang === 'fr' ? { desc: `Ancien solde au ${full(start)}`, in: m(t.opening) } : { date: d(start), desc: lang === 'de' ? 'Anfangssaldo' : 'Saldo anterior', bal: sig(t.opening) })],
      bottom: (t) => lang === 'fr'
        ? [label(cols, { desc: 'Total des opérations', out: m(t.out), in: m(t.in) }), label(cols, { desc: `Nouveau solde au ${full(end)}`, in: m(t.closing) })]
        : [label(cols, { date: d(end), desc: lang === 'de' ? 'Endsaldo' : 'Saldo final', bal: sig(t.closing) })],
      footer: (p, n) => [lang === 'fr' ? `Page ${p} / ${n}` : lang === 'de' ? `Seite ${p} von ${n}` : `Página ${p} de ${n}`],
      balancesPrinted: true,
    });
  },
};
