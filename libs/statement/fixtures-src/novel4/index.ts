/**
 * The fourth held-out set: ten hand-written layouts unlike the first three sets' (../novel, ../novel2,
 * ../novel3) and unlike the engine's own fixtures, each modelled on how banks of one country print statements:
 * a Japanese passbook in transliteration with Reiwa-era numeric dates and the remarks right of the figures, a
 * South African account with "Cr" after money in and an accrued-charges column, a Malaysian card with an
 * instalment-plan table apart from the rows and a minimum-payment box, a US brokerage cash account where trades
 * and dividends mix with quantity and price columns, a Danish account printing the original and the converted
 * amount on every row, a New Zealand savings account with weekly 0.00 "interest accrued" rows, a British
 * statement with month heading lines and "Mon 04" dates, a Sparkasse statement with the value date right of the
 * amount and Primanota codes, a US credit union with share, draft and loan suffixes, and a Turkish statement
 * with Borç / Alacak in "TL" and page totals carried forward ("Nakli Yekün"). `novel4Fixtures(seed)` makes three
 * statements of each layout; the seed changes amounts, lengths, descriptions, dates, widths and font sizes,
 * never the layout. Every layout is held out: figures are reported, never studied. Scored by
 * `SET=novel4 make bench-novel`.
 */
import type { Fixture } from '../model.js';
import { rand, type Layout } from '../novel/kit.js';
import { brokerageCash } from './brokerage-cash.js';
import { cardInstalments } from './card-instalments.js';
import { deSparkassePn } from './de-sparkasse-pn.js';
import { dkFxEveryRow } from './dk-fx-every-row.js';
import { jpPassbook } from './jp-passbook.js';
import { monthHeaderWeekday } from './month-header-weekday.js';
import { nzSavingsAccrued } from './nz-savings-accrued.js';
import { trBorcAlacakTotals } from './tr-borc-alacak-totals.js';
import { usCuShareLoan } from './us-cu-share-loan.js';
import { zaCrSuffix } from './za-cr-suffix.js';

/** Each layout with the short name its files carry (all held out). */
export const NOVEL4_LAYOUTS: readonly [string, Layout][] = [
  ['jp-passbook', jpPassbook], ['za-cr', zaCrSuffix], ['card-instalments', cardInstalments], ['brokerage', brokerageCash], ['dk-fx-rows', dkFxEveryRow],
  ['nz-accrued', nzSavingsAccrued], ['month-heading', monthHeaderWeekday], ['de-sparkasse', deSparkassePn], ['us-cu', usCuShareLoan], ['tr-page-totals', trBorcAlacakTotals],
];

/** Statements per layout. */
export const NOVEL4_PER_LAYOUT = 3;

/** Three statements of every novel4 layout for a seed (deterministic: the same seed gives the same files). */
export function novel4Fixtures(seed: number): Fixture[] {
  return NOVEL4_LAYOUTS.flatMap(([slug, layout], li) =>
    Array.from({ length: NOVEL4_PER_LAYOUT }, (_, k) => ({ name: `${slug}-${k + 1}`, ...layout.make(rand(seed * 100_057 + li * 2_017 + k * 61 + 29), k) })),
  );
}
