import { describe, expect, test } from '@jest/globals';
import { findDates, inferYear, matchDate, resolveDate } from '../src/dates.js';
import { findPeriod } from '../src/metadata.js';

const iso = (text: string, order: 'DMY' | 'MDY' = 'DMY', year = 2024) => {
  const m = matchDate(text);
  return m ? resolveDate(m.token, order, () => year) : null;
};

describe('matchDate and resolveDate', () => {
  test.each([
    ['15/01/2024', 'DMY', '2024-01-15'],
    ['01/15/2024', 'MDY', '2024-01-15'],
    ['15.01.2024', 'DMY', '2024-01-15'],
    ['15-01-24', 'DMY', '2024-01-15'],
    ['05.03.', 'DMY', '2024-03-05'],
    ['03/05', 'MDY', '2024-03-05'],
    ['01 Jan 24', 'DMY', '2024-01-01'],
    ['05 MAR', 'DMY', '2024-03-05'],
    ['15JAN24', 'DMY', '2024-01-15'],
    ['Jan 15, 2024', 'DMY', '2024-01-15'],
    ['January 15 2024', 'MDY', '2024-01-15'],
    ['15 January 2024', 'DMY', '2024-01-15'],
    ['15. Januar 2024', 'DMY', '2024-01-15'],
    ['2024/01/15', 'MDY', '2024-01-15'],
    ['2024-01-15', 'DMY', '2024-01-15'],
    ['3 Jän 2024', 'DMY', '2024-01-03'],
    ['3 ene 2024', 'DMY', '2024-01-03'],
    ['3 janv. 2024', 'DMY', '2024-01-03'],
    ['3 gen 2024', 'DMY', '2024-01-03'],
    ['3 mrt 2024', 'DMY', '2024-03-03'],
    ['3 Okt 2024', 'DMY', '2024-10-03'],
    ['3 Dez 2024', 'DMY', '2024-12-03'],
    ['3 dic 2024', 'DMY', '2024-12-03'],
    ['3 déc. 2024', 'DMY', '2024-12-03'],
    ['03-févr-2024', 'DMY', '2024-02-03'],
    ['1 May 2024Opening balance', 'DMY', '2024-05-01'],
    // Indonesian and Malay
    ['3 Maret 2024', 'DMY', '2024-03-03'],
    ['17 Agustus 2024', 'DMY', '2024-08-17'],
    ['17 Agt 2024', 'DMY', '2024-08-17'],
    ['3 Julai 2024', 'DMY', '2024-07-03'],
    ['3 Ogos 2024', 'DMY', '2024-08-03'],
    ['25 Desember 2024', 'DMY', '2024-12-25'],
    ['25 Disember 2024', 'DMY', '2024-12-25'],
    // Japanese era years (Reiwa 1 = 2019, Heisei 1 = 1989)
    ['R06.04.12', 'DMY', '2024-04-12'],
    ['R6.4.12', 'MDY', '2024-04-12'],
    ['H31-04-30', 'DMY', '2019-04-30'],
    ['令和6年4月12日', 'DMY', '2024-04-12'],
    // Buddhist-era years (Thai statements: 2568 is 2025), in four digits or two; two-digit years outside 50-79 stay this century's
    ['01/02/2568', 'DMY', '2025-02-01'],
    ['2567-12-31', 'DMY', '2024-12-31'],
    ['05-03-67', 'DMY', '2024-03-05'],
    ['15.01.24', 'DMY', '2024-01-15'],
    ['31/12/49', 'DMY', '2049-12-31'],
    ['12 Mar 2024', 'DMY', '2024-03-12'],
  ] as const)('reads %j as %s', (text, order, expected) => {
    expect(iso(text, order)).toBe(expected);
  });

  test.each(['15 Janitor', '32/01/2024', '12345', '13/13/2024', 'Page 2', '1,234.56'])('rejects %j', (text) => {
    expect(iso(text)).toBeNull();
  });

  test('an impossible day is refused rather than rolled over', () => {
    expect(iso('31/02/2024')).toBeNull();
  });
});

describe('years and periods', () => {
  test('a December row in a December-January statement belongs to the first year', () => {
    const period = { start: '2023-12-15', end: '2024-01-14' };
    expect(inferYear(12, 20, period, 2024)).toBe(2023);
    expect(inferYear(1, 5, period, 2024)).toBe(2024);
  });

  test.each([
    ['Statement period 01/01/2024 to 31/01/2024', '01/01/2024', '31/01/2024'],
    ['01 Jan 2024 - 31 Jan 2024', '01 Jan 2024', '31 Jan 2024'],
    ['Period: 2024-01-01 – 2024-01-31', '2024-01-01', '2024-01-31'],
    ['Kontoauszug vom 01.03.2024 bis 31.03.2024', '01.03.2024', '31.03.2024'],
    ['Période du 01/02/2024 au 29/02/2024', '01/02/2024', '29/02/2024'],
    ['Statement From : 01-03-2024 To : 31-03-2024', '01-03-2024', '31-03-2024'],
    ['January 1, 2024 through January 31, 2024', 'January 1, 2024', 'January 31, 2024'],
    ['Periode 1 maart 2024 t/m 31 maart 2024', '1 maart 2024', '31 maart 2024'],
  ])('finds the period in %j', (text, start, end) => {
    const period = findPeriod(text);
    expect(period).not.toBeNull();
    expect(period!.start).toEqual(matchDate(start)!.token);
    expect(period!.end).toEqual(matchDate(end)!.token);
  });

  test('a whole month named in Indonesian is the period', () => {
    const period = findPeriod('PERIODE : MARET 2025');
    expect(period).toMatchObject({ start: { kind: 'named', month: 3, year: 2025 }, end: { kind: 'named', month: 3, year: 2025 } });
  });

  test('a single date is not a period', () => {
    expect(findPeriod('Statement date 31/01/2024')).toBeNull();
    expect(findDates('Statement date 31/01/2024')).toHaveLength(1);
  });
});
