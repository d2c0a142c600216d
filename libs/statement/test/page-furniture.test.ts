import { describe, expect, test } from '@jest/globals';
import { preparePages } from '../src/engine/document.js';
import type { Line } from '../src/lines.js';

// Which lines of a page are its furniture (running headers and footers, page marks), told from the page before.

const line = (page: number, y: number, ...cells: [string, number][]): Line => ({
  page,
  y,
  size: 9,
  spread: 0,
  segments: cells.map(([text, x0]) => ({ text, x0, x1: x0 + text.length * 5 })),
  text: cells.map(([text]) => text).join('  '),
});

/** Two pages, each starting with the given top lines, then a row of a table further down. */
function pages(top: (page: number) => Line[]) {
  return preparePages(
    [1, 2].map((number) => ({
      number,
      height: 842,
      ocr: false,
      lines: [...top(number), line(number, 400, ['03/02', 40], ['CARD PAYMENT', 100], ['10.00', 500])],
    })),
  );
}

const furnitureTexts = (page: ReturnType<typeof pages>[number]) => page.lines.filter((l) => page.furniture.has(l)).map((l) => l.text);

describe('page furniture', () => {
  test('a header repeated at the same height on the next page is furniture, whatever its figures', () => {
    const [, second] = pages((n) => [line(n, 40, [`Statement page ${n} · account 12345678`, 40])]);
    expect(furnitureTexts(second)).toEqual(['Statement page 2 · account 12345678']);
  });

  test('a line of figures alone is furniture only when its figures repeat too: an amount wrapped into a description at the top of two pages is not', () => {
    const [, same] = pages(() => [line(1, 70, ['12345678', 40])]);
    expect(furnitureTexts(same)).toEqual(['12345678']);
    const [, other] = pages((n) => [line(n, 70, [n === 1 ? '236500.00' : '150500.00', 100])]);
    expect(furnitureTexts(other)).toEqual([]);
  });
});
