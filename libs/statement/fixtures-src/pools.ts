/** Invented payees and payers per locale, and a transaction generator for the ledger families. */
import { addDays, daysBetween } from './format.js';
import type { LTx } from './ledger.js';

export type Pool = { out: string[]; in: string[]; extra: string[] };

/** In `extra`, each '#' becomes a random digit. */
export const POOLS: Record<string, Pool> = {
  gb: {
    out: ['BRAMBLEWICK GROCERS', 'KESTREL FUELS 0217', 'NORTHWIND ENERGY', 'HALLAM WATER SERVICES', 'CORNFLOWER CAFE', 'PIKESTAFF HARDWARE', 'LANTERN CINEMAS', 'OAKHAVEN COUNCIL TAX', 'TALLOW AND WICK', 'MARLOW RAIL TICKETS', 'FERNLEIGH PHARMACY', 'BRIGHTSPARK MOBILE', 'CASH MACHINE MARKET SQ'],
    in: ['SALARY HOLLYBROOK LTD', 'TRANSFER FROM E ASHWORTH', 'REFUND PIKESTAFF HARDWARE', 'INTEREST EARNED', 'CHILD BENEFIT', 'DEPOSIT AT BRANCH'],
    extra: ['REF ########', 'VIA ONLINE BANKING', 'MANDATE NO ######', 'ROLL NO ######', 'FX RATE 1.1###'],
  },
  us: {
    out: ['SUNDIAL MARKET #0412', 'PINECONE GAS 8821', 'RIVERBEND UTILITIES', 'CLOVERLEAF DINER', 'ORCHARD HOME SUPPLY', 'BLUE HERON PHARMACY', 'METRO TRANSIT FARE', 'QUILLWORTH BOOKS', 'STARLING WIRELESS', 'ATM WITHDRAWAL 5TH AVE', 'HILLCREST RENTALS LLC'],
    in: ['PAYROLL DEPOSIT MAPLECREST INC', 'MOBILE DEPOSIT', 'TRANSFER FROM SAVINGS 4410', 'STATE TAX REFUND', 'P2P FROM K ORTIZ'],
    extra: ['CONF# #########', 'ID ##########', 'TRACE ###############', 'WEB PMT'],
  },
  au: {
    out: ['BILLABONG GROCER', 'GUMTREE FUEL', 'HARBOURSIDE ELECTRICITY', 'KOOKABURRA COFFEE', 'JACARANDA CHEMIST', 'TRAMWAY TOPUP', 'SALTBUSH HARDWARE', 'WOMBAT WINES'],
    in: ['PAY WESTERLY PTY LTD', 'TRANSFER FROM J NGUYEN', 'REFUND SALTBUSH HARDWARE', 'CREDIT INTEREST'],
    extra: ['RECEIPT ######', 'REF NO ########', 'SYDNEY AU'],
  },
  in: {
    out: ['UPI-MEHTA DAIRY-OKBANK', 'IMPS-RENT-K IYER', 'NACH-SURAKSHA INSURANCE', 'POS-ANNAPURNA STORES', 'ATM-WDL-KORAMANGALA', 'UPI-GREENLEAF PHARMA', 'BILLPAY-CITY POWER'],
    in: ['NEFT CR-VEDANTRA SOFTWARE PVT LTD', 'UPI-REFUND-ANNAPURNA', 'INT.PD', 'IMPS-FROM-A BANERJEE'],
    extra: ['############-PAYMENT', 'VIA NET BANKING', 'REF ############', 'NARMADA-########'],
  },
  fr: {
    out: ['CB BOULANGERIE DES LILAS', 'PRLV SEPA ENERGIE DU LEMAN', 'CB PHARMACIE DU PONT', 'RETRAIT DAB GRENOBLE', 'PRLV SEPA TELECOM ALPIN', 'VIR LOYER M. FAURE', 'CB LIBRAIRIE LA PLUME', 'CB CARBURANTS DU COL'],
    in: ['VIR SALAIRE ATELIERS DU DRAC', 'VIR ALLOCATIONS FAMILIALES', 'REMBOURSEMENT MUTUELLE', 'REMISE CHEQUE'],
    extra: ['REF. ##########', 'MANDAT ZZ########', 'CARTE X####', 'FACTURE ######'],
  },
  de: {
    out: ['KARTENZAHLUNG BAECKEREI KORNFELD', 'LASTSCHRIFT STADTWERKE TALHEIM', 'DAUERAUFTRAG MIETE', 'BARGELD GA LINDENPLATZ', 'LASTSCHRIFT FUNKNETZ SUED', 'KARTENZAHLUNG APOTHEKE AM MARKT', 'UEBERWEISUNG KFZ-VERSICHERUNG'],
    in: ['LOHN/GEHALT FEINMECHANIK OSWALD GMBH', 'GUTSCHRIFT ERSTATTUNG', 'UEBERWEISUNG VON H. BRANDT', 'HABENZINSEN'],
    extra: ['EREF+#########', 'MREF+ML####', 'KREF ####', 'CRED DE##ZZZ#####'],
  },
  es: {
    out: ['COMPRA SUPERMERCADOS LA HUERTA', 'RECIBO ELECTRICA DEL DUERO', 'RECIBO AGUAS DE TORMES', 'REINTEGRO CAJERO PLAZA MAYOR', 'COMPRA FARMACIA SAN ROQUE', 'TRANSF. ALQUILER PISO', 'RECIBO SEGUROS LA ENCINA'],
    in: ['NOMINA TALLERES ARLANZA SL', 'TRANSF. RECIBIDA DE P. MOLINA', 'DEVOLUCION COMPRA', 'ABONO INTERESES'],
    extra: ['REF. ########', 'TARJ. ****####', 'ORDENANTE ######'],
  },
  nl: {
    out: ['BETAALPAS SUPERMARKT DE KORENBLOEM', 'INCASSO ENERGIE NOORD', 'INCASSO KABELNET', 'GELDAUTOMAAT LEEUWARDEN', 'OVERBOEKING HUUR', 'BETAALPAS BOEKHANDEL DE VUURTOREN'],
    in: ['SALARIS ZEEWIND BV', 'OVERBOEKING SPAARREKENING', 'TERUGBETALING'],
    extra: ['KENMERK #######', 'MACHTIGING ######'],
  },
  pt: {
    out: ['COMPRA CARTAO PADARIA BEIRA-MAR', 'PAG BOLETO ENERGIA DO LITORAL', 'PIX ENVIADO M SOUZA', 'SAQUE 24H', 'DEBITO AUTOMATICO AGUA', 'COMPRA CARTAO FARMACIA SAO JOSE'],
    in: ['SALARIO CONSTRUTORA IPE LTDA', 'PIX RECEBIDO A LIMA', 'RENDIMENTO POUPANCA', 'ESTORNO COMPRA'],
    extra: ['DOC ######', 'AUT ######'],
  },
  ja: {
    out: ['ATM HIKIDASHI', 'FURIKOMI YAMAGUCHI SHOJI', 'DENKI RYOKIN HOKURIKU', 'GAS RYOKIN', 'KONBINI SHIROKUMA', 'SUIDO RYOKIN', 'KADO RIYO KAMOME DEPATO'],
    in: ['KYUYO KAMOME SEIKI', 'FURIKOMI SATO HANAKO', 'RISOKU'],
    extra: ['UKETSUKE NO. #####'],
  },
  za: {
    out: ['POS PURCHASE PROTEA FRESH', 'DEBIT ORDER BAOBAB INSURE', 'PREPAID ELECTRICITY', 'CASH WITHDRAWAL ROSEBANK', 'POS PURCHASE KLOOF BUTCHERY', 'MONTHLY ACCOUNT FEE'],
    in: ['SALARY KAROO LOGISTICS', 'TRANSFER FROM T MOKOENA', 'CASH DEPOSIT', 'INTEREST'],
    extra: ['REF ########', 'JOHANNESBURG ZA'],
  },
  ph: {
    out: ['POS SAMPAGUITA MART', 'BILLS PAYMENT LUZON POWER CO', 'ATM WITHDRAWAL CEBU', 'FUND TRANSFER TO R DELA CRUZ', 'POS BAHAY KUBO GRILL'],
    in: ['PAYROLL NARRA HOLDINGS', 'FUND TRANSFER FROM M REYES', 'INTEREST EARNED'],
    extra: ['REF ##########'],
  },
};

export type GenL = {
  start: string;
  end: string;
  count: number;
  pool: Pool;
  /** Up to this many more description lines, on `wrapShare` of the rows (default a third). */
  wrap?: number;
  wrapShare?: number;
  /** Largest usual amount in whole units. */
  max?: number;
  /** Whole units only (yen). */
  whole?: boolean;
  outShare?: number;
  clusterDays?: boolean;
};

/** Sorted transactions inside the period (never on its first day), deterministic for a random source. */
export function genL(random: () => number, o: GenL): LTx[] {
  const span = daysBetween(o.start, o.end);
  const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  const digits = (t: string) => t.replace(/#/g, () => String(Math.floor(random() * 10)));
  const max = o.max ?? 1500;
  const txs: LTx[] = [];
  let day = 1;
  for (let i = 0; i < o.count; i++) {
    if (!o.clusterDays || random() < 0.5 || i === 0) day = Math.min(span, Math.max(1, Math.round(((i + 1) / (o.count + 1)) * span)));
    const out = random() < (o.outShare ?? 0.7);
    let units = out ? 1 + Math.floor(random() * random() * max) : 40 + Math.floor(random() * max * 1.2);
    if (random() < 0.12) units += Math.floor(max * (0.5 + random()));
    const cents = o.whole ? units * 100 : units * 100 + Math.floor(random() * 100);
    const lines = [pick(out ? o.pool.out : o.pool.in)];
    if (o.wrap && random() < (o.wrapShare ?? 0.34)) {
      const more = 1 + Math.floor(random() * o.wrap);
      for (let k = 0; k < more; k++) lines.push(digits(o.pool.extra[(i + k) % o.pool.extra.length]));
    }
    txs.push({ date: addDays(o.start, day), lines, cents: out ? -cents : cents });
  }
  return txs;
}

/** A value or posting date a few days after (sometimes before) the transaction date. */
export function shifted(random: () => number, iso: string, min = 0, max = 3): string {
  return addDays(iso, min + Math.floor(random() * (max - min + 1)));
}
