// Payees and categories of western bank wording (issue 42, "payees from real text", "categories from what the row
// is"): English (UK, US, Irish, Australian, Canadian), French, Italian, Spanish, Portuguese (Portugal and Brazil) and
// Dutch rows, written by hand for this test in the shapes those banks print them (Barclays' "CARD PAYMENT TO … ON
// 18 DEC", "BILL PAYMENT VIA FASTER PAYMENT TO", HSBC's "VIS" and ")))", Lloyds' "DEB", NatWest's "<card> <date> C ,
// <shop> , <town> GB", Chase's "CARD PURCHASE", Wells Fargo's "PURCHASE AUTHORIZED ON", Bank of America's "CHECKCARD"
// and ACH "DES:/INDN:" entries, Zelle, CommBank's "Direct Credit", ANZ's "EFTPOS" and "VISA DEBIT PURCHASE", BPAY,
// RBC's Interac, AIB's "VDP-"/"VDC-"; French "CB <shop> <date>", "CARTE X1234 <date>", "PRLV SEPA", "VIR SEPA RECU
// /DE … /MOTIF …", "RETRAIT DAB"; Italian "PAGAMENTO POS … PRESSO", "ADDEBITO DIRETTO SDD", "BONIFICO A VOSTRO
// FAVORE DA … CAUSALE", "PRELIEVO BANCOMAT"; Spanish "PAGO CON TARJETA EN", "COMPRA TARJ.", "RECIBO", "TRANSFERENCIA
// A FAVOR DE … CONCEPTO", "BIZUM"; Portuguese "COMPRA <card>", "DD", "TRF", "LEV ATM", "MB WAY", Brazilian "PIX",
// "TED", "PAGTO BOLETO", "SAQUE"; Dutch "BEA, Betaalpas …,PAS… NR:…", "GEA", ING's "Pasvolgnr:" rows, "SEPA Incasso
// algemeen doorlopend Incassant: … Naam: … Omschrijving: …", "SEPA Overboeking IBAN: … Naam: …", "SEPA iDEAL").
// Shops, companies and people are invented (national chains and public bodies aside). None is copied from a
// statement of the corpus or from a labelled set; payees and categories follow the label conventions of
// libs/bench/books/README.md.
//
// How held out they are, honestly: all of them were written before any rule was changed for them, and run once with
// the rules of 0f39e8c (the first run): English 24 of 31 right (payee and category), French 24 of 25, Italian 22 of
// 26, Spanish 24 of 26, Portuguese 23 of 27, Dutch 21 of 27; all 138 of 162. Two of the misses were the labels'
// own, not the rules': "Stichting" is the Dutch foundation's legal form, which the conventions leave out of a payee,
// and a stamp duty printed "IMPOSTO SELO" is named by its own wording; both labels were set to the conventions after
// the first run (still counted wrong above). So were two refunds from a known brand ("CARTE X9876 REMBT 05/12
// DECATHLON", "DEVOLUCION COMPRA ZARA"), first labelled Refunds: the labelled sets of libs/bench/books book a known
// shop's refund to the shop's category (it offsets what was spent there), and Refunds only when the shop says nothing.
// One miss is left wrong and out of this list: "PIX ENVIADO ACADEMIA CORPO ATIVO" (a Brazilian gym paid by PIX) reads
// as a person, as a business without a legal form does after a transfer's lead-in, and "academia" is a gym in Brazil
// but a school in Spain. The rules were then widened on what these descriptions show, as properties of the wording
// (each change says which), so the figures after are tuned.
import { describe, expect, test } from '@jest/globals';
import { booked } from './booked.js';

describe('English wording: UK, US, Irish, Australian and Canadian banks', () => {
  test.each([
    // Barclays: the lead-in, the party, the day it was paid
    ['CARD PAYMENT TO HARBOURSIDE CAFE ON 18 DEC', 'Harbourside Cafe', 'meals'],
    ['CARD PAYMENT TO TESCO STORES 2341 ON 14 NOV', 'Tesco', 'groceries'],
    ['DIRECT DEBIT TO NORTHFIELD WATER REF 004512338', 'Northfield Water', 'utilities'],
    ['FASTER PAYMENT RECEIVED FROM OLIVIA BRENNAN REF DINNER SPLIT', 'Olivia Brennan', 'transfers'],
    ['BILL PAYMENT VIA FASTER PAYMENT TO MARK HOLLOWAY REFERENCE RENT MARCH', 'Mark Holloway', 'rent'],
    ['BILL PAYMENT VIA FASTER PAYMENT TO REDFERN LETTINGS LTD REFERENCE FLAT 2', 'Redfern Lettings', 'rent'],
    ['STANDING ORDER TO SAM PATEL REF LOAN REPAYMENT', 'Sam Patel', 'loans'],
    // HSBC's and Lloyds' type codes, NatWest's comma-separated card fields
    ['VIS GREGGS PLC NEWCASTLE', 'Greggs', 'meals'],
    [')))  CORNER PANTRY LEEDS', 'Corner Pantry', 'groceries'],
    ['DEB SPOTIFY P1A2B3C4D5', 'Spotify', 'subscriptions'],
    ['4829 12NOV24 C , THE COPPER KETTLE , BRISTOL GB', 'The Copper Kettle', 'purchases'],
    ['UNARRANGED OVERDRAFT FEE', 'Unarranged Overdraft Fee', 'fees'],
    // US banks
    ["CARD PURCHASE 11/14 MARIO'S PIZZERIA BROOKLYN NY CARD 1234", "Mario's Pizzeria", 'meals'],
    ['Zelle payment to Emily Chen JPM99a1b2c3d4', 'Emily Chen', 'transfers'],
    ['Zelle payment from David Park WFCT0ABCD1234', 'David Park', 'transfers'],
    ['PURCHASE AUTHORIZED ON 11/12 SHELL OIL 57444123 HOUSTON TX S584317123456789 CARD 4321', 'Shell', 'fuel'],
    ['CHECKCARD 1112 TARGET T-1234 AUSTIN TX 24431064316100001234567', 'Target', 'shopping'],
    ['GEICO DES:AUTO PAY ID:0123456789 INDN:JOHN SMITH CO ID:9123456789 WEB', 'GEICO', 'insurance'],
    ['ACH DEBIT LAKESIDE PROPERTY MGMT RENT 241201', 'Lakeside Property Mgmt', 'rent'],
    ['ATM WITHDRAWAL 000123 11/12 1234 MAIN ST SPRINGFIELD IL', 'Cash Withdrawal', 'cash'],
    ['MONTHLY MAINTENANCE FEE', 'Monthly Maintenance Fee', 'fees'],
    ['INTEREST PAYMENT', 'Interest', 'interest'],
    // Australia, Canada, Ireland
    ['Direct Credit 301500 BLUEGUM LOGISTICS PAYROLL', 'Bluegum Logistics', 'payroll'],
    ['EFTPOS WOOLWORTHS 1234 NEWTOWN AU', 'Woolworths', 'groceries'],
    ['VISA DEBIT PURCHASE CARD 1234 BUNNINGS 123000 SYDNEY', 'Bunnings', 'shopping'],
    ['BPAY ORIGIN ENERGY 123456789', 'Origin Energy', 'utilities'],
    ['POS 4521 GREENWAY HARDWARE SYDNEY', 'Greenway Hardware', 'shopping'],
    ['INTERAC e-Transfer From: SARAH TREMBLAY', 'Sarah Tremblay', 'transfers'],
    ['Interac purchase - 1234 TIM HORTONS #1234', 'Tim Hortons', 'meals'],
    ['VDP-DUNNES STORES', 'Dunnes Stores', 'groceries'],
    ['VDC-MURPHYS BUTCHERS', 'Murphys Butchers', 'groceries'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});

describe('French wording: CB, CARTE, PRLV SEPA, VIR SEPA, RETRAIT DAB and the bank\'s own rows', () => {
  test.each([
    ['CB CARREFOUR 12/11', 'Carrefour', 'groceries'],
    ['CB LE FOURNIL DE JULIE 14/11', 'Le Fournil de Julie', 'meals'],
    ['CB TOTALENERGIES 13/11', 'TotalEnergies', 'fuel'],
    ['CB ATELIER LUMIERE 21/11', 'Atelier Lumiere', 'purchases'],
    ['CARTE X1234 25/11 PHARMACIE DU MARCHE', 'Pharmacie du Marche', 'health'],
    ['CARTE X1234 29/11 BRASSERIE DU COMMERCE', 'Brasserie du Commerce', 'meals'],
    ['CARTE X9876 02/12 SNCF INTERNET', 'SNCF', 'travel'],
    ['CARTE X9876 REMBT 05/12 DECATHLON', 'Decathlon', 'shopping'],
    ['ACHAT CB LECLERC 02.12.24 CARTE NUMERO 123', 'Leclerc', 'groceries'],
    ['PAIEMENT PAR CARTE X4411 BOUCHERIE MOREL 03/12', 'Boucherie Morel', 'groceries'],
    ['PRLV SEPA EDF clients particuliers ECH/051224 ID EMETTEUR/FR45ZZZ000123 MDT/AX4571 REF/1029384756 LIB/Facture', 'EDF', 'utilities'],
    ['PRLV SEPA FREE MOBILE', 'Free Mobile', 'utilities'],
    ['PRLV SEPA DGFIP IMPOT 2024 PAS', 'DGFiP', 'taxes'],
    ['PRLV SEPA MUTUELLE DES ARTISANS DE LOIRE', 'Mutuelle des Artisans de Loire', 'insurance'],
    ['PRELEVEMENT EUROPEEN 1234567 DE: MACIF MOTIF: ASSURANCE AUTO', 'Macif', 'insurance'],
    ['VIR SEPA RECU /DE TRANSPORTS VALLIER SAS /MOTIF SALAIRE NOVEMBRE /REF 2024113000123', 'Transports Vallier', 'payroll'],
    ['VIR SEPA RECU /DE M LUCAS BERNARD /MOTIF REMBOURSEMENT', 'Lucas Bernard', 'transfers'],
    // (books7: the family allowance funds are one payer, 'CAF', as the blind3 and blind6 labellers wrote them)
    ['VIR SEPA RECU /DE CAF DE LA GIRONDE /MOTIF PRESTATIONS FAMILIALES', 'CAF', 'income'],
    ['VIREMENT EMIS VERS M THOMAS GIRARD LOYER DECEMBRE', 'Thomas Girard', 'rent'],
    ['VIR PERMANENT LIVRET A', 'Livret A', 'transfers'],
    ['RETRAIT DAB 03/12 LYON PART DIEU', 'Cash Withdrawal', 'cash'],
    ['VERSEMENT ESPECES AGENCE', 'Cash Deposit', 'cash'],
    ['FRAIS PAIEMENT HORS ZONE EURO', 'Frais Paiement Hors Zone Euro', 'fees'],
    ['INTERETS CREDITEURS 2024', 'Interest', 'interest'],
    ['ECHEANCE PRET 00012345678', 'Echeance Pret', 'loans'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});

describe('Italian wording: PAGAMENTO POS, ADDEBITO DIRETTO SDD, BONIFICO, PRELIEVO BANCOMAT and the bank\'s own rows', () => {
  test.each([
    ['PAGAMENTO POS 12,50 EUR DEL 03.12.2024 ALLE 12:34 PRESSO BAR CENTRALE CARTA N. ****1234', 'Bar Centrale', 'meals'],
    ['PAGAMENTO POS ESSELUNGA MILANO', 'Esselunga', 'groceries'],
    ['PAGAMENTO POS ENI STATION 123 BOLOGNA', 'Eni', 'fuel'],
    ['PAGAMENTO POS 45,00 EUR DEL 05.12.2024 ALLE 18:02 PRESSO LIBRERIA DEL CORSO CARTA N. ****1234', 'Libreria del Corso', 'shopping'],
    ['ACQUISTO POS TRATTORIA DA NINO 04/12', 'Trattoria da Nino', 'meals'],
    ['PAGAMENTO CARTA CONAD SUPERSTORE', 'Conad', 'groceries'],
    ['PAGAMENTO CONTACTLESS FARMACIA SAN MARCO', 'Farmacia San Marco', 'health'],
    ['PAGAMENTO POS BOTTEGA ROSSINI 06/12', 'Bottega Rossini', 'purchases'],
    ['ADDEBITO DIRETTO SDD ENEL ENERGIA S.P.A. FATTURA 123456', 'Enel Energia', 'utilities'],
    ['ADDEBITO DIRETTO SDD TIM S.P.A. FATTURA 7X00123456', 'TIM', 'utilities'],
    ['ADDEBITO DIRETTO SDD HERA COMM S.P.A.', 'Hera', 'utilities'],
    ['ADDEBITO DIRETTO SDD ASSICURAZIONI VALLEVERDE S.P.A. POLIZZA 12345', 'Assicurazioni Valleverde', 'insurance'],
    ['ADDEBITO DIRETTO SDD PALESTRA OLIMPIA SSD', 'Palestra Olimpia', 'health'],
    ['ADDEBITO SDD NETFLIX INTERNATIONAL B.V.', 'Netflix', 'subscriptions'],
    ['BONIFICO A VOSTRO FAVORE DA GIULIA BIANCHI CAUSALE RIMBORSO CENA', 'Giulia Bianchi', 'transfers'],
    ['BONIFICO A VOSTRO FAVORE DA MECCANICA LOMBARDA SRL CAUSALE STIPENDIO NOVEMBRE', 'Meccanica Lombarda', 'payroll'],
    ['BONIFICO DISPOSTO A FAVORE DI LUCA FERRARI CAUSALE AFFITTO DICEMBRE', 'Luca Ferrari', 'rent'],
    ['BONIFICO ISTANTANEO DA PAOLO RICCI', 'Paolo Ricci', 'transfers'],
    ['ACCREDITO STIPENDIO ALFA COSTRUZIONI SRL', 'Alfa Costruzioni', 'payroll'],
    ['PRELIEVO BANCOMAT 05/12 ATM 12345 ROMA', 'Cash Withdrawal', 'cash'],
    ['VERSAMENTO CONTANTI', 'Cash Deposit', 'cash'],
    ['COMMISSIONI BONIFICO', 'Commissioni Bonifico', 'fees'],
    ['SPESE TENUTA CONTO', 'Spese Tenuta Conto', 'fees'],
    ['INTERESSI CREDITORI', 'Interest', 'interest'],
    ['RATA MUTUO N. 123456', 'Rata Mutuo', 'loans'],
    ['PAGAMENTO F24 AGENZIA ENTRATE', 'Agenzia delle Entrate', 'taxes'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});

describe('Spanish wording: PAGO CON TARJETA, COMPRA TARJ., RECIBO, TRANSFERENCIA, BIZUM and the bank\'s own rows', () => {
  test.each([
    ['PAGO CON TARJETA EN MERCADONA VALENCIA', 'Mercadona', 'groceries'],
    ['COMPRA TARJ. 5402XXXXXXXX1234 BAR CASA PEPE', 'Bar Casa Pepe', 'meals'],
    ['PAGO CON TARJETA EN FARMACIA LOPEZ', 'Farmacia Lopez', 'health'],
    ['COMPRA EN REPSOL ESTACION 1234', 'Repsol', 'fuel'],
    ['PAGO CON TARJETA EN RESTAURANTE ALAMEDA MADRID', 'Restaurante Alameda', 'meals'],
    ['COMPRA INTERNET EN AMAZON', 'Amazon', 'shopping'],
    ['PAGO CON TARJETA EN TALLER HERMANOS GIL', 'Taller Hermanos Gil', 'purchases'],
    ['DEVOLUCION COMPRA ZARA', 'Zara', 'shopping'],
    ['RECIBO IBERDROLA CLIENTES S.A.U.', 'Iberdrola', 'utilities'],
    ['RECIBO MOVISTAR', 'Movistar', 'utilities'],
    ['RECIBO MAPFRE SEGUROS', 'Mapfre', 'insurance'],
    ['RECIBO GIMNASIO FORMA SPORT', 'Gimnasio Forma Sport', 'health'],
    ['RECIBO AGUAS DEL VALLE S.A.', 'Aguas del Valle', 'utilities'],
    ['ADEUDO DOMICILIACION AYUNTAMIENTO DE ZARAGOZA IBI 2024', 'Ayuntamiento de Zaragoza', 'taxes'],
    ['TRANSFERENCIA A FAVOR DE LAURA MARTINEZ CONCEPTO ALQUILER', 'Laura Martinez', 'rent'],
    ['TRANSFERENCIA DE CONSTRUCCIONES ARAGON SL CONCEPTO NOMINA NOVIEMBRE', 'Construcciones Aragon', 'payroll'],
    ['TRANSFERENCIA INMEDIATA DE PABLO SANCHEZ', 'Pablo Sanchez', 'transfers'],
    ['ABONO NOMINA TECNOLOGIAS DEL NORTE SA', 'Tecnologias del Norte', 'payroll'],
    ['BIZUM ENVIADO A JAVIER LOPEZ CENA', 'Javier Lopez', 'transfers'],
    ['BIZUM RECIBIDO DE ANA GARCIA', 'Ana Garcia', 'transfers'],
    ['PAGO BIZUM A CARMEN RUIZ', 'Carmen Ruiz', 'transfers'],
    ['RETIRADA EFECTIVO CAJERO 1234 MADRID', 'Cash Withdrawal', 'cash'],
    ['INGRESO EN EFECTIVO', 'Cash Deposit', 'cash'],
    ['COMISION MANTENIMIENTO', 'Comision Mantenimiento', 'fees'],
    ['LIQUIDACION INTERESES', 'Interest', 'interest'],
    ['CUOTA PRESTAMO 0123456789', 'Cuota Prestamo', 'loans'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});

describe('Portuguese wording: Portugal\'s COMPRA, DD, TRF, LEV ATM, MB WAY and Brazil\'s PIX, TED, boleto, SAQUE', () => {
  test.each([
    ['COMPRA 1234 PINGO DOCE LISBOA', 'Pingo Doce', 'groceries'],
    ['COMPRA 5678 FARMACIA CENTRAL BRAGA', 'Farmacia Central', 'health'],
    ['COMPRA 5678 ESTRELA DO NORTE LDA PORTO', 'Estrela do Norte', 'purchases'],
    ['DD EDP COMERCIAL', 'EDP', 'utilities'],
    ['DD MEO SA', 'MEO', 'utilities'],
    ['DD FIDELIDADE COMPANHIA DE SEGUROS', 'Fidelidade', 'insurance'],
    ['TRF P/ JOAO SILVA', 'Joao Silva', 'transfers'],
    ['TRF DE MARIA COSTA RENDA', 'Maria Costa', 'rent'],
    ['TRF SEPA+ DE TECNIMOLDE LDA ORDENADO NOV', 'Tecnimolde', 'payroll'],
    ['MB WAY PARA RUI PEREIRA', 'Rui Pereira', 'transfers'],
    ['LEV ATM 1234 LISBOA', 'Cash Withdrawal', 'cash'],
    ['COMISSAO TRANSFERENCIA', 'Comissao Transferencia', 'fees'],
    ['IMPOSTO SELO S/ COMISSOES', 'Imposto Selo', 'taxes'],
    ['JUROS CREDORES', 'Interest', 'interest'],
    ['PIX TRANSF JOSE CARLOS 12/12', 'Jose Carlos', 'transfers'],
    ['PIX RECEBIDO - ANA PAULA SOUZA', 'Ana Paula Souza', 'transfers'],
    ['PIX ENVIADO PEDRO HENRIQUE ALUGUEL', 'Pedro Henrique', 'rent'],
    ['PAGTO BOLETO ENEL DISTRIBUICAO SAO PAULO', 'Enel', 'utilities'],
    ['PAGTO BOLETO CONDOMINIO EDIFICIO AURORA', 'Condominio Edificio Aurora', 'rent'],
    ['TED RECEBIDA 001 1234 MARCOS LIMA', 'Marcos Lima', 'transfers'],
    ['COMPRA CARTAO DEB MC PADARIA BOM PAO', 'Padaria Bom Pao', 'meals'],
    ['COMPRA CARTAO CRED UBER *TRIP', 'Uber', 'travel'],
    ['SAQUE 24H BANCO24HORAS', 'Cash Withdrawal', 'cash'],
    ['TARIFA PACOTE SERVICOS', 'Tarifa Pacote Servicos', 'fees'],
    ['RENDIMENTO POUPANCA', 'Interest', 'interest'],
    ['PAGTO CONTA VIVO', 'Vivo', 'utilities'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});

describe('Dutch wording: BEA/GEA, ING\'s Pasvolgnr rows, SEPA Incasso, Overboeking and iDEAL, the bank\'s own rows', () => {
  test.each([
    ['BEA, Betaalpas Albert Heijn 1234,PAS123 NR:AB1234, 12.03.24/10:15 Amsterdam', 'Albert Heijn', 'groceries'],
    ['BEA, Betaalpas Eetcafe De Hoek,PAS123 NR:XY9876, 14.03.24/19:40 Utrecht', 'Eetcafe De Hoek', 'meals'],
    ['BEA, Betaalpas Atelier Vos,PAS123 NR:CT5511, 15.03.24/11:02 Leiden', 'Atelier Vos', 'purchases'],
    ['BEA, Apple Pay Shell Station A2,PAS123 NR:SH1122, 16.03.24/08:05 Vianen', 'Shell', 'fuel'],
    ['BEA, Betaalpas HEMA Utrecht,PAS012 NR:HE4455, 17.03.24/15:30 Utrecht', 'HEMA', 'shopping'],
    ['BEA, Google Pay Drogisterij Mulder,PAS012 NR:DM7788, 18.03.24/12:00 Delft', 'Drogisterij Mulder', 'health'],
    ['GEA, Betaalpas Geldmaat Utrecht Centraal,PAS123 NR:GM1234, 19.03.24/09:41 UTRECHT', 'Cash Withdrawal', 'cash'],
    ['Kruidvat 1234 UTRECHT Pasvolgnr: 003 12-03-2024 10:15 Transactie: AB12C3 Term: 123456', 'Kruidvat', 'health'],
    ['Geldmaat Amsterdam Zuid Pasvolgnr: 003 12-03-2024 10:15 Transactie: AB12C3 Term: 1234', 'Cash Withdrawal', 'cash'],
    ['Bakkerij Vermeulen Pasvolgnr: 004 13-03-2024 08:22 Transactie: XY98Z7 Term: 654321 Apple Pay', 'Bakkerij Vermeulen', 'meals'],
    ['Betaalautomaat Groentewinkel Sanders 12-03-2024 09:12 pasnr. 012', 'Groentewinkel Sanders', 'groceries'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL12ZZZ123456780000 Naam: Vattenfall Klantenservice N.V. Machtiging: 1234567 Omschrijving: Termijnbedrag energie IBAN: NL91INGB0001234567', 'Vattenfall', 'utilities'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL98ZZZ332211440000 Naam: Zilveren Kruis Zorgverzekeringen NV Machtiging: 99887766 Omschrijving: Premie december 2024 IBAN: NL02ABNA0123456789', 'Zilveren Kruis', 'insurance'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL55ZZZ404040400000 Naam: KPN B.V. Machtiging: 1122334455 Omschrijving: Factuur 12-2024 IBAN: NL20RABO0300065264', 'KPN', 'utilities'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL77ZZZ121212120000 Naam: Sportschool Kracht Machtiging: 445566 Omschrijving: Contributie december IBAN: NL44RABO0123456789', 'Sportschool Kracht', 'health'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL33ZZZ565656560000 Naam: Woonstichting Groenhof Machtiging: W12345 Omschrijving: Huur januari 2025 IBAN: NL66INGB0007654321', 'Woonstichting Groenhof', 'rent'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL88ZZZ777777770000 Naam: Belastingdienst Machtiging: BD123 Omschrijving: Motorrijtuigenbelasting IBAN: NL86INGB0002445588', 'Belastingdienst', 'taxes'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL21ZZZ989898980000 Naam: Stichting Hulpfonds Noord Machtiging: 778899 Omschrijving: Donatie IBAN: NL13ABNA0456456456', 'Hulpfonds Noord', 'other'],
    ['SEPA Overboeking IBAN: NL12INGB0001234567 BIC: INGBNL2A Naam: J. de Vries Omschrijving: huur december', 'J. de Vries', 'rent'],
    ['SEPA Overboeking IBAN: NL34RABO0123456789 BIC: RABONL2U Naam: Dijkstra Techniek BV Omschrijving: Salaris december 2024', 'Dijkstra Techniek', 'payroll'],
    ['SEPA Overboeking IBAN: NL56ABNA0987654321 BIC: ABNANL2A Naam: P. Bakker Omschrijving: lening terug', 'P. Bakker', 'loans'],
    ['SEPA Overboeking IBAN: NL78SNSB0912345678 BIC: SNSBNL2A Naam: Gemeente Utrecht Omschrijving: Aanslag gemeentelijke belastingen 2024', 'Gemeente Utrecht', 'taxes'],
    ['SEPA Overboeking IBAN: NL11TRIO0212345678 BIC: TRIONL2U Naam: M. Jansen Omschrijving: etentje', 'M. Jansen', 'transfers'],
    ['SEPA iDEAL IBAN: NL57ABNA0123456789 BIC: ABNANL2A Naam: bol.com Omschrijving: 1234567890 Bestelling', 'bol.com', 'shopping'],
    ['SEPA iDEAL IBAN: NL02RABO0123456789 BIC: RABONL2U Naam: Webshop Lindeboom Omschrijving: order 5521', 'Webshop Lindeboom', 'purchases'],
    ['Creditrente 4e kwartaal 2024', 'Interest', 'interest'],
    ['Kosten Basispakket december', 'Kosten Basispakket', 'fees'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});

// Written after the rules above were widened, before they ran on these (first run: 30 of 37 right: English 5 of 7,
// French 4 of 6, Italian 4 of 6, Spanish 6 of 6, Portuguese 5 of 6, Dutch 6 of 6). The misses: a Zelle memo after "for",
// a compass word before a city ("NORTH SYDNEY"), a wine shop ("LA CAVE DES …"), Italian "EMOLUMENTI" as salary, a
// charge for cash ("COMMISSIONI PRELIEVO ATM …") read as the cash, Portuguese "TALHO" (a butcher), and the water
// company Saur, first labelled "SAUR" as printed though it writes itself "Saur" (the label was set to that). The first
// six were then fixed as properties of the wording: "for" starts a person's memo, a compass word before a known city
// is the place's, wine shops' words in each language are Shopping (a wine word, not "cave" alone, which
// books-european.test.ts keeps as a shop that says nothing), the words for pay in Italian (and French "PAIE", Dutch
// "LOON") are Salary, a row headed by the bank's word for a charge is the charge, "TALHO" is a butcher.
describe('western wording written after the rules (English, French, Italian, Spanish, Portuguese, Dutch)', () => {
  test.each([
    ['CARD PAYMENT TO BRIGHTWATER FISH BAR ON 03 JAN', 'Brightwater Fish Bar', 'meals'],
    ['DIRECT DEBIT TO THAMESIDE ENERGY LTD REF 55120987', 'Thameside Energy', 'utilities'],
    ['FASTER PAYMENT SENT TO CHLOE WATSON REF BIRTHDAY', 'Chloe Watson', 'transfers'],
    ['Zelle payment to Marcus Reed for rent; Conf# k7h2m9q4', 'Marcus Reed', 'rent'],
    ['EFTPOS PURCHASE GOLDEN WOK TAKEAWAY NORTH SYDNEY', 'Golden Wok Takeaway', 'meals'],
    ['OVERDRAFT INTEREST CHARGED', 'Interest', 'interest'],
    ['INTERAC E-TRANSFER SENT KEVIN NGUYEN', 'Kevin Nguyen', 'transfers'],
    ['CB LA CAVE DES VIGNERONS 17/01', 'La Cave des Vignerons', 'shopping'],
    ['PRLV SEPA SAUR ECH/150125 ID EMETTEUR/FR11ZZZ456789 MDT/++SAUR123 REF/998877 LIB/FACTURE EAU', 'Saur', 'utilities'],
    ['VIR SEPA EMIS /MOTIF ARGENT DE POCHE /BEN LEA PETIT /REFDO 20250115', 'Lea Petit', 'transfers'],
    ['CARTE X5512 18/01 PARKING DES HALLES', 'Parking des Halles', 'travel'],
    ['RETRAIT DAB SG 20/01 14H32 BORDEAUX', 'Cash Withdrawal', 'cash'],
    ['FRAIS TENUE COMPTE JANVIER', 'Frais Tenue Compte', 'fees'],
    ['PAGAMENTO POS 8,40 EUR DEL 10.01.2025 ALLE 08:15 PRESSO PASTICCERIA MORETTI CARTA N. ****5521', 'Pasticceria Moretti', 'meals'],
    ['ADDEBITO DIRETTO SDD A2A ENERGIA S.P.A. FATTURA 2025/0012', 'A2A', 'utilities'],
    ['BONIFICO A VOSTRO FAVORE DA OFFICINE RIVA SRL CAUSALE EMOLUMENTI DICEMBRE', 'Officine Riva', 'payroll'],
    ['PRELIEVO CARTA 12/01 ATM 03069 MILANO', 'Cash Withdrawal', 'cash'],
    ['BONIFICO DISPOSTO A FAVORE DI CHIARA ESPOSITO CAUSALE RESTITUZIONE PRESTITO', 'Chiara Esposito', 'loans'],
    ['COMMISSIONI PRELIEVO ATM ALTRA BANCA', 'Commissioni Prelievo ATM Altra Banca', 'fees'],
    ['PAGO CON TARJETA EN PANADERIA SAN ROQUE', 'Panaderia San Roque', 'meals'],
    ['RECIBO ENDESA ENERGIA SAU', 'Endesa', 'utilities'],
    ['TRANSFERENCIA A FAVOR DE LUCIA FERNANDEZ CONCEPTO DEVOLUCION PRESTAMO', 'Lucia Fernandez', 'loans'],
    ['BIZUM DE MIGUEL TORRES CONCEPTO CUMPLE', 'Miguel Torres', 'transfers'],
    ['REINTEGRO CAJERO 0049 1234 SEVILLA', 'Cash Withdrawal', 'cash'],
    ['COMISION TRANSFERENCIA', 'Comision Transferencia', 'fees'],
    ['COMPRA 4421 TALHO CENTRAL AVEIRO', 'Talho Central', 'groceries'],
    ['DD VODAFONE PORTUGAL', 'Vodafone', 'utilities'],
    ['TRF MB WAY DE INES CARVALHO', 'Ines Carvalho', 'transfers'],
    ['PIX RECEBIDO 15/01 LUCAS OLIVEIRA', 'Lucas Oliveira', 'transfers'],
    ['PAGTO BOLETO SABESP', 'Sabesp', 'utilities'],
    ['SAQUE BANCO 24 HORAS 20/01', 'Cash Withdrawal', 'cash'],
    ['BEA, Betaalpas Pizzeria Napoli,PAS045 NR:PN3344, 21.01.25/18:45 Groningen', 'Pizzeria Napoli', 'meals'],
    ['BEA, Betaalpas Jumbo Hengelo,PAS045 NR:JB1010, 22.01.25/17:02 Hengelo', 'Jumbo', 'groceries'],
    ['SEPA Incasso algemeen doorlopend Incassant: NL45ZZZ303030300000 Naam: Eneco Consumenten B.V. Machtiging: 5566778 Omschrijving: Termijnbedrag januari IBAN: NL24RABO0123123123', 'Eneco', 'utilities'],
    ['SEPA Overboeking IBAN: NL91ABNA0417164300 BIC: ABNANL2A Naam: S. Visser Omschrijving: terugbetaling lening', 'S. Visser', 'loans'],
    ['Debetrente 4e kwartaal 2024', 'Interest', 'interest'],
    ['Albert Heijn 1008 AMSTERDAM Pasvolgnr: 002 20-01-2025 12:10 Transactie: 9A8B7C Term: CT123456', 'Albert Heijn', 'groceries'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});

// Written with the rule they guard, not held out: a tax the bank withholds is named by the tax, not by what it was
// levied on (the tune half of blind3 showed "Imposta di bollo conto corrente …" named with the account's words).
describe('withheld taxes named by the tax (written with the rule)', () => {
  test.each([
    ['IMPOSTA DI BOLLO E/C', 'Imposta di Bollo', 'taxes'],
    ['Imposta di bollo conto deposito 2° trim. 2025', 'Imposta di bollo', 'taxes'],
    ['STAMP DUTY ON CHEQUE BOOK', 'Stamp Duty', 'taxes'],
    ['PRELEVEMENTS SOCIAUX SUR INTERETS 2024', 'Prelevements Sociaux', 'taxes'],
    ['RITENUTA FISCALE SU INTERESSI', 'Ritenuta Fiscale su Interessi', 'taxes'],
  ])('%s → %s · %s', (description, payee, category) => expect(booked(description)).toEqual([payee, category]));
});
