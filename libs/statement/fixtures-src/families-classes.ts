/**
 * Families written against layouts the engine was not built from (value dates, side columns, other
 * column orders, centred figures, no-year rows, cards with instalments, OCR text layers, yen and
 * currency codes in cells). Rendered after the original catalogue, so the originals keep their variants.
 */
import { cardFamilies } from './families-cards.js';
import { columnFamilies } from './families-columns.js';
import { dateFamilies } from './families-dates.js';
import { foreignFamilies } from './families-foreign.js';
import type { Fixture } from './model.js';
import { ocrFamilies } from './families-ocr.js';

export const classFixtures = (): Fixture[] => [...dateFamilies(), ...columnFamilies(), ...cardFamilies(), ...foreignFamilies(), ...ocrFamilies()];
