import { addDays, daysBetween, type MoneyStyle } from './format.js';

/** One generated transaction: the description as printed line by line, and signed cents. */
export type Tx = { date: string; lines: string[]; cents: number };

const POOLS = {
  en: {
    out: ['TESCO STORES 3217', 'AMAZON MARKETPLACE', 'SHELL FUEL 0045', 'DIRECT DEBIT BRITISH GAS', 'STANDING ORDER RENT', 'CARD PAYMENT COSTA COFFEE', 'ATM WITHDRAWAL HIGH ST', 'NETFLIX.COM', 'UBER TRIP HELP.UBER.COM', 'WATER UTILITIES', 'PHARMACY 221', 'HARDWARE DEPOT 88', 'CITY PARKING', 'BOOKSHOP ONLINE', 'GYM MEMBERSHIP'],
    in: ['SALARY ACME LTD', 'TRANSFER FROM SAVINGS', 'REFUND AMAZON', 'INTEREST PAID', 'CHEQUE DEPOSIT 000451', 'FASTER PAYMENT J SMITH'],
    extra: ['REF 4820193', 'LONDON GB', 'CARD ENDING 4821', 'ON 14 MAR', 'VIA MOBILE APP', 'INV 2024-118'],
  },
  de: {
    out: ['KARTENZAHLUNG REWE MARKT', 'LASTSCHRIFT STADTWERKE', 'DAUERAUFTRAG MIETE', 'BARGELDAUSZAHLUNG GAA', 'LASTSCHRIFT TELEKOM', 'KARTENZAHLUNG DM DROGERIE', 'UEBERWEISUNG VERSICHERUNG', 'LASTSCHRIFT RUNDFUNKBEITRAG'],
    in: ['GEHALT MUSTER GMBH', 'GUTSCHRIFT RUECKERSTATTUNG', 'UEBERWEISUNG VON M MUELLER', 'ZINSEN'],
    extra: ['END-TO-END-REF 99812', 'MANDAT 4471', 'KUNDENNR 55120', 'MUENCHEN DE'],
  },
  fr: {
    out: ['CB CARREFOUR PARIS', 'PRLV EDF CLIENTS', 'PRLV ORANGE', 'RETRAIT DAB PARIS 11', 'CB SNCF INTERNET', 'VIR LOYER MARS', 'CB BOULANGERIE DUPONT', 'PRLV ASSURANCE AXA'],
    in: ['VIR SALAIRE SOCIETE X', 'VIR REMBOURSEMENT CAF', 'REMISE CHEQUE 1234567', 'INTERETS CREDITEURS'],
    extra: ['REF 2024031401', 'ECH 15/03', 'MANDAT FR88ZZZ', 'CARTE 4973'],
  },
  es: {
    out: ['COMPRA MERCADONA', 'RECIBO IBERDROLA', 'RECIBO TELEFONICA', 'RETIRADA CAJERO', 'COMPRA EL CORTE INGLES', 'TRANSFERENCIA ALQUILER', 'RECIBO SEGURO MAPFRE'],
    in: ['NOMINA EMPRESA SL', 'TRANSFERENCIA RECIBIDA', 'DEVOLUCION COMPRA', 'ABONO INTERESES'],
    extra: ['REF 88120', 'MADRID ES', 'TARJETA 5521'],
  },
  nl: {
    out: ['BETAALAUTOMAAT ALBERT HEIJN', 'INCASSO VATTENFALL', 'INCASSO ZIGGO', 'GELDAUTOMAAT AMSTERDAM', 'OVERBOEKING HUUR', 'BETAALAUTOMAAT HEMA'],
    in: ['SALARIS WERKGEVER BV', 'OVERBOEKING SPAARREKENING', 'TERUGBETALING BOL.COM'],
    extra: ['KENMERK 771265', 'AMSTERDAM NL'],
  },
  it: {
    out: ['PAGAMENTO POS ESSELUNGA', 'ADDEBITO ENEL ENERGIA', 'PRELIEVO BANCOMAT', 'BONIFICO AFFITTO', 'ADDEBITO TIM'],
    in: ['STIPENDIO AZIENDA SPA', 'BONIFICO RICEVUTO', 'RIMBORSO'],
    extra: ['RIF 55410', 'MILANO IT'],
  },
};
export type Language = keyof typeof POOLS;

export type GenOptions = {
  start: string;
  end: string;
  count: number;
  lang?: Language;
  /** Extra description lines per row: 0 = one line, 1..n = up to n more lines on some rows. */
  extraLines?: number;
  money?: MoneyStyle;
  /** Largest amount in whole currency units. */
  max?: number;
  /** Several rows on the same day (for dates printed once per day). */
  clusterDays?: boolean;
  outShare?: number;
};

/** Generates sorted transactions inside a period, deterministic for a given random source. */
export function generate(random: () => number, o: GenOptions): Tx[] {
  const pool = POOLS[o.lang ?? 'en'];
  const span = daysBetween(o.start, o.end);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const noDecimals = o.money?.decimals === 0;
  const max = o.max ?? 1800;
  const txs: Tx[] = [];
  let day = 1;
  for (let i = 0; i < o.count; i++) {
    if (!o.clusterDays || random() < 0.5 || i === 0) day = Math.min(span, Math.max(1, Math.round(((i + 1) / (o.count + 1)) * span)));
    const out = random() < (o.outShare ?? 0.72);
    let units = out ? 1 + Math.floor(random() * random() * max) : 50 + Math.floor(random() * max * 1.2);
    if (random() < 0.15) units += 1000 + Math.floor(random() * 3000);
    const cents = noDecimals ? units * 100 * 10 : units * 100 + Math.floor(random() * 100);
    const lines = [pick(out ? pool.out : pool.in)];
    const extra = o.extraLines ? Math.floor(random() * (o.extraLines + 1)) : 0;
    for (let k = 0; k < extra; k++) lines.push(pool.extra[(i + k) % pool.extra.length]);
    txs.push({ date: addDays(o.start, day), lines, cents: out ? -cents : cents });
  }
  return txs;
}

/** Running balances after each transaction. */
export function runningBalances(opening: number, txs: Tx[]): number[] {
  let b = opening;
  return txs.map((t) => (b += t.cents));
}
