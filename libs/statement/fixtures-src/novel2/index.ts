/**
 * The second held-out set: hand-written layouts unlike the first set's (../novel) and unlike the engine's own
 * fixtures: Russian, Greek, Ukrainian (times in the date cell), Hungarian whole forints, an Indian current account
 * (Cr/Dr balances, value dates, lakh grouping), Mexican and Argentine Spanish, Italian booking and value dates,
 * a ten-column landscape page, two accounts in one file, a card in sections per cardholder with undated fees,
 * rows of three or four SEPA lines, a 6.5 pt statement with page totals, balances printed once a day, currency
 * codes after figures, the balance column before the amount, local month names without a year, an interest box
 * with dates under the table, and a bare export table. `novel2Fixtures(seed)` makes three statements of each
 * layout; the seed changes amounts, lengths, descriptions, dates, widths and font sizes, never the layout.
 * Scored by `SET=novel2 make bench-novel`.
 */
import type { Fixture } from '../model.js';
import { rand, type Layout } from '../novel/kit.js';
import { balanceFirst } from './balance-first.js';
import { cardCardholders } from './card-cardholders.js';
import { currencySuffix } from './currency-suffix.js';
import { dailyBalance } from './daily-balance.js';
import { densePageTotals } from './dense-page-totals.js';
import { elXreosiPistosi } from './el-xreosi-pistosi.js';
import { esCargosAbonos } from './es-cargos-abonos.js';
import { huForint } from './hu-forint.js';
import { inNarrationCrDr } from './in-narration-cr-dr.js';
import { interestBox } from './interest-box.js';
import { itContabileValuta } from './it-contabile-valuta.js';
import { landscapeWide } from './landscape-wide.js';
import { localMonthNames } from './local-month-names.js';
import { plainExport } from './plain-export.js';
import { ruPrihodRashod } from './ru-prihod-rashod.js';
import { sepaFourLines } from './sepa-four-lines.js';
import { twoAccounts } from './two-accounts.js';
import { ukDateTime } from './uk-date-time.js';

/** Each layout with the short name its files carry. */
export const NOVEL2_LAYOUTS: readonly [string, Layout][] = [
  ['ru', ruPrihodRashod], ['el', elXreosiPistosi], ['uk', ukDateTime], ['hu', huForint], ['in', inNarrationCrDr], ['es-latam', esCargosAbonos],
  ['it', itContabileValuta], ['landscape', landscapeWide], ['two-accounts', twoAccounts], ['card-holders', cardCardholders], ['sepa-lines', sepaFourLines],
  ['dense', densePageTotals], ['daily-balance', dailyBalance], ['ccy-suffix', currencySuffix], ['balance-first', balanceFirst], ['month-names', localMonthNames],
  ['interest-box', interestBox], ['export', plainExport],
];

/** Statements per layout. */
export const NOVEL2_PER_LAYOUT = 3;

/** Three statements of every novel2 layout for a seed (deterministic: the same seed gives the same files). */
export function novel2Fixtures(seed: number): Fixture[] {
  return NOVEL2_LAYOUTS.flatMap(([slug, layout], li) =>
    Array.from({ length: NOVEL2_PER_LAYOUT }, (_, k) => ({ name: `${slug}-${k + 1}`, ...layout.make(rand(seed * 100_019 + li * 2_003 + k * 53 + 7), k) })),
  );
}

export { lookOf, pdfLibFits, renderNovel2WithChromium, type Look } from './kit2.js';
