import { describe, expect, test } from '@jest/globals';
import { readStatement } from '../src/engine/index.js';
import { buildLines } from '../src/lines.js';
import type { TextItem } from '../src/pdf.js';

// Some CJK fonts' ToUnicode maps common ideographs to the Kangxi radicals that look the same (日 as ⽇ U+2F47, 月 as
// ⽉ U+2F49): Chromium printed a Chinese statement so with a Korean font installed, and its dates read as no dates.
const item = (str: string, x: number, y: number): TextItem => ({ str, x, y, width: str.length * 9, size: 9 });

describe('ideographs printed as Kangxi radicals', () => {
  test('when dates and words come as radicals, then the lines hold the ideographs and the rows are read', () => {
    const rows: [string, string, string, string][] = [
      ['2023年5⽉2⽇', 'ATM取现 南京路⽀⾏', '-819.98', '63,959.40'],
      ['2023年5⽉6⽇', '代发⼯资 华星科技', '7,069.28', '71,028.68'],
      ['2023年5⽉8⽇', '跨⾏汇⼊ 陈丽', '3,174.46', '74,203.14'],
    ];
    const items: TextItem[] = [
      item('交易⽇期', 40, 100), item('摘要', 160, 100), item('⾦额', 400, 100), item('余额', 480, 100),
      item('期初余额', 160, 112), item('64,779.38', 480, 112),
      ...rows.flatMap(([date, what, amount, balance], i) => [item(date, 40, 124 + 12 * i), item(what, 160, 124 + 12 * i), item(amount, 400, 124 + 12 * i), item(balance, 480, 124 + 12 * i)]),
    ];
    const lines = buildLines(1, items);
    expect(lines.map((l) => l.text)).toContain('2023年5月2日  ATM取现 南京路支行  -819.98  63,959.40');
    const read = readStatement([{ number: 1, height: 842, ocr: false, lines }], { createdOn: null });
    expect(read.accounts[0].transactions.map((t) => [t.date, t.description, t.amount])).toEqual([
      ['2023-05-02', 'ATM取现 南京路支行', -819.98],
      ['2023-05-06', '代发工资 华星科技', 7069.28],
      ['2023-05-08', '跨行汇入 陈丽', 3174.46],
    ]);
  });
});
