import { describe, expect, test } from '@jest/globals';
import { mayBeAmount, parseAmount } from '../src/amounts.js';

describe('parseAmount', () => {
  test.each([
    ['1,234.56', 123456, null, null],
    ['1.234,56', 123456, null, null],
    ['1 234,56', 123456, null, null],
    ['1\u00a0234,56', 123456, null, null],
    ['1\u202f234,56', 123456, null, null],
    ["1'234.56", 123456, null, null],
    ['1,23,456.78', 12345678, null, null],
    ['12,34,56,789.00', 12345678900, null, null],
    ['12,000', 1200000, null, null],
    ['1.234', 123400, null, null],
    ['0.5', 50, null, null],
    ['-12.34', 1234, 'minus', null],
    ['−12.34', 1234, 'minus', null],
    ['12.34-', 1234, 'minus', null],
    ['(1,234.56)', 123456, 'parens', null],
    ['1,234.56 DR', 123456, 'dr', null],
    ['1,234.56 Cr', 123456, 'cr', null],
    // Indonesian and Malaysian statements: "DB" (debet) beside "CR", also against the figure
    ['1.879.000,00 DB', 187900000, 'dr', null],
    ['236.500,00DB', 23650000, 'dr', null],
    ['12.50 Db', 1250, 'dr', null],
    // currencies written with letters of their own language
    ['177,30 TL', 17730, null, 'TRY'],
    ['₺1.234,56', 123456, null, 'TRY'],
    ['1 234,50 Kč', 123450, null, 'CZK'],
    ['12 500 Ft', 1250000, null, 'HUF'],
    ['1.234,56 S', 123456, 'soll', null],
    ['1.234,56 H', 123456, 'haben', null],
    ['+45.00', 4500, 'plus', null],
    ['£1,234.56', 123456, null, 'GBP'],
    ['-£12.00', 1200, 'minus', 'GBP'],
    ['-$45.00', 4500, 'minus', 'USD'],
    ['$(45.00)', 4500, 'parens', 'USD'],
    ['EUR 1.234,56', 123456, null, 'EUR'],
    ['1.234,56 €', 123456, null, 'EUR'],
    ['¥12,000', 1200000, null, 'JPY'],
    ['CHF 1\'250.00', 125000, null, 'CHF'],
    ['1,234.56 USD', 123456, null, 'USD'],
    // stars guarding a figure against alteration (passbooks, cheque-style print)
    ['*12,000', 1200000, null, null],
    ['*220', 22000, null, null],
    ['$***45.00', 4500, null, 'USD'],
  ])('reads %j', (text, cents, mark, currency) => {
    expect(parseAmount(text)).toMatchObject({ cents, mark, currency });
  });

  test.each(['', 'abc', '12/03/2024', '12.03.2024', '1,2345.00', '12,34', 'Page 1', '1.234.5678', 'REF 4820193', '2024-01-05', '****1234', '*2125'])(
    'rejects %j',
    (text) => {
      const parsed = parseAmount(text);
      // "12,34" is twelve-point-three-four in a comma-decimal statement, never an integer.
      if (text === '12,34') expect(parsed?.cents).toBe(1234);
      else expect(parsed).toBeNull();
    },
  );

  test('keeps whole amounts as integer cents so sums do not drift', () => {
    const values = ['0.10', '0.20', '0.30', '1,000.01'].map((v) => parseAmount(v)!.cents);
    expect(values.reduce((a, b) => a + b, 0)).toBe(100061);
  });
});

describe('mayBeAmount', () => {
  // The tokenizer skips runs of words it rejects: it must never reject a text parseAmount reads.
  test('accepts every printed form parseAmount reads', () => {
    const forms = ['1,234.56', '-£12.00', 'US$ 5.00', 'U$S 5', 'NZ$1.00', 'HK$ 3.20', 'Rs. 1,23,456.78', 'Rs 12', 'Fr. 12.50', 'zł 4,00', '12,00 zł', 'R$ 10,00',
      'R 5.00', '¥1,000', '￥1,000', '1,000円', '₹ 12.00', '₩ 1,000', '€ 5,00', '850.00Cr', '45.00 CR', '45.00 cr', '45.00 dr', '45.00 DR.', '12 OD', '12,00 S', '12,00 H',
      '(1,234.56)', '12.34-', '+12.34', '−12.34', '–12.34', '‐12.34', "1'234.56", '1’234.56', '1\u00a0234,56', '1\u202f234,56', '12.00 CR EUR', 'EUR 12.00', '12.00EUR', '*12,000', '$***45.00'];
    for (const text of forms) {
      expect(parseAmount(text)).not.toBeNull();
      expect(mayBeAmount(text)).toBe(true);
    }
  });
  test('rejects words with a letter no amount prints', () => {
    for (const text of ['Page 1 of 48', 'us 24/7.', 'Box 9873 |', '#067', 'of $35.00']) {
      expect(parseAmount(text)).toBeNull();
      expect(mayBeAmount(text)).toBe(false);
    }
  });
});
