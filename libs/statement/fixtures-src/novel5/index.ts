/**
 * The fifth held-out set: twelve hand-written layouts unlike the first four sets' (../novel .. ../novel4) and
 * unlike the engine's own fixtures, each modelled on how banks of one country or kind print statements: a French
 * relevé with JJ.MM and Valeur dates, SOLDE CRÉDITEUR / DÉBITEUR rows in the Débit or Crédit column and a TOTAL DES
 * OPÉRATIONS row, no running balance; a Dutch afschrift with the words Af / Bij instead of signs and records of
 * two to four lines; a Spanish extracto with the minus after the figure and SUMA Y SIGUE / SUMA ANTERIOR rows at
 * the page breaks; a Brazilian extrato with D / C after the figures and SALDO DO DIA rows carrying the balances; a
 * Mexican estado de cuenta with two balance columns (operación, liquidación) on each day's last row; an Indian
 * account whose UPI strings are cut inside words over a narrow column, beside a column of long reference numbers;
 * a Chinese bilingual list with the description and counterparty right of the figures; a Hong Kong account with
 * the deposit column left of the withdrawal column and a TOTAL row; a Canadian chequing account with "Jan 5" dates
 * on a day's first row and balances on its last; an Australian card with CR on credits only and foreign-fee lines;
 * a US checking account with headings on page one only and "(continued on next page)"; and a Kenyan mobile-money
 * statement, newest first, with receipt codes, date-times and charge rows. `novel5Fixtures(seed)` makes three
 * statements of each layout; the seed changes amounts, lengths, descriptions, dates, widths and font sizes, never
 * the layout. Scored by `SET=novel5 make bench-novel`.
 *
 * The split, fixed after the set first rendered and before the engine's output on it was looked at: a layout is
 * in the `tune` half when the first hex digit of sha256(short name) (node's crypto, UTF-8 of the short name below)
 * is 0-7, in the `held` half otherwise. `tune` failures may be analysed and worked on; `held` figures are reported
 * only, never studied. The digits: fr-releve 2, nl-af-bij d, es-suma-sigue e, br-saldo-dia d, mx-oper-liq e,
 * in-upi-ref c, zh-bilingual 1, hk-deposit-first e, ca-day-balance d, au-card-cr 3, us-continued 0, ke-mpesa e:
 * tune 4, held 8 (the names were chosen before hashing and not changed). The bench recomputes the digits and
 * refuses to run if they disagree with NOVEL5_LAYOUTS.
 *
 * Reopened once (2026-12-08): on the engine of aaf19ca the tune half came out whole (21/21 perfect at seed 7), so the
 * held half was split again, before any of its output was read, by the second hex digit: 0-3 opened for tuning
 * (es-suma-sigue 3, mx-oper-liq 0, ca-day-balance 3, ke-mpesa 2; the threshold chosen for four and four from the
 * digits alone), 4-f still held (nl-af-bij 6, br-saldo-dia c, in-upi-ref c, hk-deposit-first 7). Their figures at
 * that moment (aaf19ca), seeds 7 / 8: opened F1 0.8854 / 0.8363, perfect 10/23 / 11/23, wrongly verified 3 / 2;
 * still held F1 0.9448 / 0.9225, perfect 14/23 / 13/23, wrongly verified 3 / 4.
 */
import type { Fixture } from '../model.js';
import { rand, type Layout } from '../novel/kit.js';
import { auCardCr } from './au-card-cr.js';
import { brSaldoDia } from './br-saldo-dia.js';
import { caDayBalance } from './ca-day-balance.js';
import { esSumaSigue } from './es-suma-sigue.js';
import { frReleve } from './fr-releve.js';
import { hkDepositFirst } from './hk-deposit-first.js';
import { inUpiRef } from './in-upi-ref.js';
import { keMpesa } from './ke-mpesa.js';
import { mxOperLiq } from './mx-oper-liq.js';
import { nlAfBij } from './nl-af-bij.js';
import { usContinued } from './us-continued.js';
import { zhBilingual } from './zh-bilingual.js';

export type Half5 = 'tune' | 'held';

/** Each layout with the short name its files carry and its half (see the rule above). */
export const NOVEL5_LAYOUTS: readonly [string, Layout, Half5][] = [
  ['fr-releve', frReleve, 'tune'], ['nl-af-bij', nlAfBij, 'held'], ['es-suma-sigue', esSumaSigue, 'tune'], ['br-saldo-dia', brSaldoDia, 'held'],
  ['mx-oper-liq', mxOperLiq, 'tune'], ['in-upi-ref', inUpiRef, 'held'], ['zh-bilingual', zhBilingual, 'tune'], ['hk-deposit-first', hkDepositFirst, 'held'],
  ['ca-day-balance', caDayBalance, 'tune'], ['au-card-cr', auCardCr, 'tune'], ['us-continued', usContinued, 'tune'], ['ke-mpesa', keMpesa, 'tune'],
];

/** The half of a layout, by its family name. */
export const novel5HalfOf = (family: string): Half5 | undefined => NOVEL5_LAYOUTS.find(([, l]) => l.family === family)?.[2];

/** Statements per layout. */
export const NOVEL5_PER_LAYOUT = 3;

/** Three statements of every novel5 layout for a seed (deterministic: the same seed gives the same files). */
export function novel5Fixtures(seed: number): Fixture[] {
  return NOVEL5_LAYOUTS.flatMap(([slug, layout], li) =>
    Array.from({ length: NOVEL5_PER_LAYOUT }, (_, k) => ({ name: `${slug}-${k + 1}`, ...layout.make(rand(seed * 100_069 + li * 2_027 + k * 67 + 31), k) })),
  );
}
