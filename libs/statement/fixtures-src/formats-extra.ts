/** Date and money printings the original families do not use: no-year dates, symbols and codes inside cells. */
import { formatAbs, type MoneyStyle } from './format.js';

const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const p = (iso: string) => ({ y: iso.slice(0, 4), yy: iso.slice(2, 4), m: iso.slice(5, 7), d: iso.slice(8, 10), mi: Number(iso.slice(5, 7)) - 1 });

export const dates = {
  /** "16/12" */
  dmSlash: (iso: string) => `${p(iso).d}/${p(iso).m}`,
  /** "16 Dec" */
  dMon: (iso: string) => `${p(iso).d} ${MON[p(iso).mi]}`,
  /** "16/12/23" */
  dmySlashShort: (iso: string) => `${p(iso).d}/${p(iso).m}/${p(iso).yy}`,
  /** "16-12-2023" */
  dmyDashLong: (iso: string) => `${p(iso).d}-${p(iso).m}-${p(iso).y}`,
  /** "12/16/24" */
  mdyShort: (iso: string) => `${p(iso).m}/${p(iso).d}/${p(iso).yy}`,
};

/** Money with a symbol or code placed the way a bank does: "€ 12,50", "12.50 USD", "-$45.00", "¥12,800". */
export function moneyWith(style: MoneyStyle, place: { before?: string; after?: string; minus?: 'outside' | 'inside' }) {
  return (cents: number) => {
    const abs = formatAbs(cents, style);
    const neg = cents < 0;
    const minusOutside = (place.minus ?? 'outside') === 'outside';
    const body = `${place.before ?? ''}${neg && !minusOutside ? '-' : ''}${abs}${place.after ?? ''}`;
    return neg && minusOutside ? `-${body}` : body;
  };
}
