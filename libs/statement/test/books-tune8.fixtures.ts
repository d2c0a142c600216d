// tune8: eight invented statements of banks whose wording no earlier set used (Capital One, HSBC UK, Commerzbank,
// Société Générale, Santander, Caixa Geral de Depósitos, ICICI, ABN AMRO), written for the rules8 round. Each is
// written the way that bank prints its rows (its lead-ins, type codes, card masks, dates and times, terminal ids,
// references, towns, casing) around real-world merchants, utilities and employers and invented people and shops.
// Every row was labelled by hand with the payee a bookkeeper writes and a category of the default chart, following
// "Conventions of the labels" in libs/bench/books/README.md, BEFORE the rules ran on them; the file was committed
// before any rule changed, and no label was changed after a run.
//
// These statements are TUNED ON (half 'tune'): the rules8 round reads their misses and widens the rules on the
// properties of wording they show. Their first run is the fair figure of how the rules read banks they never saw.
//
// First run, ONCE before any rule change, with the rules of a707aa1 (each statement booked through `withBooks`):
//   tune us-capital-one       rows 22  payee 19/22  category 21/22  categorised 21/22  right of those 20/21
//   tune uk-hsbc              rows 22  payee 13/22  category 15/22  categorised 21/22  right of those 15/21
//   tune de-commerzbank       rows 20  payee 19/20  category 18/20  categorised 18/20  right of those 18/18
//   tune fr-societe-generale  rows 21  payee 20/21  category 19/21  categorised 21/21  right of those 19/21
//   tune es-santander         rows 22  payee 21/22  category 21/22  categorised 22/22  right of those 21/22
//   tune pt-caixa-geral       rows 21  payee 13/21  category 16/21  categorised 17/21  right of those 16/17
//   tune in-icici             rows 21  payee 17/21  category 18/21  categorised 19/21  right of those 18/19
//   tune nl-abn-amro          rows 20  payee 15/20  category 17/20  categorised 19/20  right of those 17/19
//   all: rows 169  payee 137/169 (81.1 %)  category 145/169 (85.8 %)  categorised 158/169 (93.5 %)
//        right of those 144/158 (91.1 %)
// (Higher than blind7's first run: these banks' shapes are closer to ones earlier rounds covered, and the labeller
// had read the README's account of earlier rounds, which quotes many lead-ins; not the rules' code.)
//
// Labeller's choices where the conventions are silent: a shop nobody knows is written as printed, title-cased, without
// accents the bank did not print; a public body's name without its town (`Finanzamt`); a payment to a credit card
// account of another issuer is named by the issuer (`Discover`), of the same bank `Card Payment`; a returned purchase
// from a known shop keeps the shop's category.
import type { CategoryId } from '@bankxl/statement';

/** description, amount (money out negative), payee label, category label */
export type Tune8Row = [description: string, amount: number, payee: string, category: CategoryId];

export type Tune8Statement = { name: string; lang: string; half: 'tune' | 'held'; rows: Tune8Row[] };

export const TUNE8_STATEMENTS: Tune8Statement[] = [
  {
    // Capital One 360 checking: "Debit Card Purchase - <shop> <town> <ST>", ACH "Deposit from|Withdrawal to <company>
    // <entry description>", "Zelle money sent to|received from <name>", ATM rows naming the network.
    name: 'us-capital-one',
    lang: 'en',
    half: 'tune',
    rows: [
      ['Debit Card Purchase - WHOLEFDS ARB 10234 ARLINGTON VA', -86.12, 'Whole Foods Market', 'groceries'],
      ['Debit Card Purchase - STARBUCKS STORE 08841 ARLINGTON VA', -6.45, 'Starbucks', 'meals'],
      ['Debit Card Purchase - EXXONMOBIL 47731225 FALLS CHURCH VA', -48.2, 'ExxonMobil', 'fuel'],
      ['Debit Card Purchase - AMAZON MKTPL*RT4KX92L1 Amzn.com/bill WA', -34.99, 'Amazon', 'shopping'],
      ['Debit Card Purchase - SQ *BLUE RIDGE BAGELS Arlington VA', -12.3, 'Blue Ridge Bagels', 'meals'],
      ['Debit Card Purchase - CVS/PHARMACY #01234 ARLINGTON VA', -17.89, 'CVS', 'health'],
      ['Debit Card Purchase - TARGET 00012345 ARLINGTON VA', -52.6, 'Target', 'shopping'],
      ['Debit Card Purchase - SPOTIFY USA 877-778-1161 NY', -11.99, 'Spotify', 'subscriptions'],
      ['Debit Card Purchase - LINDEN & OAK ALEXANDRIA VA', -29, 'Linden & Oak', 'purchases'],
      ['Debit Card Purchase - UBER *TRIP HELP.UBER.COM CA', -23.4, 'Uber', 'travel'],
      ['Debit Card Purchase - PANERA BREAD #601234 ARLINGTON VA', -14.75, 'Panera Bread', 'meals'],
      ['Debit Card Purchase - STARBUCKS STORE 08841 ARLINGTON VA', -5.95, 'Starbucks', 'meals'],
      ['Deposit from BRIGHTLINE DESIGN PAYROLL', 1923.44, 'Brightline Design', 'payroll'],
      ['Deposit from IRS TREAS 310 TAX REF', 412, 'IRS', 'taxes'],
      ['Withdrawal to DOMINION ENERGY BILLPAY', -98.5, 'Dominion Energy', 'utilities'],
      ['Withdrawal to GEICO AUTO PAYMENT', -121.3, 'GEICO', 'insurance'],
      ['Withdrawal to DISCOVER E-PAYMENT', -250, 'Discover', 'transfers'],
      ['Zelle money sent to DANIEL OKAFOR', -1450, 'Daniel Okafor', 'transfers'],
      ['Zelle money received from Priya Raman', 25, 'Priya Raman', 'transfers'],
      ['ATM Withdrawal - ALLPOINT 4521 ARLINGTON VA', -80, 'Cash Withdrawal', 'cash'],
      ['Check #1043', -140, 'Check 1043', 'uncategorised'],
      ['Monthly Interest Paid', 0.87, 'Interest', 'interest'],
    ],
  },
  {
    // HSBC UK current account: a type code before each row (`)))` contactless, `VIS` card, `DD` direct debit, `SO`
    // standing order, `BP` bill payment, `CR` credit), foreign card rows `VIS INT'L <ref> <shop> <town>`.
    name: 'uk-hsbc',
    lang: 'en',
    half: 'tune',
    rows: [
      ['))) TESCO STORES 2341 BRISTOL', -12.4, 'Tesco', 'groceries'],
      ['))) PRET A MANGER BRISTOL', -6.85, 'Pret A Manger', 'meals'],
      ['))) GREGGS 1234 BRISTOL', -3.6, 'Greggs', 'meals'],
      ['VIS SAINSBURYS S/MKTS BRISTOL', -48.3, "Sainsbury's", 'groceries'],
      ['VIS AMZNMKTPLACE AMAZON.CO.UK', -22.99, 'Amazon', 'shopping'],
      ['VIS TFL TRAVEL CH TFL.GOV.UK/CP', -8.6, 'TfL', 'travel'],
      ["VIS INT'L 0023519921 SPOTIFY P2A3C4 STOCKHOLM", -11.99, 'Spotify', 'subscriptions'],
      ['VIS THE BRIDGE TAVERN BRISTOL', -27.5, 'The Bridge Tavern', 'meals'],
      ['VIS BRAMLEY & CO BRISTOL', -35, 'Bramley & Co', 'purchases'],
      ['DD BRITISH GAS', -74, 'British Gas', 'utilities'],
      ['DD BRISTOL CITY COUNCIL', -142, 'Bristol City Council', 'taxes'],
      ['DD AVIVA INSURANCE', -28.4, 'Aviva', 'insurance'],
      ['DD VIRGIN MEDIA PYMTS', -45, 'Virgin Media', 'utilities'],
      ['SO MR J HOLLOWAY RENT', -850, 'J Holloway', 'rent'],
      ['BP SARAH PATEL DINNER', -20, 'Sarah Patel', 'transfers'],
      ['BP SARAH PATEL CONCERT', -45, 'Sarah Patel', 'transfers'],
      ['BP HSBC CREDIT CARD', -300, 'Card Payment', 'transfers'],
      ['CR NORTHGATE ENGINEERING SALARY', 2450, 'Northgate Engineering', 'payroll'],
      ['CR TOM ASHWORTH BEERS', 15, 'Tom Ashworth', 'transfers'],
      ['ATM CASH HSBC FEB14 BROADMEAD', -50, 'Cash Withdrawal', 'cash'],
      ['OVERDRAFT INTEREST TO 14FEB2024', -1.84, 'Interest', 'interest'],
      ['CREDIT INTEREST', 0.12, 'Interest', 'interest'],
    ],
  },
  {
    // Commerzbank: the party first, then the purpose and the SEPA fields, the kind of row LAST ("Kartenzahlung",
    // "SEPA-BASISLASTSCHRIFT", "Gutschrift", "Dauerauftrag"); card rows "<shop> // <town> / DE <ISO date-time> KFN 1 VJ <exp>".
    name: 'de-commerzbank',
    lang: 'de',
    half: 'tune',
    rows: [
      ['REWE Markt GmbH // Hamburg / DE 2024-02-14T18:32:11 KFN 1 VJ 2712 Kartenzahlung', -43.2, 'REWE', 'groceries'],
      ['dm-drogerie markt // Hamburg / DE 2024-02-15T11:02:45 KFN 1 VJ 2712 Kartenzahlung', -18.75, 'dm', 'health'],
      ['Shell Deutschland // Hamburg / DE 2024-02-16T07:44:10 KFN 1 VJ 2712 Kartenzahlung', -66.4, 'Shell', 'fuel'],
      ['Bäckerei Lindner // Hamburg / DE 2024-02-17T08:12:03 KFN 1 VJ 2712 Kartenzahlung', -5.6, 'Bäckerei Lindner', 'meals'],
      ['Café Elbblick // Hamburg / DE 2024-02-18T15:30:22 KFN 1 VJ 2712 Kartenzahlung', -11.9, 'Café Elbblick', 'meals'],
      ['Hanse Lichthaus // Hamburg / DE 2024-02-19T17:05:40 KFN 1 VJ 2712 Kartenzahlung', -59, 'Hanse Lichthaus', 'purchases'],
      ['MediaMarkt Hamburg-Altona // Hamburg / DE 2024-02-20T16:48:31 KFN 1 VJ 2712 Kartenzahlung', -129, 'MediaMarkt', 'shopping'],
      ['Spotify AB // Stockholm / SE 2024-02-10T00:00:00 KFN 1 VJ 2712 Kartenzahlung', -10.99, 'Spotify', 'subscriptions'],
      ['Commerzbank 0029 // Hamburg / DE 2024-02-21T12:10:00 KFN 1 VJ 2712 Bargeldauszahlung', -100, 'Cash Withdrawal', 'cash'],
      ['Vattenfall Europe Sales GmbH Abschlag Strom 02/2024 Kundennr. 4471120 End-to-End-Ref.: 000229981 Mandatsref: VES-99812 Gläubiger-ID: DE12ZZZ00000123456 SEPA-BASISLASTSCHRIFT', -84, 'Vattenfall', 'utilities'],
      ['Techniker Krankenkasse Beitrag 02/2024 End-to-End-Ref.: TK20240201 Mandatsref: TK-4471 Gläubiger-ID: DE98ZZZ00000654321 SEPA-BASISLASTSCHRIFT', -210, 'Techniker Krankenkasse', 'insurance'],
      ['Telekom Deutschland GmbH Rechnung 02/2024 Kd-Nr 6612299 End-to-End-Ref.: TDG-88120 Mandatsref: TDG6612299 Gläubiger-ID: DE33ZZZ00000111222 SEPA-BASISLASTSCHRIFT', -39.95, 'Telekom', 'utilities'],
      ['PayPal Europe S.a.r.l. et Cie S.C.A 1043996650012 PP.7721.PP . Zalando SE, Ihr Einkauf bei Zalando SE End-to-End-Ref.: 1043996650012 Mandatsref: 4TRJ224XJ Gläubiger-ID: LU96ZZZ0000000000000000058 SEPA-BASISLASTSCHRIFT', -59.95, 'Zalando', 'shopping'],
      ['Sabine Krüger Miete März Wohnung 2.OG End-to-End-Ref.: NOTPROVIDED Dauerauftrag', -890, 'Sabine Krüger', 'rent'],
      ['Sabine Krüger Nebenkosten Nachzahlung 2023 End-to-End-Ref.: NOTPROVIDED Überweisung', -146.3, 'Sabine Krüger', 'rent'],
      ['Jonas Petersen Konzertkarten End-to-End-Ref.: NOTPROVIDED Gutschrift', 38, 'Jonas Petersen', 'transfers'],
      ['Nordlicht Logistik GmbH Lohn/Gehalt 02/2024 End-to-End-Ref.: LG-202402-117 Gutschrift', 3120, 'Nordlicht Logistik', 'payroll'],
      ['Finanzamt Hamburg-Altona Steuernummer 41/123/45678 ESt-Erstattung 2022 Gutschrift', 640, 'Finanzamt', 'taxes'],
      ['Entgelt Kontoführung 01.02.2024-29.02.2024', -4.9, 'Entgelt Kontoführung', 'fees'],
      ['Habenzinsen 01.01.2024-31.03.2024', 0.35, 'Interest', 'interest'],
    ],
  },
  {
    // Société Générale: card rows "CARTE X<card> <dd/mm> <shop>", refunds "CARTE X<card> REMBT <dd/mm> <shop>", SEPA
    // rows with labelled fields "PRELEVEMENT EUROPEEN <n> DE: … ID: … MOTIF: … REF: … MANDAT …", "VIR RECU <n> DE: …",
    // "VIR EUROPEEN EMIS LOGITEL POUR: …", the account package's fee by its name (JAZZ).
    name: 'fr-societe-generale',
    lang: 'fr',
    half: 'tune',
    rows: [
      ['CARTE X4521 13/02 FRANPRIX 5012', -22.4, 'Franprix', 'groceries'],
      ['CARTE X4521 14/02 LE PAIN QUOTIDIEN', -7.8, 'Le Pain Quotidien', 'meals'],
      ['CARTE X4521 15/02 PHARMACIE BASTILLE', -14.2, 'Pharmacie Bastille', 'health'],
      ['CARTE X4521 16/02 ESSO LES ULIS', -58.1, 'Esso', 'fuel'],
      ['CARTE X4521 17/02 RATP', -16.9, 'RATP', 'travel'],
      ['CARTE X4521 18/02 FNAC PARIS', -49.9, 'Fnac', 'shopping'],
      ['CARTE X4521 19/02 LES COMPTOIRS DU MARAIS', -31, 'Les Comptoirs du Marais', 'purchases'],
      ['CARTE X4521 REMBT 20/02 FNAC PARIS', 49.9, 'Fnac', 'shopping'],
      ['CARTE X4521 RETRAIT DAB SG 21/02 17H32 PARIS BASTILLE', -60, 'Cash Withdrawal', 'cash'],
      ['FRAIS PAIEMENT HORS ZONE EURO CARTE X4521 15/02', -1.2, 'Frais Paiement Hors Zone Euro', 'fees'],
      ['PRELEVEMENT EUROPEEN 2281937712 DE: EDF clients particuliers ID: FR19ZZZ000008 MOTIF: Facture 10012345 REF: 00012345 MANDAT 1AB12', -68, 'EDF', 'utilities'],
      ['PRELEVEMENT EUROPEEN 2284411023 DE: BOUYGUES TELECOM ID: FR42ZZZ209123 MOTIF: FACTURE MOBILE FEVRIER REF: BT0224 MANDAT BT77812', -24.99, 'Bouygues Telecom', 'utilities'],
      ['PRELEVEMENT EUROPEEN 2289922101 DE: MACIF ID: FR06ZZZ123456 MOTIF: COTISATION AUTO REF: C0224 MANDAT M8812', -52.3, 'MACIF', 'insurance'],
      ['PRELEVEMENT EUROPEEN 2290012345 DE: DGFIP ID: FR46ZZZ005002 MOTIF: IMPOT REVENUS PRELEVEMENT A LA SOURCE REF: PAS0224 MANDAT DGFIP91', -180, 'DGFiP', 'taxes'],
      ['VIR RECU 7712398812 DE: SAS ATELIER VERCORS MOTIF: SALAIRE FEVRIER 2024 REF: SAL0224', 2240, 'Atelier Vercors', 'payroll'],
      ['VIR RECU 7712399013 DE: M. ANTOINE LEFEVRE MOTIF: REMBOURSEMENT CINEMA', 12, 'Antoine Lefevre', 'transfers'],
      ['VIR EUROPEEN EMIS LOGITEL POUR: MME JULIE MARCHAND MOTIF: LOYER MARS REF: 0034', -820, 'Julie Marchand', 'rent'],
      ['VIR EUROPEEN EMIS LOGITEL POUR: MME JULIE MARCHAND MOTIF: CHARGES REF: 0035', -60, 'Julie Marchand', 'rent'],
      ['VIR EUROPEEN EMIS LOGITEL POUR: M. HUGO PERRIN MOTIF: WEEK END ANNECY REF: 0036', -75, 'Hugo Perrin', 'transfers'],
      ['COTISATION JAZZ', -8.5, 'Cotisation Jazz', 'fees'],
      ['INTERETS CREDITEURS', 0.42, 'Interest', 'interest'],
    ],
  },
  {
    // Santander (Spain), in title case with commas: "Compra <shop>, <town>, Tarjeta <masked card> , Comision 0,00",
    // "Devolucion Compra …", "Recibo <creditor> Nº Recibo … Ref. Mandato …", "Transferencia Inmediata De <name>,
    // Concepto <memo>", "Transferencia A Favor De <name> Concepto: <memo>", "Bizum De <name> Concepto <memo>".
    name: 'es-santander',
    lang: 'es',
    half: 'tune',
    rows: [
      ['Compra Mercadona Avda. Blasco Ibanez, Valencia, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -56.3, 'Mercadona', 'groceries'],
      ['Compra Lidl Supermercados Sa, Valencia, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -23.15, 'Lidl', 'groceries'],
      ['Compra Farmacia Ortega Llorens, Valencia, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -9.4, 'Farmacia Ortega Llorens', 'health'],
      ['Compra Cerveceria La Lonja, Valencia, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -27.6, 'Cerveceria La Lonja', 'meals'],
      ['Compra Cepsa Estacion 4471, Paterna, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -61, 'Cepsa', 'fuel'],
      ['Compra Amazon.es, Luxemburgo, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -19.99, 'Amazon', 'shopping'],
      ['Compra Taller Ribes, Valencia, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -85, 'Taller Ribes', 'purchases'],
      ['Compra Metrovalencia, Valencia, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -8.5, 'Metrovalencia', 'travel'],
      ['Compra Netflix.com, Amsterdam, Tarjeta 4940XXXXXXXX1234 , Comision 0,00', -12.99, 'Netflix', 'subscriptions'],
      ['Devolucion Compra Amazon.es, Luxemburgo, Tarjeta 4940XXXXXXXX1234', 19.99, 'Amazon', 'shopping'],
      ['Recibo Iberdrola Clientes Sau Nº Recibo 0049 1234 567890123 Ref. Mandato 0000123456789', -61.4, 'Iberdrola', 'utilities'],
      ['Recibo Vodafone Espana S.A.U. Nº Recibo 0049 5512 300998812 Ref. Mandato 0000777123456', -35, 'Vodafone', 'utilities'],
      ['Recibo Sanitas Sa De Seguros Nº Recibo 0049 6612 100233447 Ref. Mandato 0000991234567', -48.9, 'Sanitas', 'insurance'],
      ['Recibo Comunidad De Propietarios Calle Colon 12 Nº Recibo 0049 7712 000112233 Ref. Mandato 0000456789123', -55, 'Comunidad de Propietarios', 'rent'],
      ['Transferencia Inmediata De Lucia Fernandez Soler, Concepto Cena Cumple', 25, 'Lucia Fernandez Soler', 'transfers'],
      ['Transferencia A Favor De Alberto Navarro Pons Concepto: Alquiler Marzo', -750, 'Alberto Navarro Pons', 'rent'],
      ['Transferencia A Favor De Alberto Navarro Pons Concepto: Regalo', -40, 'Alberto Navarro Pons', 'transfers'],
      ['Transferencia De Construcciones Levante S.L., Concepto Nomina Febrero', 1890, 'Construcciones Levante', 'payroll'],
      ['Bizum De Marta Gil Concepto Entradas', 18, 'Marta Gil', 'transfers'],
      ['Retirada De Efectivo En Cajero Automatico Santander, Valencia, Tarjeta 4940XXXXXXXX1234', -50, 'Cash Withdrawal', 'cash'],
      ['Liquidacion Tarjeta Credito 5489XXXXXXXX4321', -320.45, 'Card Payment', 'transfers'],
      ['Comision Mantenimiento', -5, 'Comision Mantenimiento', 'fees'],
    ],
  },
  {
    // Caixa Geral de Depósitos: card rows "COMPRA <card> <shop> <place>", direct debits "DD <creditor id> <creditor>",
    // transfers "TRF CXDNET P/ <name> <memo>" and "TRF DE <name> <memo>", MB WAY, service payments "PAG SERV <entity>".
    name: 'pt-caixa-geral',
    lang: 'pt',
    half: 'tune',
    rows: [
      ['COMPRA 0542 PINGO DOCE ALVALADE', -31.2, 'Pingo Doce', 'groceries'],
      ['COMPRA 0542 CONTINENTE BD LUMIAR', -45.6, 'Continente', 'groceries'],
      ['COMPRA 0542 PASTELARIA ALVES LISBOA', -4.3, 'Pastelaria Alves', 'meals'],
      ['COMPRA 0542 FARMACIA CENTRAL LISBOA', -12.8, 'Farmacia Central', 'health'],
      ['COMPRA 0542 GALP ENERGIA CAMPO GRANDE', -60, 'Galp', 'fuel'],
      ['COMPRA 0542 WORTEN COLOMBO', -89.9, 'Worten', 'shopping'],
      ['COMPRA 0542 ATELIER RIBEIRA LISBOA', -22, 'Atelier Ribeira', 'purchases'],
      ['LEV ATM 0542 LISBOA SALDANHA', -40, 'Cash Withdrawal', 'cash'],
      ['DD PT12EDP0001 EDP COMERCIAL COMERCIALIZACAO', -54.2, 'EDP', 'utilities'],
      ['DD PT77MEO0123 MEO SERVICOS COMUNICACOES', -39.99, 'MEO', 'utilities'],
      ['DD PT88FID0091 FIDELIDADE COMPANHIA SEGUROS', -27.5, 'Fidelidade', 'insurance'],
      ['DD PT45EPAL019 EPAL', -18.3, 'EPAL', 'utilities'],
      ['TRF CXDNET P/ RUI MARTINS RENDA MARCO', -650, 'Rui Martins', 'rent'],
      ['TRF CXDNET P/ RUI MARTINS CONDOMINIO', -40, 'Rui Martins', 'rent'],
      ['TRF DE ANA SOUSA PEREIRA JANTAR', 20, 'Ana Sousa Pereira', 'transfers'],
      ['TRF DE TECNIMONT PORTUGAL LDA VENCIMENTO FEV', 1450, 'Tecnimont Portugal', 'payroll'],
      ['MB WAY P/ JOANA REIS', -15, 'Joana Reis', 'transfers'],
      ['PAG SERV 10559 AUTORIDADE TRIBUTARIA', -212.4, 'Autoridade Tributária', 'taxes'],
      ['COMISSAO MANUTENCAO CONTA', -5.2, 'Comissao Manutencao Conta', 'fees'],
      ['IMPOSTO DO SELO S/ COMISSAO', -0.21, 'Imposto do Selo', 'taxes'],
      ['JUROS CREDORES', 0.05, 'Interest', 'interest'],
    ],
  },
  {
    // ICICI Bank narrations: "UPI/<name>/<VPA>/<note>/<bank>/<ref>/<id>", "POS <masked card> <shop, cut at 20>",
    // "MMT/IMPS/<ref>/<note>/<name>/<bank>", "NEFT-<utr>-<name>-<note>-<account>-<IFSC>", "BIL/ONL/<ref>/<biller>/<id>",
    // "ACH/<creditor>/<ref>", "NACH/TP ACH <creditor>/<ref>", "ATM/CASH WDL/…", "Int.Pd:<period>".
    name: 'in-icici',
    lang: 'en-IN',
    half: 'tune',
    rows: [
      ['UPI/SWIGGY/swiggy.stores@axb/Payment fr/AXIS BANK/403512345678/AXB9f1c2d3e4', -412, 'Swiggy', 'meals'],
      ['UPI/ZEPTO MARKETPLACE/zeptomarketplace@ybl/Payment/YES BANK LIMITED/403612345678/YBL0a1b2c', -689, 'Zepto', 'groceries'],
      ['UPI/ROHIT MENON/rohit.menon@okhdfcbank/Dinner sp/HDFC BANK LTD/403712345678/ICIab12cd', -600, 'Rohit Menon', 'transfers'],
      ['UPI/ROHIT MENON/rohit.menon@okhdfcbank/Cab share/HDFC BANK LTD/403812345678/ICIcd34ef', 300, 'Rohit Menon', 'transfers'],
      ['UPI/SRI SAI KIRANA/q123456789@ybl/Pay/YES BANK LIMITED/403912345678/YBLde56fa', -230, 'Sri Sai Kirana', 'groceries'],
      ['UPI/UBER INDIA/uberindia@axisbank/Ride/AXIS BANK/404012345678/AXB77aa11', -245, 'Uber', 'travel'],
      ['POS 438628XXXXXX1234 DMART AVENUE SUPERMA', -1840, 'DMart', 'groceries'],
      ['POS 438628XXXXXX1234 SHELL SARJAPUR RD', -2000, 'Shell', 'fuel'],
      ['POS 438628XXXXXX1234 DECATHLON SPORTS I', -2499, 'Decathlon', 'shopping'],
      ['POS 438628XXXXXX1234 MEENAKSHI TRADERS', -760, 'Meenakshi Traders', 'purchases'],
      ['ATM/CASH WDL/ICICI BANK/S1AWBN12/BANGALORE', -5000, 'Cash Withdrawal', 'cash'],
      ['NEFT-HDFCN52024021412345678-KARTHIK SOFTWARE SOLUTIONS PVT LTD-SALARY FEB 2024-50200012345678-HDFC0000123', 92000, 'Karthik Software Solutions', 'payroll'],
      ['BIL/ONL/001234567890/BESCOM/BESCOM1234', -1320, 'BESCOM', 'utilities'],
      ['BIL/ONL/001234567891/ACT Fibernet/ACT8812', -1179, 'ACT Fibernet', 'utilities'],
      ['BIL/ONL/001234567893/ICICI CREDIT CARD/XXXX4321', -15400, 'Card Payment', 'transfers'],
      ['MMT/IMPS/404112345678/RENT FEB/ANITA RAO/State Bank of India', -25000, 'Anita Rao', 'rent'],
      ['MMT/IMPS/404212345678/MAINT/ANITA RAO/State Bank of India', -3000, 'Anita Rao', 'rent'],
      ['ACH/HDFC LIFE INSURANCE/ICIC00000012345', -5000, 'HDFC Life', 'insurance'],
      ['NACH/TP ACH BAJAJ FINANCE LTD/1234567', -8500, 'Bajaj Finance', 'loans'],
      ['Consolidated Charges for A/c', -118, 'Consolidated Charges', 'fees'],
      ['Int.Pd:01-01-2024 to 31-03-2024', 412, 'Interest', 'interest'],
    ],
  },
  {
    // ABN AMRO: card rows "BEA, Betaalpas|Apple Pay <shop>,PAS<n> NR:<terminal>, <dd.mm.yy>/<hh:mm> <town>", online card
    // rows "eCom, Betaalpas", cash "GEA, Betaalpas", direct debits "SEPA Incasso algemeen doorlopend Incassant: …
    // Naam: … Machtiging: … Omschrijving: … IBAN: … Kenmerk: …", transfers and iDEAL as /TRTP/ records.
    name: 'nl-abn-amro',
    lang: 'nl',
    half: 'tune',
    rows: [
      ['BEA, Betaalpas ALBERT HEIJN 1403,PAS123 NR:CT45A7, 14.02.24/17:32 AMSTERDAM', -38.6, 'Albert Heijn', 'groceries'],
      ['BEA, Apple Pay CCV*CAFE LOETJE,PAS123 NR:CT99B1, 15.02.24/12:14 AMSTERDAM', -24.5, 'Cafe Loetje', 'meals'],
      ['BEA, Betaalpas JUMBO AMSTERDAM OOST,PAS123 NR:CT12F3, 16.02.24/18:05 AMSTERDAM', -31.1, 'Jumbo', 'groceries'],
      ['BEA, Betaalpas ETOS 7734,PAS123 NR:CT31A2, 17.02.24/11:48 AMSTERDAM', -9.99, 'Etos', 'health'],
      ['BEA, Betaalpas SHELL A10 ZUID,PAS123 NR:CT77D4, 17.02.24/08:20 AMSTERDAM', -72.3, 'Shell', 'fuel'],
      ['BEA, Betaalpas NS AMSTERDAM CS,PAS123 NR:CT03K9, 18.02.24/09:02 AMSTERDAM', -11.2, 'NS', 'travel'],
      ['BEA, Betaalpas DE GROENE VLINDER,PAS123 NR:CT55H2, 18.02.24/15:40 HAARLEM', -18, 'De Groene Vlinder', 'purchases'],
      ['eCom, Betaalpas BOL.COM,PAS123 NR:ECOM01, 18.02.24/21:10 UTRECHT', -44.95, 'bol.com', 'shopping'],
      ['GEA, Betaalpas GELDMAAT LEIDSEPLEIN,PAS123 NR:GM7741, 19.02.24/14:20 AMSTERDAM', -50, 'Cash Withdrawal', 'cash'],
      ['SEPA Incasso algemeen doorlopend Incassant: NL12ZZZ301234560000 Naam: VATTENFALL KLANTENSERVICE N.V. Machtiging: 1234567 Omschrijving: Termijnbedrag februari IBAN: NL12INGB0001234567 Kenmerk: 2024020112345', -96, 'Vattenfall', 'utilities'],
      ['SEPA Incasso algemeen doorlopend Incassant: NL98ZZZ401234780000 Naam: CZ GROEP ZORGVERZEKERAAR Machtiging: CZ881200 Omschrijving: Premie februari 2024 IBAN: NL55RABO0101234567 Kenmerk: CZ202402', -138.4, 'CZ', 'insurance'],
      ['SEPA Incasso algemeen doorlopend Incassant: NL11ZZZ331234560000 Naam: KPN B.V. Machtiging: 88123321 Omschrijving: Factuur 4412233 IBAN: NL08ABNA0123456789 Kenmerk: KPN4412233', -52.5, 'KPN', 'utilities'],
      ['SEPA Incasso algemeen doorlopend Incassant: NL44ZZZ341234560000 Naam: GEMEENTE AMSTERDAM Machtiging: GA20240012 Omschrijving: Aanslag gemeentelijke belastingen 2024 termijn 2 IBAN: NL66BNGH0285001234 Kenmerk: 20240212', -61.25, 'Gemeente Amsterdam', 'taxes'],
      ['/TRTP/SEPA OVERBOEKING/IBAN/NL91ABNA0417164300/BIC/ABNANL2A/NAME/M VAN DIJK/REMI/Huur maart/EREF/NOTPROVIDED', -1150, 'M van Dijk', 'rent'],
      ['/TRTP/SEPA OVERBOEKING/IBAN/NL20INGB0001234567/BIC/INGBNL2A/NAME/LOTTE BAKKER/REMI/Etentje zaterdag/EREF/NOTPROVIDED', 22.5, 'Lotte Bakker', 'transfers'],
      ['/TRTP/SEPA OVERBOEKING/IBAN/NL55RABO0123456789/BIC/RABONL2U/NAME/HOLLANDS GLORIE BV/REMI/Salaris februari 2024/EREF/SAL-0224-17', 2780, 'Hollands Glorie', 'payroll'],
      ['/TRTP/iDEAL/IBAN/NL44RABO0304567890/BIC/RABONL2U/NAME/Coolblue BV/REMI/1234567890 0050001234567 Coolblue bestelling/EREF/18-02-2024 20:11 0050001234567', -219, 'Coolblue', 'shopping'],
      ['/TRTP/iDEAL/IBAN/NL22INGB0006543210/BIC/INGBNL2A/NAME/Stichting Wakker Dier/REMI/Donatie/EREF/19-02-2024 10:02 0060001234567', -15, 'Wakker Dier', 'other'],
      ['ABN AMRO Bank N.V. Betaalpakket', -3.25, 'Betaalpakket', 'fees'],
      ['Creditrente 4e kwartaal 2023', 0.4, 'Interest', 'interest'],
    ],
  },
];
