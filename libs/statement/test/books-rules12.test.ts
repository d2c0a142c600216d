// Properties of bank wording added in the books9 round (blind9 opened as a tune set): read from the tune sets' misses
// grouped by cause and written as properties of how banks word their rows. These descriptions are written by hand for
// this test, with invented shops, companies and people; none is a row of a labelled or invented set. Each group has
// guards: rows the property must NOT change.
import { describe, expect, test } from '@jest/globals';
import { booked } from './booked.js';

describe("a card's statement settled from the account, as each language words it", () => {
  test.each([
    ['ADDEBITO SALDO CARTA DI CREDITO N.XXXX 1234 ESTRATTO 05/2024', 'Card Payment', 'transfers'],
    ['ADDEBITO IN C/C SALDO CARTA 4455', 'Card Payment', 'transfers'],
    ['AFREKENING BELFIUS VISA 4111 XXXX XXXX 9876', 'Card Payment', 'transfers'],
    ['DKB Kreditkartenabrechnung 04/2024', 'Card Payment', 'transfers'],
    ['RELEVE CARTE X9911 DEBIT DIFFERE AU 30/04', 'Card Payment', 'transfers'],
    ['CC 000552211XXXXXX9090 AUTOPAY SI-MAD', 'Card Payment', 'transfers'],
    ['HALIFAX CLARITY MC BP', 'Card Payment', 'transfers'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guards: a card's word in a shop's name, a bill payment to a company, a statement's word alone
    ['ADDEBITO DIRETTO SDD ENEL ENERGIA', 'Enel Energia'],
    ['RELEVE DE COMPTE FRAIS', 'Releve de Compte Frais'],
    ['MARIO ROSSI BP', 'Mario Rossi'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe('cash paid in at a machine or a counter: the deposit\'s word first, whatever the machine\'s word after it', () => {
  test.each([
    ['DEP NUMERARIO ATM', 'Cash Deposit', 'cash'],
    ['DEPOSITO NUMERARIO BALCAO', 'Cash Deposit', 'cash'],
    ['STORTING AAN ONZE AUTOMATEN GENT KOUTER', 'Cash Deposit', 'cash'],
    ['VERSEMENT ESPECES DAB AGENCE LYON', 'Cash Deposit', 'cash'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guards: cash taken out stays a withdrawal; a deposit's word before a person is a transfer
    ['LEVANTAMENTO ATM LISBOA', 'Cash Withdrawal'],
    ['GELDOPNEMING AUTOMAAT GENT', 'Cash Withdrawal'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe('Chinese rows: a wallet\'s transfer to a person, a gateway before the shop, a tax paid', () => {
  test.each([
    ['网上快捷支付 财付通-微信转账 刘芳', '刘芳', 'transfers'],
    ['快捷支付 支付宝-转账 陈静', '陈静', 'transfers'],
    ['网上快捷支付 网银在线-京东商城', '京东', 'shopping'],
    ['缴税 国家税务总局杭州市税务局 个人所得税', '国家税务总局杭州市税务局', 'taxes'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guards: a wallet's purchase at a shop stays the shop; a transfer word with no person after it names no one
    ['消费 支付宝-饿了么', '饿了么'],
    ['转账 王明', '王明'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe("a UK bank's type code printed last, after the party (the type column after the description)", () => {
  test.each([
    ['R OSEI PARTY FPO', 'R Osei', 'transfers'],
    ['K PATEL FPI', 'K Patel', 'transfers'],
    ['T BROWN RENT MAY SO', 'T Brown', 'rent'],
    ['CORNER CAFE LTD CD 7788 DEB', 'Corner Cafe', 'meals'],
    ['LNK TESCO LEEDS CD 7788 CPT', 'Cash Withdrawal', 'cash'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guards: a code's letters inside a name, or a name in mixed case, stay as they are
    ['Fernando Sousa Do So', 'Fernando Sousa Do So'],
    ['DD', 'DD'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe('a lone M before a surname and a memo is an initial, not Monsieur', () => {
  test.each([
    ['STANDING ORDER M OKORO RENT', 'M Okoro', 'rent'],
    ['VIREMENT M PAUL LEROY LOYER', 'Paul Leroy', 'rent'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });
});

describe('local taxes by their abbreviations and public payment systems (council tax, tassa, IUC, IMI, iTax, pagoPA)', () => {
  test.each([
    ['DD LEEDS CC CTAX', 'Leeds CC', 'taxes'],
    ['PAGAMENTO PAGOPA COMUNE DI PARMA TASSA RIFIUTI IUV 99887766554433', 'Comune di Parma', 'taxes'],
    ['DEBITO DIRECTO CAMARA MUNICIPAL IMI 2024', 'Camara Municipal', 'taxes'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guard: a pagoPA payment that names no tax is no tax
    ['PAGOPA ASL ROMA TICKET IUV 1234', 'uncategorised'],
  ])('guard: %s stays %s', (description, category) => {
    expect(booked(description)[1]).toBe(category);
  });
});

describe("a person's transfer: meals and outings shared as memos in more languages, the bank's app after the party, an instant transfer's adjective apart, Malaysia's IBG", () => {
  test.each([
    ['PAYMENT FROM N MOKOENA BRAAI', 'N Mokoena', 'transfers'],
    ['FPS TRANSFER TO CHAN TAI MAN DIM SUM', 'Chan Tai Man', 'transfers'],
    ['TRANSFERENCIA A LUISA PARRA ONCES', 'Luisa Parra', 'transfers'],
    ['PIX ENVIADO MARCOS LIMA CHURRASCO', 'Marcos Lima', 'transfers'],
    ['Transfer to Priya Nair Westpac App movie night', 'Priya Nair', 'transfers'],
    ['INSTANT OVERSCHRIJVING NAAR BE12 3456 7890 1234 LIES JANSSENS MEDEDELING: etentje', 'Lies Janssens', 'transfers'],
    ['IBG CREDIT LIM WEI JIE', 'Lim Wei Jie', 'transfers'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guards: a payment app named as the lead-in stays the lead-in; "instant" starting a name; a shop's name with a
    // meal's word in it after a card's words
    ['CASH APP TRANSFER TO JANE ROE', 'Jane Roe'],
    ['INSTANT PRINT SHOP', 'Instant Print Shop'],
    ['CARD PURCHASE GOLDEN BRAAI HOUSE', 'Golden Braai House'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe("the holder's term deposit or investment is a transfer between own accounts; a loan's words in Portuguese and Spanish", () => {
  test.each([
    ['Aplicação CDB', 'Transfer', 'transfers'],
    ['RESGATE AUTOMATICA POUPANCA', 'Transfer', 'transfers'],
    ['FD BOOKED 77001234567', 'Transfer', 'transfers'],
    ['CONSTITUCION PLAZO FIJO 0091', 'Transfer', 'transfers'],
    ['存入定期 三个月', 'Transfer', 'transfers'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    ['PRESTACAO CREDITO HABITACAO 7788', 'loans'],
    ['DEBITO DIRECTO FINANCIERA ANDINA CUOTA 7', 'loans'],
  ])('%s is booked to %s', (description, category) => {
    expect(booked(description)[1]).toBe(category);
  });

  test.each([
    // guards: the deposit's interest is interest; a shop or a company named with these words is no deposit
    ['FIXED DEPOSIT INTEREST', 'Interest'],
    ['INTERESES PLAZO FIJO', 'Interest'],
    ['APLICACAO MOVEIS LTDA', 'Aplicacao Moveis'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe("a letting agency's and a sanitation company's words, Portugal's refund, Malaysia's FPX bill payment", () => {
  test.each([
    ['PIX ENVIADO IMOBILIARIA PRAIA SOL LTDA', 'Imobiliaria Praia Sol', 'rent'],
    ['TRANSFERENCIA A INMOBILIARIA LOS ROBLES SL', 'Inmobiliaria los Robles', 'rent'],
    ['PAGAMENTO DE BOLETO COMPANHIA DE SANEAMENTO DO NORTE', 'Companhia de Saneamento do Norte', 'utilities'],
    ['DEVOLUCAO COMPRA 9911 CASA VERDE', 'Casa Verde', 'refunds'],
    ['FPX PAYMENT FR A/C PERBADANAN AIR HIJAU WATER 5500112233', 'Perbadanan Air Hijau Water', 'utilities'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guard: FPX as a word inside a shop's name after a card's words is the shop's
    ['CARD PURCHASE FPX MOTORS', 'FPX Motors'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe("the card network's town field: a place's head word goes with its last word; a month's word after a person's title is a name; Dutch 'aan'", () => {
  test.each([
    ['POS PURCHASE 02APR GOLDEN SPOON NOODLES SHEUNG SHUI HK', 'Golden Spoon Noodles'],
    ['COMPRA INTERNACIONAL CAFE LUNA AZUL PUERTO VARAS CL', 'Cafe Luna Azul'],
    ['COMPRA DEBITO 02/04 BODEGON DON AGOSTO TARJ 4517XXXXXXXX9999', 'Bodegon Don Agosto'],
    ['BETALING VIA PAYCONIQ BY BANCONTACT AAN BAKKERIJ PEETERS GENT', 'Bakkerij Peeters'],
  ])('%s → %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });

  test.each([
    // a saint's word starting the shop stays; guard: a month after an ordinary word still goes
    ['POS PURCHASE 02APR SAN REMO PIZZA KOTA KINABALU MY', 'San Remo Pizza'],
    ['CARD PAYMENT TO GREEN GYM MARCH', 'Green Gym'],
  ])('guard: %s → %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe("a fee's word printed twice is one word; the period a fee was charged for is when, not what; an account's number before the bank's app", () => {
  test.each([
    ['PREMIER ACCOUNT FEE FEE', 'Premier Account Fee', 'fees'],
    ['Basispakket kosten periode 01-03-2024 t/m 31-03-2024', 'Basispakket kosten', 'fees'],
    ['Transfer to xx1200 Westpac app', 'Transfer', 'transfers'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guard: a fee naming what it was for without a period keeps it
    ['Kontoführungsentgelt Girokonto', 'Kontoführungsentgelt Girokonto'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});

describe("Malay shops' kinds: a restaurant, a rice dish's stall, a bookshop, a supermarket, a pharmacy", () => {
  test.each([
    ['POS PURCHASE RESTORAN SRI MELATI', 'meals'],
    ['DUITNOW QR 020424 NASI KANDAR PAK LAH', 'meals'],
    ['POS PURCHASE KEDAI BUKU ILMU', 'shopping'],
    ['POS PURCHASE PASARAYA MEGA JAYA', 'groceries'],
    ['POS PURCHASE FARMASI SIHAT', 'health'],
  ])('%s is booked to %s', (description, category) => {
    expect(booked(description)[1]).toBe(category);
  });

  test.each([
    // guard: "buku" alone (a book, or a name) says no kind
    ['POS PURCHASE BUKU HIJAU', 'purchases'],
  ])('guard: %s stays %s', (description, category) => {
    expect(booked(description)[1]).toBe(category);
  });
});

describe("an Indian bank's reversal of a payment string; 'internet' in a company's name", () => {
  test.each([
    ['REV-UPI-412233445566-MYNTRA DESIGNS-REFUND', 'Myntra'],
  ])('%s → %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });

  test.each([
    // "internet" before a legal form names a company, not the bill; alone after a bill's lead-in it is the line's bill
    ['NEFT CR-HDFC0000001-ACME INTERNET PVT LTD-INVOICE 12', 'utilities', false],
    ['DIRECT DEBIT SKYNET INTERNET SERVICE', 'utilities', true],
  ])('%s: %s is %s', (description, category, is) => {
    expect(booked(description)[1] === category).toBe(is);
  });
});

describe("an Indian payment string's party: a gateway's company name is no payment address; a gateway's settlement is card takings", () => {
  test.each([
    ['NEFT CR-ICIC0000001-CASHFREE PAYMENTS INDIA PVT LTD-RAVI KUMAR-SETTLEMENT 0412', 'Cashfree Payments India', 'card_settlements'],
    ['收款 拉卡拉支付 商户结算款', '拉卡拉支付', 'card_settlements'],
  ])('%s → %s, %s', (description, payee, category) => {
    expect(booked(description)).toEqual([payee, category]);
  });

  test.each([
    // guard: a shop's payment address on a gateway (no space in it) is still an address, the shop named before it
    ['UPI-GREEN LEAF CAFE-razorpay.greenleaf@icici-ICIC0DC0099-412345678901-UPI', 'Green Leaf Cafe'],
  ])('guard: %s keeps %s', (description, payee) => {
    expect(booked(description)[0]).toBe(payee);
  });
});
