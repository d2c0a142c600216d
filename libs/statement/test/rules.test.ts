// Rules a user teaches (issue 26 item 3): what a rule accepts, which rows it matches, which rule wins, and
// that a pattern that could backtrack forever is refused before it is ever run.
import { describe, expect, test } from '@jest/globals';
import { applyRules, toBookRules, unsafeRegex, validateRule, withBooks, type RuleInput, type Statement, type Transaction, type UserRule } from '@bankxl/statement';

const aRule = (over: Partial<UserRule> = {}): UserRule => ({
  id: `r-${Math.random().toString(36).slice(2)}`,
  match: 'contains',
  pattern: 'blue bottle',
  amountMin: null,
  amountMax: null,
  payee: 'Blue Bottle Coffee',
  category: 'meals',
  ...over,
});
const input = (over: Partial<RuleInput> = {}): RuleInput => {
  const { id: _id, ...rest } = aRule(over);
  return rest;
};
const aRow = (description: string, amount = -4.5, over: Partial<Transaction> = {}): Transaction => ({ date: '2026-03-01', description, amount, balance: null, page: 1, y: 100, ...over });
const aStatement = (rows: Transaction[]): Statement =>
  ({ pages: 1, pagesParsed: 1, accounts: [{ transactions: rows }] }) as unknown as Statement;
const booked = (rules: UserRule[], row: Transaction) => {
  const [account] = withBooks(aStatement([row]), { rules: toBookRules(rules) }).accounts;
  return [account.transactions[0].payee, account.transactions[0].category];
};

describe('a rule that can be saved', () => {
  test('when it names a pattern and a payee or category, then it is valid', () => {
    expect(validateRule(input())).toBeNull();
    expect(validateRule(input({ payee: null }))).toBeNull();
    expect(validateRule(input({ category: null }))).toBeNull();
    expect(validateRule(input({ match: 'regex', pattern: '^SQ \\*(BLUE|RED) BOTTLE' }))).toBeNull();
    expect(validateRule(input({ match: 'regex', pattern: '(?:ab)*c' }))).toBeNull();
  });

  test.each([
    ['an empty pattern', { pattern: '' }, 'invalid_pattern'],
    ['a pattern of spaces', { pattern: '   \t ' }, 'invalid_pattern'],
    ['a 201-character pattern', { pattern: 'x'.repeat(201) }, 'pattern_too_long'],
    ['a 10,000-character pattern', { pattern: 'x'.repeat(10_000) }, 'pattern_too_long'],
    ['neither payee nor category', { payee: null, category: null }, 'invalid_rule'],
    ['a blank payee and no category', { payee: '  ', category: null }, 'invalid_rule'],
    ['a 201-character payee', { payee: 'p'.repeat(201) }, 'invalid_rule'],
    ['an unknown category', { category: 'yachts' as never }, 'invalid_rule'],
    ['a minimum above the maximum', { amountMin: 10, amountMax: -10 }, 'invalid_rule'],
    ['an unknown way to match', { match: 'sounds_like' as never }, 'invalid_rule'],
    ['a regex that does not compile', { match: 'regex' as const, pattern: '(unclosed' }, 'unsafe_pattern'],
    ['(a+)+$', { match: 'regex' as const, pattern: '(a+)+$' }, 'unsafe_pattern'],
    ['(a|aa)*b', { match: 'regex' as const, pattern: '(a|aa)*b' }, 'unsafe_pattern'],
    ['a nested repeated group', { match: 'regex' as const, pattern: '((ab)*c)+' }, 'unsafe_pattern'],
    ['a repeated group with a counted repeat', { match: 'regex' as const, pattern: '(x{2,})*y' }, 'unsafe_pattern'],
    ['a backreference', { match: 'regex' as const, pattern: '(a)\\1' }, 'unsafe_pattern'],
    ['a lookahead', { match: 'regex' as const, pattern: 'a(?=b)' }, 'unsafe_pattern'],
    ['a lookbehind', { match: 'regex' as const, pattern: '(?<!x)a' }, 'unsafe_pattern'],
    ['five repeats in a row, no group at all', { match: 'regex' as const, pattern: '.*.*.*.*.*X' }, 'unsafe_pattern'],
    ['three varying repeats', { match: 'regex' as const, pattern: 'a+b{2,}c*' }, 'unsafe_pattern'],
    ['two varying repeats', { match: 'regex' as const, pattern: '.*FOO.*BAR' }, 'unsafe_pattern'],
  ])('when it has %s, then it is refused', (_what, over, code) => {
    expect(validateRule(input(over as Partial<RuleInput>))?.code).toBe(code);
  });

  test('when a pattern repeats once, or a fixed number of times, then it is allowed', () => {
    for (const pattern of ['FOO.*BAR', 'AMZN\\s+MKTP', 'REF \\d{6} \\d{4}', 'blue\\s?bottle.*', '^SQ \\*(BLUE|RED) BOTTLE']) expect(unsafeRegex(pattern)).toBeNull();
  });

  test('when a pattern is refused as unsafe, then a description that would blow it up is never tried', () => {
    expect(unsafeRegex('(a+)+$')).not.toBeNull();
    const started = Date.now();
    // Stored somehow anyway: it matches nothing, at once.
    expect(booked([aRule({ match: 'regex', pattern: '(a+)+$', payee: 'X' })], aRow(`${'a'.repeat(40)}!`))[0]).not.toBe('X');
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('which rows a rule matches', () => {
  test('when the description differs in case and spacing, then contains, starts with and equals still match', () => {
    const row = aRow('SQ *BLUE   BOTTLE  Coffee');
    expect(booked([aRule({ pattern: 'blue bottle' })], row)).toEqual(['Blue Bottle Coffee', 'meals']);
    expect(booked([aRule({ match: 'starts_with', pattern: 'sq *blue bottle' })], row)).toEqual(['Blue Bottle Coffee', 'meals']);
    expect(booked([aRule({ match: 'equals', pattern: ' sq *blue bottle coffee ' })], row)).toEqual(['Blue Bottle Coffee', 'meals']);
    expect(booked([aRule({ match: 'equals', pattern: 'sq *blue bottle', payee: 'Mine', category: 'other' })], row)).not.toEqual(['Mine', 'other']);
    expect(booked([aRule({ match: 'regex', pattern: 'blue\\s+bottle' })], row)).toEqual(['Blue Bottle Coffee', 'meals']);
  });

  test('when an amount range is set, then it holds inclusively on the signed amount (money out is negative)', () => {
    const rule = aRule({ pattern: 'acme', payee: 'Acme rent', category: 'rent', amountMin: -1500, amountMax: -1000 });
    expect(booked([rule], aRow('ACME LTD', -1500))).toEqual(['Acme rent', 'rent']);
    expect(booked([rule], aRow('ACME LTD', -1000))).toEqual(['Acme rent', 'rent']);
    expect(booked([rule], aRow('ACME LTD', -999.99))[1]).not.toBe('rent');
    expect(booked([rule], aRow('ACME LTD', 1200))[1]).not.toBe('rent');
  });

  test('when a rule names only a category, then the payee stays the shipped one', () => {
    expect(booked([aRule({ pattern: 'starbucks', payee: null, category: 'travel' })], aRow('STARBUCKS STORE 123'))).toEqual(['Starbucks', 'travel']);
  });
});

describe('which rule wins', () => {
  const row = aRow('SQ *BLUE BOTTLE COFFEE OAKLAND');
  test('when equals, starts with and contains all match, then equals wins, then starts with', () => {
    const contains = aRule({ pattern: 'blue bottle coffee oakland', category: 'other' });
    const starts = aRule({ match: 'starts_with', pattern: 'sq', category: 'shopping' });
    const equals = aRule({ match: 'equals', pattern: 'sq *blue bottle coffee oakland', category: 'travel' });
    expect(booked([contains, starts, equals], row)[1]).toBe('travel');
    expect(booked([contains, starts], row)[1]).toBe('shopping');
  });

  test('when two rules match the same way, then the longer pattern wins, then the newer rule', () => {
    const short = aRule({ pattern: 'blue', category: 'other' });
    const long = aRule({ pattern: 'blue bottle', category: 'meals' });
    expect(booked([short, long], row)[1]).toBe('meals');
    const older = aRule({ pattern: 'bottle', category: 'other', createdAt: '2026-01-01T00:00:00Z' });
    const newer = aRule({ pattern: 'coffee', category: 'groceries', createdAt: '2026-02-01T00:00:00Z' });
    expect(booked([older, newer], row)[1]).toBe('groceries');
  });
});

describe('re-applying rules to a stored statement', () => {
  test('when rules are applied again, then only matching rows change, over a person’s earlier choice, and the rest keep theirs', () => {
    const statement = aStatement([
      aRow('SQ *BLUE BOTTLE COFFEE', -4.5, { payee: 'Blue Bottle', category: 'other' }),
      aRow('CORNER SHOP', -3, { payee: 'My corner shop', category: 'groceries' }),
    ]);
    const { statement: after, changed } = applyRules(statement, [aRule()]);
    expect(changed).toBe(1);
    expect(after.accounts[0].transactions.map((t) => [t.payee, t.category])).toEqual([
      ['Blue Bottle Coffee', 'meals'],
      ['My corner shop', 'groceries'],
    ]);
    expect(applyRules(after, [aRule()]).changed).toBe(0);
  });
});
