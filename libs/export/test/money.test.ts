// accountDigits reads each amount's decimals from its shortest text where that is exact, and by rounding to six
// decimals otherwise: both ways must give the digits the rounding alone gave.
import { describe, expect, test } from '@jest/globals';
import { accountDigits } from '../src/money.js';

/** The digits by rounding every value to six decimals, as accountDigits did for every value. */
function byRounding(currency: string | null, values: number[]): number {
  const decimals = (v: number) => (String(Number(v.toFixed(6))).split('.')[1] ?? '').length;
  const finest = values.reduce((most, v) => Math.max(most, Math.min(decimals(v), 3)), 0);
  return accountDigits(currency, []) < finest ? Math.max(finest, 2) : accountDigits(currency, []);
}

describe('accountDigits', () => {
  test.each([
    ['USD', [12.5, -3, 0.1 + 0.2, 1234567.89]],
    ['JPY', [1200, 3400]],
    ['JPY', [12.5]],
    ['HUF', [100.25]],
    ['EUR', [1.0005, 2.1234567]],
    ['EUR', [1e-7, 5e-7, -0, 1e9, 123456789012.345, 1e21]],
    [null, [0.30000000000000004, 7.1]],
  ])('%s %p', (currency, values) => {
    expect(accountDigits(currency, values)).toBe(byRounding(currency, values));
  });

  test('agrees with rounding on many amounts', () => {
    const values: number[] = [];
    for (let k = 0; k < 3_000; k++) values.push(Math.round(Math.sin(k) * 10 ** (k % 12)) / 10 ** (k % 5), (k * 0.1) % 977, Math.sin(k) * 10 ** ((k % 15) - 4));
    for (let k = 0; k < values.length; k += 1) expect(accountDigits('USD', [values[k]])).toBe(byRounding('USD', [values[k]]));
  });
});
