/**
 * The toolkit of the fourth held-out set ("novel4"): the first three sets' toolkits (../novel/kit.ts,
 * ../novel2/kit2.ts, ../novel3/kit3.ts) re-exported, plus a money printer with any prefix and suffix.
 */
import { formatAbs, type MoneyStyle } from '../format.js';
export { abs, accountNo, cyclePeriod, dateFmt, gen, head, iso, lastDay, monthPeriod, MONTHS_EN_LONG, STYLE, type Layout, type Pool, type R } from '../novel/kit.js';

/** Absolute figures in a style with a text before and after ("R1 234.56", "1.234,56 TL"). */
export const formatted = (style: MoneyStyle, before = '', after = '') => (c: number) => `${before}${formatAbs(c, style)}${after}`;
