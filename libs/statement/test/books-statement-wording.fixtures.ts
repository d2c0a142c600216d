// Invented statements of banks whose wording the books' rules never saw (issue 42: a bank's lead-in read from the
// statement, not from a list). Ten small statements, each in its own invented bank's wording (lead-ins, tails, card
// and reference numbers, dates) around real-world merchants, people, fees, interest and transfers, in the languages
// the corpora hold. Labelled by hand with the payee a bookkeeper would write and a category of the default chart,
// following "Conventions of the labels" in libs/bench/books/README.md, BEFORE any rule was written for them. The
// lead-ins were checked against payee.ts's LEAD_INS and lead-in-words.ts: none is a phrase of those lists (some hold a
// word the word-by-word reader knows, as a new bank's would).
//
// Split before the first run: `tune` statements may be read and built on; `held` statements are run once, at the end.
//
// First run, with the rules of main at f4a73c1 (each statement booked row by row through `withBooks`), payee exact /
// category agreement, per distinct description:
//   tune  uk-building-society      payee  2/17  category 11/17
//   tune  us-credit-union          payee  5/17  category 10/17
//   tune  de-genossenschaftsbank   payee  1/15  category  7/15
//   tune  fr-banque-regionale      payee  2/14  category  6/14
//   tune  es-caja-rural            payee  2/15  category  8/15
//   tune  br-banco                 payee  2/16  category  7/16
//   held  au-mutual                payee  2/15  category  9/15
//   held  it-banca                 payee  2/15  category  8/15
//   held  nl-bank                  payee  1/15  category  5/15
//   held  in-coop-bank             payee  0/15  category  7/15
//   tune all 14/94 payee (14.9 %), 49/94 category (52.1 %); held all 5/60 payee (8.3 %), 29/60 category (48.3 %).
// (The held statements' rows were not looked at: only these per-statement counts were printed.) Nearly every party row
// got the bank's unknown lead-in as its payee ("Paid by", "DBT CRD", "Reglement", "Gasto C Deb") or kept it in front
// of the party ("Collection by South West Water", "Cargo de Iberdrola Clientes").
//
// After statement-wording.ts (built on the tune statements only): tune payee 69/94 (73.4 %), category 82/94 (87.2 %).
// The held statements, run once after the last change: au-mutual payee 9/15 category 12/15, it-banca 9/15 12/15,
// nl-bank 12/15 14/15, in-coop-bank 5/15 11/15; all payee 35/60 (58.3 %), category 49/60 (81.7 %), against 5/60 and
// 29/60 before. Still far below 90 %: their misses were not read.
//
// After the widened properties of statement-wording.ts (one party with memos, an inner preposition, the bank's tail,
// the merchant's town field; built on the tune statements only): tune payee 85/94 (90.4 %), category 88/94 (93.6 %).
// The held statements, run once after the last change (per-statement counts only, misses not read): au-mutual 9/15
// 12/15, it-banca 9/15 12/15, nl-bank 12/15 14/15, in-coop-bank 13/15 12/15; all payee 43/60 (71.7 %), category 50/60
// (83.3 %), against 35/60 and 49/60 before.
import type { CategoryId } from '@bankxl/statement';

/** description, amount (money out negative), payee label, category label */
export type WordingRow = [description: string, amount: number, payee: string, category: CategoryId];

export type WordingStatement = { name: string; lang: string; half: 'tune' | 'held'; rows: WordingRow[] };

export const WORDING_STATEMENTS: WordingStatement[] = [
  {
    // A UK building society: card rows "Paid by card *<card> <shop> on <day>", transfers "Sent to"/"Money in from",
    // direct debits "Collection by <creditor> ref <ref>".
    name: 'uk-building-society',
    lang: 'en',
    half: 'tune',
    rows: [
      ['Paid by card *4417 TESCO STORES 3361 TRURO on 03 Feb', -23.4, 'Tesco', 'groceries'],
      ['Paid by card *4417 COSTA COFFEE TRURO on 04 Feb', -3.95, 'Costa Coffee', 'meals'],
      ['Paid by card *4417 THE OLD FERRY INN on 05 Feb', -31.5, 'The Old Ferry Inn', 'meals'],
      ['Paid by card *4417 TRAINLINE.COM LONDON on 06 Feb', -42.1, 'Trainline', 'travel'],
      ['Paid by card *4417 KERNOW HARDWARE on 08 Feb', -12.99, 'Kernow Hardware', 'shopping'],
      ['Paid by card *4417 TESCO STORES 3361 TRURO on 10 Feb', -17.2, 'Tesco', 'groceries'],
      ['Sent to Megan Hale ref Rent March', -650, 'Megan Hale', 'rent'],
      ['Sent to Megan Hale ref Bills', -45, 'Megan Hale', 'transfers'],
      ['Sent to Megan Hale ref Holiday', -120, 'Megan Hale', 'transfers'],
      ['Money in from Oliver Grant ref Dinner', 30, 'Oliver Grant', 'transfers'],
      ['Money in from ACME LOGISTICS LTD ref Salary Feb', 2100, 'Acme Logistics', 'payroll'],
      ['Collection by SOUTH WEST WATER ref 4410299', -38, 'South West Water', 'utilities'],
      ['Collection by DIRECT LINE INSURANCE ref DL88121', -41.2, 'Direct Line', 'insurance'],
      ['Collection by PUREGYM LTD ref 33120', -24.99, 'PureGym', 'health'],
      ['Monthly account fee', -3, 'Monthly Account Fee', 'fees'],
      ['Cash out LINK ATM TRURO 03 Feb', -40, 'Cash Withdrawal', 'cash'],
      ['Interest paid to you', 0.42, 'Interest', 'interest'],
    ],
  },
  {
    // A US credit union's checking account: card rows "DBT CRD <card> <mm/dd> <shop> <city> <ST> C#<n>", ACH entries
    // "EXTERNAL DEPOSIT|WITHDRAWAL <company> - <what>"; one pizzeria printed with three boroughs; a fee three times.
    name: 'us-credit-union',
    lang: 'en',
    half: 'tune',
    rows: [
      ['DBT CRD 0412 01/14 KROGER #512 COLUMBUS OH C#8812', -64.3, 'Kroger', 'groceries'],
      ["DBT CRD 0412 01/15 JOE'S PIZZA BROOKLYN NY C#8812", -18.5, "Joe's Pizza", 'meals'],
      ["DBT CRD 0412 01/19 JOE'S PIZZA QUEENS NY C#8812", -22, "Joe's Pizza", 'meals'],
      ["DBT CRD 0412 01/22 JOE'S PIZZA BRONX NY C#8812", -15.75, "Joe's Pizza", 'meals'],
      ['DBT CRD 0412 01/16 SHELL OIL 57442 COLUMBUS OH C#8812', -41, 'Shell', 'fuel'],
      ['DBT CRD 0412 01/18 BLUE HERON BOOKS DUBLIN OH C#8812', -27.99, 'Blue Heron Books', 'shopping'],
      ['DBT CRD 0412 01/20 NETFLIX.COM LOS GATOS CA C#8812', -15.49, 'Netflix', 'subscriptions'],
      ['DBT CRD 0412 01/23 MAPLE & RYE WORTHINGTON OH C#8812', -36.2, 'Maple & Rye', 'purchases'],
      ['EXTERNAL DEPOSIT BUCKEYE TOOL & DIE - PAYROLL', 1850, 'Buckeye Tool & Die', 'payroll'],
      ['EXTERNAL WITHDRAWAL AEP OHIO - BILL PAYMNT', -112, 'AEP Ohio', 'utilities'],
      ['EXTERNAL WITHDRAWAL STATE FARM RO - AUTOPAY', -96, 'State Farm', 'insurance'],
      ['EXTERNAL WITHDRAWAL CHASE CREDIT CRD - EPAY', -400, 'Chase', 'transfers'],
      ['SHARE DRAFT FEE 01/03', -2, 'Share Draft Fee', 'fees'],
      ['SHARE DRAFT FEE 01/17', -2, 'Share Draft Fee', 'fees'],
      ['SHARE DRAFT FEE 01/29', -2, 'Share Draft Fee', 'fees'],
      ['INTEREST EARNED', 0.31, 'Interest', 'interest'],
      ['ATM WITHDRAWAL 0412 HUNTINGTON COLUMBUS OH', -60, 'Cash Withdrawal', 'cash'],
    ],
  },
  {
    // A German cooperative bank: card rows "UMSATZ DEBITKARTE <dd.mm> <shop> <town>", transfers "Auftrag an"/"Eingang
    // von <name> Zweck: <purpose>", direct debits "Einzug durch <creditor> Mandat <ref>"; one landlady paid three times.
    name: 'de-genossenschaftsbank',
    lang: 'de',
    half: 'tune',
    rows: [
      ['UMSATZ DEBITKARTE 03.02 EDEKA HUBER ROSENHEIM', -54.2, 'EDEKA', 'groceries'],
      ['UMSATZ DEBITKARTE 04.02 ARAL TANKSTELLE ROSENHEIM', -61, 'Aral', 'fuel'],
      ['UMSATZ DEBITKARTE 06.02 METZGEREI HOLZER PRIEN', -18.4, 'Metzgerei Holzer', 'groceries'],
      ['UMSATZ DEBITKARTE 07.02 ROSSMANN ROSENHEIM', -12.35, 'Rossmann', 'health'],
      ['UMSATZ DEBITKARTE 09.02 SPORT BITTL ROSENHEIM', -89.95, 'Sport Bittl', 'shopping'],
      ['Auftrag an Katrin Meier Zweck: Miete Maerz', -720, 'Katrin Meier', 'rent'],
      ['Auftrag an Katrin Meier Zweck: Nebenkosten', -80, 'Katrin Meier', 'rent'],
      ['Auftrag an Katrin Meier Zweck: Geschenk', -25, 'Katrin Meier', 'transfers'],
      ['Eingang von Tobias Wagner Zweck: Anteil Urlaub', 300, 'Tobias Wagner', 'transfers'],
      ['Eingang von Brunner Maschinenbau GmbH Zweck: Gehalt 02/2024', 2900, 'Brunner Maschinenbau', 'payroll'],
      ['Einzug durch Stadtwerke Rosenheim Mandat SWR-44812', -65, 'Stadtwerke Rosenheim', 'utilities'],
      ['Einzug durch HUK-COBURG Mandat HUK009812', -48, 'HUK-Coburg', 'insurance'],
      ['Einzug durch Vodafone GmbH Mandat VF771200', -39.99, 'Vodafone', 'utilities'],
      ['Kontoführungsgebühr 02/2024', -6.9, 'Kontoführungsgebühr', 'fees'],
      ['Barauszahlung GA Volksbank Rosenheim 05.02', -100, 'Cash Withdrawal', 'cash'],
    ],
  },
  {
    // A French regional bank: card rows "REGLEMENT CARTE <card> LE <dd/mm> <shop> <town>", transfers "ORDRE DE VIREMENT
    // POUR <name> - <purpose>" and "ENCAISSEMENT DE <name> - <purpose>", direct debits "AVIS DE PRELEVEMENT <creditor> REF".
    name: 'fr-banque-regionale',
    lang: 'fr',
    half: 'tune',
    rows: [
      ['REGLEMENT CARTE 4512 LE 03/02 MONOPRIX ANNECY', -38.2, 'Monoprix', 'groceries'],
      ['REGLEMENT CARTE 4512 LE 04/02 BOULANGERIE DES ALPES ANNECY', -6.4, 'Boulangerie des Alpes', 'meals'],
      ['REGLEMENT CARTE 4512 LE 05/02 PHARMACIE DU LAC ANNECY', -14.9, 'Pharmacie du Lac', 'health'],
      ['REGLEMENT CARTE 4512 LE 06/02 SNCF INTERNET PARIS', -58, 'SNCF', 'travel'],
      ['REGLEMENT CARTE 4512 LE 08/02 LA FERME DE SUZANNE SEVRIER', -44.5, 'La Ferme de Suzanne', 'purchases'],
      ['REGLEMENT CARTE 4512 LE 09/02 DECATHLON EPAGNY', -79.99, 'Decathlon', 'shopping'],
      ['ORDRE DE VIREMENT POUR LUCAS BERNARD - LOYER FEVRIER', -690, 'Lucas Bernard', 'rent'],
      ['ENCAISSEMENT DE CLAIRE DUBOIS - PART RESTAURANT', 27.5, 'Claire Dubois', 'transfers'],
      ['ENCAISSEMENT DE SARL ALPES RENOVATION - SALAIRE JANVIER', 1980, 'Alpes Renovation', 'payroll'],
      ['AVIS DE PRELEVEMENT EDF CLIENTS PARTICULIERS REF 99812', -72, 'EDF', 'utilities'],
      ['AVIS DE PRELEVEMENT MAAF ASSURANCES REF 210044', -46.3, 'MAAF', 'insurance'],
      ['AVIS DE PRELEVEMENT FREE MOBILE REF 7781200', -19.99, 'Free Mobile', 'utilities'],
      ['FRAIS TENUE DE COMPTE', -2.5, 'Frais Tenue de Compte', 'fees'],
      ['RETRAIT DAB 03/02 ANNECY', -60, 'Cash Withdrawal', 'cash'],
    ],
  },
  {
    // A Spanish rural savings bank: card rows "ADQUISICION TARJETA <card> <shop> <town>", transfers "ORDEN DE PAGO A
    // <name> CONCEPTO <purpose>" and "INGRESO DE <name> CONCEPTO <purpose>", direct debits "CARGO DE <creditor> REF.".
    name: 'es-caja-rural',
    lang: 'es',
    half: 'tune',
    rows: [
      ['ADQUISICION TARJETA 5402 MERCADONA TOLEDO', -47.8, 'Mercadona', 'groceries'],
      ['ADQUISICION TARJETA 5402 BAR CASA PACO TOLEDO', -16.5, 'Bar Casa Paco', 'meals'],
      ['ADQUISICION TARJETA 5402 REPSOL TOLEDO', -55, 'Repsol', 'fuel'],
      ['ADQUISICION TARJETA 5402 FARMACIA GOMEZ TOLEDO', -9.8, 'Farmacia Gomez', 'health'],
      ['ADQUISICION TARJETA 5402 ZARA TOLEDO', -39.95, 'Zara', 'shopping'],
      ['ADQUISICION TARJETA 5402 RENFE VIAJEROS MADRID', -24.6, 'Renfe', 'travel'],
      ['ORDEN DE PAGO A ELENA RUIZ CONCEPTO ALQUILER MARZO', -600, 'Elena Ruiz', 'rent'],
      ['ORDEN DE PAGO A ELENA RUIZ CONCEPTO LUZ', -35, 'Elena Ruiz', 'transfers'],
      ['INGRESO DE JAVIER MORENO CONCEPTO CENA', 22, 'Javier Moreno', 'transfers'],
      ['INGRESO DE TALLERES HERMANOS DIAZ SL CONCEPTO NOMINA FEBRERO', 1650, 'Talleres Hermanos Diaz', 'payroll'],
      ['CARGO DE IBERDROLA CLIENTES REF. 0044129', -61.2, 'Iberdrola', 'utilities'],
      ['CARGO DE MAPFRE SEGUROS REF. 8812003', -33.1, 'Mapfre', 'insurance'],
      ['CARGO DE MOVISTAR REF. 5512299', -45, 'Movistar', 'utilities'],
      ['COMISION MANTENIMIENTO CUENTA', -4, 'Comision Mantenimiento Cuenta', 'fees'],
      ['DISPOSICION CAJERO 5402 TOLEDO', -50, 'Cash Withdrawal', 'cash'],
    ],
  },
  {
    // A Brazilian bank: card rows "GASTO C DEB <card> <shop> <city>", transfers "PAGTO A TERCEIRO <name> <purpose>" and
    // "CREDITO DE TERCEIRO <name>", bills "DEBITO CONVENIO <creditor>"; a landlord paid three times.
    name: 'br-banco',
    lang: 'pt',
    half: 'tune',
    rows: [
      ['GASTO C DEB 3391 CARREFOUR SAO PAULO', -132.4, 'Carrefour', 'groceries'],
      ['GASTO C DEB 3391 DROGASIL SAO PAULO', -28.9, 'Drogasil', 'health'],
      ['GASTO C DEB 3391 POSTO IPIRANGA SAO PAULO', -150, 'Posto Ipiranga', 'fuel'],
      ['GASTO C DEB 3391 RESTAURANTE SABOR MINEIRO SAO PAULO', -64, 'Restaurante Sabor Mineiro', 'meals'],
      ['GASTO C DEB 3391 RENNER SAO PAULO', -119.9, 'Renner', 'shopping'],
      ['GASTO C DEB 3391 IFOOD OSASCO', -47.5, 'iFood', 'meals'],
      ['PAGTO A TERCEIRO RAFAEL COSTA ALUGUEL', -1800, 'Rafael Costa', 'rent'],
      ['PAGTO A TERCEIRO RAFAEL COSTA PRESENTE', -100, 'Rafael Costa', 'transfers'],
      ['PAGTO A TERCEIRO RAFAEL COSTA CONDOMINIO', -420, 'Rafael Costa', 'rent'],
      ['CREDITO DE TERCEIRO MARIANA LIMA', 80, 'Mariana Lima', 'transfers'],
      ['CREDITO DE TERCEIRO METALURGICA SANTOS LTDA SALARIO', 3200, 'Metalurgica Santos', 'payroll'],
      ['DEBITO CONVENIO ENEL SP', -210.3, 'Enel', 'utilities'],
      ['DEBITO CONVENIO SABESP', -88.1, 'Sabesp', 'utilities'],
      ['DEBITO CONVENIO VIVO FIXO', -99.9, 'Vivo', 'utilities'],
      ['TARIFA PACOTE SERVICOS', -32.5, 'Tarifa Pacote Servicos', 'fees'],
      ['SAQUE 24H BANCO24HORAS', -200, 'Cash Withdrawal', 'cash'],
    ],
  },
  // Held out: run once, at the end.
  {
    // An Australian mutual: card rows "Tap & Go <shop> <suburb> AU Card xx<card>", transfers "NPP Out|In <name> <memo>",
    // direct debits "Auto Debit <creditor> <ref>".
    name: 'au-mutual',
    lang: 'en',
    half: 'held',
    rows: [
      ['Tap & Go WOOLWORTHS 1123 BONDI JUNCTION AU Card xx7712', -84.2, 'Woolworths', 'groceries'],
      ['Tap & Go BOOST JUICE BONDI AU Card xx7712', -8.9, 'Boost Juice', 'meals'],
      ['Tap & Go BWS COOGEE AU Card xx7712', -32, 'BWS', 'shopping'],
      ['Tap & Go OPAL TRAVEL SYDNEY AU Card xx7712', -20, 'Opal', 'travel'],
      ['Tap & Go HARBOURSIDE DENTAL SYDNEY AU Card xx7712', -180, 'Harbourside Dental', 'health'],
      ['Tap & Go CHEMIST WAREHOUSE BONDI AU Card xx7712', -27.45, 'Chemist Warehouse', 'health'],
      ['NPP Out Sarah Nguyen rent wk 12', -520, 'Sarah Nguyen', 'rent'],
      ['NPP Out Sarah Nguyen footy tix', -45, 'Sarah Nguyen', 'transfers'],
      ['NPP In Daniel Walsh bbq', 25, 'Daniel Walsh', 'transfers'],
      ['NPP In COASTLINE CARPENTRY PTY LTD wages', 1420, 'Coastline Carpentry', 'payroll'],
      ['Auto Debit ORIGIN ENERGY 4410022', -143.7, 'Origin Energy', 'utilities'],
      ['Auto Debit NRMA INSURANCE 77120', -61.3, 'NRMA', 'insurance'],
      ['Auto Debit TELSTRA 120044', -79, 'Telstra', 'utilities'],
      ['Account Keeping Fee', -5, 'Account Keeping Fee', 'fees'],
      ['Credit Interest', 1.12, 'Interest', 'interest'],
    ],
  },
  {
    // An Italian bank: card rows "SPESA CARTA DEBITO <dd/mm> ORE <hh:mm> <shop> <town>", transfers "DISPOSIZIONE VERSO
    // <name> CAUS: <purpose>" and "ACCREDITO DA <name> CAUS:", direct debits "ADDEB. UTENZA <creditor> RIF <ref>".
    name: 'it-banca',
    lang: 'it',
    half: 'held',
    rows: [
      ['SPESA CARTA DEBITO 12/03 ORE 10:21 ESSELUNGA FIRENZE', -58.3, 'Esselunga', 'groceries'],
      ['SPESA CARTA DEBITO 13/03 ORE 13:05 TRATTORIA DA MARIO FIRENZE', -34, 'Trattoria da Mario', 'meals'],
      ['SPESA CARTA DEBITO 14/03 ORE 18:40 FARMACIA COMUNALE 7 FIRENZE', -12.6, 'Farmacia Comunale', 'health'],
      ['SPESA CARTA DEBITO 15/03 ORE 09:12 TRENITALIA ROMA', -19.9, 'Trenitalia', 'travel'],
      ['SPESA CARTA DEBITO 16/03 ORE 17:55 LIBRERIA FELTRINELLI FIRENZE', -22.5, 'Feltrinelli', 'shopping'],
      ['SPESA CARTA DEBITO 18/03 ORE 20:30 IL GIARDINO DI LUCA FIRENZE', -41, 'Il Giardino di Luca', 'purchases'],
      ['DISPOSIZIONE VERSO MARCO BIANCHI CAUS: AFFITTO MARZO', -750, 'Marco Bianchi', 'rent'],
      ['DISPOSIZIONE VERSO MARCO BIANCHI CAUS: SPESE CONDOMINIO', -90, 'Marco Bianchi', 'rent'],
      ['DISPOSIZIONE VERSO CHIARA ROSSI CAUS: REGALO', -50, 'Chiara Rossi', 'transfers'],
      ['ACCREDITO DA PELLETTERIA TOSCANA SRL CAUS: STIPENDIO FEBBRAIO', 1720, 'Pelletteria Toscana', 'payroll'],
      ['ADDEB. UTENZA ENEL ENERGIA RIF 00123', -84, 'Enel Energia', 'utilities'],
      ['ADDEB. UTENZA TIM RIF 88120', -29.9, 'TIM', 'utilities'],
      ['ADDEB. UTENZA PUBLIACQUA RIF 4410', -38.5, 'Publiacqua', 'utilities'],
      ['CANONE MENSILE CONTO', -3.5, 'Canone Mensile Conto', 'fees'],
      ['PRELIEVO ATM 12/03 FIRENZE', -100, 'Cash Withdrawal', 'cash'],
    ],
  },
  {
    // A Dutch bank: card rows "Pasbetaling <dd-mm> <shop> <town>", transfers "Overschrijving naar|van <name> Kenmerk
    // <purpose>", direct debits "Automatische afschrijving <creditor> <ref>".
    name: 'nl-bank',
    lang: 'nl',
    half: 'held',
    rows: [
      ['Pasbetaling 14-03 ALBERT HEIJN 1402 UTRECHT', -42.1, 'Albert Heijn', 'groceries'],
      ['Pasbetaling 15-03 JUMBO UTRECHT', -23.8, 'Jumbo', 'groceries'],
      ['Pasbetaling 16-03 NS GROEP UTRECHT', -12.4, 'NS', 'travel'],
      ['Pasbetaling 16-03 KRUIDVAT 7712 UTRECHT', -8.99, 'Kruidvat', 'health'],
      ['Pasbetaling 17-03 PIZZERIA NAPOLI UTRECHT', -27, 'Pizzeria Napoli', 'meals'],
      ['Pasbetaling 18-03 HEMA UTRECHT', -15.5, 'HEMA', 'shopping'],
      ['Overschrijving naar J. de Vries Kenmerk huur maart', -850, 'J. de Vries', 'rent'],
      ['Overschrijving naar J. de Vries Kenmerk borrel', -20, 'J. de Vries', 'transfers'],
      ['Overschrijving van Sanne Visser Kenmerk etentje', 18.5, 'Sanne Visser', 'transfers'],
      ['Overschrijving van Bouwbedrijf Mulder BV Kenmerk salaris maart', 2450, 'Bouwbedrijf Mulder', 'payroll'],
      ['Automatische afschrijving Eneco 4410229', -118, 'Eneco', 'utilities'],
      ['Automatische afschrijving Zilveren Kruis 77120', -132.5, 'Zilveren Kruis', 'insurance'],
      ['Automatische afschrijving Ziggo 120044', -54, 'Ziggo', 'utilities'],
      ['Kosten basispakket', -3.25, 'Kosten Basispakket', 'fees'],
      ['Geldopname Geldmaat Utrecht', -50, 'Cash Withdrawal', 'cash'],
    ],
  },
  {
    // An Indian co-operative bank's narrations: card rows "DEBIT CARD SPENDS <card> <shop> <city>", transfers "FUND TRF
    // TO|FROM <name> <purpose>", standing instructions "SI DEBIT <creditor> <ref>"; a landlord paid three times.
    name: 'in-coop-bank',
    lang: 'en-IN',
    half: 'held',
    rows: [
      ['DEBIT CARD SPENDS 4471 BIG BAZAAR PUNE', -1240, 'Big Bazaar', 'groceries'],
      ['DEBIT CARD SPENDS 4471 DOMINOS PIZZA PUNE', -520, "Domino's", 'meals'],
      ['DEBIT CARD SPENDS 4471 APOLLO PHARMACY PUNE', -310, 'Apollo Pharmacy', 'health'],
      ['DEBIT CARD SPENDS 4471 INDIAN OIL KOTHRUD PUNE', -2000, 'Indian Oil', 'fuel'],
      ['DEBIT CARD SPENDS 4471 CROSSWORD BOOKSTORES PUNE', -899, 'Crossword', 'shopping'],
      ['DEBIT CARD SPENDS 4471 SHREE GANESH ENTERPRISES PUNE', -450, 'Shree Ganesh Enterprises', 'purchases'],
      ['FUND TRF TO RAHUL DESHPANDE RENT APR', -18000, 'Rahul Deshpande', 'rent'],
      ['FUND TRF TO RAHUL DESHPANDE MAINTENANCE', -2500, 'Rahul Deshpande', 'rent'],
      ['FUND TRF TO RAHUL DESHPANDE LOAN RETURN', -5000, 'Rahul Deshpande', 'loans'],
      ['FUND TRF FROM PRIYA KULKARNI DINNER', 700, 'Priya Kulkarni', 'transfers'],
      ['FUND TRF FROM SAHYADRI SOFTWARE PVT LTD SALARY APR', 85000, 'Sahyadri Software', 'payroll'],
      ['SI DEBIT MSEDCL 990120', -1830, 'MSEDCL', 'utilities'],
      ['SI DEBIT LIC OF INDIA 88123', -4200, 'LIC', 'insurance'],
      ['SI DEBIT AIRTEL 77120', -499, 'Airtel', 'utilities'],
      ['INT CREDIT SB', 212, 'Interest', 'interest'],
    ],
  },
];
