/**
 * The default chart of categories a transaction is booked to (issue 26): about twenty, each mapping onto the
 * usual small-business and personal charts. The ids are stable (stored with each row, sent in exports); the
 * labels are what a person reads.
 *
 * Issue 42 item 2 books a row by what it is before who it is with: a card or online purchase at a shop whose name
 * says nothing of what it sells, a direct debit to a creditor nobody recognises, a refund, a card acquirer's
 * payout of a business's takings each have a category of their own (added after the first twenty; ids never change).
 */
export const CATEGORIES = [
  { id: 'income', label: 'Income', says: 'money received that is not salary: customer payments, deposits, rebates, benefits' },
  { id: 'card_settlements', label: 'Card takings', says: "a card acquirer paying out a business's card sales (merchant settlement, Square, Stripe, SumUp payouts)" },
  { id: 'payroll', label: 'Salary & payroll', says: 'salary received, or wages paid' },
  { id: 'transfers', label: 'Transfers', says: 'between accounts, to and from people, card payments, savings' },
  { id: 'fees', label: 'Bank fees & charges', says: 'account, card and service fees charged by the bank' },
  { id: 'interest', label: 'Interest', says: 'interest earned or charged' },
  { id: 'rent', label: 'Rent & property', says: 'rent paid or received, service charges of a home' },
  { id: 'utilities', label: 'Utilities & telecom', says: 'energy, water, phone, internet, TV licence' },
  { id: 'subscriptions', label: 'Software & subscriptions', says: 'software, streaming, app stores, news' },
  { id: 'travel', label: 'Travel & transport', says: 'airlines, hotels, rail, transit, taxis and rides, parking, tolls' },
  { id: 'meals', label: 'Meals & dining', says: 'restaurants, cafes, takeaway and delivery' },
  { id: 'groceries', label: 'Groceries', says: 'supermarkets and food shops' },
  { id: 'fuel', label: 'Fuel', says: 'petrol stations' },
  { id: 'insurance', label: 'Insurance', says: 'insurance premiums, health insurance' },
  { id: 'taxes', label: 'Taxes', says: 'tax payments and refunds, council tax, vehicle tax' },
  { id: 'loans', label: 'Loan payments', says: 'loan, mortgage and finance repayments' },
  { id: 'cash', label: 'Cash', says: 'cash withdrawn or deposited' },
  { id: 'shopping', label: 'Shopping', says: 'retail, online marketplaces, clothing, electronics, home and hardware' },
  { id: 'health', label: 'Health & fitness', says: 'pharmacies, drugstores, doctors, gyms' },
  { id: 'purchases', label: 'Card & online purchases', says: 'bought by card, online or through a payment app where the shop does not say what it sells' },
  { id: 'direct_debits', label: 'Direct debits', says: 'collected by direct debit by a creditor that does not say what for' },
  { id: 'refunds', label: 'Refunds', says: 'money returned by a merchant: a refund, a return, a reversed purchase' },
  { id: 'other', label: 'Other', says: 'known, but none of the above (education, charity, household help)' },
  { id: 'uncategorised', label: 'Uncategorised', says: 'nothing in the row tells what it was for' },
] as const;

export type CategoryId = (typeof CATEGORIES)[number]['id'];

export const CATEGORY_IDS: readonly CategoryId[] = CATEGORIES.map((c) => c.id);

const LABELS = new Map<string, string>(CATEGORIES.map((c) => [c.id, c.label]));

/** The label a person reads for a category id ("Meals & dining"); an unknown id is shown as it is. */
export const categoryLabel = (id: string): string => LABELS.get(id) ?? id;

export const isCategoryId = (id: unknown): id is CategoryId => typeof id === 'string' && LABELS.has(id);
