/** Formatting helpers that print dates and money the way banks in different countries do. */
const MONTHS_EN = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const MONTHS_EN_LONG = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const MONTHS_NL = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
const MONTHS_FR = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];
const MONTHS_ES = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

const parts = (iso: string) => ({ y: iso.slice(0, 4), yy: iso.slice(2, 4), m: iso.slice(5, 7), d: iso.slice(8, 10), mi: Number(iso.slice(5, 7)) - 1 });

export const dateFormats = {
  dmySlash: (iso: string) => { const p = parts(iso); return `${p.d}/${p.m}/${p.y}`; },
  mdySlash: (iso: string) => { const p = parts(iso); return `${p.m}/${p.d}/${p.y}`; },
  mdShort: (iso: string) => { const p = parts(iso); return `${p.m}/${p.d}`; },
  dmyDot: (iso: string) => { const p = parts(iso); return `${p.d}.${p.m}.${p.y}`; },
  dmDot: (iso: string) => { const p = parts(iso); return `${p.d}.${p.m}.`; },
  dmyDotShort: (iso: string) => { const p = parts(iso); return `${p.d}.${p.m}.${p.yy}`; },
  dmyDash: (iso: string) => { const p = parts(iso); return `${p.d}-${p.m}-${p.yy}`; },
  dMonYY: (iso: string) => { const p = parts(iso); return `${p.d} ${MONTHS_EN[p.mi]} ${p.yy}`; },
  dMonUpper: (iso: string) => { const p = parts(iso); return `${p.d} ${MONTHS_EN[p.mi].toUpperCase()}`; },
  compact: (iso: string) => { const p = parts(iso); return `${p.d}${MONTHS_EN[p.mi].toUpperCase()}${p.yy}`; },
  monDYYYY: (iso: string) => { const p = parts(iso); return `${MONTHS_EN[p.mi]} ${Number(p.d)}, ${p.y}`; },
  dMonthYYYY: (iso: string) => { const p = parts(iso); return `${Number(p.d)} ${MONTHS_EN_LONG[p.mi]} ${p.y}`; },
  monthDYYYY: (iso: string) => { const p = parts(iso); return `${MONTHS_EN_LONG[p.mi]} ${Number(p.d)}, ${p.y}`; },
  ymdSlash: (iso: string) => { const p = parts(iso); return `${p.y}/${p.m}/${p.d}`; },
  iso: (iso: string) => iso,
  dMonNl: (iso: string) => { const p = parts(iso); return `${p.d} ${MONTHS_NL[p.mi]} ${p.y}`; },
  dMonFr: (iso: string) => { const p = parts(iso); return `${p.d} ${MONTHS_FR[p.mi]} ${p.y}`; },
  monD: (iso: string) => { const p = parts(iso); return `${MONTHS_EN[p.mi]} ${p.d}`; },
  dMonEs: (iso: string) => { const p = parts(iso); return `${p.d}-${MONTHS_ES[p.mi]}-${p.y}`; },
};
export type DateFormat = (iso: string) => string;

export type MoneyStyle = { group: string; decimal: string; decimals: 0 | 2; indian?: boolean };
export const money = {
  en: { group: ',', decimal: '.', decimals: 2 } as MoneyStyle,
  de: { group: '.', decimal: ',', decimals: 2 } as MoneyStyle,
  fr: { group: '\u00a0', decimal: ',', decimals: 2 } as MoneyStyle,
  frNarrow: { group: '\u202f', decimal: ',', decimals: 2 } as MoneyStyle,
  ch: { group: "'", decimal: '.', decimals: 2 } as MoneyStyle,
  in: { group: ',', decimal: '.', decimals: 2, indian: true } as MoneyStyle,
  jp: { group: ',', decimal: '.', decimals: 0 } as MoneyStyle,
};

/** Prints an absolute amount (cents) in a style: "1,234.56", "1.234,56", "1 234,56", "1'234.56", "1,23,456.78", "12,000". */
export function formatAbs(cents: number, style: MoneyStyle): string {
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toString();
  let grouped: string;
  if (style.indian && whole.length > 3) {
    const last3 = whole.slice(-3);
    const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, style.group);
    grouped = `${rest}${style.group}${last3}`;
  } else {
    grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, style.group);
  }
  return style.decimals === 0 ? grouped : `${grouped}${style.decimal}${String(abs % 100).padStart(2, '0')}`;
}

export type NegativeStyle = 'minus' | 'trailing' | 'parens' | 'drcr' | 'sh';
/** Prints a signed amount with the bank's way of showing money out. */
export function formatSigned(cents: number, style: MoneyStyle, neg: NegativeStyle): string {
  const abs = formatAbs(cents, style);
  switch (neg) {
    case 'minus': return cents < 0 ? `-${abs}` : abs;
    case 'trailing': return cents < 0 ? `${abs}-` : abs;
    case 'parens': return cents < 0 ? `(${abs})` : abs;
    case 'drcr': return `${abs} ${cents < 0 ? 'DR' : 'CR'}`;
    case 'sh': return `${abs} ${cents < 0 ? 'S' : 'H'}`;
  }
}

/** A small deterministic random generator so fixtures regenerate identically. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000);
