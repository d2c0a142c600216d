// The CSV bytes and the JSON round trip.
import { describe, expect, test } from '@jest/globals';
import { toCsv, toJson } from '@bankxl/export';
import { aStatement, aTransaction, anAccount } from './statements.js';

const lines = (buffer: Buffer) => buffer.toString('utf8').slice(1).split('\r\n');

describe('toCsv', () => {
  test('when written, then it is UTF-8 with a BOM, one header row and CRLF line ends', () => {
    const buffer = toCsv(aStatement());
    expect([...buffer.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(buffer.toString('utf8').slice(1)).toBe(
      'Account,Date,Description,Payee,Category,Debit,Credit,Amount,Balance,Page\r\n' +
        '12345678,2024-01-02,TESCO STORES 3217 LONDON,Tesco,Groceries,12.34,,-12.34,1222.22,1\r\n' +
        '12345678,2024-01-15,SALARY ACME LTD,Acme,Salary & payroll,,100.00,100.00,1322.22,2\r\n',
    );
  });

  test('when fields hold commas, quotes or line breaks, then they are quoted RFC 4180 style', () => {
    const statement = aStatement({
      accounts: [anAccount({ transactions: [aTransaction({ description: 'Café "Le Zinc", Paris\nref 12', balance: null })] })],
    });
    expect(lines(toCsv(statement))[1]).toBe('12345678,2024-01-02,"Café ""Le Zinc"", Paris\nref 12","Café ""Le Zinc""",Meals & dining,12.34,,-12.34,,1');
  });

  test('when text starts with = + - @ tab or CR, then it gets a leading apostrophe, and numbers do not', () => {
    const descriptions = ['=1+1', '+44 20 7946 0000', '-SUM(A1)', '@SUM(A1)', '\t=1', '\r=1', 'ok =1'];
    const statement = aStatement({
      accounts: [anAccount({ accountNumber: '-00123', transactions: descriptions.map((description) => aTransaction({ description, amount: -5, balance: -20 })) })],
    });
    const rows = lines(toCsv(statement)).slice(1, -1);
    expect(rows.map((row) => row.split(',')[2])).toEqual(["'=1+1", "'+44 20 7946 0000", "'-SUM(A1)", "'@SUM(A1)", "'\t=1", '"\'\r=1"', 'ok =1']);
    // The payee cleaned from such text is made safe the same way.
    expect(rows.map((row) => row.split(',')[3])).toEqual(["'=1+1", "'+44 20 7946 0000", "'-Sum(A1)", "'@Sum(A1)", "'=1", "'=1", 'ok']);
    expect(rows[0]).toBe("'-00123,2024-01-02,'=1+1,'=1+1,Uncategorised,5.00,,-5.00,-20.00,1");
  });

  test('when there are several accounts, then the Account column tells them apart and JPY has no decimals', () => {
    const statement = aStatement({
      accounts: [
        anAccount({ transactions: [aTransaction()] }),
        anAccount({ accountNumber: null, name: 'Savings', currency: 'JPY', transactions: [aTransaction({ amount: 1500, balance: 98800 })] }),
        anAccount({ accountNumber: null, name: null, transactions: [aTransaction()] }),
      ],
    });
    const rows = lines(toCsv(statement));
    expect(rows.slice(1, 4).map((r) => r.split(',')[0])).toEqual(['12345678', 'Savings', 'Account 3']);
    expect(rows[2]).toBe('Savings,2024-01-02,TESCO STORES 3217 LONDON,Tesco,Groceries,,1500,1500,98800,1');
  });

  test('when amounts would show float noise, then they are printed at the currency precision', () => {
    const statement = aStatement({ accounts: [anAccount({ transactions: [aTransaction({ amount: 0.1 + 0.2, balance: 1234.5 })] })] });
    expect(lines(toCsv(statement))[1]).toBe('12345678,2024-01-02,TESCO STORES 3217 LONDON,Tesco,Groceries,,0.30,0.30,1234.50,1');
  });

  test('when an account has more rows than a function call takes arguments, then every row is still written', () => {
    // The account's decimals once came from spreading every amount into Math.max, which overflows the stack here.
    const transactions = Array.from({ length: 150_000 }, (_, i) => aTransaction({ amount: -(i + 1), balance: i + 0.5 }));
    const rows = lines(toCsv(aStatement({ accounts: [anAccount({ transactions })] })));
    expect(rows).toHaveLength(150_002);
    expect(rows[150_000]).toBe('12345678,2024-01-02,TESCO STORES 3217 LONDON,Tesco,Groceries,150000.00,,-150000.00,149999.50,1');
  });
});

describe('toJson', () => {
  test('when written, then it parses back to the same statement, pretty-printed', () => {
    const statement = aStatement({ warnings: ['ünïcödé ✅'], accounts: [anAccount(), anAccount({ accountNumber: null })] });
    const buffer = toJson(statement);
    expect(JSON.parse(buffer.toString('utf8'))).toEqual(statement);
    expect(buffer.toString('utf8')).toMatch(/^\{\n {2}"pages": 2,\n/);
    expect(buffer.toString('utf8').endsWith('}\n')).toBe(true);
  });
});
