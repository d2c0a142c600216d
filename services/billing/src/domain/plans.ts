import { BadRequestError } from '@bankxl/platform';

/** One thing the server sells (SPEC.md §9). Money is integer cents; Enterprise is contact-only. */
export type Plan = {
  id: string;
  group: 'credit' | 'bulk';
  name: string;
  /** null: not sold online ("contact us"). */
  priceCents: number | null;
  credits: number | null;
};

export const CURRENCY = 'usd';

/** The server's own price list: a checkout is accepted only for one of these, at this price. */
export const PLANS: readonly Plan[] = [
  { id: 'credit-1', group: 'credit', name: '1 Credit', priceCents: 50, credits: 1 },
  { id: 'credit-small-business', group: 'credit', name: 'Small Business', priceCents: 1_500, credits: 400 },
  { id: 'credit-accountant', group: 'credit', name: 'Accountant', priceCents: 3_000, credits: 1_000 },
  { id: 'credit-firm', group: 'credit', name: 'Firm', priceCents: 5_000, credits: 4_000 },
  { id: 'credit-enterprise', group: 'credit', name: 'Enterprise', priceCents: null, credits: null },
  { id: 'bulk-1', group: 'bulk', name: '1 Credit', priceCents: 50, credits: 1 },
  { id: 'bulk-small-business', group: 'bulk', name: 'Small Business', priceCents: 9_000, credits: 4_800 },
  { id: 'bulk-accountant', group: 'bulk', name: 'Accountant', priceCents: 18_000, credits: 12_000 },
  { id: 'bulk-firm', group: 'bulk', name: 'Firm', priceCents: 30_000, credits: 48_000 },
  { id: 'bulk-enterprise', group: 'bulk', name: 'Enterprise', priceCents: null, credits: null },
];

export type SellablePlan = Plan & { priceCents: number; credits: number };

/** How the client shows a plan: `price` "$15" / "$0.50" / "Contact us", `credits` "400" (or null). */
export type PlanView = {
  id: string;
  name: string;
  price: string;
  credits: string | null;
  priceCents: number | null;
  creditCount: number | null;
  contactOnly: boolean;
};

/** 1500 → "$15", 50 → "$0.50". */
export function formatPrice(cents: number): string {
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  return rest === 0 ? `$${dollars}` : `$${dollars}.${String(rest).padStart(2, '0')}`;
}

export function planView(plan: Plan): PlanView {
  const contactOnly = plan.priceCents === null;
  return {
    id: plan.id,
    name: plan.name,
    price: plan.priceCents === null ? 'Contact us' : formatPrice(plan.priceCents),
    credits: plan.credits === null ? null : String(plan.credits),
    priceCents: plan.priceCents,
    creditCount: plan.credits,
    contactOnly,
  };
}

export function planCatalogue(): { currency: string; creditPacks: PlanView[]; bulkPacks: PlanView[] } {
  return {
    currency: CURRENCY,
    creditPacks: PLANS.filter((p) => p.group === 'credit').map(planView),
    bulkPacks: PLANS.filter((p) => p.group === 'bulk').map(planView),
  };
}

export const planById = (id: string): SellablePlan | null => {
  const plan = PLANS.find((p) => p.id === id);
  return plan && isSellable(plan) ? plan : null;
};

const isSellable = (plan: Plan): plan is SellablePlan => plan.priceCents !== null && plan.credits !== null;

/** "$15", "15", "$15.00", " $1,500 " → cents; null when it is not an amount of money. */
export function parsePriceCents(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null;
  if (text === null) return null;
  const match = /^\s*(?:US)?\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(?:USD)?\s*$/i.exec(text);
  if (!match) return null;
  const whole = Number(match[1].replace(/,/g, ''));
  const fraction = match[2] ? Number(match[2].padEnd(2, '0')) : 0;
  const cents = whole * 100 + fraction;
  return Number.isSafeInteger(cents) ? cents : null;
}

/** "400", "4,800", 400 → 400; null otherwise. */
export function parseCreditCount(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null;
  if (text === null) return null;
  const match = /^\s*(\d{1,3}(?:,\d{3})+|\d+)\s*(?:credits?)?\s*$/i.exec(text);
  return match ? Number(match[1].replace(/,/g, '')) : null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The plan the client asked for, checked against the server's list. Credit and bulk packs share
 * names, so the pair (name, price) identifies a plan; the credits must then match too.
 */
export function choosePlan(input: { planName: unknown; price: unknown; credits: unknown }): SellablePlan {
  const name = typeof input.planName === 'string' ? input.planName : '';
  const named = PLANS.filter((p) => sameName(p.name, name));
  if (named.length === 0) throw new BadRequestError('This plan is not for sale.', 'unknown_plan');
  const sellable = named.filter(isSellable);
  if (sellable.length === 0) throw new BadRequestError('Enterprise plans are sold by contacting us.', 'contact_only');
  const cents = parsePriceCents(input.price);
  const plan = sellable.find((p) => p.priceCents === cents);
  if (!plan) throw new BadRequestError(`The price does not match the ${sellable[0].name} plan.`, 'price_mismatch');
  if (parseCreditCount(input.credits) !== plan.credits) {
    throw new BadRequestError(`The ${plan.name} plan at ${formatPrice(plan.priceCents)} gives ${plan.credits} credits.`, 'credits_mismatch');
  }
  return plan;
}
