// List prices in US dollars, in cents (integer minor units). Annual = 10 x monthly, the "save 17%" (2 of 12 months).
// Limits are stated in the plan copy (marketing namespace); see docs/product/marketing-site.md.
export type PlanId = 'starter' | 'professional' | 'enterprise';

export type Plan = {
  id: PlanId;
  price: { monthly: number; annual: number } | null;
  popular: boolean;
};

export const planCurrency = 'USD';

export const plans: Plan[] = [
  { id: 'starter', price: { monthly: 4_900, annual: 49_000 }, popular: false },
  { id: 'professional', price: { monthly: 14_900, annual: 149_000 }, popular: true },
  { id: 'enterprise', price: null, popular: false },
];
