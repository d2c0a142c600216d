/**
 * Held-out statements: hand-written layouts the engine's authors have not tuned on (other languages and scripts,
 * stacked or missing headings, cards that never say so, two date columns, newest first, foreign amounts, sign
 * columns, a misprinted balance...). `novelFixtures(seed)` makes three statements of each layout; the seed
 * changes amounts, lengths, descriptions, dates and wraps, never the layout. Scored by `make bench-novel`.
 */
import type { Fixture } from '../model.js';
import { ambiguousDates } from './ambiguous-dates.js';
import { cardNoCardWords } from './card-no-card-words.js';
import { cardTwoDatesLabelled } from './card-two-dates-labelled.js';
import { cardTwoDatesUnlabelled } from './card-two-dates-unlabelled.js';
import { continuationLines } from './continuation-lines.js';
import { csSpacedDates } from './cs-spaced-dates.js';
import { daNoYear } from './da-no-year.js';
import { fiTrailingMinus } from './fi-trailing-minus.js';
import { fxColumn } from './fx-column.js';
import { jaYen } from './ja-yen.js';
import { rand, type Layout } from './kit.js';
import { misprintedBalance } from './misprinted-balance.js';
import { newestFirst } from './newest-first.js';
import { noHeadings } from './no-headings.js';
import { oneRow } from './one-row.js';
import { plKwotaSaldo } from './pl-kwota-saldo.js';
import { ptValueDate } from './pt-value-date.js';
import { signColumn } from './sign-column.js';
import { stackedThreeLine } from './stacked-three-line.js';
import { stackedTwoLine } from './stacked-two-line.js';
import { svTwoDates } from './sv-two-dates.js';
import { trMultiPage } from './tr-multi-page.js';
import { zhIncomeExpense } from './zh-income-expense.js';

/** Each layout with the short name its files carry. */
export const NOVEL_LAYOUTS: readonly [string, Layout][] = [
  ['pl', plKwotaSaldo], ['cs', csSpacedDates], ['sv', svTwoDates], ['tr', trMultiPage], ['pt', ptValueDate], ['fi', fiTrailingMinus],
  ['da', daNoYear], ['zh', zhIncomeExpense], ['ja', jaYen], ['stacked2', stackedTwoLine], ['stacked3', stackedThreeLine],
  ['noheadings', noHeadings], ['card-nowords', cardNoCardWords], ['card-2dates', cardTwoDatesLabelled], ['card-2dates-blind', cardTwoDatesUnlabelled],
  ['newest-first', newestFirst], ['fx', fxColumn], ['continuation', continuationLines], ['one-row', oneRow], ['ambiguous-dates', ambiguousDates],
  ['sign', signColumn], ['misprint', misprintedBalance],
];

/** Statements per layout. */
export const NOVEL_PER_LAYOUT = 3;

/** Three statements of every novel layout for a seed (deterministic: the same seed gives the same files). */
export function novelFixtures(seed: number): Fixture[] {
  return NOVEL_LAYOUTS.flatMap(([slug, layout], li) =>
    Array.from({ length: NOVEL_PER_LAYOUT }, (_, k) => ({ name: `${slug}-${k + 1}`, ...layout.make(rand(seed * 100_003 + li * 1_009 + k * 37 + 11), k) })),
  );
}

export type { Layout } from './kit.js';
