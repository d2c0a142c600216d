/**
 * A Japanese ordinary deposit passbook ("futsuu yokin") printed as a statement in English transliteration:
 * "Date | Withdrawal | Deposit | Balance | Remarks", the remarks (the description) last, right of the
 * figures, in the half-width katakana romanised as the passbook printer does ("FURIKOMI SATOU HANAKO").
 * Dates in the Reiwa era, numbers only ("R06.04.12", "06-04-12": Reiwa 6 = 2024), yen without decimals,
 * every figure led by "*" (the passbook's guard against alteration: "*12,000"). A "KURIKOSHI" (brought
 * forward) line opens the table and is not a transaction; no closing row, the last balance is the closing one.
 */
import { abs, accountNo, gen, head, monthPeriod, STYLE, type Layout, type Pool } from './kit4.js';
import { fontPx, jitter, label, ledger, type Col2 } from '../novel2/kit2.js';
import { amountsBy } from '../novel3/kit3.js';

const POOL: Pool = {
  out: [
    'CARD SEVEN ELEVEN', 'ATM HIKIDASHI EKIMAE', 'DENKI TOUHOKU DENRYOKU', 'GASU SENDAI GASU', 'SUIDOU SENDAI SHI', 'FURIKOMI HAITSU MIDORI KANRI', 'CARD AEON SENDAI',
    'KOUZA FURIKAE NHK JUSHINRYOU', 'DENWA NTT DOCOMO', 'FURIKOMI TESUURYOU', 'CARD YODOBASHI', 'HOKEN NIPPON SEIMEI', 'KUREJITTO RAKUTEN CARD',
  ],
  in: ['KYUUYO TOHOKU SEIKI KK', 'FURIKOMI SATOU HANAKO', 'ATM AZUKEIRE', 'RISOKU', 'FURIKOMI KANPU ZEIMUSHO'],
  extra: [],
};

export const jpPassbook: Layout = {
  family: 'jp_passbook_reiwa_dates_remarks_last',
  make(r, k) {
    const { start, end } = monthPeriod(r);
    const era = (iso: string) => String(Number(iso.slice(0, 4)) - 2018).padStart(2, '0');
    const d = (iso: string) => (k === 1 ? `${era(iso)}-${iso.slice(5, 7)}-${iso.slice(8, 10)}` : `R${era(iso)}.${iso.slice(5, 7)}.${iso.slice(8, 10)}`);
    const txs = amountsBy(gen(r, { start, end, count: r.int(9, 32), pool: POOL, max: 60_000, whole: true }), [
      [/^KYUUYO/, () => r.int(21, 46) * 1_000_000], [/^RISOKU/, () => r.int(1, 40) * 100], [/TESUURYOU$/, () => -r.pick([110, 220, 330, 440]) * 100],
      [/^ATM HIKIDASHI/, () => -r.int(1, 10) * 1_000_000], [/^ATM AZUKEIRE/, () => r.int(1, 10) * 1_000_000],
    ]);
    const y = abs(STYLE.yen, '*');
    const cols: Col2[] = jitter(r, [
      { key: 'date', title: 'Date', width: 12, cell: ({ t }) => d(t.date) },
      { key: 'out', title: 'Withdrawal', width: 16, align: 'right', cell: ({ t }) => (t.cents < 0 ? y(t.cents) : '') },
      { key: 'in', title: 'Deposit', width: 16, align: 'right', cell: ({ t }) => (t.cents > 0 ? y(t.cents) : '') },
      { key: 'bal', title: 'Balance', width: 17, align: 'right', cell: ({ bal }) => (bal === null ? '' : y(bal)) },
      { key: 'desc', title: 'Remarks', width: 38, cell: ({ t }) => t.lines.join('\n') },
    ]);
    const bank = r.pick(['Michinoku Shinkin Bank', 'Hirose River Bank, Ltd.', 'Aoba Regional Bank']);
    const no = accountNo(r, '#######');
    return ledger({
      family: this.family,
      verdict: 'verified',
      look: { px: fontPx(r) },
      account: { number: no, currency: 'JPY', start, end },
      opening: r.int(30, 900) * 100_000, txs, cols,
      head: () => head(bank, 'Ordinary Deposit - Passbook Statement (Futsuu Yokin)', [r.pick(['SUZUKI KENJI SAMA', 'TAKAHASHI MIKI SAMA', 'WATANABE SHOUTA SAMA']), r.pick(['Aoba-ku Kokubuncho 2-14-3', 'Izumi-ku Nanakita 1-8-22', 'Taihaku-ku Nagamachi 5-3-1']), 'Sendai-shi, Miyagi'], [`Branch ${r.pick(['Kotodai', 'Nagamachi', 'Izumi-Chuo'])} (${r.digits('###')})`, `Account No. ${no}`, `Period ${d(start)} - ${d(end)}`]),
      top: (t) => [label(cols, { date: d(start), bal: y(t.opening), desc: 'KURIKOSHI' })],
      footer: (p, n) => [`${p}/${n}   Please keep this statement with your passbook.`],
      balancesPrinted: true,
    });
  },
};
