// tune9: ten invented statements of banks in markets no earlier set used (Spuerkeess Luxembourg, DBS Singapore, Kiwibank
// New Zealand, BDO Philippines, GTBank Nigeria, Maybank Malaysia, Emirates NBD, Banco Galicia Argentina, BancoEstado
// Chile, ICBC China), written for the rules9 round. Each is written the way that bank prints its rows (its lead-ins,
// abbreviations, card masks, dates and times, terminal ids, references, towns, casing) around real-world merchants,
// utilities and employers and invented people and shops. Every row was labelled by hand with the payee a bookkeeper
// writes and a category of the default chart, following "Conventions of the labels" in libs/bench/books/README.md,
// BEFORE the rules ran on them; the file was committed before any rule changed, and no label was changed after a run.
//
// These statements are TUNED ON (half 'tune'): the rules9 round reads their misses and widens the rules on the
// properties of wording they show. Their first run is the fair figure of how the rules read banks they never saw.
//
// First run, ONCE before any rule change, with the rules of 19d92b8 (each statement booked through `withBooks`):
//   tune lu-spuerkeess    rows 21  payee 47.6 %  category 85.7 %  categorised 95.2 %  right of those 90.0 %
//   tune sg-dbs           rows 21  payee 42.9 %  category 71.4 %  categorised 90.5 %  right of those 78.9 %
//   tune nz-kiwibank      rows 22  payee 40.9 %  category 72.7 %  categorised 100 %   right of those 72.7 %
//   tune ph-bdo           rows 22  payee 36.4 %  category 40.9 %  categorised 77.3 %  right of those 52.9 %
//   tune ng-gtbank        rows 22  payee 54.5 %  category 77.3 %  categorised 86.4 %  right of those 89.5 %
//   tune my-maybank       rows 22  payee 13.6 %  category 13.6 %  categorised 59.1 %  right of those 23.1 %
//   tune ae-emirates-nbd  rows 22  payee 54.5 %  category 68.2 %  categorised 100 %   right of those 68.2 %
//   tune ar-galicia       rows 22  payee 36.4 %  category 50.0 %  categorised 81.8 %  right of those 61.1 %
//   tune cl-bancoestado   rows 22  payee 36.4 %  category 40.9 %  categorised 90.9 %  right of those 45.0 %
//   tune cn-icbc          rows 22  payee 63.6 %  category 81.8 %  categorised 100 %   right of those 81.8 %
//   all: rows 218  payee 93/218 (42.7 %)  category 131/218 (60.1 %)  categorised 192/218 (88.1 %)
//        right of those 131/192 (68.2 %)
// (Far below tune8's 81.1 %: these markets' wording is nothing earlier rounds covered.)
//
// Labeller's choices where the conventions are silent (as tune8's): a shop nobody knows is written as printed,
// title-cased, without accents the bank did not print, and so are the bank's fee words (`Comision Mantenimiento Cta`);
// a public body by its usual short name (`IRAS`, `LHDN`, `AGIP`, `TGR`); a levy or social contribution is `taxes`; an
// Islamic account's profit is `Interest`; a returned purchase from a known shop keeps the shop's category; Chinese
// companies without their city prefix and legal form, as the earlier Chinese labels.
import type { CategoryId } from '@bankxl/statement';

/** description, amount (money out negative), payee label, category label */
export type Tune9Row = [description: string, amount: number, payee: string, category: CategoryId];

export type Tune9Statement = { name: string; lang: string; half: 'tune' | 'held'; rows: Tune9Row[] };

export const TUNE9_STATEMENTS: Tune9Statement[] = [
  {
    // Spuerkeess (BCEE), Luxembourg: "ACHAT CARTE DEBIT dd/mm hh:mm <shop> <town> LU <masked card>", SEPA
    // "DOMICILIATION SEPA <creditor> REF. MANDAT <id> <memo>", "VIREMENT SEPA EN FAVEUR DE|RECU DE <name> <memo>".
    name: 'lu-spuerkeess',
    lang: 'fr',
    half: 'tune',
    rows: [
      ['ACHAT CARTE DEBIT 12/03 14:22 CACTUS BERELDANGE LU 4541XXXXXXXX8812', -64.3, 'Cactus', 'groceries'],
      ['ACHAT CARTE DEBIT 13/03 08:10 ARAL HOWALD LU 4541XXXXXXXX8812', -71.2, 'Aral', 'fuel'],
      ['ACHAT CARTE DEBIT 13/03 12:45 DELHAIZE BELAIR LUXEMBOURG LU 4541XXXXXXXX8812', -38.9, 'Delhaize', 'groceries'],
      ['ACHAT CARTE DEBIT 14/03 19:30 BRASSERIE GUILLAUME LUXEMBOURG LU 4541XXXXXXXX8812', -52, 'Brasserie Guillaume', 'meals'],
      ['ACHAT CARTE DEBIT 15/03 16:02 PHARMACIE DU GLOBE DIFFERDANGE LU 4541XXXXXXXX8812', -14.6, 'Pharmacie du Globe', 'health'],
      ['ACHAT INTERNET CARTE DEBIT 16/03 NETFLIX.COM AMSTERDAM NL 4541XXXXXXXX8812', -13.99, 'Netflix', 'subscriptions'],
      ['ACHAT INTERNET CARTE DEBIT 17/03 AMAZON EU SARL LUXEMBOURG LU 4541XXXXXXXX8812', -42.5, 'Amazon', 'shopping'],
      ['PAIEMENT PAYCONIQ 18/03 OBERWEIS LUXEMBOURG', -9.8, 'Oberweis', 'meals'],
      ['ACHAT CARTE DEBIT 18/03 11:05 ATELIER VAN DER BRUCK ESCH-SUR-ALZETTE LU 4541XXXXXXXX8812', -60, 'Atelier van der Bruck', 'purchases'],
      ['RETRAIT BANCOMAT 19/03 10:15 BCEE GARE LUXEMBOURG 4541XXXXXXXX8812', -100, 'Cash Withdrawal', 'cash'],
      ['DOMICILIATION SEPA ENOVOS LUXEMBOURG S.A. REF. MANDAT ENO-0012345 FACTURE 2024-03', -88.4, 'Enovos', 'utilities'],
      ['DOMICILIATION SEPA POST LUXEMBOURG TELECOM REF. MANDAT PT-889123', -49.9, 'POST Luxembourg', 'utilities'],
      ['DOMICILIATION SEPA FOYER ASSURANCES SA REF. MANDAT FOY-44121 PRIME AUTO', -61.7, 'Foyer', 'insurance'],
      ['VIREMENT SEPA EN FAVEUR DE MARC WEBER LOYER AVRIL 2024', -1450, 'Marc Weber', 'rent'],
      ['VIREMENT SEPA EN FAVEUR DE SOPHIE MULLER RESTAURANT SAMEDI', -35, 'Sophie Muller', 'transfers'],
      ['VIREMENT SEPA RECU DE ARCELORMITTAL BELVAL SALAIRE MARS 2024', 4120.55, 'ArcelorMittal', 'payroll'],
      ['VIREMENT SEPA RECU DE LAURA SCHMIT REMBOURSEMENT CINEMA', 12, 'Laura Schmit', 'transfers'],
      ['VIREMENT SEPA EN FAVEUR DE ADMINISTRATION DES CONTRIBUTIONS DIRECTES IMPOT 2023', -830, 'Administration des Contributions Directes', 'taxes'],
      ['FRAIS DE TENUE DE COMPTE 1ER TRIMESTRE', -6, 'Frais de Tenue de Compte', 'fees'],
      ['INTERETS CREDITEURS 2024', 1.84, 'Interest', 'interest'],
      ['REMBOURSEMENT ACHAT 21/03 ZARA LUXEMBOURG LU 4541XXXXXXXX8812', 29.95, 'Zara', 'shopping'],
    ],
  },
  {
    // DBS Singapore: "Debit Card Transaction <shop>-<branch> SI NG <ddMMM> <masked card>", FAST and PayNow rows with
    // the purpose code `OTHR` before the memo, GIRO rows naming the billing organisation.
    name: 'sg-dbs',
    lang: 'en',
    half: 'tune',
    rows: [
      ['Debit Card Transaction NTUC FP-JURONG POINT SI NG 12MAR 4628-XXXX-XXXX-1234', -84.35, 'NTUC FairPrice', 'groceries'],
      ['Debit Card Transaction COLD STORAGE-GREAT WORLD SI NG 13MAR 4628-XXXX-XXXX-1234', -46.2, 'Cold Storage', 'groceries'],
      ['Debit Card Transaction KOPITIAM @ BISHAN SI NG 13MAR 4628-XXXX-XXXX-1234', -7.8, 'Kopitiam', 'meals'],
      ['Debit Card Transaction GRAB* A-5XKQ2DFG SINGAPORE SG 14MAR 4628-XXXX-XXXX-1234', -18.4, 'Grab', 'travel'],
      ['Debit Card Transaction SHENG SIONG-BEDOK NORTH SI NG 15MAR 4628-XXXX-XXXX-1234', -63.1, 'Sheng Siong', 'groceries'],
      ['Debit Card Transaction WATSONS-VIVOCITY SI NG 15MAR 4628-XXXX-XXXX-1234', -22.9, 'Watsons', 'health'],
      ['Debit Card Transaction SHELL-BUKIT TIMAH SI NG 16MAR 4628-XXXX-XXXX-1234', -95, 'Shell', 'fuel'],
      ['Debit Card Transaction NETFLIX.COM LOS GATOS US 16MAR 4628-XXXX-XXXX-1234', -19.98, 'Netflix', 'subscriptions'],
      ['Debit Card Transaction TOAST BOX-RAFFLES CITY SI NG 17MAR 4628-XXXX-XXXX-1234', -9.6, 'Toast Box', 'meals'],
      ['Debit Card Transaction HARLOW & FINCH SINGAPORE SG 17MAR 4628-XXXX-XXXX-1234', -58, 'Harlow & Finch', 'purchases'],
      ['Advice FAST Payment / Receipt TAN WEI MING OTHR dinner at lau pa sat', 32.5, 'Tan Wei Ming', 'transfers'],
      ['FAST Payment PAYNOW TRANSFER TO LIM XIU LING OTHR rent march', -2100, 'Lim Xiu Ling', 'rent'],
      ['Inward PAYNOW OTHR ONG JUN HAO movie tix', 15, 'Ong Jun Hao', 'transfers'],
      ['Interbank GIRO SP SERVICES LTD BILL PAYMENT', -142.66, 'SP Services', 'utilities'],
      ['Interbank GIRO SINGTEL SINGTEL MOBILE 81234567', -48.9, 'Singtel', 'utilities'],
      ['GIRO - Salary NORTHSTAR LOGISTICS PTE LTD SALA', 5400, 'Northstar Logistics', 'payroll'],
      ['Interbank GIRO IRAS INCOME TAX', -310, 'IRAS', 'taxes'],
      ['Cash Withdrawal ATM DBS BISHAN J8 SI NG 19MAR', -200, 'Cash Withdrawal', 'cash'],
      ['Fall Below Service Fee', -5, 'Fall Below Service Fee', 'fees'],
      ['Interest Earned', 0.42, 'Interest', 'interest'],
      ['Debit Card Refund UNIQLO ION ORCHARD SI NG 20MAR 4628-XXXX-XXXX-1234', 39.9, 'Uniqlo', 'shopping'],
    ],
  },
  {
    // Kiwibank New Zealand: "EFTPOS PURCHASE|VISA DEBIT PURCHASE <shop> <suburb> <masked card> dd/mm [hh:mm]", direct
    // debits with the creditor's reference, automatic and bill payments "TO <payee> <particulars>".
    name: 'nz-kiwibank',
    lang: 'en',
    half: 'tune',
    rows: [
      ['EFTPOS PURCHASE PAK N SAVE KILBIRNIE 4835-****-****-2210 12/03 14:22', -134.2, "PAK'nSAVE", 'groceries'],
      ['EFTPOS PURCHASE NEW WORLD THORNDON 4835-****-****-2210 12/03 18:05', -42.75, 'New World', 'groceries'],
      ['VISA DEBIT PURCHASE Z ENERGY NGAURANGA 4835-****-****-2210 13/03', -88.1, 'Z Energy', 'fuel'],
      ['VISA DEBIT PURCHASE COUNTDOWN JOHNSONVILLE 4835-****-****-2210 14/03', -67.3, 'Countdown', 'groceries'],
      ['VISA DEBIT PURCHASE THE WAREHOUSE PORIRUA 4835-****-****-2210 14/03', -29, 'The Warehouse', 'shopping'],
      ['VISA DEBIT PURCHASE MOJO COFFEE WELLINGTON 4835-****-****-2210 15/03', -6.2, 'Mojo Coffee', 'meals'],
      ['VISA DEBIT PURCHASE KOWHAI & KIN PETONE 4835-****-****-2210 15/03', -45, 'Kowhai & Kin', 'purchases'],
      ['VISA DEBIT PURCHASE AIR NEW ZEALAND AUCKLAND 4835-****-****-2210 16/03', -219, 'Air New Zealand', 'travel'],
      ['VISA DEBIT PURCHASE SPOTIFY P2B8C1 STOCKHOLM 4835-****-****-2210 16/03', -16.99, 'Spotify', 'subscriptions'],
      ['VISA DEBIT PURCHASE UNICHEM JOHNSONVILLE 4835-****-****-2210 17/03', -23.5, 'Unichem', 'health'],
      ['DIRECT DEBIT MERCURY NZ LTD 100234567', -156.4, 'Mercury', 'utilities'],
      ['DIRECT DEBIT ONE NZ 3384471', -75, 'One NZ', 'utilities'],
      ['DIRECT DEBIT AA INSURANCE POL 88123', -64.2, 'AA Insurance', 'insurance'],
      ['AUTOMATIC PAYMENT TO R HENARE RENT 14 KELBURN PDE', -620, 'R Henare', 'rent'],
      ['BILL PAYMENT TO WELLINGTON CITY COUNCIL RATES 1234567', -812, 'Wellington City Council', 'taxes'],
      ['DEPOSIT TE MANA ENGINEERING LTD SALARY', 3980.4, 'Te Mana Engineering', 'payroll'],
      ['TRANSFER FROM ANIKA SHARMA PIZZA NIGHT', 18, 'Anika Sharma', 'transfers'],
      ['TRANSFER TO T NGATA BOOK CLUB', -25, 'T Ngata', 'transfers'],
      ['ATM WITHDRAWAL KIWIBANK LAMBTON QUAY 12/03', -80, 'Cash Withdrawal', 'cash'],
      ['ACCOUNT MAINTENANCE FEE', -5, 'Account Maintenance Fee', 'fees'],
      ['INTEREST CREDIT', 0.87, 'Interest', 'interest'],
      ['VISA DEBIT REFUND THE WAREHOUSE PORIRUA 4835-****-****-2210 18/03', 29, 'The Warehouse', 'shopping'],
    ],
  },
  {
    // BDO Philippines: "POS DEBIT|ONLINE DEBIT <shop> <town> PH mm/dd <masked card>", "BILLS PAYMENT <biller> REF <n>",
    // InstaPay and PESONet transfers naming the other bank and a memo (English or Tagalog), the bank's own rows.
    name: 'ph-bdo',
    lang: 'en',
    half: 'tune',
    rows: [
      ['POS DEBIT SM SUPERMARKET MAKATI PH 03/12 4013****5521', -2450.75, 'SM Supermarket', 'groceries'],
      ['POS DEBIT JOLLIBEE AYALA AVE MAKATI PH 03/12 4013****5521', -289, 'Jollibee', 'meals'],
      ['POS DEBIT PETRON EDSA GUADALUPE PH 03/13 4013****5521', -2000, 'Petron', 'fuel'],
      ['POS DEBIT MERCURY DRUG GLORIETTA PH 03/13 4013****5521', -645.5, 'Mercury Drug', 'health'],
      ['POS DEBIT PUREGOLD CUBAO QUEZON CITY PH 03/14 4013****5521', -1820.25, 'Puregold', 'groceries'],
      ['POS DEBIT BAHAY KUBO KAINAN PASIG PH 03/14 4013****5521', -420, 'Bahay Kubo Kainan', 'meals'],
      ['ONLINE DEBIT GRAB PH MANILA PH 03/15 4013****5521', -235, 'Grab', 'travel'],
      ['ONLINE DEBIT LAZADA PH MANDALUYONG PH 03/15 4013****5521', -1299, 'Lazada', 'shopping'],
      ['ONLINE DEBIT NETFLIX.COM LOS GATOS US 03/16 4013****5521', -549, 'Netflix', 'subscriptions'],
      ['BILLS PAYMENT MERALCO REF 9912334455', -3870.4, 'Meralco', 'utilities'],
      ['BILLS PAYMENT PLDT INC REF 0288123344', -1699, 'PLDT', 'utilities'],
      ['BILLS PAYMENT SSS CONTRIBUTION REF 3344556677', -1125, 'SSS', 'taxes'],
      ['BILLS PAYMENT PHILAM LIFE REF 77123456', -2500, 'Philam Life', 'insurance'],
      ['INSTAPAY TRANSFER TO MARIA CRISTINA REYES BPI RENT APRIL', -12000, 'Maria Cristina Reyes', 'rent'],
      ['INSTAPAY TRANSFER FROM JOSEPH DELA CRUZ GCASH SHARE SA DINNER', 650, 'Joseph Dela Cruz', 'transfers'],
      ['PESONET TRANSFER TO ANGELO SANTOS METROBANK BAYAD UTANG', -5000, 'Angelo Santos', 'loans'],
      ['PAYROLL CREDIT ISLA BPO SOLUTIONS INC', 28500, 'Isla BPO Solutions', 'payroll'],
      ['ATM WITHDRAWAL BDO ATM MAKATI AVE 03/17 4013****5521', -5000, 'Cash Withdrawal', 'cash'],
      ['INTEREST EARNED', 12.4, 'Interest', 'interest'],
      ['WITHHOLDING TAX ON INTEREST', -2.48, 'Withholding Tax on Interest', 'taxes'],
      ['SERVICE CHARGE BELOW MAINTAINING BAL', -300, 'Service Charge Below Maintaining Bal', 'fees'],
      ['POS REVERSAL LAZADA PH MANDALUYONG PH 03/18 4013****5521', 1299, 'Lazada', 'shopping'],
    ],
  },
  {
    // GTBank Nigeria: "POS PURCHASE @ <shop> <town> NG dd-MMM-yy REF:<n>", "WEB PMT @", NIP transfers with the other
    // party, its bank and a memo between slashes, airtime and prepaid power, levies and the bank's charges.
    name: 'ng-gtbank',
    lang: 'en',
    half: 'tune',
    rows: [
      ['POS PURCHASE @ SHOPRITE LEKKI LAGOS NG 12-MAR-24 REF:000123456789', -45200, 'Shoprite', 'groceries'],
      ['POS PURCHASE @ CHICKEN REPUBLIC ADMIRALTY LAGOS NG 12-MAR-24 REF:000123456790', -6800, 'Chicken Republic', 'meals'],
      ['POS PURCHASE @ TOTALENERGIES AJAH LAGOS NG 13-MAR-24 REF:000123456791', -32000, 'TotalEnergies', 'fuel'],
      ['POS PURCHASE @ MEDPLUS PHARMACY IKOYI LAGOS NG 13-MAR-24 REF:000123456792', -12450, 'MedPlus', 'health'],
      ['POS PURCHASE @ SPAR ADMIRALTY LAGOS NG 14-MAR-24 REF:000123456793', -28900, 'SPAR', 'groceries'],
      ['POS PURCHASE @ MAMA CASS RESTAURANT VI LAGOS NG 14-MAR-24 REF:000123456794', -9500, 'Mama Cass Restaurant', 'meals'],
      ['WEB PMT @ NETFLIX.COM AMSTERDAM NL 15-MAR-24 REF:000123456795', -4400, 'Netflix', 'subscriptions'],
      ['WEB PMT @ JUMIA NIGERIA LAGOS NG 15-MAR-24 REF:000123456796', -23500, 'Jumia', 'shopping'],
      ['WEB PMT @ BOLT.EU/O/2403151200 TALLINN EE 15-MAR-24 REF:000123456797', -3200, 'Bolt', 'travel'],
      ['AIRTIME PURCHASE MTN 08031234567', -2000, 'MTN', 'utilities'],
      ['NIP TRANSFER TO ADAEZE OKONKWO/ACCESS BANK/RENT MARCH', -350000, 'Adaeze Okonkwo', 'rent'],
      ['NIP TRANSFER FROM CHINEDU EZE/ZENITH BANK/THANKS FOR LUNCH', 8000, 'Chinedu Eze', 'transfers'],
      ['NIP TRANSFER TO TUNDE BAKARE/FIRST BANK/BIRTHDAY GIFT', -20000, 'Tunde Bakare', 'transfers'],
      ['SALARY MARCH 2024 FROM LAGOON HEALTHCARE LTD', 850000, 'Lagoon Healthcare', 'payroll'],
      ['DSTV SUBSCRIPTION MULTICHOICE NIGERIA REF 7712345', -29500, 'DStv', 'subscriptions'],
      ['IKEDC PREPAID TOKEN 45012345678', -15000, 'IKEDC', 'utilities'],
      ['ATM WDL @ GTBANK ATM AWOLOWO RD IKOYI 16-MAR-24', -40000, 'Cash Withdrawal', 'cash'],
      ['SMS ALERT CHARGES FEB 2024', -156, 'SMS Alert Charges', 'fees'],
      ['ELECTRONIC MONEY TRANSFER LEVY', -50, 'Electronic Money Transfer Levy', 'taxes'],
      ['ACCOUNT MAINTENANCE FEE MARCH 2024', -1000, 'Account Maintenance Fee', 'fees'],
      ['CREDIT INTEREST', 310.25, 'Interest', 'interest'],
      ['POS REVERSAL @ JUMIA NIGERIA LAGOS NG 17-MAR-24 REF:000123456798', 23500, 'Jumia', 'shopping'],
    ],
  },
  {
    // Maybank Malaysia: "SALE DEBIT ddmmyy <shop> <town> MY", DuitNow QR, FPX and JomPAY bill payments, IBG and
    // instant transfers with a memo after `*` (often in Malay: sewa rumah, duit makan, hutang, gaji).
    name: 'my-maybank',
    lang: 'en',
    half: 'tune',
    rows: [
      ['SALE DEBIT 120324 JAYA GROCER BANGSAR KUALA LUMPUR MY', -186.4, 'Jaya Grocer', 'groceries'],
      ['SALE DEBIT 120324 MYDIN USJ SUBANG JAYA MY', -92.15, 'Mydin', 'groceries'],
      ['SALE DEBIT 130324 PETRONAS JALAN DUTA KUALA LUMPUR MY', -80, 'Petronas', 'fuel'],
      ['SALE DEBIT 130324 GUARDIAN MID VALLEY KUALA LUMPUR MY', -45.9, 'Guardian', 'health'],
      ['SALE DEBIT 140324 MAMAK CORNER SS15 SUBANG JAYA MY', -23.5, 'Mamak Corner', 'meals'],
      ['SALE DEBIT 140324 KEDAI BUKU HANIF SHAH ALAM MY', -64, 'Kedai Buku Hanif', 'shopping'],
      ['SALE DEBIT 150324 GRAB RIDES KUALA LUMPUR MY', -17.8, 'Grab', 'travel'],
      ['SALE DEBIT 150324 SHOPEE MALAYSIA KUALA LUMPUR MY', -129, 'Shopee', 'shopping'],
      ['SALE DEBIT 160324 TEALIVE SUNWAY PYRAMID PETALING JAYA MY', -11.9, 'Tealive', 'meals'],
      ['DUITNOW QR 160324 NASI LEMAK WANJO KAMPUNG BARU', -14, 'Nasi Lemak Wanjo', 'meals'],
      ['FPX PAYMENT FR A/C TNB TENAGA NASIONAL 220012345678', -212.6, 'TNB', 'utilities'],
      ['FPX PAYMENT FR A/C UNIFI TM 1012345678', -139, 'Unifi', 'utilities'],
      ['JOMPAY BILL PAYMENT AIR SELANGOR 3000123456', -38.2, 'Air Selangor', 'utilities'],
      ['FUND TRANSFER TO A/C AHMAD FAIZAL BIN ROSLI * SEWA RUMAH MAC', -1500, 'Ahmad Faizal bin Rosli', 'rent'],
      ['IBG CREDIT TAN MEI LING * DUIT MAKAN', 45, 'Tan Mei Ling', 'transfers'],
      ['INSTANT TRANSFER TO A/C RAJESH KUMAR * HUTANG', -300, 'Rajesh Kumar', 'loans'],
      ['GAJI MAC 2024 KLANG VALLEY LOGISTIK SDN BHD', 6200, 'Klang Valley Logistik', 'payroll'],
      ['JOMPAY BILL PAYMENT LHDN CUKAI PENDAPATAN 1234567890', -450, 'LHDN', 'taxes'],
      ['CASH WITHDRAWAL MAYBANK ATM SS2 PETALING JAYA', -300, 'Cash Withdrawal', 'cash'],
      ['PROFIT PAID', 4.12, 'Interest', 'interest'],
      ['DEBIT CARD ANNUAL FEE', -8, 'Debit Card Annual Fee', 'fees'],
      ['SALE DEBIT REVERSAL 170324 SHOPEE MALAYSIA KUALA LUMPUR MY', 129, 'Shopee', 'shopping'],
    ],
  },
  {
    // Emirates NBD: "POS-PURCHASE CARD NO.<masked> <shop> <town>:<CC> dd-mm-yyyy [currency amount]", direct debits of
    // the utilities, IPI and inward transfers with an IBAN and a memo, a salary transfer, the bank's fees.
    name: 'ae-emirates-nbd',
    lang: 'en',
    half: 'tune',
    rows: [
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 CARREFOUR MOE DUBAI:AE 12-03-2024 AED 245.50', -245.5, 'Carrefour', 'groceries'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 LULU HYPERMARKET AL BARSHA DUBAI:AE 12-03-2024', -132.75, 'LuLu Hypermarket', 'groceries'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 ENOC 1045 AL QUOZ DUBAI:AE 13-03-2024', -120, 'ENOC', 'fuel'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 ADNOC 612 SHEIKH ZAYED RD DUBAI:AE 13-03-2024', -95, 'ADNOC', 'fuel'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 BOOTS PHARMACY DUBAI MALL DUBAI:AE 14-03-2024', -67.25, 'Boots', 'health'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 CAREEM RIDE DUBAI:AE 14-03-2024', -38, 'Careem', 'travel'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 TALABAT.COM DUBAI:AE 15-03-2024', -54.5, 'Talabat', 'meals'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 AMAZON.AE DUBAI:AE 15-03-2024', -189, 'Amazon', 'shopping'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 ARABIAN TEA HOUSE AL FAHIDI DUBAI:AE 16-03-2024', -76, 'Arabian Tea House', 'meals'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 DESERT PALM TRADING LLC DUBAI:AE 16-03-2024', -310, 'Desert Palm Trading', 'purchases'],
      ['POS-PURCHASE CARD NO.4567XXXXXXXX1234 NETFLIX.COM AMSTERDAM:NL 17-03-2024 USD 12.99', -47.7, 'Netflix', 'subscriptions'],
      ['DIRECT DEBIT DEWA 2024031200123', -612.4, 'DEWA', 'utilities'],
      ['DIRECT DEBIT ETISALAT POSTPAID 0501234567', -299, 'Etisalat', 'utilities'],
      ['SALIK RECHARGE 12345678', -100, 'Salik', 'travel'],
      ['SALARY TRANSFER FROM GULF BRIDGE CONTRACTING LLC MAR 2024', 18500, 'Gulf Bridge Contracting', 'payroll'],
      ['IPI TRANSFER TO FATIMA AL MANSOORI AE070331234567890123456 RENT APRIL', -7500, 'Fatima Al Mansoori', 'rent'],
      ['INWARD TRANSFER FROM RAHUL MENON AE450260001012345678901 DINNER SHARE', 150, 'Rahul Menon', 'transfers'],
      ['ATM CASH WITHDRAWAL CARD NO.4567XXXXXXXX1234 ENBD ATM JUMEIRAH 16-03-2024', -1000, 'Cash Withdrawal', 'cash'],
      ['CASH DEPOSIT CDM DEIRA CITY CENTRE', 2000, 'Cash Deposit', 'cash'],
      ['MONTHLY FEE - MIN BALANCE NOT MAINTAINED', -25, 'Monthly Fee', 'fees'],
      ['INTEREST CREDITED', 3.2, 'Interest', 'interest'],
      ['REFUND CARD NO.4567XXXXXXXX1234 AMAZON.AE DUBAI:AE 18-03-2024', 189, 'Amazon', 'shopping'],
    ],
  },
  {
    // Banco Galicia Argentina: "COMPRA DEBITO dd/mm <shop> <town> TARJ <masked card>", Mercado Pago's `MERCADOPAGO*`,
    // automatic debits of services, transfers with the CBU or CUIT before the name and a memo, the check tax and VAT.
    name: 'ar-galicia',
    lang: 'es',
    half: 'tune',
    rows: [
      ['COMPRA DEBITO 12/03 COTO SUC 045 CABA TARJ 4517XXXXXXXX1234', -48250.4, 'Coto', 'groceries'],
      ['COMPRA DEBITO 12/03 CARREFOUR EXPRESS PALERMO CABA TARJ 4517XXXXXXXX1234', -12890, 'Carrefour', 'groceries'],
      ['COMPRA DEBITO 13/03 YPF ESTACION LIBERTADOR CABA TARJ 4517XXXXXXXX1234', -35000, 'YPF', 'fuel'],
      ['COMPRA DEBITO 13/03 FARMACITY 112 BELGRANO CABA TARJ 4517XXXXXXXX1234', -15420, 'Farmacity', 'health'],
      ['COMPRA DEBITO 14/03 CAFE TORTONI CABA TARJ 4517XXXXXXXX1234', -9800, 'Cafe Tortoni', 'meals'],
      ['COMPRA DEBITO 14/03 PARRILLA DON JULIO CABA TARJ 4517XXXXXXXX1234', -86500, 'Parrilla Don Julio', 'meals'],
      ['COMPRA DEBITO 15/03 MERCADOPAGO*KIOSCO LUNA CABA TARJ 4517XXXXXXXX1234', -3200, 'Kiosco Luna', 'purchases'],
      ['COMPRA DEBITO 15/03 NETFLIX.COM LOS GATOS US TARJ 4517XXXXXXXX1234', -8999, 'Netflix', 'subscriptions'],
      ['COMPRA DEBITO 16/03 MERCADOLIBRE*COMPRA 88123 CABA TARJ 4517XXXXXXXX1234', -45999, 'Mercado Libre', 'shopping'],
      ['DEB. AUTOM. DE SERV. EDESUR 00123456789', -18760, 'Edesur', 'utilities'],
      ['DEB. AUTOM. DE SERV. METROGAS 0012345678', -9120, 'Metrogas', 'utilities'],
      ['DEB. AUTOM. DE SERV. OSDE 61234567', -152300, 'OSDE', 'insurance'],
      ['PAGO DE SERVICIOS AGIP ABL 12345678', -14500, 'AGIP', 'taxes'],
      ['TRANSFERENCIA A TERCEROS CBU 0170099220000012345678 MARTIN GONZALEZ ALQUILER ABRIL', -450000, 'Martin Gonzalez', 'rent'],
      ['TRANSFERENCIA DE TERCEROS CUIT 20-31234567-8 LUCIA FERNANDEZ VARIOS', 25000, 'Lucia Fernandez', 'transfers'],
      ['ACREDITAMIENTO DE HABERES PAMPA SOFTWARE SA', 1250000, 'Pampa Software', 'payroll'],
      ['EXTRACCION CAJERO AUTOMATICO BANELCO 15/03 TARJ 4517XXXXXXXX1234', -60000, 'Cash Withdrawal', 'cash'],
      ['IMPUESTO LEY 25413 DEBITO', -3420.5, 'Impuesto Ley 25413', 'taxes'],
      ['COMISION MANTENIMIENTO CTA', -7500, 'Comision Mantenimiento Cta', 'fees'],
      ['IVA TASA GENERAL', -1575, 'IVA', 'taxes'],
      ['INTERESES GANADOS PLAZO FIJO', 41230.2, 'Interest', 'interest'],
      ['DEVOLUCION COMPRA 17/03 MERCADOLIBRE CABA TARJ 4517XXXXXXXX1234', 45999, 'Mercado Libre', 'shopping'],
    ],
  },
  {
    // BancoEstado Chile (CuentaRUT): "Compra Nacional|Internacional dd/mm <shop> <town> <CC>", automatic payments of
    // services, transfers with the RUT before the name and a memo in lower case, salary credits (remuneraciones).
    name: 'cl-bancoestado',
    lang: 'es',
    half: 'tune',
    rows: [
      ['Compra Nacional 12/03 LIDER EXPRESS NUNOA SANTIAGO CL', -23450, 'Lider', 'groceries'],
      ['Compra Nacional 12/03 JUMBO COSTANERA CENTER SANTIAGO CL', -58990, 'Jumbo', 'groceries'],
      ['Compra Nacional 13/03 COPEC LOS LEONES PROVIDENCIA CL', -40000, 'Copec', 'fuel'],
      ['Compra Nacional 13/03 CRUZ VERDE 0412 SANTIAGO CL', -12800, 'Cruz Verde', 'health'],
      ['Compra Nacional 14/03 SANTA ISABEL MAIPU CL', -17650, 'Santa Isabel', 'groceries'],
      ['Compra Nacional 14/03 DOGGIS MALL PLAZA VESPUCIO CL', -8990, 'Doggis', 'meals'],
      ['Compra Nacional 15/03 EMPORIO LA ROSA SANTIAGO CL', -6500, 'Emporio La Rosa', 'meals'],
      ['Compra Nacional 15/03 FERRETERIA EL MAESTRO PUENTE ALTO CL', -21300, 'Ferreteria El Maestro', 'shopping'],
      ['Compra Internacional 16/03 SPOTIFY STOCKHOLM SE', -6390, 'Spotify', 'subscriptions'],
      ['Compra Internacional 16/03 AMAZON MKTPL SEATTLE US', -35400, 'Amazon', 'shopping'],
      ['Compra Nacional 17/03 UBER TRIP SANTIAGO CL', -7400, 'Uber', 'travel'],
      ['Pago Automatico ENEL DISTRIBUCION CHILE 1234567', -38760, 'Enel', 'utilities'],
      ['Pago Automatico AGUAS ANDINAS 9876543', -15230, 'Aguas Andinas', 'utilities'],
      ['Pago Automatico ENTEL PCS 5698765432', -19990, 'Entel', 'utilities'],
      ['Transferencia a terceros 12.345.678-9 CAMILA ROJAS arriendo abril', -450000, 'Camila Rojas', 'rent'],
      ['Transferencia de terceros 15.678.901-2 DIEGO MUNOZ asado', 12000, 'Diego Munoz', 'transfers'],
      ['Abono remuneraciones CONSTRUCTORA ANDES SPA', 1180000, 'Constructora Andes', 'payroll'],
      ['Giro Cajero Automatico BancoEstado Alameda 17/03', -50000, 'Cash Withdrawal', 'cash'],
      ['Pago TGR contribuciones 1er cuota', -98500, 'TGR', 'taxes'],
      ['Comision por giro cajero', -790, 'Comision por Giro Cajero', 'fees'],
      ['Intereses cuenta de ahorro', 1520, 'Interest', 'interest'],
      ['Reversa compra 18/03 JUMBO COSTANERA CENTER SANTIAGO CL', 58990, 'Jumbo', 'groceries'],
    ],
  },
  {
    // ICBC (工商银行) debit card: the 摘要 (kind) then the place or the other party, wallets before the merchant
    // (财付通-, 支付宝-), a memo after a person's name, the bank's own rows.
    name: 'cn-icbc',
    lang: 'zh',
    half: 'tune',
    rows: [
      ['消费 财付通-美团外卖平台商户', -46.5, '美团', 'meals'],
      ['消费 支付宝-盒马鲜生', -128.3, '盒马', 'groceries'],
      ['消费 POS 华润万家深圳南山店', -215.8, '华润万家', 'groceries'],
      ['消费 POS 中国石化深圳科技园加油站', -300, '中国石化', 'fuel'],
      ['消费 POS 海王星辰药店深圳蛇口店', -58, '海王星辰', 'health'],
      ['消费 财付通-深圳市老街坊餐饮管理有限公司', -96, '老街坊餐饮管理', 'meals'],
      ['消费 财付通-深圳地铁集团有限公司', -6, '深圳地铁', 'travel'],
      ['网上支付 京东商城 订单号2403150012345', -399, '京东', 'shopping'],
      ['消费 支付宝-爱奇艺会员', -25, '爱奇艺', 'subscriptions'],
      ['消费 财付通-深圳市青禾文具店', -32.5, '青禾文具店', 'shopping'],
      ['代扣 深圳供电局有限公司 电费', -268.4, '深圳供电局', 'utilities'],
      ['代扣 中国移动通信集团广东有限公司 话费', -88, '中国移动', 'utilities'],
      ['代扣 中国平安人寿保险股份有限公司 保费', -1200, '中国平安', 'insurance'],
      ['跨行汇款 张伟 房租', -4500, '张伟', 'rent'],
      ['转账 李娜 聚餐AA', 85, '李娜', 'transfers'],
      ['转账 王芳 还款', 2000, '王芳', 'loans'],
      ['代发工资 深圳市腾远科技有限公司', 18600, '腾远科技', 'payroll'],
      ['ATM取款 工行深圳科技园支行', -1000, 'Cash Withdrawal', 'cash'],
      ['结息', 6.32, 'Interest', 'interest'],
      ['年费 借记卡年费', -10, '借记卡年费', 'fees'],
      ['短信服务费', -2, '短信服务费', 'fees'],
      ['退款 财付通-美团外卖平台商户', 46.5, '美团', 'meals'],
    ],
  },
];
