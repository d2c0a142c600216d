/**
 * The toolkit of the sixth held-out set ("novel6"): the fifth set's toolkit (../novel5/kit5.ts, which re-exports
 * the first four) plus what its layouts need: Hijri (Umm al-Qura) and Buddhist-era dates, figures with three
 * decimals (dinars and fils), and Portuguese month abbreviations.
 */
import { formatAbs, type MoneyStyle } from '../format.js';
export * from '../novel5/kit5.js';
export { signed } from '../novel/kit.js';

/** The Umm al-Qura (Saudi) Hijri date of an ISO day, "1445/08/24" (year, month, day as the Saudi banks print them). */
export function hijri(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura-nu-latn', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }).formatToParts(new Date(`${iso}T00:00:00Z`));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}/${get('month').padStart(2, '0')}/${get('day').padStart(2, '0')}`;
}

/** A day in the Thai Buddhist era: the year plus 543, "05/03/2567" (`short`: "05-03-67"). */
export const buddhist = (iso: string, sep = '/', short = false): string => {
  const y = String(Number(iso.slice(0, 4)) + 543);
  return [iso.slice(8, 10), iso.slice(5, 7), short ? y.slice(2) : y].join(sep);
};

/** Figures of a currency with three decimals, from thousandths ("1,234.567"). */
export const mills = (style: Pick<MoneyStyle, 'group' | 'decimal'>) => (m: number): string => {
  const a = Math.abs(m);
  return `${formatAbs(Math.floor(a / 1000) * 100, { group: style.group, decimal: style.decimal, decimals: 0 })}${style.decimal}${String(a % 1000).padStart(3, '0')}`;
};

export const MONTHS_PT = ['JAN', 'FEV', 'MAR', 'ABR', 'MAI', 'JUN', 'JUL', 'AGO', 'SET', 'OUT', 'NOV', 'DEZ'];
