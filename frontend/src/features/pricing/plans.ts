/** A plan as the client shows it (SPEC §9). Prices and credits are strings, as the checkout call sends them. */
export type Plan = {
  name: string;
  /** US dollars, e.g. "15" or "0.50"; absent for plans sold by contact. */
  price?: string;
  credits?: string;
  action: 'buy' | 'contact';
  blurb: string;
};

export type PlanGroup = 'credit' | 'bulk';

export const PLAN_GROUPS: Record<PlanGroup, { label: string; plans: Plan[] }> = {
  credit: {
    label: 'Credit Packs',
    plans: [
      { name: '1 Credit', price: '0.50', credits: '1', action: 'buy', blurb: 'Try it on a single page.' },
      { name: 'Small Business', price: '15', credits: '400', action: 'buy', blurb: 'A year of statements for a small business.' },
      { name: 'Accountant', price: '30', credits: '1000', action: 'buy', blurb: 'For bookkeepers with a few clients.' },
      { name: 'Firm', price: '50', credits: '4000', action: 'buy', blurb: 'For practices converting every month.' },
      { name: 'Enterprise', action: 'contact', blurb: 'Volume pricing, invoicing and onboarding.' },
    ],
  },
  bulk: {
    label: 'Bulk Packs',
    plans: [
      { name: '1 Credit', price: '0.50', credits: '1', action: 'buy', blurb: 'Try it on a single page.' },
      { name: 'Small Business', price: '90', credits: '4800', action: 'buy', blurb: 'Twelve months of Small Business in one go.' },
      { name: 'Accountant', price: '180', credits: '12000', action: 'buy', blurb: 'A full year for a busy bookkeeper.' },
      { name: 'Firm', price: '300', credits: '48000', action: 'buy', blurb: 'A year of heavy monthly conversion.' },
      { name: 'Enterprise', action: 'contact', blurb: 'Custom volumes and terms.' },
    ],
  },
};

/** "$0.50", "$15", "$300". */
export function formatPrice(price: string): string {
  const n = Number(price);
  return Number.isInteger(n) ? `$${n}` : `$${n.toFixed(2)}`;
}

export const formatCredits = (credits: string) =>
  `${Number(credits).toLocaleString('en-US')} ${credits === '1' ? 'credit' : 'credits'}`;
